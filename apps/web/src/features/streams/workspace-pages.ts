import { withStreamEditorTexts } from './texts';

// The organizer's stream pages (issue 20), loaded through app/workspace-pages.ts: their import() calls stay
// in that module's chunk, off every visitor's first load; the texts (i18n/streams) arrive with the code.
export const loadMyStreamsPage = withStreamEditorTexts(() =>
  import('./routes/MyStreamsPage').then((m) => m.MyStreamsPage),
);
export const loadStreamEditorPage = withStreamEditorTexts(() =>
  import('./routes/StreamEditorPage').then((m) => m.StreamEditorPage),
);
