// The public entry of the events feature: what other features and the shell (app/) may use. Everything
// else in this folder is the feature's own; its route pages are in pages.ts.
export { setGoingStatus } from './api/set-going-status';
export { GoingButton } from './components/GoingButton';
