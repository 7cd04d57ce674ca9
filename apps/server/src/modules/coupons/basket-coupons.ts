import {
  type CouponState,
  canToggleBatchCoupon,
  couponTicketCount,
  discountedPriceMinor,
  type ErrorCode,
  type EventPricesAndCounts,
  fromMinor,
  toMinor,
} from '@marquee/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { ruleOf, stateOf } from './coupons.presenter';
import * as repo from './coupons.repository';

/** Who applies a coupon: the signed-in account (if any) and the profiles it holds claims on. */
export interface CouponActor {
  user: AuthUser | null;
  claimedProfileIds: readonly string[];
}

const STATE_ERRORS: Record<Exclude<CouponState, 'AVAILABLE'>, [ErrorCode, string]> = {
  DISABLED: ['COUPON.DISABLED', 'This promo code has been switched off by the organizer.'],
  NOT_YET_VALID: ['COUPON.NOT_YET_VALID', 'This promo code is not valid yet.'],
  EXPIRED: ['COUPON.EXPIRED', 'This promo code has expired.'],
  EXHAUSTED: ['COUPON.EXHAUSTED', 'This promo code has been used up.'],
  NO_CREDIT: ['COUPON.NO_CREDIT', 'This voucher has no credit left.'],
};

/** The ticketing calls take CouponId as free text; only a uuid can name a coupon. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const failed = () => new AppError('COUPON.APPLICATION_FAILED', 'Unable to load the discount.');
const ownership = (message: string) => new AppError('COUPON.OWNERSHIP_FAILED', message);
const wrongEvent = () => new AppError('COUPON.WRONG_EVENT', 'This promo code is not valid for this event.');
const wrongSector = () =>
  new AppError('COUPON.WRONG_SECTOR', 'This promo code is not valid for these tickets or seats.');

/** Whether a basket line's category, sector and seat are among the coupon's (empty lists: all). */
export function itemQualifies(
  coupon: Pick<repo.CouponRecord, 'allTicketCategories' | 'ticketCategoryIds' | 'sectorIds' | 'seatIds'>,
  item: { ticketCategoryId: string; sectorKey: string; seatId: string | null },
): boolean {
  if (!coupon.allTicketCategories && !coupon.ticketCategoryIds.includes(item.ticketCategoryId)) return false;
  if (coupon.sectorIds.length > 0 && !coupon.sectorIds.includes(item.sectorKey)) return false;
  if (coupon.seatIds.length > 0 && (item.seatId === null || !coupon.seatIds.includes(item.seatId)))
    return false;
  return true;
}

/**
 * A basket line as the coupon decision needs it. The cart (ticketing) reads it under its basket lock and
 * writes what the decision says; this module never writes basket rows.
 */
export interface CouponLine {
  id: string;
  event_id: string;
  sector_key: string;
  seat_id: string | null;
  ticket_category_id: string;
  original_price_minor: number;
  extra_minor: number;
  coupon_id: string | null;
  isMerchandise: boolean;
}

/** What a line is charged after the decision (couponId null: back to the listed price). */
export interface LinePrice {
  id: string;
  priceMinor: number;
  discountMinor: number;
  couponId: string | null;
}

/** The coupon decision for a basket: new line prices, and the owner an owned coupon moves the basket to. */
export interface CouponPlan {
  lines: LinePrice[];
  owner: { userId: string; email?: string } | null;
}

/** A line's charged price under the coupon: the listed price discounted, plus any donation part. */
function priceUnder(coupon: repo.CouponRecord, row: CouponLine) {
  const discounted = discountedPriceMinor(row.original_price_minor, ruleOf(coupon));
  return { priceMinor: discounted + row.extra_minor, discountMinor: row.original_price_minor - discounted };
}

