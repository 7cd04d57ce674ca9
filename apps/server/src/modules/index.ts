import type { FastifyInstance } from 'fastify';

/** Every domain's routes, mounted under /api. Each module is a Fastify plugin in modules/<domain>/. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  void app;
}
