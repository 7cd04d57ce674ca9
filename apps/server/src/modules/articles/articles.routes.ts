import {
  ApiErrorSchema,
  ArticleDetailSchema,
  ArticleParamsSchema,
  ArticlesQuerySchema,
  ArticlesResponseSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../events/viewer';

/** Public article reads (spec 1 §7 "GET /article?page,perPage (20) or ?profiles; GET /article/{id}"). */
export async function articlesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.articles;

  app.get(
    '/article',
    {
      schema: {
        tags: ['articles'],
        summary:
          'Published articles, newest first (20 per page); `profiles` → about or by those profiles; `authorId` → by that profile, with its drafts for its own claim holders; `status` → PUBLISHED or DRAFT only',
        querystring: ArticlesQuerySchema,
        response: { 200: ArticlesResponseSchema },
      },
    },
    async (request) => service.list(request.query, await viewerOf(request)),
  );

  app.get(
    '/article/:id',
    {
      schema: {
        tags: ['articles'],
        summary: 'An article with sanitized text, gallery, embeds, genres and linked profiles',
        params: ArticleParamsSchema,
        response: { 200: ArticleDetailSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => service.detail(request.params.id, await viewerOf(request), request.ctx.language),
  );
}
