// The feature's signed-in workspace pages, loaded through app/workspace-pages.ts: their import() calls (and
// the preload lists Vite attaches to them) stay in that module's chunk, off every visitor's first load.
export const loadCreateProfilePage = () =>
  import('./routes/CreateProfilePage').then((m) => m.CreateProfilePage);
