import {
  ApiErrorSchema,
  ExternalProvidersBodySchema,
  ExternalProvidersQuerySchema,
  ExternalProvidersSchema,
  LikesBodySchema,
  LikesParamsSchema,
  LikesSuggestionsSchema,
  ParticipationBlockParamsSchema,
  ParticipationBlocksSchema,
  ParticipationListSchema,
  ParticipationParamsSchema,
  ParticipationQuerySchema,
  ParticipationSummarySchema,
  ProfileParamsSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireProfileClaim, requireUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { guardProfileTypeSegment, requireProfileEditor } from '../profiles/profile-routing';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const tags = ['participation'];

/**
 * The participation inbox of a performer-type or venue profile (issue 26): listings in other organizers'
 * events with their state, and the organizers whose future listings it declines. Confirming and cancelling
 * are the spec's own calls (PUT /event/{id}/lineup/{artistId}?Confirmed, PUT /event/{id}/building/confirmation).
 */
async function inboxRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.participation;

  app.get(
    '/participation/:profileId',
    {
      schema: {
        tags,
        summary: 'Events of other organizers that list the profile (lineup or venue), newest first',
        params: ParticipationParamsSchema,
        querystring: ParticipationQuerySchema,
        response: { 200: ParticipationListSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireProfileClaim(request, request.params.profileId);
      const { State, page, perPage } = request.query;
      reply.header('cache-control', 'no-store');
      return service.list(request.params.profileId, State, page, perPage);
    },
  );

  app.get(
    '/participation/:profileId/summary',
    {
      schema: {
        tags,
        summary: 'How many listings are pending, confirmed and cancelled (the dashboard count)',
        params: ParticipationParamsSchema,
        response: { 200: ParticipationSummarySchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireProfileClaim(request, request.params.profileId);
      reply.header('cache-control', 'no-store');
      return service.summary(request.params.profileId);
    },
  );

  app.get(
    '/participation/:profileId/blocks',
    {
      schema: {
        tags,
        summary: 'Organizers whose future listings the profile declines',
        params: ParticipationParamsSchema,
        response: { 200: ParticipationBlocksSchema, ...errors },
      },
    },
    async (request) => {
      await requireProfileClaim(request, request.params.profileId);
      return service.blocks(request.params.profileId);
    },
  );

  app.put(
    '/participation/:profileId/blocks/:organizerId',
    {
      schema: {
        tags,
        summary: 'Decline future listings by the organizer (spam); existing listings stay as they are',
        params: ParticipationBlockParamsSchema,
        response: { 204: z.null().describe('Done'), ...errors },
      },
    },
    async (request, reply) => {
      await requireProfileEditor(request, request.params.profileId);
      await service.block(request.params.profileId, request.params.organizerId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/participation/:profileId/blocks/:organizerId',
    {
      schema: {
        tags,
        summary: 'Accept the organizer’s listings again',
        params: ParticipationBlockParamsSchema,
        response: { 204: z.null().describe('Done'), ...errors },
      },
    },
    async (request, reply) => {
      await requireProfileEditor(request, request.params.profileId);
      await service.unblock(request.params.profileId, request.params.organizerId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/visitor/:id/facebookLikes',
    {
      schema: {
        tags: ['externalaccount'],
        summary:
          'Suggestions from the fan’s likes at the OIDC provider (fbToken: the code of /oidc/start?mode=likes); follows nothing. 400 SOCIAL_LOGIN.FAIL, 404 SOCIAL_LOGIN.NOT_CONFIGURED when off',
        params: LikesParamsSchema,
        body: LikesBodySchema,
        response: { 200: LikesSuggestionsSchema, 503: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireUser(request);
      await requireProfileEditor(request, request.params.id);
      if ((await service.profileType(request.params.id)) !== 'VisitorProfile')
        throw new AppError('NOT_FOUND', 'No such fan profile.');
      reply.header('cache-control', 'no-store');
      return service.likes(request.params.id, request.body.fbToken);
    },
  );
}

/** Spec 1 §7 POST /{profiletype}/{id}/externalproviders?Rewrite=true, and its read for the profile page. */
async function externalProviderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.participation;
  guardProfileTypeSegment(app);

  app.get(
    '/:type/:id/externalproviders',
    {
      schema: {
        tags: ['profiles'],
        summary: 'External accounts the profile has connected (public)',
        params: ProfileParamsSchema,
        response: { 200: ExternalProvidersSchema, ...errors },
      },
    },
    async (request) => service.externalProviders(request.params.id),
  );

  app.post(
    '/:type/:id/externalproviders',
    {
      schema: {
        tags: ['profiles'],
        summary:
          'Store the external accounts the profile connected (the OIDC provider, music and video links); Rewrite=true replaces the list',
        params: ProfileParamsSchema,
        querystring: ExternalProvidersQuerySchema,
        body: ExternalProvidersBodySchema,
        response: { 200: ExternalProvidersSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await requireProfileEditor(request, request.params.id);
      return service.setExternalProviders(user.id, request.params.id, request.body, request.query.Rewrite);
    },
  );
}

export async function participationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(inboxRoutes);
  await app.register(externalProviderRoutes);
}
