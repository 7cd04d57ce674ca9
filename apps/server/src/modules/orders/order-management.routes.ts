import {
  ApiErrorSchema,
  EXPORT_ROW_COUNT_HEADER,
  ExportParamsSchema,
  ExportQuerySchema,
  OrderDetailSchema,
  OrderPageSchema,
  OrderSearchQuerySchema,
  RefundOrderSchema,
  RefundResultSchema,
  ResendTicketsSchema,
} from '@marquee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { registerRateLimit } from '../../plugins/rate-limit-store';
import { requireEventEditor, requireEventReader } from '../event-management/access';
import { EXPORT_CONTENT_TYPES } from './order-export';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const EventParams = z.object({ id: z.uuid() });
const OrderParams = z.object({ id: z.uuid(), orderId: z.uuid() });

/** A resend per order: enough to fix a typo twice, too few to turn the mail into a spam cannon. */
export const RESEND_RATE_LIMIT = {
  max: 5,
  timeWindow: 3_600_000,
  keyGenerator: (request: FastifyRequest) =>
    `order-resend:${(request.params as { orderId?: string }).orderId ?? ''}`,
} as const;

/**
 * The organizer's orders of an event (issue 18): claim holders of its author profile read (a
 * StatisticsViewer too); resend and refund need an editor's claim. 401, then 404 (event), then 403.
 */
export async function orderManagementRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.orderManagement;
  // After validation (preHandler), so malformed ids are 400 and never count against an order.
  await registerRateLimit(app, {
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) =>
      new AppError('MAXIMUM_ATTEMPTS_EXCEEDED', `Too many resends of this order, retry in ${context.after}.`),
  });

  app.get(
    '/event/:id/orders',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Search the event’s orders (buyer name, e-mail, order number, ticket code; state, gate, dates)',
        params: EventParams,
        querystring: OrderSearchQuerySchema,
        response: { 200: OrderPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireEventReader(request, request.params.id);
      const page = await service.search(request.params.id, request.query);
      return reply.header('cache-control', 'private, no-store').send(page);
    },
  );

  app.get(
    '/event/:id/orders/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order of the event: lines, vouchers, money, answers, mail log and audit trail',
        params: OrderParams,
        response: { 200: OrderDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireEventReader(request, request.params.id);
      const detail = await service.detail(request.params.id, request.params.orderId);
      return reply.header('cache-control', 'private, no-store').send(detail);
    },
  );

  app.post(
    '/event/:id/orders/:orderId/resend',
    {
      config: { rateLimit: RESEND_RATE_LIMIT },
      schema: {
        tags: ['orders'],
        summary: 'Send the tickets mail again (to a corrected address if given); 409 unless PAID or RESERVED',
        params: OrderParams,
        body: ResendTicketsSchema,
        response: { 202: z.null(), ...errors, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await requireEventEditor(request, request.params.id);
      await service.resend({
        eventId: request.params.id,
        orderId: request.params.orderId,
        email: request.body?.Email,
        userId: user.id,
      });
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/event/:id/orders/:orderId/refund',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Cancel tickets (all when none named) and refund their price; the payment fee is not refunded',
        params: OrderParams,
        body: RefundOrderSchema,
        response: { 200: RefundResultSchema, ...errors, 409: ApiErrorSchema, 502: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await requireEventEditor(request, request.params.id);
      const result = await service.refund({
        eventId: request.params.id,
        orderId: request.params.orderId,
        body: request.body ?? {},
        userId: user.id,
      });
      return reply.header('cache-control', 'no-store').send(result);
    },
  );

  app.get(
    '/event/:id/export/:kind',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Orders or attendees as CSV or XLSX in the organizer’s language, streamed; X-Row-Count tells how many rows follow',
        params: ExportParamsSchema,
        querystring: ExportQuerySchema,
        // A stream: Fastify pipes it and never runs a serializer over it.
        response: { 200: z.unknown().describe('The CSV (UTF-8 with BOM) or XLSX file'), ...errors },
      },
    },
    async (request, reply) => {
      await requireEventReader(request, request.params.id);
      const { format, language, ...filters } = request.query;
      const prepared = await service.export({
        eventId: request.params.id,
        kind: request.params.kind,
        format,
        filters,
        // The organizer's UI language; else the request's Accept-Language (English when it names none).
        language: language ?? request.ctx.language,
      });
      return reply
        .header('content-type', EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${prepared.fileName}"`)
        .header(EXPORT_ROW_COUNT_HEADER, String(prepared.rowCount))
        .header('cache-control', 'no-store')
        .send(prepared.stream());
    },
  );
}
