import {
  ApiErrorSchema,
  ChangeProfileTypeBodySchema,
  LicenceResponseSchema,
  ProfileInputSchema,
  ProfileParamsSchema,
  ProfileSchema,
  ProfileSearchParamsSchema,
  ProfileTypeSegmentSchema,
  ProfileUpdateQuerySchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireProfileClaim, requireUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { guardProfileTypeSegment, pathType, requireProfileEditor, viewerOf } from './profile-routing';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** Profiles (spec 1 §7 "Profiles and follows", spec 3 §7 "Profile-related"). */
export async function profilesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.profiles;
  guardProfileTypeSegment(app);

  app.post(
    '/:type',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Create a profile of {type}; the caller becomes its owner (one visitor profile per user)',
        params: z.object({ type: ProfileTypeSegmentSchema }),
        body: ProfileInputSchema,
        response: { 201: ProfileSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const viewer = await viewerOf(request);
      const profile = await service.create(user.id, pathType(request.params.type), request.body, viewer);
      return reply.status(201).send(profile);
    },
  );

  app.put(
    '/:type/:id',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Update a profile (left-out fields are kept, null clears); ?profileName=… only renames',
        params: ProfileParamsSchema,
        querystring: ProfileUpdateQuerySchema,
        body: ProfileInputSchema.nullish(),
        response: { 200: ProfileSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const type = pathType(request.params.type);
      await requireProfileEditor(request, id);
      const viewer = await viewerOf(request);
      if (request.query.profileName !== undefined) {
        return service.rename(id, type, request.query.profileName, viewer);
      }
      if (!request.body) {
        throw new AppError('VALIDATION_FAILED', 'Send the profile or ?profileName.', {
          ProfileName: ['FIELD_REQUIRED'],
        });
      }
      return service.update(id, type, request.body, viewer);
    },
  );

  app.put(
    '/:type/:id/changeProfileType',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Change the profile type (an owner keeps at most one visitor profile)',
        params: ProfileParamsSchema,
        body: ChangeProfileTypeBodySchema,
        response: { 200: ProfileSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await requireProfileEditor(request, id);
      const viewer = await viewerOf(request);
      return service.changeType(id, pathType(request.params.type), request.body, viewer);
    },
  );

  app.get(
    '/search/profile/:id',
    {
      schema: {
        tags: ['profiles'],
        summary:
          'A public profile by id or nickname; private contacts and hidden embeds only for its managers',
        params: ProfileSearchParamsSchema,
        response: { 200: ProfileSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      // Spec: the ReferalId header travels with profile views; referrals are recorded by the sessions
      // work (POST /session/{id}), so it is only logged here.
      const referral = request.headers.referalid;
      if (referral) request.log.debug({ referral, profile: request.params.id }, 'profile view with referral');
      // The answer depends on the caller (IsFollowing, private contacts): never share it between users.
      reply.header('cache-control', 'private, no-cache');
      return service.find(request.params.id, await viewerOf(request));
    },
  );

  app.get(
    '/:type/:id/licence',
    {
      schema: {
        tags: ['profiles'],
        summary: "The profile's licence and its administrators (claim holders only)",
        params: ProfileParamsSchema,
        response: { 200: LicenceResponseSchema, ...errors },
      },
    },
    async (request) => {
      // Any honoured claim may read it: it lists the people to contact about selling.
      await requireProfileClaim(request, request.params.id);
      return service.licence(request.params.id, pathType(request.params.type));
    },
  );
}
