import { randomUUID } from 'node:crypto';
import type { CouponDiscountType, OrderState, PaymentGate } from '@marquee/contract';
import type { Db } from '../../db/client';
import { couponAudit, coupons } from '../../db/schema/coupons';
import { orderItems, orders, tickets } from '../../db/schema/orders';
import { basketItems, baskets } from '../../db/schema/ticketing';
import { newTicketCode } from '../orders/orders.repository';
import type { SaleFixture } from '../ticketing/testing';

/*
 * Test helpers of organizer insight: orders written straight to the tables, exactly as the pay path leaves
 * them (SOLD basket rows, order lines with their coupon, tickets, coupon audit), so totals can be computed
 * by hand. Refunds are written as the refund path leaves them: refunded_minor on the order, refunded_at on
 * the ticket, and no basket row for its place (it is on sale again).
 */

export type Place = { sector: 'seating'; seat: number } | { sector: 'standing' | 'merch' };

export interface LineSpec {
  place: Place;
  /** The listed (base) price, minor units. */
  listed: number;
  /** What the coupon took off (negative: a surcharge). */
  discount?: number;
  /** Donation above the price. */
  extra?: number;
  couponId?: string;
  /** Cancelled by the organizer: the ticket carries refunded_at and the place is free again. */
  refunded?: boolean;
}

export interface OrderSpec {
  state: OrderState;
  lines: LineSpec[];
  eventId?: string;
  currency?: string;
  gate?: PaymentGate | null;
  fee?: number;
  paidAt?: Date | null;
  createdAt?: Date;
  referalId?: string | null;
  refunded?: number;
  /** Gift-voucher credit paid with (taken off the order's price), and the voucher. */
  voucher?: { couponId: string; creditMinor: number };
}

