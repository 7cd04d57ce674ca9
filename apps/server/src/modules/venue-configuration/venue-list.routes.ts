import { ApiErrorSchema, VenueListQuerySchema, VenueListResponseSchema } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireProfileClaim } from '../../plugins/auth';

/** GET /venue?ProfileId&key&page&perPage: the event wizard's venue picker (docs/decisions.md, issue 5). */
export async function venueListRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/venue',
    {
      schema: {
        tags: ['venues'],
        summary:
          'Venues an organizer can pick: its own and used ones first; with key, venue profiles’ venues too',
        querystring: VenueListQuerySchema,
        response: {
          200: VenueListResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      // Any claim on the organizer will do: listing venues changes nothing.
      await requireProfileClaim(request, request.query.ProfileId);
      return app.services.venueList.list(request.query);
    },
  );
}
