// The hu catalogue (i18n/setup.ts): its base texts and the loaders of its parts, one chunk fetched when the UI
// switches to hu (index.html preloads it on /hu/ addresses). The parts' import()s live here, not in the entry;
// setup.ts's type of the loaders makes sure every part is listed.
export { default } from '../hu.json';

export const parts = {
  accounts: () => import('../accounts/hu.json'),
  home: () => import('../home/hu.json'),
  extras: () => import('../extras/hu.json'),
  errors: () => import('../errors/hu.json'),
  discovery: () => import('../discovery/hu.json'),
  events: () => import('../events/hu.json'),
  content: () => import('../content/hu.json'),
  ticketing: () => import('../ticketing/hu.json'),
  organizer: () => import('../organizer/hu.json'),
  checkout: () => import('../checkout/hu.json'),
};
