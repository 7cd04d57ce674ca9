// The sk catalogue (i18n/setup.ts): its base texts and the loaders of its parts, one chunk fetched when the UI
// switches to sk (index.html preloads it on /sk/ addresses). The parts' import()s live here, not in the entry;
// setup.ts's type of the loaders makes sure every part is listed.
export { default } from '../sk.json';

export const parts = {
  accounts: () => import('../accounts/sk.json'),
  home: () => import('../home/sk.json'),
  extras: () => import('../extras/sk.json'),
  errors: () => import('../errors/sk.json'),
  discovery: () => import('../discovery/sk.json'),
  events: () => import('../events/sk.json'),
  content: () => import('../content/sk.json'),
  ticketing: () => import('../ticketing/sk.json'),
  organizer: () => import('../organizer/sk.json'),
  checkout: () => import('../checkout/sk.json'),
};
