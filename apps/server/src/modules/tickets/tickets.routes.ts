import {
  ApiErrorSchema,
  fromMinor,
  PdfPreviewQuerySchema,
  type Purchase,
  PurchasedTicketsQuerySchema,
  PurchasedTicketsSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireProfileClaim, requireUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { languageOf, ticketFileName, ticketPdfData } from './confirmation-mail';
import { renderTicketPdf } from './ticket-pdf';
import { TICKET_TEXTS } from './ticket-texts';
import { type TicketView, ticketById, ticketsOfUser } from './tickets.repository';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

function groupByEvent(rows: TicketView[], qrs: string[]): Purchase[] {
  const byEvent = new Map<string, Purchase>();
  for (const [index, row] of rows.entries()) {
    let purchase = byEvent.get(row.event_id);
    if (!purchase) {
      purchase = {
        Event: {
          Id: row.event_id,
          Name: row.event_name,
          Begin: new Date(row.begin_at).toISOString(),
          TimeZone: row.time_zone,
          IsOnline: row.is_online,
          Place: row.place,
        },
        Tickets: [],
      };
      byEvent.set(row.event_id, purchase);
    }
    purchase.Tickets.push({
      Id: row.id,
      Code: row.code,
      QrCode: qrs[index] as string,
      SectorName: row.sector_name,
      SectorType: row.sector_type,
      RowName: row.row_name,
      SeatName: row.seat_name,
      Price: fromMinor(row.price_minor),
      Currency: row.currency,
      OrderState: row.order_state,
      Kind: row.is_merchandise ? 'MERCHANDISE' : 'ENTRY',
    });
  }
  return [...byEvent.values()];
}

/** Spec 2 §7: the signed-in buyer's tickets, a ticket's PDF, and the organizer's ticket preview. */
export async function ticketsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** The QR of a ticket: its code signed with its event's key (checkin/signing.ts). */
  const qrOf = (row: TicketView) => app.services.eventKeys.ticketQr(row.code, row.event_id, row.sector_key);

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
      const rows = await ticketsOfUser(app.db, user, request.query.eventId);
      const qrs = await Promise.all(rows.map((row) => qrOf(row)));
      return reply.header('cache-control', 'private, no-store').send(groupByEvent(rows, qrs));
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
      const ticket = await ticketById(app.db, request.params.id);
      // A guest order to the account's e-mail is the account's once that e-mail is confirmed (issue 16).
      const mine =
        ticket &&
        (ticket.user_id === user.id ||
          (user.confirmed && ticket.email.toLowerCase() === user.email.toLowerCase()));
      if (!ticket || !mine || !['PAID', 'RESERVED'].includes(ticket.order_state))
        throw new AppError('NOT_FOUND', 'No such ticket.');
      const body = await renderTicketPdf(
        ticketPdfData(ticket, languageOf(request.ctx.language), await qrOf(ticket)),
      );
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${ticketFileName(ticket, 0)}"`)
        .send(body as never); // a Buffer is sent as is; the zod type provider only knows the error shape
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
      const t = TICKET_TEXTS[language];
      const begin = new Date(Date.now() + 30 * 86_400_000);
      begin.setUTCHours(18, 0, 0, 0);
      const body = await renderTicketPdf({
        language,
        code: 'PREVIEW0000000000000',
        // A sample, not a ticket: its QR holds the bare code, which no door accepts.
        qr: 'PREVIEW0000000000000',
        eventName: request.query.voucher ? `${t.sampleEvent} – voucher` : t.sampleEvent,
        place: 'Marquee Hall, Bratislava',
        beginAt: begin,
        timeZone: 'Europe/Bratislava',
        sectorName: t.sampleSector,
        sectorType: request.query.voucher ? 'VirtualSector' : 'SeatingSector',
        rowName: '5',
        seatName: '12',
        priceMinor: 2500,
        currency: 'EUR',
        orderNumber: '0',
        buyerName: 'Jana Nováková',
        payInPlace: false,
        preview: true,
      });
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .send(body as never);
    },
  );
}
