import {
  ApiErrorSchema,
  CategoryArticlesResponseSchema,
  CategoryListQuerySchema,
  CategoryPageParamsSchema,
  CategoryProfilesResponseSchema,
  RecommendationsQuerySchema,
  RecommendationsResponseSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActiveProfile } from '../../plugins/auth';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * The product's own pages (issue 21): the profiles and articles tabs of a category landing page
 * (/category/:pageName; its events come from GET /event/search?categories) and the signed-in fan's
 * recommended events (dashboard.recommendations).
 */
export async function productPagesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.productPages;

  app.get(
    '/category/:pageName/profiles',
    {
      schema: {
        tags: ['categories'],
        summary: 'Profiles with the genre or one of its sub genres, most followed first (fans left out)',
        params: CategoryPageParamsSchema,
        querystring: CategoryListQuerySchema,
        response: { 200: CategoryProfilesResponseSchema, ...errors },
      },
    },
    async (request) => service.categoryProfiles(request.params.pageName, request.query),
  );

  app.get(
    '/category/:pageName/articles',
    {
      schema: {
        tags: ['categories'],
        summary: 'Published articles with the genre or one of its sub genres, newest first',
        params: CategoryPageParamsSchema,
        querystring: CategoryListQuerySchema,
        response: { 200: CategoryArticlesResponseSchema, ...errors },
      },
    },
    async (request) => service.categoryArticles(request.params.pageName, request.query),
  );

  app.get(
    '/recommendations/events',
    {
      schema: {
        tags: ['events'],
        summary:
          'Upcoming events recommended to the active profile: through profiles it follows, like the events it goes to, or in its genres (8 per page)',
        querystring: RecommendationsQuerySchema,
        response: { 200: RecommendationsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const active = await requireActiveProfile(request);
      const list = await service.recommendations(active.profileId, request.query, request.ctx.language);
      return reply.header('cache-control', 'private, no-store').send(list);
    },
  );
}
