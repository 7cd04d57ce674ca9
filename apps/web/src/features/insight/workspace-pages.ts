// The feature's pages, loaded through app/workspace-pages.ts: their import() calls (and the preload lists Vite
// attaches to them) stay in that module's chunk, off every visitor's first load. event-statistics is public
// (share links) but is a workspace page all the same: only organizers and share-link holders open it.
export const loadInsightOverviewPage = () => import('./routes/OverviewPage').then((m) => m.OverviewPage);
export const loadEventStatisticsPage = () =>
  import('./routes/EventStatisticsPage').then((m) => m.EventStatisticsPage);
export const loadEventOrdersPage = () => import('./routes/EventOrdersPage').then((m) => m.EventOrdersPage);
