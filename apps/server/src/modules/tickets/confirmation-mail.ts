import type { Language } from '@marquee/contract';
import { LANGUAGES } from '@marquee/contract';
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import type { EventKeys } from '../checkin/signing';
import { buildEventCalendar, eventPageUrl } from '../events/calendar';
import { findEventDetailById } from '../events/event-detail.repository';
import type { PreparedMail } from '../mail/mailer';
// Issue 20: a paid stream's ticket code (the ticket's own code) and where to watch.
import { streamCodeLines } from '../streams/stream-mail';
import { formatEventDate, formatMoney, renderTicketPdf } from './ticket-pdf';
import { TICKET_TEXTS } from './ticket-texts';
import { type TicketView, ticketsOfOrder } from './tickets.repository';
import { voucherMailLines } from './voucher-mail';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const languageOf = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en';

/** What a ticket's PDF shows; `qr` is the signed code (EventKeys.ticketQr). */
export function ticketPdfData(ticket: TicketView, language: Language, qr: string) {
  return {
    language,
    code: ticket.code,
    qr,
    eventName: ticket.event_name,
    place: ticket.place,
    beginAt: new Date(ticket.begin_at),
    timeZone: ticket.time_zone,
    sectorName: ticket.sector_name,
    sectorType: ticket.sector_type,
    isMerchandise: ticket.is_merchandise,
    rowName: ticket.row_name,
    seatName: ticket.seat_name,
    priceMinor: ticket.price_minor,
    currency: ticket.currency,
    orderNumber: String(ticket.order_number),
    buyerName: `${ticket.buyer_first} ${ticket.buyer_last}`.trim(),
    payInPlace: ticket.order_state === 'RESERVED',
    answers: ticket.answers ?? undefined,
  };
}

/** File name of a ticket PDF: ASCII only, so every mail client shows it. */
export const ticketFileName = (ticket: Pick<TicketView, 'code'>, index: number) =>
  `ticket-${index + 1}-${ticket.code.slice(0, 8)}.pdf`;

/**
 * The confirmation mail in the buyer's language: a summary, every ticket as its own PDF (its QR the signed
 * code), and an .ics for the (first) event. `keys` is the app's EventKeys.
 */
export async function buildConfirmationMail(
  db: Db,
  order: OrderRow,
  publicUrl: string,
  now: Date,
  keys: EventKeys,
): Promise<PreparedMail> {
  const language = languageOf(order.language);
  const t = TICKET_TEXTS[language];
  const tickets = await ticketsOfOrder(db, order.id);
  const first = tickets[0];
  const vouchers = await voucherMailLines(db, order.id, language);
  const streamLines = await streamCodeLines(db, tickets, language, publicUrl);
  // An order of gift vouchers only has no ticket to name the event: the order's event does.
  const event = await findEventDetailById(db, first?.event_id ?? order.eventId);
  const eventName = first?.event_name ?? event?.name ?? '';
  const name = `${order.buyerInfo.FirstName} ${order.buyerInfo.LastName}`.trim();
  const reserved = order.state === 'RESERVED';
  const fill = (s: string) => s.replaceAll('{event}', eventName).replaceAll('{name}', name);
  const pdfs = await Promise.all(
    tickets.map(async (ticket) =>
      renderTicketPdf(
        ticketPdfData(ticket, language, await keys.ticketQr(ticket.code, ticket.event_id, ticket.sector_key)),
      ),
    ),
  );
  const attachments = tickets.map((ticket, i) => ({
    filename: ticketFileName(ticket, i),
    content: pdfs[i] as Buffer,
    contentType: 'application/pdf',
  }));
  if (event && first)
    attachments.push({
      filename: 'event.ics',
      content: Buffer.from(buildEventCalendar(event, publicUrl, language, now)),
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
  const link = event ? eventPageUrl(publicUrl, language, event) : publicUrl;
  const lines = tickets.map((ticket) => {
    const where = [
      ticket.sector_name,
      ticket.row_name && `${t.row} ${ticket.row_name}`,
      ticket.seat_name && `${t.seat} ${ticket.seat_name}`,
    ]
      .filter(Boolean)
      .join(', ');
    const what = ticket.is_merchandise ? `${where} (${t.merch.mailLine})` : where;
    return `${what} — ${formatMoney(ticket.price_minor, ticket.currency, language)}`;
  });
  const when = first ? formatEventDate(new Date(first.begin_at), language, first.time_zone) : '';
  const place = first ? (first.place ?? t.onlineStream) : '';
  const intro = fill(reserved ? t.mail.reservationBody : t.mail.body);
  const totals = [
    `${t.order}: ${order.number}`,
    `${t.mail.total}: ${formatMoney(order.totalMinor, order.currency, language)}`,
  ];
  if (order.feeMinor > 0) totals.push(t.mail.fee);
  const text = [
    fill(t.mail.greeting),
    '',
    intro,
    '',
    `${eventName}`,
    when,
    place,
    '',
    ...lines,
    '',
    ...(vouchers.heading ? [vouchers.heading, ...vouchers.lines, ''] : []),
    ...(streamLines.length > 0 ? [...streamLines, ''] : []),
    ...totals,
    '',
    t.mail.calendar,
    link,
  ].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;color:#111">
<p>${escapeHtml(fill(t.mail.greeting))}</p><p>${escapeHtml(intro)}</p>
<h2 style="margin:16px 0 4px">${escapeHtml(eventName)}</h2><p style="margin:0">${escapeHtml(when)}<br>${escapeHtml(place)}</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
${vouchers.heading ? `<h3 style="margin:12px 0 4px">${escapeHtml(vouchers.heading)}</h3><ul>${vouchers.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : ''}
${streamLines.length > 0 ? `<p data-stream-codes>${streamLines.map(escapeHtml).join('<br>')}</p>` : ''}
<p>${totals.map(escapeHtml).join('<br>')}</p>
<p>${escapeHtml(t.mail.calendar)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p></body></html>`;
  return {
    kind: 'tickets',
    to: order.email,
    subject: fill(reserved ? t.mail.reservationSubject : t.mail.subject),
    text,
    html,
    link,
    attachments,
  };
}
