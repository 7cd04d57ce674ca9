import { withLazyCatalogPart } from '../../i18n/setup';
import { INSIGHT_TEXTS } from './texts';

// The feature's pages, loaded through app/workspace-pages.ts: their import() calls (and the preload lists Vite
// attaches to them) stay in that module's chunk, off every visitor's first load. event-statistics is public
// (share links) but is a workspace page all the same: only organizers and share-link holders open it.
// The texts (i18n/insight) load with the page; their loaders live here, off the entry module.
const withTexts = <T>(load: () => Promise<T>) => withLazyCatalogPart('insight', INSIGHT_TEXTS, load);

export const loadInsightOverviewPage = withTexts(() =>
  import('./routes/OverviewPage').then((m) => m.OverviewPage),
);
export const loadEventStatisticsPage = withTexts(() =>
  import('./routes/EventStatisticsPage').then((m) => m.EventStatisticsPage),
);
export const loadEventOrdersPage = withTexts(() =>
  import('./routes/EventOrdersPage').then((m) => m.EventOrdersPage),
);
