import { withLazyCatalogPart } from '../../i18n/setup';
import { PARTICIPATION_TEXTS } from './texts';

// The inbox page, loaded through app/workspace-pages.ts with its texts (i18n/participation).
export const loadParticipationPage = withLazyCatalogPart('participation', PARTICIPATION_TEXTS, () =>
  import('./routes/ParticipationPage').then((m) => m.ParticipationPage),
);
