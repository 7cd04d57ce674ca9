import type { FastifyInstance } from 'fastify';
import { layoutRoutes } from './layout.routes';
import { venueListRoutes } from './venue-list.routes';
import { venueWriteRoutes } from './venue-writes.routes';

/** The layout editor's API (issue 5): event layouts, sectors, seats, shapes, gates, order and waves. */
export async function venueConfigurationModule(app: FastifyInstance): Promise<void> {
  await app.register(layoutRoutes);
  await app.register(venueWriteRoutes);
  await app.register(venueListRoutes);
}
