import type { Language, Purchase } from '@marquee/contract';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import type { EventKeys } from '../checkin/signing';
import { ticketFileName, ticketPdfData } from './confirmation-mail';
import { renderTicketPdf } from './ticket-pdf';
import { TICKET_TEXTS } from './ticket-texts';
import { presentPurchases } from './tickets.presenter';
import { type TicketView, ticketById, ticketsOfUser } from './tickets.repository';

/** A ticket PDF and the name it is offered under. */
export interface TicketPdf {
  body: Buffer;
  fileName: string;
}

/** Spec 2 §7: the signed-in buyer's tickets, a ticket's PDF, and the organizer's sample ticket. */
export function createTicketsService(db: Db, keys: EventKeys) {
  /** The QR of a ticket: its code signed with its event's key (checkin/signing.ts). */
  const qrOf = (row: TicketView) => keys.ticketQr(row.code, row.event_id, row.sector_key);

  return {
    /** The buyer's paid or reserved tickets grouped by event (optionally one event). Throws nothing. */
    async purchased(user: AuthUser, eventId: string | undefined): Promise<Purchase[]> {
      const rows = await ticketsOfUser(db, user, eventId);
      const qrs = await Promise.all(rows.map((row) => qrOf(row)));
      return presentPurchases(rows, qrs);
    },

    /**
     * One paid or reserved ticket as PDF, for its buyer only. Throws NOT_FOUND for anyone else, exactly as
     * for an unknown id.
     */
    async pdf(user: AuthUser, ticketId: string, language: Language): Promise<TicketPdf> {
      const ticket = await ticketById(db, ticketId);
      // A guest order to the account's e-mail is the account's once that e-mail is confirmed (issue 16).
      const mine =
        ticket &&
        (ticket.user_id === user.id ||
          (user.confirmed && ticket.email.toLowerCase() === user.email.toLowerCase()));
      if (!ticket || !mine || !['PAID', 'RESERVED'].includes(ticket.order_state))
        throw new AppError('NOT_FOUND', 'No such ticket.');
      const body = await renderTicketPdf(ticketPdfData(ticket, language, await qrOf(ticket)));
      return { body, fileName: ticketFileName(ticket, 0) };
    },

    /** A sample ticket (or voucher) PDF in `language`; its QR holds a bare code no door accepts. */
    previewPdf(language: Language, voucher: boolean): Promise<Buffer> {
      const t = TICKET_TEXTS[language];
      const begin = new Date(Date.now() + 30 * 86_400_000);
      begin.setUTCHours(18, 0, 0, 0);
      return renderTicketPdf({
        language,
        code: 'PREVIEW0000000000000',
        // A sample, not a ticket: its QR holds the bare code, which no door accepts.
        qr: 'PREVIEW0000000000000',
        eventName: voucher ? `${t.sampleEvent} – voucher` : t.sampleEvent,
        place: 'Marquee Hall, Bratislava',
        beginAt: begin,
        timeZone: 'Europe/Bratislava',
        sectorName: t.sampleSector,
        sectorType: voucher ? 'VirtualSector' : 'SeatingSector',
        rowName: '5',
        seatName: '12',
        priceMinor: 2500,
        currency: 'EUR',
        orderNumber: '0',
        buyerName: 'Jana Nováková',
        payInPlace: false,
        preview: true,
      });
    },
  };
}
export type TicketsService = ReturnType<typeof createTicketsService>;
