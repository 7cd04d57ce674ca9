// The cs catalogue (i18n/setup.ts): its base texts and the loaders of its parts, one chunk fetched when the UI
// switches to cs (index.html preloads it on /cs/ addresses). The parts' import()s live here, not in the entry;
// setup.ts's type of the loaders makes sure every part is listed.
export { default } from '../cs.json';

export const parts = {
  accounts: () => import('../accounts/cs.json'),
  home: () => import('../home/cs.json'),
  extras: () => import('../extras/cs.json'),
  errors: () => import('../errors/cs.json'),
  discovery: () => import('../discovery/cs.json'),
  events: () => import('../events/cs.json'),
  content: () => import('../content/cs.json'),
  ticketing: () => import('../ticketing/cs.json'),
  organizer: () => import('../organizer/cs.json'),
  checkout: () => import('../checkout/cs.json'),
};
