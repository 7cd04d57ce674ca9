import { SpotsQuerySchema, SpotsResponseSchema } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../events/viewer';

/** GET /spot?Name (spec 1 §7; the home page asks for "Homepage-slider"). */
export async function spotsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.spots;

  app.get(
    '/spot',
    {
      schema: {
        tags: ['discovery'],
        summary:
          'Spots of a placement group within their TimePeriod: external, entity and nested group spots',
        querystring: SpotsQuerySchema,
        response: { 200: SpotsResponseSchema },
      },
    },
    async (request) => service.list(request.query.Name, await viewerOf(request), request.ctx.language),
  );
}
