// The feature's route pages as app/router.tsx loads them: each page is its own chunk, fetched on navigation.
export const loadEventDetailPage = () =>
  import('./routes/EventDetailPage').then((m) => ({ Component: m.EventDetailPage }));
// Starts the event's request with the navigation, in parallel with the page's code.
export { eventDetailLoader } from './api/prefetch-event';
