import { CARD_GATES, type Language } from '@marquee/contract';
import type { DbOrTx } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import type { PreparedMail } from '../mail/mailer';
import { escapeHtml, languageOf } from './confirmation-mail';
import { REFUND_TEXTS } from './refund-texts';
import { formatEventDate, formatMoney } from './ticket-pdf';
import { TICKET_TEXTS } from './ticket-texts';
import { mailEvent, type TicketView, ticketsByIds, ticketsOfOrder } from './tickets.repository';

/** What one committed cancellation did (order-refund.service), for the buyer's mail. */
export interface RefundNotice {
  ticketIds: string[];
  /** Money returned by this cancellation (minor units). */
  moneyMinor: number;
  /** Gift-voucher credit returned to the voucher. */
  creditMinor: number;
  /** The money went back through the payment provider (else the organizer returns it by hand). */
  viaGateway: boolean;
  /** Gift vouchers bought in the order and switched off. */
  vouchers: number;
  reason: string | null;
  /** Nothing of the order is left (REFUNDED or CANCELLED). */
  whole: boolean;
  /** The order was a reservation (nothing was paid). */
  reservation: boolean;
}

/** Card gateways (the contract's CARD_GATES): the money goes back to the card; the others to an account. */
const CARD_GATE_SET: ReadonlySet<string> = new Set(CARD_GATES);

function placeOf(ticket: TicketView, language: Language): string {
  const t = TICKET_TEXTS[language];
  return [
    ticket.sector_name,
    ticket.row_name && `${t.row} ${ticket.row_name}`,
    ticket.seat_name && `${t.seat} ${ticket.seat_name}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The mail telling the buyer that the organizer cancelled their order or some of its tickets (issue 18),
 * in the order's language: the event, the cancelled tickets, the money returned and how, the payment fee
 * kept (spec 2 §9), voucher credit returned, the organizer's reason, and the tickets still valid.
 */
export async function buildRefundMail(
  db: DbOrTx,
  order: OrderRow,
  notice: RefundNotice,
): Promise<PreparedMail> {
  const language = languageOf(order.language);
  const t = REFUND_TEXTS[language];
  const base = TICKET_TEXTS[language];
  const cancelled = await ticketsByIds(db, notice.ticketIds);
  const remaining = notice.whole ? [] : await ticketsOfOrder(db, order.id);
  const first = cancelled[0] ?? remaining[0];
  const event = first
    ? { name: first.event_name, begin_at: first.begin_at, time_zone: first.time_zone }
    : await mailEvent(db, order.eventId);
  const eventName = event?.name ?? '';
  const when = event ? formatEventDate(new Date(event.begin_at), language, event.time_zone) : '';
  const money = (minor: number) => formatMoney(minor, order.currency, language);
  const name = `${order.buyerInfo.FirstName} ${order.buyerInfo.LastName}`.trim();
  const fill = (s: string, amount = '') =>
    s
      .replaceAll('{number}', String(order.number))
      .replaceAll('{event}', eventName)
      .replaceAll('{name}', name)
      .replaceAll('{amount}', amount)
      .replaceAll('{reason}', notice.reason ?? '');

  const subject = fill(
    notice.reservation ? t.reservationSubject : notice.whole ? t.subject : t.partialSubject,
  );
  const intro = fill(notice.reservation ? t.reservationBody : notice.whole ? t.body : t.partialBody);
  const lines = cancelled.map((ticket) => placeOf(ticket, language));
  const stillValid = remaining.map((ticket) => placeOf(ticket, language));
  const facts: string[] = [];
  if (notice.reservation) facts.push(t.noPayment);
  else {
    if (notice.moneyMinor > 0) {
      const how = !notice.viaGateway
        ? t.refundByHand
        : order.gate && CARD_GATE_SET.has(order.gate)
          ? t.refundCard
          : t.refundAccount;
      facts.push(fill(how, money(notice.moneyMinor)));
    }
    if (order.feeMinor > 0) facts.push(fill(t.feeKept, money(order.feeMinor)));
  }
  if (notice.creditMinor > 0) facts.push(fill(t.credit, money(notice.creditMinor)));
  if (notice.vouchers > 0) facts.push(t.vouchers);
  if (notice.reason) facts.push(fill(t.reason));

  const text = [
    fill(base.mail.greeting),
    '',
    intro,
    '',
    eventName,
    when,
    '',
    ...(lines.length > 0 ? [`${t.cancelled}:`, ...lines.map((l) => `- ${l}`), ''] : []),
    ...facts,
    ...(stillValid.length > 0 ? ['', t.stillValid, ...stillValid.map((l) => `- ${l}`)] : []),
    '',
    `${base.order}: ${order.number}`,
  ].join('\n');
  const list = (items: string[]) => `<ul>${items.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;color:#111">
<p>${escapeHtml(fill(base.mail.greeting))}</p><p>${escapeHtml(intro)}</p>
<h2 style="margin:16px 0 4px">${escapeHtml(eventName)}</h2><p style="margin:0">${escapeHtml(when)}</p>
${lines.length > 0 ? `<h3 style="margin:12px 0 4px">${escapeHtml(t.cancelled)}</h3>${list(lines)}` : ''}
${facts.map((f) => `<p>${escapeHtml(f)}</p>`).join('')}
${stillValid.length > 0 ? `<p>${escapeHtml(t.stillValid)}</p>${list(stillValid)}` : ''}
<p>${escapeHtml(`${base.order}: ${order.number}`)}</p></body></html>`;
  return { kind: 'refund', to: order.email, subject, text, html, link: '' };
}
