// The public entry of the discovery feature: what other features and the shell (app/) may use. Everything
// else in this folder is the feature's own; its route pages are in pages.ts.
export { categoriesQuery, useCategories } from './api/get-categories';
export { cityQuery, useCity } from './api/get-city';
export { searchEvents, useUpcomingEvents } from './api/search-events';
export { usePlaces } from './api/search-places';
export { SearchButton } from './components/SearchButton';
