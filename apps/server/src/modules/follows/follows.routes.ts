import {
  ApiErrorSchema,
  FollowBodySchema,
  FollowersQuerySchema,
  FollowersResponseSchema,
  FollowParamsSchema,
  FollowSchema,
  FollowsQuerySchema,
  FollowsResponseSchema,
  LastFollowedQuerySchema,
  LastFollowedResponseSchema,
  ProfileParamsSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardProfileTypeSegment, pathType, requireProfileEditor } from '../profiles/profile-routing';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * Follows (spec 1 §7). `/{type}/{id}/follows` is the follow list OF profile {id}: POST adds the profile
 * named by `Reference` (the caller must hold a claim on {id}, normally its active profile), DELETE
 * removes one, GET lists them publicly. `/{type}/{id}/followers` is the other direction (our call).
 */
export async function followsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.follows;
  guardProfileTypeSegment(app);

  app.post(
    '/:type/:id/follows',
    {
      schema: {
        tags: ['follows'],
        summary: 'Profile {id} follows Reference.Id (201 new, 200 when it already did)',
        params: ProfileParamsSchema,
        body: FollowBodySchema,
        response: { 200: FollowSchema, 201: FollowSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await requireProfileEditor(request, id);
      const result = await service.follow(id, pathType(request.params.type), request.body.Reference.Id);
      return reply.status(result.created ? 201 : 200).send(result.follow);
    },
  );

  app.delete(
    '/:type/:id/follows/:followId',
    {
      schema: {
        tags: ['follows'],
        summary: 'Profile {id} unfollows (followId = the follow id or the followed profile id); idempotent',
        params: FollowParamsSchema,
        response: { 204: z.null().describe('Done'), ...errors },
      },
    },
    async (request, reply) => {
      const { id, followId } = request.params;
      await requireProfileEditor(request, id);
      await service.unfollow(id, pathType(request.params.type), followId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:type/:id/follows',
    {
      schema: {
        tags: ['follows'],
        summary: 'Whom profile {id} follows, newest first (page is 0-based)',
        params: ProfileParamsSchema,
        querystring: FollowsQuerySchema,
        response: { 200: FollowsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      return service.list(id, pathType(request.params.type), request.query.page, request.query.perPage);
    },
  );

  app.get(
    '/:type/:id/followers',
    {
      schema: {
        tags: ['follows'],
        summary: 'Who follows profile {id}, newest first; fans (visitor profiles) are private and left out',
        params: ProfileParamsSchema,
        querystring: FollowersQuerySchema,
        response: { 200: FollowersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { page, perPage } = request.query;
      return service.followers(id, pathType(request.params.type), page, perPage);
    },
  );

  app.get(
    '/trending/profiles/lastfollowed',
    {
      schema: {
        tags: ['follows'],
        summary:
          'Profiles by their most recent follow (home: 5); fromDate/tillDate bound the follows counted',
        querystring: LastFollowedQuerySchema,
        response: { 200: LastFollowedResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return service.lastFollowed(request.query);
    },
  );
}
