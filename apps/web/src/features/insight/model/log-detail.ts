import type { OrderDetail } from '@marquee/contract';
import type { TFunction } from 'i18next';

type LogEntry = OrderDetail['Log'][number];

/**
 * The order log's action label: the cancellation mail (detail kind 'refund') has its own, unknown actions
 * are shown as they are.
 */
export function logActionLabel(t: TFunction, entry: LogEntry): string {
  const action =
    entry.Detail.kind === 'refund' && (entry.Action === 'MAIL_SENT' || entry.Action === 'MAIL_FAILED')
      ? `REFUND_${entry.Action}`
      : entry.Action;
  return t(`INSIGHT.ACTIONS.${action}`, { defaultValue: entry.Action });
}

const count = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);

/**
 * An audit entry's detail as translated phrases ("Card (Braintree)", "1 ticket", "price €12.00", "to
 * a@b.sk", "reason: …"), in a fixed order; amounts are money in the order's currency (`money`), zero
 * amounts and counts are left out, and so is every key not known here (flow, state, internal flags): the
 * organizer never sees raw keys.
 */
export function logDetails(t: TFunction, entry: LogEntry, money: (amount: number) => string): string[] {
  const d = entry.Detail;
  const out: string[] = [];
  const amount = (key: string, value: unknown) => {
    if (typeof value === 'number' && value > 0) out.push(t(`INSIGHT.LOG.${key}`, { amount: money(value) }));
  };
  if (typeof d.gate === 'string') out.push(t(`INSIGHT.GATES.${d.gate}`, { defaultValue: d.gate }));
  const refund = entry.Action === 'REFUNDED' || entry.Action === 'CANCELLED';
  if (count(d.count)) out.push(t('INSIGHT.LOG.TICKETS', { count: d.count as number }));
  if (typeof d.tickets === 'string' && d.tickets)
    out.push(t('INSIGHT.LOG.TICKETS_CANCELLED', { count: d.tickets.split(',').length }));
  if (count(d.vouchers)) out.push(t('INSIGHT.LOG.VOUCHERS', { count: d.vouchers as number }));
  if (count(d.places)) out.push(t('INSIGHT.LOG.PLACES', { count: d.places as number }));
  amount('PRICE', d.price);
  amount('FEE', d.fee);
  amount('VOUCHER_CREDIT', d.voucher);
  amount(refund ? 'RETURNED' : 'AMOUNT', d.amount);
  amount('CREDIT', d.credit);
  if (typeof d.email === 'string' && d.email) out.push(t('INSIGHT.LOG.TO', { email: d.email }));
  if (count(d.attachments)) out.push(t('INSIGHT.LOG.ATTACHMENTS', { count: d.attachments as number }));
  if (typeof d.outcome === 'string')
    out.push(
      t('INSIGHT.LOG.OUTCOME', {
        outcome: t(`INSIGHT.ORDER_STATES.${d.outcome}`, { defaultValue: d.outcome }),
      }),
    );
  if (typeof d.txn === 'string' && d.txn) out.push(t('INSIGHT.LOG.TXN', { txn: d.txn }));
  if (typeof d.reason === 'string' && d.reason) {
    // The server's own refunds of a late payment give a code: the place or the coupon was gone.
    if (!refund || entry.By !== null || (d.reason !== 'PLACE' && d.reason !== 'COUPON'))
      out.push(t('INSIGHT.LOG.REASON', { reason: d.reason }));
    else out.push(t(`INSIGHT.LOG.REASON_${d.reason}`));
  }
  return out;
}
