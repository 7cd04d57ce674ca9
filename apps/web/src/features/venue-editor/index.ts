// The public entry of the venue-editor feature: what other features and the shell (app/) may use. Everything
// else in this folder is the feature's own; its route pages are in workspace-pages.ts.
export { layoutQuery, useLayout } from './api/get-layout';
export { editorKeys } from './api/keys';
export { ensureVenueEditorTexts } from './texts';
