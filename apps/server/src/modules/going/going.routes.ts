import {
  ApiErrorSchema,
  EventVisitorBodySchema,
  EventVisitorParamsSchema,
  EventVisitorSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireProfileEditor } from '../profiles/profile-routing';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * POST/GET/DELETE /event/{id}/eventvisitors/{visitorId} (spec 1 §7): {visitorId} is the acting profile
 * (normally the active one) and must be held by the caller; the event must be published.
 */
export async function goingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.going;
  const path = '/event/:id/eventvisitors/:visitorId';

  app.post(
    path,
    {
      schema: {
        tags: ['going'],
        summary: 'Set Going / NotGoing of profile {visitorId} for a published event (upsert)',
        params: EventVisitorParamsSchema,
        body: EventVisitorBodySchema,
        response: { 200: EventVisitorSchema, ...errors },
      },
    },
    async (request) => {
      const { id, visitorId } = request.params;
      await requireProfileEditor(request, visitorId);
      return service.set(id, visitorId, request.body.GoingStatus);
    },
  );

  app.get(
    path,
    {
      schema: {
        tags: ['going'],
        summary: "Profile {visitorId}'s answer (GoingStatus null when none)",
        params: EventVisitorParamsSchema,
        response: { 200: EventVisitorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, visitorId } = request.params;
      await requireProfileEditor(request, visitorId);
      reply.header('cache-control', 'private, no-store');
      return service.get(id, visitorId);
    },
  );

  app.delete(
    path,
    {
      schema: {
        tags: ['going'],
        summary: "Withdraw profile {visitorId}'s answer (idempotent)",
        params: EventVisitorParamsSchema,
        response: { 204: z.null().describe('Done'), ...errors },
      },
    },
    async (request, reply) => {
      const { id, visitorId } = request.params;
      await requireProfileEditor(request, visitorId);
      await service.remove(id, visitorId);
      return reply.status(204).send(null);
    },
  );
}
