import type { OrderLogEntrySchema } from '@marquee/contract';
import { fromMinor, type ORDER_LOG_KINDS, type OrderPageItem, paymentTypeOfGate } from '@marquee/contract';
import type { z } from 'zod';
import type { AuditRow } from './order-detail.repository';
import type { OrderListRow } from './order-search.repository';

type OrderLogEntry = z.infer<typeof OrderLogEntrySchema>;
type LogKind = (typeof ORDER_LOG_KINDS)[number];

const iso = (value: Date | string) => new Date(value).toISOString();

/** A row of the organizer's order list. */
export function presentOrderListRow(row: OrderListRow): OrderPageItem {
  return {
    Id: row.id,
    VariableSymbol: String(row.number),
    State: row.state,
    Gate: row.gate,
    PaymentType: row.gate ? paymentTypeOfGate(row.gate) : null,
    Email: row.email,
    FirstName: row.buyer_info.FirstName,
    LastName: row.buyer_info.LastName,
    TicketCount: row.ticket_count,
    Price: fromMinor(row.price_minor),
    Fee: fromMinor(row.fee_minor),
    Total: fromMinor(row.total_minor),
    Refunded: fromMinor(row.refunded_minor),
    Currency: row.currency,
    CreatedAt: iso(row.created_at),
    PaidAt: row.paid_at ? iso(row.paid_at) : null,
  };
}

/**
 * Audit detail fields an organizer may read: amounts, references, counts, the resend address, the
 * reason and which mail. Anything else (error texts of the mail server or the provider, claimed ids of
 * refused callbacks) stays in the database for operators.
 */
const VISIBLE_DETAIL = new Set([
  'txn',
  'outcome',
  'state',
  'late',
  'reservation',
  'reason',
  'places',
  'count',
  'vouchers',
  'attachments',
  'email',
  'tickets',
  'gate',
  'flow',
  /** Which mail: 'refund' for the cancellation mail, none for the tickets mail. */
  'kind',
]);
/** Detail fields in minor units: shown with 2 decimals like every amount on the wire. */
const MONEY_DETAIL = new Set(['amount', 'credit', 'priceMinor', 'feeMinor', 'voucherMinor']);

function kindOf(row: AuditRow): LogKind {
  if (row.action.startsWith('MAIL_')) return 'MAIL';
  if (row.action === 'REFUNDED' || row.action === 'REFUND_FAILED') return 'REFUND';
  if (row.by_email) return 'ORGANIZER';
  return 'PAYMENT';
}

export function presentLogEntry(row: AuditRow): OrderLogEntry {
  const detail: OrderLogEntry['Detail'] = {};
  for (const [key, value] of Object.entries(row.detail ?? {})) {
    if (MONEY_DETAIL.has(key) && typeof value === 'number')
      detail[key.replace(/Minor$/, '')] = fromMinor(value);
    else if (!VISIBLE_DETAIL.has(key)) continue;
    else if (Array.isArray(value)) detail[key] = value.join(', ');
    else if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      detail[key] = value as string | number | boolean | null;
  }
  return {
    At: iso(row.at),
    Kind: kindOf(row),
    Action: row.action,
    // A user's id is not shown: only the organizer's e-mail, for the actions an organizer took.
    By: row.by_email,
    Detail: detail,
  };
}
