import type { FastifyInstance } from 'fastify';
import { participationRoutes } from './participation.routes';

/** Participation (issue 26): the listed profile's inbox and block list, external providers, likes. */
export async function participationModule(app: FastifyInstance): Promise<void> {
  await app.register(participationRoutes);
}

export {
  createParticipationService,
  type ParticipationHooks,
  type ParticipationService,
} from './participation.service';
