// The de catalogue (i18n/setup.ts): its base texts and the loaders of its parts, one chunk fetched when the UI
// switches to de (index.html preloads it on /de/ addresses). The parts' import()s live here, not in the entry;
// setup.ts's type of the loaders makes sure every part is listed.
export { default } from '../de.json';

export const parts = {
  accounts: () => import('../accounts/de.json'),
  home: () => import('../home/de.json'),
  extras: () => import('../extras/de.json'),
  errors: () => import('../errors/de.json'),
  discovery: () => import('../discovery/de.json'),
  events: () => import('../events/de.json'),
  content: () => import('../content/de.json'),
  ticketing: () => import('../ticketing/de.json'),
  organizer: () => import('../organizer/de.json'),
  checkout: () => import('../checkout/de.json'),
};
