import type {
  AddToBasketResponse,
  ApiError,
  Basket,
  BasketItem,
  Coupon,
  EventPricesAndCounts,
  RemainingCredit,
} from '@marquee/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/coupons';
import { profiles } from '../../db/schema/profiles';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildUser, issueTestToken, type UserWithClaim } from '../../testing/factories';
import {
  addSeat,
  addStanding,
  buildSaleFixture,
  buildSiblingEvent,
  createBasket,
  type SaleFixture,
} from '../ticketing/testing';
import { applyCoupon, buildOrganizer, createCoupon } from './testing';

let t: TestApp;
let f: SaleFixture;
let organizer: UserWithClaim;
let buyer: { id: string; email: string; headers: Record<string, string> };

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildSaleFixture(t.app.db, { rows: 4, seatsPerRow: 5, standingCapacity: 40 });
  organizer = await buildOrganizer(t, f);
  const user = await buildUser(t.app.db);
  buyer = {
    id: user.id,
    email: user.email,
    headers: { authorization: `Bearer ${await issueTestToken(t.app, user)}` },
  };
});
afterAll(() => t.close());

const json = <T>(res: { json(): unknown }) => res.json() as T;
const seat = (i: number) => f.seating.seatIds[i] as string;
const items = (basket: Basket): BasketItem[] => basket.Events.flatMap((e) => e.Items);
const HOUR = 3_600_000;

/** A basket with one seat (45.00) and two standing places (25.00 each). */
async function filledBasket(seatIndex: number) {
  const guid = await createBasket(t);
  expect((await addSeat(t, f.eventId, guid, seat(seatIndex))).statusCode).toBe(200);
  expect((await addStanding(t, f.eventId, guid, f.standing.id, 2)).statusCode).toBe(200);
  return guid;
}

