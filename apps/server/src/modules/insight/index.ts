import type { FastifyInstance } from 'fastify';
import { insightRoutes } from './insight.routes';

/** Organizer insight (issue 18): statistics, commissions, share codes and the profile overview. */
export async function insightModule(app: FastifyInstance): Promise<void> {
  await app.register(insightRoutes);
}

export { createInsightService, type InsightService } from './insight.service';
