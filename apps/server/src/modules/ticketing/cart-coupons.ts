import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { BasketCoupons, CouponActor } from '../coupons/basket-coupons';
import type { OfferCache } from './event-offer';
import * as repo from './ticketing.repository';

/**
 * The cart's coupon actions (spec 2 §7 POST /ticketing/coupon/{guid}, add-to-basket with CouponId). The cart
 * owns the basket rows and the transaction: it locks the basket, reads its lines, asks the coupons module
 * for its decision (which writes nothing) and writes the new prices — one transaction per action, so a hold
 * with a coupon either keeps its seat at the coupon's price or keeps nothing (ARCHITECTURE §7).
 */
export function createCartCoupons(db: Db, offers: OfferCache, coupons: BasketCoupons) {
  /**
   * Applies the coupon to the basket's unlocked lines (`targetIds`: only those among the new ones) under the
   * basket lock of `tx`. Throws NOT_FOUND (basket) and whatever the coupon decision throws.
   */
  async function applyInTx(
    tx: DbOrTx,
    guid: string,
    couponId: string,
    actor: CouponActor,
    targetIds?: readonly string[],
  ) {
    const basket = await repo.lockBasket(tx, guid);
    if (!basket) throw new AppError('NOT_FOUND', 'No such basket.');
    const rows = (await repo.listBasketItemRows(tx, guid)).filter((row) => !row.locked);
    const lines = [];
    for (const row of rows) {
      // Through the transaction's own connection: a pool wait inside a transaction can deadlock.
      const offer = await offers.inTransaction(tx, row.event_id);
      lines.push({ ...row, isMerchandise: offer?.sectorsById.get(row.sector_key)?.isMerchandise ?? false });
    }
    const plan = await coupons.planInTx(tx, {
      basketEmail: basket.email,
      rows: lines,
      couponId,
      actor,
      ...(targetIds ? { targetIds } : {}),
    });
    if (plan.owner) await repo.updateBasketOwner(tx, guid, plan.owner);
    await repo.setLinePrices(tx, guid, plan.lines);
  }

  return {
    applyInTx,

    /** POST /ticketing/coupon/{guid}?CouponId. Throws as applyInTx. */
    apply: (guid: string, couponId: string, actor: CouponActor) =>
      db.transaction((tx) => applyInTx(tx, guid, couponId, actor)),

    /** Takes one coupon (or, without an id, every coupon) off the basket's unlocked lines. Throws NOT_FOUND. */
    remove: (guid: string, couponId: string | null) =>
      db.transaction(async (tx) => {
        if (!(await repo.lockBasket(tx, guid))) throw new AppError('NOT_FOUND', 'No such basket.');
        await repo.clearLineCoupons(tx, guid, couponId);
      }),
  };
}

export type CartCoupons = ReturnType<typeof createCartCoupons>;
