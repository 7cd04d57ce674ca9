import { withLazyCatalogPart } from '../../i18n/setup';
import { VENUE_EDITOR_TEXTS } from './texts';

// The feature's signed-in workspace pages, loaded through app/workspace-pages.ts: their import() calls (and
// the preload lists Vite attaches to them) stay in that module's chunk, off every visitor's first load.
// Code and texts arrive together.
export const loadVenueEditorPage = withLazyCatalogPart('venueEditor', VENUE_EDITOR_TEXTS, () =>
  import('./routes/VenueEditorPage').then((m) => m.VenueEditorPage),
);
