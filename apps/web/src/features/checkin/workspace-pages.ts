import { withLazyCatalogPart } from '../../i18n/setup';
import { CHECKIN_TEXTS } from './texts';

// The feature's signed-in workspace pages, loaded through app/workspace-pages.ts: their import() calls (and
// the preload lists Vite attaches to them) stay in that module's chunk, off every visitor's first load.
// The texts (i18n/checkin) load with the page; their loaders live here, off the entry module.
const withTexts = <T>(load: () => Promise<T>) => withLazyCatalogPart('checkin', CHECKIN_TEXTS, load);

export const loadCheckinPage = withTexts(() => import('./routes/CheckinPage').then((m) => m.CheckinPage));
export const loadDoorPage = withTexts(() => import('./routes/DoorPage').then((m) => m.DoorPage));
