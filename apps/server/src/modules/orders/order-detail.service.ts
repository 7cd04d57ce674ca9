import { fromMinor, type OrderDetail } from '@marquee/contract';
import type { DbOrTx } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import { AppError } from '../../plugins/errors';
import { auditOfOrder, detailItems, detailVouchers, voucherCreditOf } from './order-detail.repository';
import { presentLogEntry } from './order-management.presenter';
import { refundSplit } from './order-refund.rules';
import { presentOrderSummary } from './orders.presenter';
import { findOrder } from './orders.repository';

/** The order of this event, or NOT_FOUND (an order of another event is not found for its organizer). */
export async function orderOfEvent(db: DbOrTx, eventId: string, orderId: string): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order || order.eventId !== eventId) throw new AppError('NOT_FOUND', 'No such order of this event.');
  return order;
}

/** GET /event/{id}/orders/{orderId}: lines, vouchers, money, answers and the audit trail. */
export async function orderDetail(db: DbOrTx, eventId: string, orderId: string): Promise<OrderDetail> {
  const order = await orderOfEvent(db, eventId, orderId);
  const [items, vouchers, credit, log] = [
    await detailItems(db, orderId),
    await detailVouchers(db, orderId),
    await voucherCreditOf(db, orderId),
    await auditOfOrder(db, orderId),
  ];
  const open = items.filter((i) => i.ticket_id && !i.refunded);
  const settled = order.state === 'PAID' || order.state === 'RESERVED';
  const wholeValue =
    open.reduce((sum, i) => sum + i.price_minor, 0) +
    (order.state === 'PAID' ? vouchers.reduce((sum, v) => sum + v.price_minor, 0) : 0);
  const split = refundSplit(order, wholeValue);
  return {
    Order: presentOrderSummary(order, items.length),
    Language: order.language,
    BuyerInfo: order.buyerInfo,
    ReferalId: order.referalId,
    Items: items.map((i) => ({
      Id: i.id,
      TicketId: i.ticket_id,
      Code: i.code,
      SectorName: i.sector_name,
      SectorType: i.sector_type,
      IsMerchandise: i.is_merchandise,
      RowName: i.row_name,
      SeatName: i.seat_name,
      TicketCategoryName: i.category_name ?? '',
      Price: fromMinor(i.price_minor),
      OriginalPrice: fromMinor(i.original_price_minor),
      Extra: fromMinor(i.extra_minor),
      CouponCode: i.coupon_code,
      State: i.refunded ? 'REFUNDED' : 'ISSUED',
      CheckedIn: i.checked_in,
      Answers: i.answers ?? null,
    })),
    Vouchers: vouchers.map((v) => ({
      Name: v.name,
      Price: fromMinor(v.price_minor),
      CouponCode: v.code,
      RemainingCredit: v.remaining_credit_minor === null ? null : fromMinor(v.remaining_credit_minor),
      Disabled: v.disabled,
    })),
    VoucherCredit: fromMinor(credit.used),
    Refunded: fromMinor(order.refundedMinor),
    Refundable: settled ? fromMinor(split.moneyMinor) : 0,
    CanRefund: settled && (open.length > 0 || (order.state === 'PAID' && vouchers.length > 0)),
    // Issue 19: answers are kept per ticket (Items[].Answers); the order itself carries none of its own.
    Answers: null,
    Log: log.map(presentLogEntry),
  };
}
