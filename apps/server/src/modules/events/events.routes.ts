import { EventSearchQuerySchema, EventSearchResponseSchema } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createEventsService } from './events.service';

/** Public event reads (spec 1 §7 Discovery). */
export async function eventsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createEventsService(app.db);

  app.get(
    '/event/search',
    {
      schema: {
        tags: ['events'],
        summary: 'Published events by genre, city and dates, soonest first (a plain list; page & perPage)',
        querystring: EventSearchQuerySchema,
        response: { 200: EventSearchResponseSchema },
      },
    },
    async (request) => service.search(request.query),
  );
}
