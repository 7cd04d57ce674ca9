import {
  ApiErrorSchema,
  StreamDetailSchema,
  StreamParamsSchema,
  StreamsQuerySchema,
  StreamsResponseSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../events/viewer';

/** Public stream reads (spec 1 §7, API version 2.2); the ticket-code unlock comes with a later issue. */
export async function streamsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.streams;

  app.get(
    '/stream',
    {
      schema: {
        tags: ['streams'],
        summary:
          'Upcoming published streams (home shows 9), or a profile’s streams with authorId (10 per page)',
        querystring: StreamsQuerySchema,
        response: { 200: StreamsResponseSchema },
      },
    },
    async (request) => service.list(request.query, await viewerOf(request)),
  );

  app.get(
    '/stream/:id',
    {
      schema: {
        tags: ['streams'],
        summary:
          'A stream by id or nickname; paid streams answer locked (no StreamUrl, HtmlCode or VOD paths)',
        params: StreamParamsSchema,
        response: { 200: StreamDetailSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => service.detail(request.params.id, await viewerOf(request), request.ctx.language),
  );
}
