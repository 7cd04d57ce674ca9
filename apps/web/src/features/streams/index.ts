// The public entry of the streams feature: what other features and the shell (app/) may use. Everything
// else in this folder is the feature's own; its route pages are in pages.ts and workspace-pages.ts.
// The stream's public read: the buy-tickets embed of a stream (issue 22) sells through its event.
export { streamQuery } from './api/get-stream';
