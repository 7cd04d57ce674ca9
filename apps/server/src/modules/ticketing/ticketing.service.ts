import { createHash } from 'node:crypto';
import {
  type AddToBasketQuery,
  type AddToBasketResponse,
  type Basket,
  type ErrorCode,
  toMinor,
} from '@marquee/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import type { BasketCoupons, CouponActor } from '../coupons/basket-coupons';
import { pgCode } from '../profiles/db-errors';
import { createCartCoupons } from './cart-coupons';
import {
  type EventOffer,
  isSectorSelling,
  type OfferCache,
  type OfferSector,
  priceAt,
  saleStateOf,
  waveChain,
} from './event-offer';
import { countTakenPlaces } from './event-offer.repository';
import { capError, type HoldClient, holdCaps } from './hoarding';
import * as holdKeys from './hold-keys.repository';
import { createSeatCache } from './seat-cache';
import { presentBasket } from './ticketing.presenter';
import * as repo from './ticketing.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The triggers' SQLSTATE for "past the sector's capacity" (0007) and "the seat is blocked" (0014). */
const CAPACITY_EXCEEDED = 'MQ410';

const gone = () => new AppError('TICKETS_NOT_AVAILABLE', 'The tickets are no longer available.');
const basketNotFound = () => new AppError('NOT_FOUND', 'No such basket.');
const countError = (key: 'MIN_VALUE' | 'MAX_VALUE', message: string) =>
  new AppError('VALIDATION_FAILED', message, { count: [key] });

interface AddContext {
  guid: string;
  user: AuthUser | null;
  query: AddToBasketQuery;
  /** Who holds, for the hoarding caps (issue 16); null when they are off. */
  client: HoldClient | null;
  /** Add-to-basket with CouponId: the coupon is applied to the new lines in the hold's transaction. */
  coupon?: { id: string; actor: CouponActor } | null;
  /** The Idempotency-Key header (issue 14): a repeat of this key answers the first hold, holding nothing. */
  idempotencyKey?: string | null;
}

/** Row and seat names in numeric order ("Row 2" before "Row 10"). */
const collator = new Intl.Collator('en', { numeric: true });

