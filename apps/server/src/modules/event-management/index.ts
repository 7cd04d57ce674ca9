import type { FastifyInstance } from 'fastify';
import { eventManagementRoutes } from './event-management.routes';
import { lineupRoutes } from './lineup.routes';
import { eventResponsibleRoutes, profileResponsibleRoutes } from './responsible.routes';
import { ticketCategoriesRoutes } from './ticket-categories.routes';

/**
 * The organizer's event management API (issue 5). Each part is its own encapsulated plugin, so the
 * profile-type guard of the /{type}/{id}/responsible(s) routes never touches the /event routes.
 */
export async function eventManagementModule(app: FastifyInstance): Promise<void> {
  await app.register(eventManagementRoutes);
  await app.register(eventResponsibleRoutes);
  await app.register(lineupRoutes);
  await app.register(ticketCategoriesRoutes);
  await app.register(profileResponsibleRoutes);
}
