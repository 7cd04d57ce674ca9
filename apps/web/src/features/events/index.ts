// The public entry of the events feature: what other features and the shell (app/) may use. Everything
// else in this folder is the feature's own; its route pages are in pages.ts.

// The event's read (GET /event/{id}): the buy-tickets embed (issue 22) shows the same event.
export { eventQuery } from './api/get-event';
export { setGoingStatus } from './api/set-going-status';
export { GoingButton } from './components/GoingButton';
