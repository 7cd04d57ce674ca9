import {
  ApiErrorSchema,
  EventDetailSchema,
  EventIdParamsSchema,
  EventListResponseSchema,
  EventSearchQuerySchema,
  EventSearchResponseSchema,
  EventsByIdsBodySchema,
  ProfileEventsQuerySchema,
  RecommendedEventsQuerySchema,
  SupportedEventsParamsSchema,
  SupportedEventsQuerySchema,
  UniqueLineupEventsQuerySchema,
  UniqueLineupEventsResponseSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readSerializer, sendRepeatedCompressed } from './read-serializer';
import { viewerOf } from './viewer';

const notFound = { 404: ApiErrorSchema };

/** Public event reads (spec 1 §7 Discovery); every list is a plain array (docs/decisions.md). */
export async function eventsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.events;
  // Hot public reads: answers written without re-validation (see read-serializer.ts).
  const fast = readSerializer(app);
  app.addHook('onSend', sendRepeatedCompressed);

  app.get(
    '/event/search',
    {
      ...fast,
      schema: {
        tags: ['events'],
        summary: 'Published events by genre, city and dates, soonest first (a plain list; page & perPage)',
        querystring: EventSearchQuerySchema,
        response: { 200: EventSearchResponseSchema },
      },
    },
    async (request) => service.search(request.query, request.ctx.language),
  );

  app.get(
    '/event/recommended',
    {
      ...fast,
      schema: {
        tags: ['events'],
        summary:
          'Upcoming events ranked by popularity; a signed-in visitor’s follows rank first (8 per page)',
        querystring: RecommendedEventsQuerySchema,
        response: { 200: EventListResponseSchema },
      },
    },
    async (request) => service.recommended(request.query, await viewerOf(request), request.ctx.language),
  );

  app.post(
    '/event/getByIds',
    {
      ...fast,
      schema: {
        tags: ['events'],
        summary: 'Published events by id, in the order given; unknown or draft ids are left out',
        body: EventsByIdsBodySchema,
        response: { 200: EventListResponseSchema },
      },
    },
    async (request) => service.byIds(request.body.Ids, request.ctx.language),
  );

  app.get(
    '/event',
    {
      ...fast,
      schema: {
        tags: ['events'],
        summary:
          'A profile’s events (author, venue or lineup) or the events a visitor is going to (10 per page)',
        querystring: ProfileEventsQuerySchema,
        response: { 200: EventListResponseSchema, ...notFound },
      },
    },
    async (request) => service.ofProfile(request.query, await viewerOf(request), request.ctx.language),
  );

  app.get(
    '/media/:id/supportedevents',
    {
      ...fast,
      schema: {
        tags: ['events'],
        summary: 'Events a media profile supports (authored, in the lineup, or covered by its articles)',
        params: SupportedEventsParamsSchema,
        querystring: SupportedEventsQuerySchema,
        response: { 200: EventListResponseSchema, ...notFound },
      },
    },
    async (request) => service.supported(request.params.id, request.query, request.ctx.language),
  );

  app.get(
    '/event/uniqueLineUpMemberEvents',
    {
      ...fast,
      schema: {
        tags: ['events'],
        summary: 'One upcoming event per lineup member (its soonest), each event once (5 by default)',
        querystring: UniqueLineupEventsQuerySchema,
        response: { 200: UniqueLineupEventsResponseSchema },
      },
    },
    async (request) => service.uniqueLineupMembers(request.query, request.ctx.language),
  );

  app.get(
    '/event/:id/calendar.ics',
    {
      schema: {
        tags: ['events'],
        summary: 'The event as an iCalendar file (UTC times, the event zone as X-WR-TIMEZONE)',
        params: EventIdParamsSchema,
        produces: ['text/calendar'],
        response: { 200: z.string().describe('text/calendar'), ...notFound },
      },
    },
    async (request, reply) => {
      const { ics, fileName } = await service.calendar(
        request.params.id,
        await viewerOf(request),
        request.ctx.language,
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(ics);
    },
  );

  app.get(
    '/event/:id',
    {
      ...fast,
      schema: {
        tags: ['events'],
        summary: 'An event by id or nickname (drafts only for holders of a claim on the author profile)',
        params: EventIdParamsSchema,
        response: { 200: EventDetailSchema, ...notFound },
      },
    },
    async (request) => service.detail(request.params.id, await viewerOf(request), request.ctx.language),
  );
}
