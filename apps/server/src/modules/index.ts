import type { FastifyInstance } from 'fastify';
import { categoriesRoutes } from './categories/categories.routes';
import { eventsRoutes } from './events/events.routes';
import { utilityRoutes } from './utility/utility.routes';

/** Every domain's routes, mounted under /api. Each module is a Fastify plugin in modules/<domain>/. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(utilityRoutes);
  await app.register(categoriesRoutes);
  await app.register(eventsRoutes);
}
