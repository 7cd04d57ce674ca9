// The public entry of the participation feature (issue 26): what other features and the shell may use.
import { lazy } from 'react';
import { withLazyCatalogPart } from '../../i18n/setup';
import { PARTICIPATION_TEXTS } from './texts';

export { ParticipationDashboardLink } from './components/ParticipationDashboardLink';

/** The likes suggestions panel (account settings after StartUrl?mode=likes), code and texts on demand. */
export const LikesSuggestions = lazy(
  withLazyCatalogPart('participation', PARTICIPATION_TEXTS, () =>
    import('./components/LikesSuggestions').then((m) => ({ default: m.LikesSuggestions })),
  ),
);