export function createBasketCoupons(db: Db) {
  /**
   * Throws the coupon's own code when it cannot be used at all now: state (disabled, not yet valid,
   * expired, used up, no credit) unless `allowNoCredit`, then admin-only/POS and owner restrictions.
   */
  function assertUsable(coupon: repo.CouponRecord, actor: CouponActor, now: Date, allowNoCredit = false) {
    const state = stateOf(coupon, now);
    if (state !== 'AVAILABLE' && !(allowNoCredit && state === 'NO_CREDIT')) {
      const [code, message] = STATE_ERRORS[state];
      throw new AppError(code, message);
    }
    // Spec 2 §6: admin-only coupons are for the organizer's administrators; POS-only ones for its box office.
    if ((coupon.isAdminOnly || coupon.isPos) && !actor.claimedProfileIds.includes(coupon.organizerProfileId))
      throw ownership('This promo code is for the organizer’s staff only.');
    if (coupon.ownerUserId && actor.user?.id !== coupon.ownerUserId)
      throw ownership('This coupon belongs to another account.');
  }

  /** The event is covered and sold in the coupon's currency (a percentage works in any currency). */
  async function assertCoversEvent(handle: DbOrTx, coupon: repo.CouponRecord, eventId: string) {
    if (!(await repo.couponCoversEvent(handle, coupon, eventId))) throw wrongEvent();
    const event = await repo.findEventFacts(handle, eventId);
    if (!event) throw wrongEvent();
    if (coupon.discountType !== 'Percentage' && event.currency !== coupon.currency) throw wrongEvent();
    const left = await repo.remainingForEvent(handle, coupon.id, eventId);
    if (left !== null && left <= 0 && coupon.discountType !== 'Voucher')
      throw new AppError('COUPON.EXHAUSTED', 'This promo code has been used up for this event.');
  }

  /**
   * Decides the coupon for a basket's unlocked lines, read by the caller under its basket lock in `tx`:
   * lines keep it first, then `targetIds` (or every qualifying free line) in the order added, up to the
   * coupon ticket count (spec 2 §5) and the per-event limits; lines beyond them go back to the listed
   * price. Writes nothing. Throws COUPON.APPLICATION_FAILED (unknown coupon), COUPON.DISABLED /
   * NOT_YET_VALID / EXPIRED / EXHAUSTED / NO_CREDIT, COUPON.OWNERSHIP_FAILED, COUPON.WRONG_EVENT,
   * COUPON.WRONG_SECTOR, COUPON.MINIMUM_NOT_REACHED.
   */
  async function planInTx(
    tx: DbOrTx,
    input: {
      basketEmail: string | null;
      rows: readonly CouponLine[];
      couponId: string;
      actor: CouponActor;
      targetIds?: readonly string[];
    },
  ): Promise<CouponPlan> {
    const { basketEmail, rows, couponId, actor, targetIds } = input;
    const coupon = UUID.test(couponId) ? await repo.findCoupon(tx, couponId) : null;
    if (!coupon) throw failed();
    const now = new Date();
    assertUsable(coupon, actor, now);

    // Events of the basket the coupon covers; the first refusal explains why when none is.
    const covered = new Set<string>();
    let refusal: unknown = null;
    for (const eventId of new Set(rows.map((r) => r.event_id))) {
      try {
        await assertCoversEvent(tx, coupon, eventId);
        covered.add(eventId);
      } catch (error) {
        refusal ??= error;
      }
    }
    if (covered.size === 0) throw refusal ?? wrongEvent();

    // Spec 2 §4: season and owned coupons move the basket to their owner; another buyer's e-mail refuses.
    let owner: CouponPlan['owner'] = null;
    if (coupon.ownerUserId) {
      if (basketEmail && coupon.ownerEmail && basketEmail.toLowerCase() !== coupon.ownerEmail.toLowerCase())
        throw ownership('The basket belongs to another e-mail than the coupon.');
      owner = { userId: coupon.ownerUserId, ...(coupon.ownerEmail ? { email: coupon.ownerEmail } : {}) };
    }
    if (
      coupon.type === 'BatchCoupon' &&
      !rows.some((r) => r.coupon_id === coupon.id) &&
      !canToggleBatchCoupon(
        coupon.eventIds,
        rows.map((r) => ({ eventId: r.event_id, couponId: r.coupon_id })),
      )
    )
      throw ownership('A batch coupon needs tickets without a discount for each of its events.');

    const qualifying: CouponLine[] = [];
    for (const row of rows) {
      if (!covered.has(row.event_id) || row.isMerchandise) continue;
      if (
        itemQualifies(coupon, {
          ticketCategoryId: row.ticket_category_id,
          sectorKey: row.sector_key,
          seatId: row.seat_id,
        })
      )
        qualifying.push(row);
    }
    const targets = targetIds ? new Set(targetIds) : null;
    const kept = qualifying.filter((r) => r.coupon_id === coupon.id);
    const fresh = qualifying.filter((r) => r.coupon_id === null && (!targets || targets.has(r.id)));
    if (kept.length + fresh.length === 0) {
      if (targets && rows.some((r) => targets.has(r.id) && r.coupon_id === null && covered.has(r.event_id)))
        throw wrongSector();
      if (qualifying.length > 0) throw ownership('These tickets already carry another discount.');
      throw wrongSector();
    }

    const candidates = [...kept, ...fresh];
    const chosen: CouponLine[] = [];
    if (coupon.discountType === 'Voucher') chosen.push(...candidates);
    else {
      const bounds = couponTicketCount({
        isSeason: coupon.type === 'SeasonCoupon',
        isOwned: coupon.type === 'OwnedEventCoupon',
        remaining: coupon.type === 'BatchCoupon' ? null : coupon.remainingCount,
        minimum: coupon.minPerPurchase,
        maximum: coupon.maxPerPurchase,
      });
      if (bounds.max === 0)
        throw new AppError('COUPON.EXHAUSTED', 'Fewer uses of this promo code are left than it needs.');
      const perEvent = new Map<string, number>();
      for (const row of candidates) {
        if (chosen.length >= bounds.max) break;
        const left = await repo.remainingForEvent(tx, coupon.id, row.event_id);
        const used = perEvent.get(row.event_id) ?? 0;
        if (left !== null && used >= left) continue;
        perEvent.set(row.event_id, used + 1);
        chosen.push(row);
      }
      const perEventMinimum = coupon.minPerEvent ?? 1;
      if (chosen.length < bounds.min || [...perEvent.values()].some((n) => n < perEventMinimum)) {
        const minimum = Math.max(bounds.min, perEventMinimum);
        throw new AppError(
          'COUPON.MINIMUM_NOT_REACHED',
          `This promo code needs at least ${minimum} tickets.`,
          { MinimumTicketsPerUser: [String(minimum)] },
        );
      }
    }
    const chosenIds = new Set(chosen.map((r) => r.id));
    const lines: LinePrice[] = kept
      .filter((row) => !chosenIds.has(row.id))
      .map((row) => ({
        id: row.id,
        priceMinor: row.original_price_minor + row.extra_minor,
        discountMinor: 0,
        couponId: null,
      }));
    for (const row of chosen) lines.push({ id: row.id, ...priceUnder(coupon, row), couponId: coupon.id });
    return { lines, owner };
  }

  return {
    planInTx,

    /**
     * Before an add-to-basket with CouponId holds anything: the coupon exists, can be used now by this
     * actor and covers the event (spec 2 §7). Throws as planInTx.
     */
    async assertAddable(couponId: string, actor: CouponActor, eventId: string) {
      const coupon = UUID.test(couponId) ? await repo.findCoupon(db, couponId) : null;
      if (!coupon) throw failed();
      assertUsable(coupon, actor, new Date());
      await assertCoversEvent(db, coupon, eventId);
    },

    /**
     * GET /event/{id}/eventpricesandcounts?couponId: the prices under a coupon usable for this event; an
     * unknown or unusable coupon leaves the prices as listed (the buy form keeps working; the lookup and
     * apply calls are where its reason is told).
     */
    async discountPrices(result: EventPricesAndCounts, couponId: string | undefined, actor: CouponActor) {
      if (!couponId || !UUID.test(couponId)) return result;
      const coupon = await repo.findCoupon(db, couponId);
      if (!coupon) return result;
      try {
        assertUsable(coupon, actor, new Date());
        await assertCoversEvent(db, coupon, result.EventId);
      } catch {
        return result;
      }
      const rule = ruleOf(coupon);
      const discount = (price: number | null) =>
        price === null ? null : fromMinor(discountedPriceMinor(toMinor(price), rule));
      const categoryQualifies = (id: string | null) =>
        id !== null && (coupon.allTicketCategories || coupon.ticketCategoryIds.includes(id));
      // Seat-bound coupons price single seats only; sector-bound ones never change a category's own price.
      const sectorQualifies = (id: string) =>
        coupon.seatIds.length === 0 && (coupon.sectorIds.length === 0 || coupon.sectorIds.includes(id));
      const everywhere = coupon.seatIds.length === 0 && coupon.sectorIds.length === 0;
      const categories = result.TicketCategories.map((c) =>
        everywhere && categoryQualifies(c._id) ? { ...c, Price: discount(c.Price) } : c,
      );
      const sectors = result.Sectors.map((s) =>
        s.Type !== 'SeatingSector' && sectorQualifies(s._id) && categoryQualifies(s.TicketCategoryId)
          ? { ...s, Price: discount(s.Price) }
          : s,
      );
      const prices = sectors.flatMap((s) => {
        if (!s.IsSellingEnabled) return [];
        if (s.Type === 'SeatingSector')
          return s.TicketCategories.flatMap((tc) => {
            const price = result.TicketCategories.find((k) => k._id === tc.Id)?.Price;
            if (price === null || price === undefined) return [];
            return [sectorQualifies(s._id) && categoryQualifies(tc.Id) ? (discount(price) as number) : price];
          });
        return s.Price === null ? [] : [s.Price];
      });
      return {
        ...result,
        TicketCategories: categories,
        Sectors: sectors,
        PriceRange:
          prices.length > 0 ? { Min: Math.min(...prices), Max: Math.max(...prices) } : result.PriceRange,
      };
    },

    /**
     * GET /coupon?code,eventId. Throws COUPON.OTHER_ORGANIZER when only another organizer has the code
     * (it exists, but not for this event), COUPON.BY_CODE_ERROR when nobody has it, then the coupon's own
     * reason (as apply) when it cannot be used for this event now. A voucher without credit is still
     * answered (spec 2 §4: found, but not auto-selected).
     */
    async lookup(code: string, eventId: string, actor: CouponActor) {
      const event = await repo.findEventFacts(db, eventId);
      const coupon = event ? await repo.findCouponByCode(db, event.authorProfileId, code) : null;
      if (!coupon && event && (await repo.publicCodeOfOtherOrganizer(db, event.authorProfileId, code)))
        throw new AppError(
          'COUPON.OTHER_ORGANIZER',
          'This promo code exists, but only for another organizer’s events.',
        );
      if (!coupon) throw new AppError('COUPON.BY_CODE_ERROR', 'Entered promo code was not found.');
      assertUsable(coupon, actor, new Date(), true);
      await assertCoversEvent(db, coupon, eventId);
      return { coupon, remainingForEvent: await repo.remainingForEvent(db, coupon.id, eventId) };
    },
  };
}

export type BasketCoupons = ReturnType<typeof createBasketCoupons>;
