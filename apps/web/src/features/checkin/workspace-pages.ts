// The feature's signed-in workspace pages, loaded through app/workspace-pages.ts: their import() calls (and
// the preload lists Vite attaches to them) stay in that module's chunk, off every visitor's first load.
export const loadCheckinPage = () => import('./routes/CheckinPage').then((m) => m.CheckinPage);
export const loadDoorPage = () => import('./routes/DoorPage').then((m) => m.DoorPage);
