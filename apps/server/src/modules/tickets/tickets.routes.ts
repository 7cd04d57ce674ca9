import {
  ApiErrorSchema,
  PdfPreviewQuerySchema,
  PurchasedTicketsQuerySchema,
  PurchasedTicketsSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireProfileClaim, requireUser } from '../../plugins/auth';
import { languageOf } from './confirmation-mail';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** Spec 2 §7: the signed-in buyer's tickets, a ticket's PDF, and the organizer's ticket preview. */
export async function ticketsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { tickets } = app.services;

  app.get(
    '/ticketing/tickets',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Purchased tickets of the signed-in buyer, grouped by event (optionally one event)',
        querystring: PurchasedTicketsQuerySchema,
        response: { 200: PurchasedTicketsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const purchases = await tickets.purchased(user, request.query.eventId);
      return reply.header('cache-control', 'private, no-store').send(purchases);
    },
  );

  app.get(
    '/ticketing/tickets/:id/print',
    {
      schema: {
        tags: ['tickets'],
        summary: 'One ticket as PDF (its buyer only)',
        params: z.object({ id: z.uuid() }),
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const pdf = await tickets.pdf(user, request.params.id, languageOf(request.ctx.language));
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${pdf.fileName}"`)
        .send(pdf.body as never); // a Buffer is sent as is; the zod type provider only knows the error shape
    },
  );

  app.post(
    '/utility/pdfPreview/profile/:id',
    {
      schema: {
        tags: ['tickets'],
        summary: 'A sample ticket PDF of the organizer profile (its claim holders only)',
        params: z.object({ id: z.uuid() }),
        querystring: PdfPreviewQuerySchema,
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) => {
      await requireProfileClaim(request, request.params.id);
      const language = request.query.language ?? request.ctx.language;
      const body = await tickets.previewPdf(language, request.query.voucher ?? false);
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .send(body as never);
    },
  );
}