export function createTicketingService(db: Db, offers: OfferCache, coupons: BasketCoupons) {
  const seatsCache = createSeatCache(db);
  const cartCoupons = createCartCoupons(db, offers, coupons);
  /** Basket lines with their names: event and sector from the offer, seat and row from the seat cache. */
  async function withNames(rows: repo.BasketItemRowData[]): Promise<repo.BasketItemView[]> {
    const views: { view: repo.BasketItemView; at: number }[] = [];
    // One offer per event of the basket (usually one), awaited once.
    const offersOf = new Map<string, EventOffer | null>();
    for (const row of rows) {
      let offer = offersOf.get(row.event_id);
      if (offer === undefined) {
        offer = await offers.get(row.event_id);
        offersOf.set(row.event_id, offer);
      }
      if (!offer) continue; // the event was deleted and its items with it
      const sector = offer.sectorsById.get(row.sector_key);
      const seat = row.seat_id ? (seatsCache.peek(row.seat_id) ?? (await seatsCache.get(row.seat_id))) : null;
      views.push({
        at: new Date(row.added_at).getTime(),
        view: {
          ...row,
          event_name: offer.event.name,
          currency: offer.event.currency,
          ticket_registration_id: offer.event.ticketRegistrationId ?? null,
          sector_name: sector?.name ?? offer.categoriesById.get(row.ticket_category_id)?.name ?? '',
          sector_type: sector?.type ?? 'VirtualSector',
          is_merchandise: sector?.isMerchandise ?? false,
          seat_name: seat?.name ?? null,
          row_name: seat?.rowName ?? null,
        },
      });
    }
    // Seats of one add in row and seat order (numeric names as numbers).
    return views
      .sort(
        (a, b) =>
          a.at - b.at ||
          collator.compare(a.view.row_name ?? '', b.view.row_name ?? '') ||
          collator.compare(a.view.seat_name ?? '', b.view.seat_name ?? ''),
      )
      .map(({ view }) => view);
  }

  /** The basket, its live items and its gift-voucher lines (reads in parallel); NOT_FOUND for an unknown guid. */
  async function basketRows(handle: DbOrTx, guid: string) {
    const [basket, rows, vouchers] = await Promise.all([
      repo.findBasket(handle, guid),
      repo.listBasketItemRows(handle, guid),
      repo.listBasketVoucherRows(handle, guid),
    ]);
    if (!basket) throw basketNotFound();
    return { basket, rows: await withNames(rows), vouchers };
  }

  async function basketView(handle: DbOrTx, guid: string): Promise<Basket> {
    const { basket, rows, vouchers } = await basketRows(handle, guid);
    return presentBasket(basket, rows, new Date(), vouchers);
  }

  /** Live counts per (event, sector) with what the mixing rules compare, from the events' offers. */
  async function basketSummary(tx: DbOrTx, rows: repo.BasketItemRowData[]) {
    const counts = new Map<string, { event_id: string; sector_key: string; count: number }>();
    for (const row of rows) {
      const key = `${row.event_id}/${row.sector_key}`;
      const entry = counts.get(key) ?? { event_id: row.event_id, sector_key: row.sector_key, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
    const summary = [];
    for (const row of counts.values()) {
      // Never a pool wait while holding a connection: once every connection is inside such a transaction,
      // that deadlocks. The event's offer is usually loaded already (every add loads its event's first).
      const offer = await offers.inTransaction(tx, row.event_id);
      summary.push({
        ...row,
        currency: offer?.event.currency ?? null,
        licence_id: offer?.event.licenceId ?? null,
        ticket_registration_id: offer?.event.ticketRegistrationId ?? null,
        hold_seconds: offer?.holdSeconds ?? null,
      });
    }
    return summary;
  }

  /** The published event's offer, or NOT_FOUND; then the selling-window state as its spec key. */
  async function sellableOffer(eventId: string, now: Date): Promise<EventOffer> {
    const offer = await offers.get(eventId);
    if (offer?.event.status !== 'PUBLISHED') throw new AppError('NOT_FOUND', 'No such event.');
    const state = saleStateOf(offer.event, now);
    if (state !== 'ON_SALE') {
      const code: ErrorCode = state;
      throw new AppError(code, `The event is not on sale here (${state}).`);
    }
    return offer;
  }

  /** SECTOR_NOT_ON_SALE unless the sector's switches and its wave let it sell now. */
  async function assertSectorSelling(offer: EventOffer, sector: OfferSector, now: Date) {
    const chain = waveChain(offer, sector);
    const taken = new Map<string, number>();
    if (chain.length > 0) {
      for (const row of await countTakenPlaces(db, offer.event.id, chain))
        taken.set(row.sector_key, (taken.get(row.sector_key) ?? 0) + row.count);
    }
    if (!isSectorSelling(offer, sector, taken, now))
      throw new AppError('SECTOR_NOT_ON_SALE', 'This sector is not on sale now.');
  }

  /** Price now and the donation part; VALIDATION_FAILED for an amount the category does not allow. */
  function pricing(offer: EventOffer, categoryId: string, query: AddToBasketQuery, now: Date) {
    const category = offer.categoriesById.get(categoryId);
    const base = category ? priceAt(category, now) : null;
    if (!category || base === null)
      throw new AppError('SECTOR_NOT_ON_SALE', 'This category is not on sale now.');
    const extraMinor = toMinor(query.extraAmount ?? 0);
    if (!category.isDonate && extraMinor > 0)
      throw new AppError('VALIDATION_FAILED', 'Only donation tickets take an extra amount.', {
        extraAmount: ['INVALID_VALUE'],
      });
    if (category.isDonate && category.donateMaxMinor !== null && base + extraMinor > category.donateMaxMinor)
      throw new AppError('VALIDATION_FAILED', 'The donation is above the maximum.', {
        extraAmount: ['MAX_VALUE'],
      });
    return { categoryId, baseMinor: base, priceMinor: base + extraMinor, extraMinor };
  }

  /** The refusal a broken rule of `ticketing_hold` stands for (the checks' order is the function's). */
  function ruleError(rule: string, offer: EventOffer, sector: OfferSector): AppError | null {
    switch (rule) {
      case 'ADD_ERROR.CURRENCY':
        return new AppError('ADD_ERROR.CURRENCY', 'The basket holds tickets in another currency.');
      case 'ADD_ERROR.HAS_TICKET_REGISTRATION':
        return new AppError(
          'ADD_ERROR.HAS_TICKET_REGISTRATION',
          'The basket holds tickets that need registration.',
        );
      case 'ADD_ERROR.ADDS_TICKET_REGISTRATION':
        return new AppError(
          'ADD_ERROR.ADDS_TICKET_REGISTRATION',
          'These tickets need registration of their own.',
        );
      case 'ADD_ERROR.LICENCE_MISMATCH':
        return new AppError('ADD_ERROR.LICENCE_MISMATCH', 'The basket holds tickets of another seller.');
      case 'MAX_SECTOR':
        return countError('MAX_VALUE', `At most ${sector.maxPerPurchase} per purchase in this sector.`);
      case 'MAX_EVENT':
        return countError(
          'MAX_VALUE',
          `At most ${offer.event.limitForOne} tickets per buyer for this event.`,
        );
      default:
        return null;
    }
  }

  /** What an idempotency key stands for: the add itself, not its price or time (a retry matches). */
  function requestHashOf(request: repo.HoldRequest, couponId: string | null): string {
    const what = [
      request.eventId,
      request.sectorKey,
      request.seatId,
      request.count,
      request.extraMinor,
      couponId,
    ];
    return createHash('sha256').update(JSON.stringify(what)).digest('base64url');
  }

  /** The earlier answer of `key`, or null when it has none (never used, or its hold has lapsed). */
  async function replayOf(
    ctx: AddContext,
    key: string,
    requestHash: string,
  ): Promise<AddToBasketResponse | null> {
    const stored = await holdKeys.findHoldKey(db, ctx.guid, key);
    if (!stored) return null;
    // The hold routes skip the owner hook (ticketing_hold checks it): a replay checks it here.
    if (stored.user_id && stored.user_id !== (ctx.user?.id ?? null)) throw basketNotFound();
    if (stored.request_hash !== requestHash)
      throw new AppError(
        'BASKET.IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was sent with another add to this basket.',
      );
    const basket = await basketView(db, ctx.guid);
    const ids = new Set(stored.item_ids);
    return { Basket: basket, Added: basket.Events.flatMap((e) => e.Items).filter((i) => ids.has(i.Id)) };
  }

  /**
   * A hold with an Idempotency-Key (issue 14): a live record of the key answers the first hold again; else
   * the key is claimed, held (with the coupon's prices, if any) and its added items recorded in one
   * transaction, so a crash leaves both or neither. Parallel repeats queue on the basket lock, then find the
   * record. A refused hold records nothing (it held nothing: a retry may try again).
   */
  async function keyedHold(
    ctx: AddContext,
    key: string,
    request: repo.HoldRequest,
    refusal: (error: unknown) => unknown,
  ): Promise<AddToBasketResponse> {
    const { coupon } = ctx;
    const requestHash = requestHashOf(request, coupon?.id ?? ctx.query.CouponId ?? null);
    const earlier = await replayOf(ctx, key, requestHash);
    if (earlier) return earlier;
    if (coupon) await coupons.assertAddable(coupon.id, coupon.actor, request.eventId);
    const added = await db
      .transaction(async (tx) => {
        // The basket lock first (ticketing_hold takes it again): a key row's foreign-key lock taken before it
        // could deadlock with another key's hold on the same basket.
        if (!(await repo.lockBasket(tx, ctx.guid))) throw basketNotFound();
        // Kept while the holds can last: a full hold, and the one extension's full hold after it.
        if (!(await holdKeys.claimHoldKey(tx, ctx.guid, key, requestHash, request.holdSeconds * 2)))
          return null;
        const outcome = await repo.holdInTx(tx, request);
        const ids = outcome.added.map((row) => row.id);
        if (coupon && ids.length > 0) await cartCoupons.applyInTx(tx, ctx.guid, coupon.id, coupon.actor, ids);
        await holdKeys.recordHoldKeyItems(tx, ctx.guid, key, ids);
        return new Set(ids);
      })
      .catch((error: unknown) => {
        throw refusal(error);
      });
    if (!added) {
      const repeat = await replayOf(ctx, key, requestHash);
      if (repeat) return repeat;
      throw new AppError('CONFLICT', 'This Idempotency-Key is in use; try again.');
    }
    const basket = await basketView(db, ctx.guid);
    return { Basket: basket, Added: basket.Events.flatMap((e) => e.Items).filter((i) => added.has(i.Id)) };
  }

  /**
   * Holds in one call (repo.hold: basket lock, the spec's mixing rules and per-purchase limits on the
   * basket's live items read under that lock, owner, insert — one transaction, one round trip) and answers
   * the basket with the added items from the rows it returned (no reads after it). Throws NOT_FOUND
   * (basket), ADD_ERROR.*, VALIDATION_FAILED (count) or TICKETS_NOT_AVAILABLE; nothing is written then.
   */
  async function runHold(
    ctx: AddContext,
    offer: EventOffer,
    sector: OfferSector,
    hold: Omit<repo.HoldRequest, 'maxInSector' | 'limitForOne' | 'owner' | 'callerId' | 'caps'>,
  ): Promise<AddToBasketResponse> {
    // The signed-in buyer owns the basket; a userId query naming someone else is ignored.
    const owner =
      ctx.user && (!ctx.query.userId || ctx.query.userId === ctx.user.id)
        ? { id: ctx.user.id, email: ctx.user.email }
        : null;
    const request: repo.HoldRequest = {
      ...hold,
      maxInSector: sector.maxPerPurchase,
      limitForOne: offer.event.limitForOne,
      owner,
      callerId: ctx.user?.id ?? null,
      caps: holdCaps(ctx.client, offer),
    };
    const refusal = (error: unknown) => {
      const code = pgCode(error);
      if (code === CAPACITY_EXCEEDED) return gone();
      if (code === repo.HOLD_BASKET_NOT_FOUND) return basketNotFound();
      if (code === repo.HOLD_RULE_BROKEN) return ruleError((error as Error).message, offer, sector) ?? error;
      if (code === repo.HOLD_CAP_REACHED) return capError((error as Error).message);
      return error;
    };
    const { coupon } = ctx;
    if (ctx.idempotencyKey) return keyedHold(ctx, ctx.idempotencyKey, request, refusal);
    if (coupon) {
      // Checked before anything is held (the common refusal costs no hold); then the hold and the coupon's
      // prices in one transaction: a refusal, or a crash between the two, leaves no seat held without it.
      await coupons.assertAddable(coupon.id, coupon.actor, hold.eventId);
      const added = await db
        .transaction(async (tx) => {
          const outcome = await repo.holdInTx(tx, request);
          const ids = outcome.added.map((row) => row.id);
          if (ids.length > 0) await cartCoupons.applyInTx(tx, ctx.guid, coupon.id, coupon.actor, ids);
          return new Set(ids);
        })
        .catch((error: unknown) => {
          throw refusal(error);
        });
      // Read after the commit, with the coupon's prices (and never a pool wait inside the transaction).
      const basket = await basketView(db, ctx.guid);
      return { Basket: basket, Added: basket.Events.flatMap((e) => e.Items).filter((i) => added.has(i.Id)) };
    }
    let outcome: Awaited<ReturnType<typeof repo.hold>>;
    try {
      outcome = await repo.hold(db, request);
    } catch (error) {
      throw refusal(error);
    }
    // The voucher lines are one indexed read beside the names (usually from the caches); the hold's own
    // function knows nothing of them.
    const [named, vouchers] = await Promise.all([
      withNames([...outcome.before, ...outcome.added]),
      repo.listBasketVoucherRows(db, ctx.guid),
    ]);
    const basket = presentBasket(outcome.basket, named, new Date(), vouchers);
    const ids = new Set(outcome.added.map((row) => row.id));
    return {
      Basket: basket,
      Added: basket.Events.flatMap((event) => event.Items.filter((i) => ids.has(i.Id))),
    };
  }

  return {
    /** POST /ticketing/coupon/{guid}: apply or take off coupons (cart-coupons.ts). */
    applyCoupon: cartCoupons.apply,
    removeCoupon: cartCoupons.remove,

    /** A new empty basket; its id is a random v4 uuid (122 bits), the only key to it. */
    async createBasket(user: AuthUser | null) {
      const guid = await repo.insertBasket(db, { userId: user?.id ?? null, email: user?.email ?? null });
      return { guid };
    },

    /** NOT_FOUND for an unknown guid. */
    getBasket: (guid: string) => basketView(db, guid),

    /** The basket's owning account (userId null: a guest's), or null for an unknown guid. Throws nothing. */
    basketOwnerOf: (guid: string) => repo.findBasketOwner(db, guid),

    /** Empties the basket: its unlocked holds and its gift-voucher lines (NOT_FOUND for an unknown guid). */
    async clearBasket(guid: string) {
      await db.transaction(async (tx) => {
        if (!(await repo.lockBasket(tx, guid))) throw basketNotFound();
        await repo.clearBasketItems(tx, guid);
        await repo.clearBasketVouchers(tx, guid);
      });
      return basketView(db, guid);
    },

    /** Removes one item: NOT_FOUND when it is not a live item of this basket, BASKET_ITEM_LOCKED when locked. */
    async removeItem(guid: string, itemId: string) {
      await db.transaction(async (tx) => {
        if (!(await repo.lockBasket(tx, guid))) throw basketNotFound();
        const outcome = await repo.deleteBasketItem(tx, guid, itemId);
        if (outcome === 'missing') throw new AppError('NOT_FOUND', 'No such ticket in the basket.');
        if (outcome === 'locked') throw new AppError('BASKET_ITEM_LOCKED', 'This ticket is being paid for.');
      });
      return basketView(db, guid);
    },

    /** Sets the buyer's e-mail; answers the basket owner's user id (null for a guest). */
    async changeEmail(guid: string, email: string) {
      const basket = await repo.findBasket(db, guid);
      if (!basket) throw basketNotFound();
      await repo.updateBasketOwner(db, guid, { email });
      return { UserId: basket.userId };
    },

    /** The one extension of every live hold (WCAG 2.2.1); CONFLICT when used already. */
    async extend(guid: string) {
      await db.transaction(async (tx) => {
        const basket = await repo.lockBasket(tx, guid);
        if (!basket) throw basketNotFound();
        if (basket.extended_at) throw new AppError('CONFLICT', 'The hold was extended already.');
        const holds = new Map<string, number>();
        for (const row of await basketSummary(tx, await repo.listBasketItemRows(tx, guid))) {
          if (row.hold_seconds !== null) holds.set(row.event_id, row.hold_seconds);
        }
        await repo.extendBasketHolds(tx, guid, holds);
      });
      return basketView(db, guid);
    },

    /**
     * Holds one seat. Throws NOT_FOUND (event, basket, seat; a basket of another user), SEAT_NOT_IN_EVENT,
     * sale-state keys, SECTOR_NOT_ON_SALE, ADD_ERROR.*, VALIDATION_FAILED, BASKET.TOO_MANY_BASKETS,
     * BASKET.TOO_MANY_HELD, TICKETS_NOT_AVAILABLE (taken by someone else).
     */
    async addSeat(eventId: string, seatId: string, ctx: AddContext): Promise<AddToBasketResponse> {
      const now = new Date();
      const offer = await sellableOffer(eventId, now);
      const seat = await seatsCache.get(seatId);
      if (!seat) throw new AppError('NOT_FOUND', 'No such seat.');
      if (seat.configurationId !== offer.event.configurationId)
        throw new AppError('SEAT_NOT_IN_EVENT', 'This seat is not part of the event.');
      const sector = offer.sectorsById.get(seat.sectorId);
      const category = offer.categoriesByKey.get(seat.key);
      if (!sector || !category) throw new AppError('SECTOR_NOT_ON_SALE', 'This seat is not on sale.');
      await assertSectorSelling(offer, sector, now);
      const price = pricing(offer, category.id, ctx.query, now);
      // Only a coupon id can free a seat reserved for that coupon (the coupon itself is checked before).
      const couponId = ctx.query.CouponId && UUID.test(ctx.query.CouponId) ? ctx.query.CouponId : null;
      return runHold(ctx, offer, sector, {
        basketId: ctx.guid,
        eventId,
        sectorKey: sector.id,
        sectorId: sector.id,
        seatId,
        ticketCategoryId: category.id,
        priceMinor: price.priceMinor,
        originalPriceMinor: price.baseMinor,
        extraMinor: price.extraMinor,
        holdSeconds: offer.holdSeconds,
        count: 1,
        reservationCouponId: couponId,
        reclaim: false,
      });
    },

    /**
     * Holds `count` standing (virtual, merchandise) places. Throws as addSeat, plus VALIDATION_FAILED with
     * FieldErrors.count MIN_VALUE/MAX_VALUE outside the sector's per-purchase bounds.
     */
    async addStanding(eventId: string, sectorId: string, count: number, ctx: AddContext) {
      const now = new Date();
      const offer = await sellableOffer(eventId, now);
      const sector = offer.sectorsById.get(sectorId);
      if (!sector) throw new AppError('NOT_FOUND', 'No such sector in this event.');
      if (sector.type === 'SeatingSector')
        throw new AppError('BAD_REQUEST', 'Seats of a seating sector are added one by one.');
      if (count < 1) throw countError('MIN_VALUE', 'Add at least one ticket.');
      if (count < sector.minPerPurchase)
        throw countError('MIN_VALUE', `At least ${sector.minPerPurchase} per purchase in this sector.`);
      if (count > sector.maxPerPurchase)
        throw countError('MAX_VALUE', `At most ${sector.maxPerPurchase} per purchase in this sector.`);
      if (!sector.categoryId) throw new AppError('SECTOR_NOT_ON_SALE', 'This sector is not on sale.');
      await assertSectorSelling(offer, sector, now);
      const price = pricing(offer, sector.categoryId, ctx.query, now);
      // The rules before the insert: past capacity the insert aborts, and a broken rule (mixing, limits) is
      // the more useful answer. Capacity-limited sectors: expired rows still count in the trigger's counter
      // until deleted, so the call deletes them first.
      return runHold(ctx, offer, sector, {
        basketId: ctx.guid,
        eventId,
        sectorKey: sector.id,
        sectorId: sector.sectorId,
        seatId: null,
        ticketCategoryId: sector.categoryId,
        priceMinor: price.priceMinor,
        originalPriceMinor: price.baseMinor,
        extraMinor: price.extraMinor,
        holdSeconds: offer.holdSeconds,
        count,
        reservationCouponId: null,
        reclaim: sector.sectorId !== null && sector.capacity !== null,
      });
    },
  };
}

export type TicketingService = ReturnType<typeof createTicketingService>;
