import { CATEGORIES_MAX_AGE_SECONDS, CategoriesResponseSchema } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** GET /category: the genre tree (spec 1 §7, "cached"). */
export async function categoriesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.categories;

  app.get(
    '/category',
    {
      schema: {
        tags: ['categories'],
        summary: 'Genre tree: top genres with their sub genres, names in the request language',
        response: { 200: CategoriesResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', `public, max-age=${CATEGORIES_MAX_AGE_SECONDS}`);
      // The body depends on Accept-Language, so shared caches must key on it.
      reply.header('vary', 'Accept-Language');
      return service.genreTree(request.ctx.language);
    },
  );
}
