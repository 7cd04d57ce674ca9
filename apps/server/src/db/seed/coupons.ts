import type { CouponType } from '@marquee/contract';
import type { Tx } from '../client';
import * as schema from '../schema';
import type { DemoData } from './demo-data';
import { seedUuid } from './ids';
import { DAY_MS } from './time';

type NewCoupon = typeof schema.coupons.$inferInsert;

/**
 * Demo coupons (issue 8): every coupon type and discount kind on the in-product events of Marquee Live,
 * the promoter the demo account owns — so demo@marquee.test sees them in the organizer table and can use
 * the season and owned coupons as a buyer. Also an expired and a disabled code (their own messages), and a
 * voucher template on a third event.
 */
export async function seedCouponsDemo(tx: Tx, now: Date, data: DemoData, counts: Record<string, number>) {
  const organizerId = data.places.lookup.profile('marquee-live').id;
  const sellable = data.events.events.filter(
    (e) =>
      e.authorProfileId === organizerId &&
      e.sellingChannel === 'Marquee' &&
      e.status === 'PUBLISHED' &&
      (e.endSellingAt ?? e.endAt).getTime() > now.getTime(),
  );
  const [first, second] = sellable;
  if (!first) return;
  const currency = first.currency ?? 'EUR';
  const both = second && second.currency === first.currency ? [first, second] : [first];
  const demoUser = seedUuid('user', 'demo');
  const month = {
    validFrom: new Date(now.getTime() - DAY_MS),
    validTill: new Date(now.getTime() + 30 * DAY_MS),
  };

  const percentage = (value: number) => ({
    discountType: 'Percentage' as const,
    percentage: value.toFixed(6),
  });
  const money = (type: 'Absolute' | 'Price' | 'Voucher', major: number) => ({
    discountType: type,
    amountMinor: Math.round(major * 100),
    ...(type === 'Voucher' ? { remainingCreditMinor: Math.round(major * 100) } : {}),
  });
  const counted = (total: number) => ({ totalCount: total, remainingCount: total });

  const seeds: { key: string; type?: CouponType; events: typeof sellable; values: Partial<NewCoupon> }[] = [
    {
      key: 'STUDENT20',
      events: [first],
      values: {
        name: 'Students −20 %',
        description: 'Show a valid student card at the entrance.',
        isPublic: true,
        ...percentage(0.2),
        ...counted(100),
        ...month,
        maxPerPurchase: 4,
      },
    },
    {
      key: 'MINUS5',
      events: [first],
      values: { name: '5 € off for pairs', ...money('Absolute', 5), ...counted(50), minPerPurchase: 2 },
    },
    {
      key: 'FIXED990',
      events: [first],
      values: { name: 'Fan price 9.90', ...money('Price', 9.9), ...counted(30), maxPerPurchase: 2 },
    },
    {
      key: 'VIPPLUS',
      events: [first],
      values: {
        name: 'VIP upgrade',
        description: 'Includes a drink and the meet & greet.',
        ...money('Price', -10),
        ...counted(20),
      },
    },
    {
      key: 'FESTPASS',
      type: 'BatchCoupon',
      events: both,
      values: { name: 'Festival pass −15 %', ...percentage(0.15) },
    },
    {
      key: 'FRIENDS10',
      type: 'AnonymousOrganizatorCoupon',
      events: [first],
      values: { name: 'Friends of Marquee Live', ...percentage(0.1), ...counted(500) },
    },
    {
      key: 'BOXOFFICE',
      type: 'PosCoupon',
      events: [first],
      values: { name: 'Box office −10 %', isPos: true, ...percentage(0.1) },
    },
    {
      key: 'STAFF100',
      events: [first],
      values: { name: 'Staff', isAdminOnly: true, ...percentage(1), ...counted(10) },
    },
    { key: 'GIFT50', events: [first], values: { name: 'Gift voucher 50 €', ...money('Voucher', 50) } },
    {
      key: 'SUMMER25',
      events: [first],
      values: {
        name: 'Summer −25 %',
        ...percentage(0.25),
        validFrom: new Date(now.getTime() - 60 * DAY_MS),
        validTill: new Date(now.getTime() - 30 * DAY_MS),
      },
    },
    { key: 'OLDCODE', events: [first], values: { name: 'Last season', ...percentage(0.3), disabled: true } },
  ];
  const rows: NewCoupon[] = seeds.map((seed) => ({
    id: seedUuid('coupon', seed.key),
    organizerProfileId: organizerId,
    name: seed.key,
    code: seed.key,
    type: seed.type ?? 'AnonymousEventCoupon',
    currency,
    discountType: 'Percentage',
    ...seed.values,
  }));
  // Season and owned coupons have no code: they are the demo account's and listed in its coupons.
  rows.push(
    {
      id: seedUuid('coupon', 'season-demo'),
      organizerProfileId: organizerId,
      name: 'Season ticket 2026',
      type: 'SeasonCoupon',
      currency,
      ownerUserId: demoUser,
      includeAllDates: true,
      ...percentage(1),
      ...counted(12),
    },
    {
      id: seedUuid('coupon', 'owned-demo'),
      organizerProfileId: organizerId,
      name: 'Your 4 discounted tickets',
      type: 'OwnedEventCoupon',
      currency,
      ownerUserId: demoUser,
      ...money('Absolute', 10),
      ...counted(4),
    },
  );
  await tx.insert(schema.coupons).values(rows);
  const links = [
    ...seeds.flatMap((seed) =>
      seed.events.map((event, position) => ({
        couponId: seedUuid('coupon', seed.key),
        eventId: event.id as string,
        position,
      })),
    ),
    ...sellable.map((event, position) => ({
      couponId: seedUuid('coupon', 'season-demo'),
      eventId: event.id as string,
      position,
    })),
    { couponId: seedUuid('coupon', 'owned-demo'), eventId: first.id as string, position: 0 },
  ];
  await tx.insert(schema.couponEvents).values(links);
  // Not on the promo-code events: an event with voucher templates hides its promo section (spec 2 §5).
  const voucherEvent = (sellable[2] ?? sellable[1] ?? first).id as string;
  await tx.insert(schema.voucherTemplates).values([
    {
      id: seedUuid('voucher-template', 'gift-25'),
      eventId: voucherEvent,
      name: 'Gift voucher 25 €',
      description: 'Valid for a year for any Marquee Live event.',
      valueMinor: 2500,
      priceMinor: 2500,
    },
    {
      id: seedUuid('voucher-template', 'gift-50'),
      eventId: voucherEvent,
      name: 'Gift voucher 50 €',
      valueMinor: 5000,
      priceMinor: 4500,
      validityDays: 180,
    },
  ]);
  counts.coupons = rows.length;
  counts.voucherTemplates = 2;
}
