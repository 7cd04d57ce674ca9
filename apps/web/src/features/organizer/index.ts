// The public entry of the organizer feature: what other features and the shell (app/) may use. Everything
// else in this folder is the feature's own; its route pages are in workspace-pages.ts.
export { createTicketCategory } from './api/create-ticket-category';
export { getManagedEvent, managedEventQuery, useManagedEvent } from './api/get-managed-event';
export { getTicketCategories, ticketCategoriesQuery } from './api/get-ticket-categories';
export { getVenueLayout } from './api/get-venue-layout';
export { configurationOf, organizerKeys } from './api/keys';
export { OrganizerGate, useActiveClaim } from './components/OrganizerGate';
