// The feature's signed-in workspace pages, loaded through app/workspace-pages.ts: their import() calls (and
// the preload lists Vite attaches to them) stay in that module's chunk, off every visitor's first load.
export const loadDashboardPage = () => import('./routes/DashboardPage').then((m) => m.DashboardPage);
export const loadSeatBlocksPage = () => import('./routes/SeatBlocksPage').then((m) => m.SeatBlocksPage);
export const loadEventWizardPage = () => import('./routes/EventWizardPage').then((m) => m.EventWizardPage);
