import {
  ApiErrorSchema,
  ArticleCreateSchema,
  ArticleDetailSchema,
  ArticleGalleryInputSchema,
  ArticleGalleryQuerySchema,
  ArticleGalleryResponseSchema,
  ArticleParamsSchema,
  ArticleStatusQuerySchema,
  ArticlesQuerySchema,
  ArticlesResponseSchema,
  ArticleUpdateSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../events/viewer';
import { requireArticleAuthor, requireArticleEditor } from './articles.access';

const tags = ['articles'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * Articles (spec 1 §7, spec 3 §7): public reads, and the blogger's writes — create, save, publish or set as
 * draft, gallery. Writes need an editing claim on the author (articles.access.ts).
 */
export async function articlesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.articles;
  const writes = app.services.articleWrites;

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

  app.post(
    '/article',
    {
      schema: {
        tags,
        summary:
          'A new draft by the active profile, which must be a blogger (title, picture and content required)',
        body: ArticleCreateSchema,
        response: { 201: ArticleDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const author = await requireArticleAuthor(request);
      const article = await writes.create(author, request.body, request.ctx.language);
      return reply.status(201).send(article);
    },
  );

  app.put(
    '/article/:id',
    {
      schema: {
        tags,
        summary:
          'Save any subset of the fields; `newStatus` then publishes or sets as draft (the status it has just saves)',
        params: ArticleParamsSchema,
        querystring: ArticleStatusQuerySchema,
        body: ArticleUpdateSchema.nullish(),
        response: { 200: ArticleDetailSchema, ...errors },
      },
    },
    async (request) => {
      const article = await requireArticleEditor(request, request.params.id);
      return writes.update(article, request.body ?? {}, request.query.newStatus, request.ctx.language);
    },
  );

  app.put(
    '/article/:id/gallery',
    {
      // Base64 of a 2 MiB image is 2.7 MB (spec 1 §9 "general max file size 2796202 bytes").
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags,
        summary:
          'Add an image (base64 JPEG/PNG, checked by content) with its caption; the same image again re-captions it',
        params: ArticleParamsSchema,
        body: ArticleGalleryInputSchema,
        response: { 200: ArticleGalleryResponseSchema, ...errors, 413: ApiErrorSchema },
      },
    },
    async (request) => {
      const article = await requireArticleEditor(request, request.params.id);
      return writes.putGalleryImage(article, request.body.Image, request.body.Caption);
    },
  );

  app.delete(
    '/article/:id/gallery',
    {
      schema: {
        tags,
        summary: 'Remove an image from the gallery',
        params: ArticleParamsSchema,
        querystring: ArticleGalleryQuerySchema,
        response: { 204: z.null().describe('Done'), ...errors },
      },
    },
    async (request, reply) => {
      const article = await requireArticleEditor(request, request.params.id);
      await writes.removeGalleryImage(article, request.query.imageId);
      return reply.status(204).send(null);
    },
  );
}