describe('GET /coupon?code,eventId (spec 2 §7)', () => {
  it('finds a code whatever its case and answers the coupon', async () => {
    const coupon = await createCoupon(t, organizer, f.eventId, { Code: 'LOOKUP20' });
    const res = await t.app.inject({ method: 'GET', url: `/api/coupon?code=lookup20&eventId=${f.eventId}` });
    expect(res.statusCode).toBe(200);
    expect(json<Coupon>(res)).toMatchObject({ Id: coupon.Id, DisplayValue: '20', State: 'AVAILABLE' });
  });

  it('nothing found → 404 COUPON.BY_CODE_ERROR (also for an unknown event); another organizer’s code → 409 COUPON.OTHER_ORGANIZER', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/coupon?code=NOPE123&eventId=${f.eventId}` });
    expect(res.statusCode).toBe(404);
    expect(json<ApiError>(res)).toMatchObject({
      Code: 'COUPON.BY_CODE_ERROR',
      Message: 'Entered promo code was not found.',
    });
    const other = await buildSaleFixture(t.app.db);
    await createCoupon(t, await buildOrganizer(t, other), other.eventId, { Code: 'THEIRS1' });
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/coupon?code=THEIRS1&eventId=${f.eventId}`,
    });
    // The code exists, just not for this event: said so, not "not found" (issue 15 row 13).
    expect(foreign.statusCode).toBe(409);
    expect(json<ApiError>(foreign).Code).toBe('COUPON.OTHER_ORGANIZER');
    // Any case, as the organizer's own codes; but staff-only codes of others stay unknown.
    const lower = await t.app.inject({ method: 'GET', url: `/api/coupon?code=theirs1&eventId=${f.eventId}` });
    expect(json<ApiError>(lower).Code).toBe('COUPON.OTHER_ORGANIZER');
    await createCoupon(t, await buildOrganizer(t, other), other.eventId, {
      Code: 'STAFFONLY1',
      IsAdminOnly: true,
    });
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/coupon?code=STAFFONLY1&eventId=${f.eventId}`,
    });
    expect(json<ApiError>(staff).Code).toBe('COUPON.BY_CODE_ERROR');
    const unknownEvent = await t.app.inject({
      method: 'GET',
      url: '/api/coupon?code=LOOKUP20&eventId=6f1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11',
    });
    expect(json<ApiError>(unknownEvent).Code).toBe('COUPON.BY_CODE_ERROR');
  });

  it('expired, not yet valid, disabled, exhausted, foreign-event and staff-only codes each get their own code', async () => {
    const now = Date.now();
    const sibling = await buildSiblingEvent(t.app.db, f);
    const cases: [Record<string, unknown>, string][] = [
      [
        { ValidFrom: new Date(now - 48 * HOUR).toISOString(), ValidTill: new Date(now - HOUR).toISOString() },
        'COUPON.EXPIRED',
      ],
      [{ ValidFrom: new Date(now + HOUR).toISOString() }, 'COUPON.NOT_YET_VALID'],
      [{ Disabled: true }, 'COUPON.DISABLED'],
      [{ Events: [sibling.eventId] }, 'COUPON.WRONG_EVENT'],
      [{ IsAdminOnly: true }, 'COUPON.OWNERSHIP_FAILED'],
      [{ Type: 'PosCoupon' }, 'COUPON.OWNERSHIP_FAILED'],
    ];
    for (const [patch, code] of cases) {
      const coupon = await createCoupon(t, organizer, f.eventId, patch);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/coupon?code=${coupon.Code}&eventId=${f.eventId}`,
      });
      expect(res.statusCode, code).toBe(code === 'COUPON.OWNERSHIP_FAILED' ? 403 : 409);
      expect(json<ApiError>(res).Code, JSON.stringify(patch)).toBe(code);
    }
    // A money coupon in another currency is refused when saved; one stored before that rule (or whose event
    // changed currency since) still never applies.
    const czk = await createCoupon(t, organizer, f.eventId, {
      CouponDiscount: { DiscountType: 'Absolute', Value: 5 },
    });
    await t.app.db.update(coupons).set({ currency: 'CZK' }).where(eq(coupons.id, czk.Id));
    const wrongCurrency = await t.app.inject({
      method: 'GET',
      url: `/api/coupon?code=${czk.Code}&eventId=${f.eventId}`,
    });
    expect(wrongCurrency.statusCode).toBe(409);
    expect(json<ApiError>(wrongCurrency).Code).toBe('COUPON.WRONG_EVENT');
    const exhausted = await createCoupon(t, organizer, f.eventId, { TotalCount: 3 });
    await t.app.db.update(coupons).set({ remainingCount: 0 }).where(eq(coupons.id, exhausted.Id));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/coupon?code=${exhausted.Code}&eventId=${f.eventId}`,
    });
    expect(json<ApiError>(res).Code).toBe('COUPON.EXHAUSTED');
    // Staff of the organizer may use its admin-only codes.
    const staffOnly = await createCoupon(t, organizer, f.eventId, { IsAdminOnly: true });
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/coupon?code=${staffOnly.Code}&eventId=${f.eventId}`,
      headers: organizer.headers,
    });
    expect(staff.statusCode).toBe(200);
  });

  it('includes other dates of a listed event when UseOriginalEventIds is set', async () => {
    const group = crypto.randomUUID();
    const first = await buildSiblingEvent(t.app.db, f, { eventGroupId: group });
    const second = await buildSiblingEvent(t.app.db, f, { eventGroupId: group });
    const coupon = await createCoupon(t, organizer, first.eventId, { UseOriginalEventIds: true });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/coupon?code=${coupon.Code}&eventId=${second.eventId}`,
    });
    expect(res.statusCode).toBe(200);
    const strict = await createCoupon(t, organizer, first.eventId);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/coupon?code=${strict.Code}&eventId=${second.eventId}`,
    });
    expect(json<ApiError>(refused).Code).toBe('COUPON.WRONG_EVENT');
  });

  it('answers a voucher without credit (found, not selectable) with its state', async () => {
    const voucher = await createCoupon(t, organizer, f.eventId, {
      CouponDiscount: { DiscountType: 'Voucher', Value: 20 },
    });
    await t.app.db.update(coupons).set({ remainingCreditMinor: 0 }).where(eq(coupons.id, voucher.Id));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/coupon?code=${voucher.Code}&eventId=${f.eventId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(json<Coupon>(res)).toMatchObject({ State: 'NO_CREDIT', RemainingCredit: 0 });
  });
});

