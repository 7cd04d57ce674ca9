import {
  ApiErrorSchema,
  CommissionListSchema,
  CreateShareCodeSchema,
  EventStatisticsSchema,
  InsightEventParamsSchema,
  OverviewQueryFieldsSchema,
  ProfileOverviewSchema,
  ProfileStatisticsParamsSchema,
  ShareCodeListSchema,
  ShareCodeParamsSchema,
  ShareCodeSchema,
  StatisticsQueryFieldsSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import { clock } from '../accounts/clock';
import { requireEventEditor, requireEventReader } from '../event-management/access';
import { requireProfileReader, requireStatisticsReader } from './access';

const tags = ['insight'];
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

/**
 * Organizer insight (issue 18; spec 3 §7): event statistics (claim holders, or a share code), commissions,
 * share codes (editors make and revoke them, any claim holder lists them) and a profile's overview. The
 * query is validated field by field; `from` after `till` is checked by the service once dates are instants
 * in the event's zone (400 with FieldErrors `{ from: ['FROM_AFTER_TILL'] }`).
 */
export async function insightRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.insight;
  // Money figures of one organizer: never in a shared cache, never kept by the browser.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/event/:id/statistics',
    {
      schema: {
        tags,
        summary:
          'Sales, money per currency, places per sector, sales over time (event zone) and breakdowns. Claim holders, or anyone with a live share code of this event (403 STATISTICS.SHARE_CODE_INVALID)',
        params: InsightEventParamsSchema,
        querystring: StatisticsQueryFieldsSchema,
        response: { 200: EventStatisticsSchema, ...errors },
      },
    },
    async (request) => {
      const event = await requireStatisticsReader(
        request,
        request.params.id,
        request.query.codeToShareStatistics,
      );
      return service.eventStatistics(event, request.query, clock.now());
    },
  );

  app.get(
    '/event/:id/commissions',
    {
      schema: {
        tags,
        summary: 'The raised amount, the 3.6 % platform fee and the payout per currency (the whole event)',
        params: InsightEventParamsSchema,
        response: { 200: CommissionListSchema, ...errors },
      },
    },
    async (request) => service.commissions(await requireEventReader(request, request.params.id)),
  );

  app.get(
    '/event/:id/statistics/shareCodes',
    {
      schema: {
        tags,
        summary: 'The event’s statistics share codes (last 4 characters only), revoked ones included',
        params: InsightEventParamsSchema,
        response: { 200: ShareCodeListSchema, ...errors },
      },
    },
    async (request) => {
      const event = await requireEventReader(request, request.params.id);
      return service.shareCodes.list(event.id);
    },
  );

  app.post(
    '/event/:id/statistics/shareCodes',
    {
      schema: {
        tags,
        summary:
          'A new share code, shown in full only in this answer (editors; 409 CONFLICT past 20 live codes)',
        params: InsightEventParamsSchema,
        body: CreateShareCodeSchema,
        response: { 201: ShareCodeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const event = await requireEventEditor(request, request.params.id);
      const user = await requireUser(request);
      return reply
        .status(201)
        .send(await service.shareCodes.create(event.id, request.body.Label ?? null, user.id));
    },
  );

  app.delete(
    '/event/:id/statistics/shareCodes/:codeId',
    {
      schema: {
        tags,
        summary:
          'Revoke a share code: it stops opening the statistics at once (again: 204; another event’s: 404)',
        params: ShareCodeParamsSchema,
        response: { 204: z.null().describe('Revoked'), ...errors },
      },
    },
    async (request, reply) => {
      const event = await requireEventEditor(request, request.params.id);
      await service.shareCodes.revoke(event.id, request.params.codeId, clock.now());
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/profile/:id/statistics',
    {
      schema: {
        tags,
        summary: 'Totals, daily sales (UTC) and the top 10 events of every event the profile authored',
        params: ProfileStatisticsParamsSchema,
        querystring: OverviewQueryFieldsSchema,
        response: { 200: ProfileOverviewSchema, ...errors },
      },
    },
    async (request) => {
      await requireProfileReader(request, request.params.id);
      return service.profileOverview(request.params.id, request.query);
    },
  );
}
