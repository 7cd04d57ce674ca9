import {
  ApiErrorSchema,
  CopyEventBodySchema,
  EventCreateSchema,
  EventManagementSchema,
  EventParamsSchema,
  EventStatusQuerySchema,
  EventUpdateSchema,
  GalleryImageInputSchema,
  GalleryImageParamsSchema,
  GalleryImageSchema,
  GalleryResponseSchema,
  MyEventsParamsSchema,
  MyEventsQuerySchema,
  MyEventsResponseSchema,
  SeasonEventParamsSchema,
  SetVenueBodySchema,
  ShowPromocodeSectionBodySchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActiveProfile, requireProfileClaim, userClaims } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { clock } from '../accounts/clock';
import { requireEventEditor, requireEventReader } from './access';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const noContent = { 204: z.null().describe('Done') };
const tags = ['event management'];

/**
 * The organizer's event calls (spec 3 §7 "Events"). Every write needs an editing claim on the event's
 * author profile (access.ts); drafts stay invisible to the public read side (modules/events).
 */
export async function eventManagementRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.eventManagement;
  const extras = app.services.eventExtras;

  app.get(
    '/event/myevents/:profileId',
    {
      schema: {
        tags,
        summary: 'The profile’s events, drafts included (claim holders only; 8 per page)',
        params: MyEventsParamsSchema,
        querystring: MyEventsQuerySchema,
        response: { 200: MyEventsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireProfileClaim(request, request.params.profileId);
      return service.myEvents(request.params.profileId, request.query, request.ctx.language, clock.now());
    },
  );

  app.post(
    '/event',
    {
      schema: {
        tags,
        summary: 'Create a draft event of the active profile (spec 1 §9 defaults for what is left out)',
        body: EventCreateSchema,
        response: { 201: EventManagementSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const active = await requireActiveProfile(request);
      if (active.claim.role === 'StatisticsViewer')
        throw new AppError('FORBIDDEN', 'A statistics viewer cannot create events.');
      const event = await service.create(request.body, active, clock.now());
      return reply.status(201).send(event);
    },
  );

  app.get(
    '/event/:id/management',
    {
      schema: {
        tags,
        summary: 'The event as its organizer edits it (claim holders of the author profile only)',
        params: EventParamsSchema,
        response: { 200: EventManagementSchema, ...errors },
      },
    },
    async (request) => {
      const event = await requireEventReader(request, request.params.id);
      const claim = (await userClaims(request)).find((c) => c.profileId === event.authorProfileId);
      return service.view(event.id, { isEditor: claim?.role !== 'StatisticsViewer' });
    },
  );

  app.put(
    '/event/:id',
    {
      schema: {
        tags,
        summary: 'Save any subset of the event’s fields (left out: kept; null: cleared; lists: replaced)',
        params: EventParamsSchema,
        body: EventUpdateSchema,
        response: { 200: EventManagementSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const event = await requireEventEditor(request, request.params.id);
      return service.update(event, request.body, clock.now());
    },
  );

  app.put(
    '/event/:id/setvenue',
    {
      schema: {
        tags,
        summary:
          'Set the venue (and its layout); the place and time zone follow it, times keep their wall clock',
        params: EventParamsSchema,
        body: SetVenueBodySchema,
        response: { 200: EventManagementSchema, ...errors },
      },
    },
    async (request) => {
      const event = await requireEventEditor(request, request.params.id);
      const { VenueId, VenueConfigurationId } = request.body;
      return service.setVenue(event, VenueId, VenueConfigurationId, clock.now());
    },
  );

  app.put(
    '/event/:id/status',
    {
      schema: {
        tags,
        summary: 'PUBLISHED (only when complete: 400 EVENT.PUBLISH_INCOMPLETE with FieldErrors) or DRAFT',
        params: EventParamsSchema,
        querystring: EventStatusQuerySchema,
        response: { 200: EventManagementSchema, ...errors },
      },
    },
    async (request) => {
      const event = await requireEventEditor(request, request.params.id);
      return service.setStatus(event, request.query.Status, clock.now());
    },
  );

  app.put(
    '/event/:id/showPromocodeSection',
    {
      schema: {
        tags,
        summary: 'Show or hide the promo-code field of the purchase form',
        params: EventParamsSchema,
        body: ShowPromocodeSectionBodySchema,
        response: { 200: EventManagementSchema, ...errors },
      },
    },
    async (request) => {
      const event = await requireEventEditor(request, request.params.id);
      return service.setShowPromocodeSection(event, request.body.ShowPromocodeSection);
    },
  );

  app.post(
    '/event/:id/copy',
    {
      schema: {
        tags,
        summary: '“Add another date”: a draft copy in the same show (EventGroupId), moved to Begin',
        params: EventParamsSchema,
        body: CopyEventBodySchema,
        response: { 201: EventManagementSchema, ...errors },
      },
    },
    async (request, reply) => {
      const event = await requireEventEditor(request, request.params.id);
      const { Begin, End, PerformanceLabel } = request.body;
      const id = await extras.copy(event, new Date(Begin), End ? new Date(End) : undefined, PerformanceLabel);
      return reply.status(201).send(await service.view(id));
    },
  );

  // ——— Gallery ———

  app.get(
    '/event/:id/images/gallery',
    {
      schema: {
        tags,
        summary: 'The event’s gallery (drafts: organizer only, else 404)',
        params: EventParamsSchema,
        response: { 200: GalleryResponseSchema, 404: ApiErrorSchema },
      },
    },
    async (request) =>
      extras.publicGallery(request.params.id, async (authorProfileId) =>
        (await userClaims(request)).some((claim) => claim.profileId === authorProfileId),
      ),
  );

  app.post(
    '/event/:id/images/gallery',
    {
      schema: {
        tags,
        summary: 'Add an uploaded image (with a caption) to the gallery',
        params: EventParamsSchema,
        body: GalleryImageInputSchema,
        response: { 201: GalleryImageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const event = await requireEventEditor(request, request.params.id);
      const image = await extras.addGalleryImage(event, request.body.Image, request.body.Caption);
      return reply.status(201).send(image);
    },
  );

  app.delete(
    '/event/:id/images/gallery/:imageId',
    {
      schema: {
        tags,
        summary: 'Remove an image from the gallery',
        params: GalleryImageParamsSchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const event = await requireEventEditor(request, request.params.id);
      await extras.removeGalleryImage(event, request.params.imageId);
      return reply.status(204).send(null);
    },
  );

  // ——— Season events ———

  app.post(
    '/event/:id/seasonEvent/:seasonId',
    {
      schema: {
        tags,
        summary: 'Make the event part of a season-ticket event of the same organizer (idempotent)',
        params: SeasonEventParamsSchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const event = await requireEventEditor(request, request.params.id);
      await extras.addToSeason(event, request.params.seasonId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/event/:id/seasonEvent/:seasonId',
    {
      schema: {
        tags,
        summary: 'Take the event out of a season-ticket event (idempotent)',
        params: SeasonEventParamsSchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const event = await requireEventEditor(request, request.params.id);
      await extras.removeFromSeason(event, request.params.seasonId);
      return reply.status(204).send(null);
    },
  );
}