/** Writes one order; its price is Σ(listed − discount + extra) − voucher credit. Returns ids. */
export async function writeOrder(db: Db, f: SaleFixture, spec: OrderSpec) {
  const eventId = spec.eventId ?? f.eventId;
  const categories =
    spec.eventId && spec.eventId !== f.eventId ? await categoriesOf(db, eventId) : f.categories;
  const live = spec.state === 'PAID' || spec.state === 'RESERVED';
  const createdAt = spec.createdAt ?? spec.paidAt ?? new Date();
  const [basket] = await db.insert(baskets).values({}).returning();
  if (!basket) throw new Error('basket');
  const lines = spec.lines.map((line, index) => {
    const extra = line.extra ?? 0;
    const discount = line.discount ?? 0;
    const place =
      line.place.sector === 'seating'
        ? {
            sectorKey: f.seating.id,
            sectorId: f.seating.id,
            seatId: f.seating.seatIds[line.place.seat] ?? null,
            ticketCategoryId: categories.A,
            sectorName: 'Stalls',
            sectorType: 'SeatingSector' as const,
            isMerchandise: false,
          }
        : line.place.sector === 'standing'
          ? {
              sectorKey: f.standing.id,
              sectorId: f.standing.id,
              seatId: null,
              ticketCategoryId: categories.GA,
              sectorName: 'Floor',
              sectorType: 'StandingSector' as const,
              isMerchandise: false,
            }
          : {
              sectorKey: f.merch.id,
              sectorId: f.merch.id,
              seatId: null,
              ticketCategoryId: categories.MERCH,
              sectorName: 'T-shirt',
              sectorType: 'VirtualSector' as const,
              isMerchandise: true,
            };
    return { ...place, basketItemId: randomUUID(), index, extra, discount, line };
  });
  const price =
    lines.reduce((sum, l) => sum + l.line.listed - l.discount + l.extra, 0) -
    (spec.voucher?.creditMinor ?? 0);
  const sold = lines.filter((l) => live && !l.line.refunded);
  if (sold.length > 0)
    await db.insert(basketItems).values(
      sold.map((l) => ({
        id: l.basketItemId,
        basketId: basket.id,
        eventId,
        sectorKey: l.sectorKey,
        sectorId: l.sectorId,
        seatId: l.seatId,
        ticketCategoryId: l.ticketCategoryId,
        status: 'SOLD' as const,
        priceMinor: l.line.listed - l.discount + l.extra,
        originalPriceMinor: l.line.listed,
        discountMinor: l.discount,
        extraMinor: l.extra,
        couponId: l.line.couponId ?? null,
        validTill: new Date(createdAt.getTime() + 900_000),
      })),
    );
  const [order] = await db
    .insert(orders)
    .values({
      basketId: basket.id,
      eventId,
      email: `insight-${randomUUID()}@example.test`,
      language: 'en',
      buyerInfo: { FirstName: 'Ana', LastName: 'Buyer' },
      gdpr: { TermsOfUse: true, PrivacyPolicy: true, NewsletterEnabled: false },
      referalId: spec.referalId ?? null,
      gate: spec.gate === undefined ? 'GPWEBPAY' : spec.gate,
      flow: spec.gate === null ? 'FREE' : 'FORM_POST',
      state: spec.state,
      currency: spec.currency ?? 'EUR',
      priceMinor: price,
      feeMinor: spec.fee ?? 0,
      totalMinor: price + (spec.fee ?? 0),
      paidAt: spec.paidAt ?? null,
      refundedMinor: spec.refunded ?? 0,
      refundedAt: spec.refunded ? new Date() : null,
      createdAt,
    })
    .returning();
  if (!order) throw new Error('order');
  const items = await db
    .insert(orderItems)
    .values(
      lines.map((l) => ({
        orderId: order.id,
        basketItemId: l.basketItemId,
        eventId,
        sectorKey: l.sectorKey,
        sectorId: l.sectorType === 'VirtualSector' ? null : l.sectorId,
        seatId: l.seatId,
        ticketCategoryId: l.ticketCategoryId,
        sectorName: l.sectorName,
        sectorType: l.sectorType,
        isMerchandise: l.isMerchandise,
        priceMinor: l.line.listed - l.discount + l.extra,
        originalPriceMinor: l.line.listed,
        extraMinor: l.extra,
        couponId: l.line.couponId ?? null,
        discountMinor: l.discount,
        sortOrder: l.index,
      })),
    )
    .returning();
  const issued = live
    ? await db
        .insert(tickets)
        .values(
          items.map((item, i) => ({
            orderItemId: item.id,
            orderId: order.id,
            eventId,
            code: newTicketCode(),
            refundedAt: lines[i]?.line.refunded ? new Date() : null,
          })),
        )
        .returning()
    : [];
  const uses = new Map<string, number>();
  for (const l of lines)
    if (l.line.couponId && l.line.couponId !== spec.voucher?.couponId)
      uses.set(l.line.couponId, (uses.get(l.line.couponId) ?? 0) + 1);
  const audit: (typeof couponAudit.$inferInsert)[] = [...uses].map(([couponId, count]) => ({
    action: 'CONSUME',
    couponId,
    basketId: basket.id,
    orderId: order.id,
    eventId,
    count,
  }));
  if (spec.voucher)
    audit.push({
      action: 'CREDIT',
      couponId: spec.voucher.couponId,
      basketId: basket.id,
      orderId: order.id,
      eventId,
      creditMinor: spec.voucher.creditMinor,
    });
  if (audit.length > 0) await db.insert(couponAudit).values(audit);
  return {
    orderId: order.id,
    tickets: issued.map((t) => ({ id: t.id, seatId: items.find((i) => i.id === t.orderItemId)?.seatId })),
  };
}

async function categoriesOf(db: Db, eventId: string) {
  const rows = await db.query.eventTicketCategories.findMany({
    where: (c, { eq }) => eq(c.eventId, eventId),
  });
  const id = (key: string) => rows.find((row) => row.key === key)?.id ?? '';
  return { A: id('A'), GA: id('GA'), MERCH: id('MERCH') };
}

/** A coupon of the organizer (percentage as a fraction; Price: the new price, negative = surcharge). */
export async function buildCoupon(
  db: Db,
  organizerProfileId: string,
  values: { code: string; discountType: CouponDiscountType; percentage?: string; amountMinor?: number },
) {
  const [row] = await db
    .insert(coupons)
    .values({
      organizerProfileId,
      name: values.code,
      code: values.code,
      discountType: values.discountType,
      percentage: values.percentage ?? null,
      amountMinor: values.amountMinor ?? null,
      remainingCreditMinor: values.discountType === 'Voucher' ? 0 : null,
    })
    .returning();
  if (!row) throw new Error('coupon');
  return row.id;
}