describe('POST /ticketing/coupon/{guid}?CouponId (apply and remove)', () => {
  it('a 20 % code recomputes every line from its listed price; removing restores them', async () => {
    const guid = await filledBasket(0);
    const coupon = await createCoupon(t, organizer, f.eventId);
    const res = await applyCoupon(t, guid, coupon.Id);
    expect(res.statusCode).toBe(200);
    const basket = json<Basket>(res);
    expect(items(basket).map((i) => [i.Price, i.OriginalPrice, i.Discount, i.CouponId])).toEqual([
      [36, 45, 9, coupon.Id],
      [20, 25, 5, coupon.Id],
      [20, 25, 5, coupon.Id],
    ]);
    expect(basket).toMatchObject({
      TotalPrice: 76,
      TotalDiscount: 19,
      Coupons: [{ Id: coupon.Id }],
      ActiveCouponId: coupon.Id,
      UsedCouponIds: [coupon.Id],
    });

    const again = await applyCoupon(t, guid, coupon.Id);
    expect(json<Basket>(again).TotalPrice).toBe(76);

    const removed = await t.app.inject({
      method: 'POST',
      url: `/api/ticketing/coupon/${guid}?CouponId=${coupon.Id}&remove=true`,
    });
    expect(removed.statusCode).toBe(200);
    expect(json<Basket>(removed)).toMatchObject({
      TotalPrice: 95,
      TotalDiscount: 0,
      Coupons: [],
      ActiveCouponId: null,
    });
    expect(items(json<Basket>(removed)).every((i) => i.CouponId === null)).toBe(true);

    await applyCoupon(t, guid, coupon.Id);
    const cleared = await applyCoupon(t, guid, null);
    expect(json<Basket>(cleared)).toMatchObject({ TotalPrice: 95, TotalDiscount: 0 });
  });

  it('Absolute floors at 0, Price sets the price, a Price surcharge adds to it, Voucher leaves it', async () => {
    const kinds: [Record<string, unknown>, number[], number[]][] = [
      [{ DiscountType: 'Absolute', Value: 30 }, [15, 0, 0], [30, 25, 25]],
      [{ DiscountType: 'Price', Value: 9.9 }, [9.9, 9.9, 9.9], [35.1, 15.1, 15.1]],
      [{ DiscountType: 'Price', Value: -2 }, [47, 27, 27], [-2, -2, -2]],
      [{ DiscountType: 'Voucher', Value: 50 }, [45, 25, 25], [0, 0, 0]],
    ];
    let index = 1;
    for (const [discount, prices, discounts] of kinds) {
      const guid = await filledBasket(index++);
      const coupon = await createCoupon(t, organizer, f.eventId, { CouponDiscount: discount });
      const res = await applyCoupon(t, guid, coupon.Id);
      expect(res.statusCode, JSON.stringify(discount)).toBe(200);
      const lines = items(json<Basket>(res));
      expect(
        lines.map((i) => i.Price),
        JSON.stringify(discount),
      ).toEqual(prices);
      expect(
        lines.map((i) => i.Discount),
        JSON.stringify(discount),
      ).toEqual(discounts);
      expect(lines.every((i) => i.CouponId === coupon.Id)).toBe(true);
    }
  });

  it('discounts up to MaximumTicketsPerUser lines and refuses below MinimumTicketsPerUser', async () => {
    const guid = await filledBasket(5);
    const capped = await createCoupon(t, organizer, f.eventId, { MaximumTicketsPerUser: 2 });
    const res = await applyCoupon(t, guid, capped.Id);
    expect(items(json<Basket>(res)).filter((i) => i.CouponId === capped.Id)).toHaveLength(2);
    await applyCoupon(t, guid, null);
    const needsFour = await createCoupon(t, organizer, f.eventId, { MinimumTicketsPerUser: 4 });
    const refused = await applyCoupon(t, guid, needsFour.Id);
    expect(refused.statusCode).toBe(409);
    expect(json<ApiError>(refused)).toMatchObject({
      Code: 'COUPON.MINIMUM_NOT_REACHED',
      FieldErrors: { MinimumTicketsPerUser: ['4'] },
    });
    // Remaining below the minimum: the coupon ticket count is 0.
    const few = await createCoupon(t, organizer, f.eventId, { TotalCount: 5, MinimumTicketsPerUser: 2 });
    await t.app.db.update(coupons).set({ remainingCount: 1 }).where(eq(coupons.id, few.Id));
    expect(json<ApiError>(await applyCoupon(t, guid, few.Id)).Code).toBe('COUPON.EXHAUSTED');
  });

  it('a coupon for one sector leaves the others; a basket with none of its sectors gets COUPON.WRONG_SECTOR', async () => {
    const guid = await filledBasket(6);
    const standingOnly = await createCoupon(t, organizer, f.eventId, { Sectors: [f.standing.id] });
    const res = await applyCoupon(t, guid, standingOnly.Id);
    expect(items(json<Basket>(res)).map((i) => i.CouponId)).toEqual([null, standingOnly.Id, standingOnly.Id]);

    const seatOnly = await createCoupon(t, organizer, f.eventId, { SeatIds: [seat(19)] });
    const wrong = await applyCoupon(t, guid, seatOnly.Id);
    expect(wrong.statusCode).toBe(409);
    expect(json<ApiError>(wrong).Code).toBe('COUPON.WRONG_SECTOR');

    // Every line already carries another coupon: cannot be combined.
    const categoryGA = await createCoupon(t, organizer, f.eventId, {
      AllTicketCategories: false,
      SeatsTicketCategories: [f.categories.GA],
    });
    const combined = await applyCoupon(t, guid, categoryGA.Id);
    expect(json<ApiError>(combined).Code).toBe('COUPON.OWNERSHIP_FAILED');
  });

  it('refuses a basket of another event (COUPON.WRONG_EVENT), an unknown coupon (APPLICATION_FAILED) and basket (404)', async () => {
    const sibling = await buildSiblingEvent(t.app.db, f);
    const guid = await createBasket(t);
    await addStanding(t, sibling.eventId, guid, f.standing.id, 1);
    const coupon = await createCoupon(t, organizer, f.eventId);
    const wrong = await applyCoupon(t, guid, coupon.Id);
    expect(json<ApiError>(wrong).Code).toBe('COUPON.WRONG_EVENT');
    const unknown = await applyCoupon(t, guid, '6f1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11');
    expect(unknown.statusCode).toBe(409);
    expect(json<ApiError>(unknown)).toMatchObject({ Code: 'COUPON.APPLICATION_FAILED' });
    const noBasket = await applyCoupon(t, '6f1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11', coupon.Id);
    expect(noBasket.statusCode).toBe(404);
    const expired = await createCoupon(t, organizer, f.eventId, {
      ValidFrom: new Date(Date.now() - 2 * HOUR).toISOString(),
      ValidTill: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(json<ApiError>(await applyCoupon(t, guid, expired.Id)).Code).toBe('COUPON.EXPIRED');
  });

  it('owned coupons: only the owner may apply; the basket moves to the owner; another e-mail refuses', async () => {
    const owned = await createCoupon(t, organizer, f.eventId, {
      Type: 'OwnedEventCoupon',
      Owner: buyer.email,
      TotalCount: 4,
    });
    const guid = await filledBasket(7);
    const anonymous = await applyCoupon(t, guid, owned.Id);
    expect(anonymous.statusCode).toBe(403);
    expect(json<ApiError>(anonymous).Code).toBe('COUPON.OWNERSHIP_FAILED');
    const ok = await applyCoupon(t, guid, owned.Id, buyer.headers);
    expect(ok.statusCode).toBe(200);
    expect(json<Basket>(ok)).toMatchObject({ UserId: buyer.id, Email: buyer.email, TotalPrice: 76 });

    const other = await filledBasket(8);
    await t.app.inject({
      method: 'PUT',
      url: `/api/ticketing/basket/${other}/changeBasketEmail?NewMail=someone@example.test`,
    });
    const mismatch = await applyCoupon(t, other, owned.Id, buyer.headers);
    expect(json<ApiError>(mismatch).Code).toBe('COUPON.OWNERSHIP_FAILED');
  });

  it('a season coupon discounts exactly one ticket', async () => {
    const season = await createCoupon(t, organizer, f.eventId, {
      Type: 'SeasonCoupon',
      Owner: buyer.email,
      TotalCount: 10,
    });
    const guid = await filledBasket(9);
    const res = await applyCoupon(t, guid, season.Id, buyer.headers);
    expect(items(json<Basket>(res)).filter((i) => i.CouponId === season.Id)).toHaveLength(1);
  });

  it('a batch coupon needs non-discounted tickets of each of its events', async () => {
    const sibling = await buildSiblingEvent(t.app.db, f);
    // Batch coupons need the organizer's switch (spec 3 §6).
    await t.app.db
      .update(profiles)
      .set({ extraSettings: { CustomFrontendSettings: { BatchCouponsEnabled: true } } })
      .where(eq(profiles.id, f.authorId));
    const batch = await createCoupon(t, organizer, f.eventId, {
      Type: 'BatchCoupon',
      Events: [f.eventId, sibling.eventId],
    });
    const guid = await filledBasket(10);
    const refused = await applyCoupon(t, guid, batch.Id);
    expect(json<ApiError>(refused).Code).toBe('COUPON.OWNERSHIP_FAILED');
    await addStanding(t, sibling.eventId, guid, f.standing.id, 1);
    const ok = await applyCoupon(t, guid, batch.Id);
    expect(ok.statusCode).toBe(200);
    expect(items(json<Basket>(ok)).every((i) => i.CouponId === batch.Id)).toBe(true);
  });
});

describe('CouponId on add-to-basket and on eventpricesandcounts (ticketing calls)', () => {
  it('adds a seat and a standing place at the coupon price', async () => {
    const coupon = await createCoupon(t, organizer, f.eventId);
    const guid = await createBasket(t);
    const seatRes = await addSeat(t, f.eventId, guid, seat(11), `?CouponId=${coupon.Id}`);
    expect(seatRes.statusCode).toBe(200);
    expect(json<AddToBasketResponse>(seatRes).Added[0]).toMatchObject({
      Price: 36,
      Discount: 9,
      CouponId: coupon.Id,
    });
    const standingRes = await addStanding(t, f.eventId, guid, f.standing.id, 2, `?CouponId=${coupon.Id}`);
    const body = json<AddToBasketResponse>(standingRes);
    expect(body.Added.map((i) => i.Price)).toEqual([20, 20]);
    expect(body.Basket.TotalPrice).toBe(76);
  });

  it('holds nothing when the coupon cannot be used, and releases the seat when it does not fit it', async () => {
    const guid = await createBasket(t);
    const expired = await createCoupon(t, organizer, f.eventId, {
      ValidFrom: new Date(Date.now() - 2 * HOUR).toISOString(),
      ValidTill: new Date(Date.now() - HOUR).toISOString(),
    });
    const early = await addSeat(t, f.eventId, guid, seat(12), `?CouponId=${expired.Id}`);
    expect(early.statusCode).toBe(409);
    expect(json<ApiError>(early).Code).toBe('COUPON.EXPIRED');
    const standingOnly = await createCoupon(t, organizer, f.eventId, { Sectors: [f.standing.id] });
    const wrong = await addSeat(t, f.eventId, guid, seat(12), `?CouponId=${standingOnly.Id}`);
    expect(json<ApiError>(wrong).Code).toBe('COUPON.WRONG_SECTOR');
    const basket = json<Basket>(await t.app.inject({ method: 'GET', url: `/api/ticketing/basket/${guid}` }));
    expect(basket.ItemCount).toBe(0);
    // The seat is free for the next buyer.
    expect((await addSeat(t, f.eventId, await createBasket(t), seat(12))).statusCode).toBe(200);
    const garbage = await addSeat(t, f.eventId, guid, seat(13), '?CouponId=not-a-coupon');
    expect(json<ApiError>(garbage).Code).toBe('COUPON.APPLICATION_FAILED');
  });

  it('eventpricesandcounts?couponId shows the discounted prices; an unusable coupon leaves them', async () => {
    const coupon = await createCoupon(t, organizer, f.eventId, { Sectors: [f.standing.id] });
    const plain = json<EventPricesAndCounts>(
      await t.app.inject({ method: 'GET', url: `/api/event/${f.eventId}/eventpricesandcounts` }),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/event/${f.eventId}/eventpricesandcounts?couponId=${coupon.Id}`,
    });
    expect(res.statusCode).toBe(200);
    const discounted = json<EventPricesAndCounts>(res);
    expect(discounted.Sectors.find((s) => s._id === f.standing.id)?.Price).toBe(20);
    expect(discounted.PriceRange).toEqual({ Min: 20, Max: 45 });
    expect(plain.Sectors.find((s) => s._id === f.standing.id)?.Price).toBe(25);
    const disabled = await createCoupon(t, organizer, f.eventId, { Disabled: true });
    const unchanged = json<EventPricesAndCounts>(
      await t.app.inject({
        method: 'GET',
        url: `/api/event/${f.eventId}/eventpricesandcounts?couponId=${disabled.Id}`,
      }),
    );
    expect(unchanged.PriceRange).toEqual(plain.PriceRange);
  });
});

describe('my coupons and remaining credit', () => {
  it('GET /coupon/mycoupons lists the buyer’s own coupons and the event’s public ones; 401 anonymous', async () => {
    const sibling = await buildSiblingEvent(t.app.db, f);
    const mine = await createCoupon(t, organizer, sibling.eventId, {
      Type: 'OwnedEventCoupon',
      Owner: buyer.email,
      TotalCount: 2,
    });
    const listed = await createCoupon(t, organizer, sibling.eventId, { IsPublic: true });
    await createCoupon(t, organizer, sibling.eventId, { IsPublic: false });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/coupon/mycoupons?eventId=${sibling.eventId}`,
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(json<Coupon[]>(res).map((c) => c.Id)).toEqual([mine.Id, listed.Id]);
    expect(json<Coupon[]>(res)[0]).toMatchObject({ IsOwned: true, Owner: buyer.email });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/coupon/mycoupons' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('GET /coupon/{id}/remainingCredit answers the credit; another owner’s voucher 403; unknown 404', async () => {
    const voucher = await createCoupon(t, organizer, f.eventId, {
      CouponDiscount: { DiscountType: 'Voucher', Value: 30 },
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/coupon/${voucher.Id}/remainingCredit` });
    expect(res.statusCode).toBe(200);
    expect(json<RemainingCredit>(res)).toEqual({
      CouponId: voucher.Id,
      RemainingCredit: 30,
      Currency: 'EUR',
    });
    const owned = await createCoupon(t, organizer, f.eventId, {
      Type: 'OwnedEventCoupon',
      Owner: buyer.email,
      CouponDiscount: { DiscountType: 'Voucher', Value: 10 },
    });
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/coupon/${owned.Id}/remainingCredit` });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/coupon/${owned.Id}/remainingCredit`,
      headers: organizer.headers,
    });
    expect(json<ApiError>(foreign).Code).toBe('COUPON.OWNERSHIP_FAILED');
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/coupon/${owned.Id}/remainingCredit`,
      headers: buyer.headers,
    });
    expect(json<RemainingCredit>(own).RemainingCredit).toBe(10);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/coupon/6f1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11/remainingCredit',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
