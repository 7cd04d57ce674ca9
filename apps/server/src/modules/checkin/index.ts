import type { FastifyInstance } from 'fastify';
import { doorRoutes } from './door.routes';
import { turnstileRoutes } from './turnstile.routes';

/** Door check-in (issue 17): the organizer's turnstile system and the door devices' calls. */
export async function checkinModule(app: FastifyInstance): Promise<void> {
  await app.register(turnstileRoutes);
  await app.register(doorRoutes);
}
