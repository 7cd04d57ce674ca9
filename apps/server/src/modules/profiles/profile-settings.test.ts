import { AvailableCurrenciesResponseSchema, type Profile } from '@marquee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileClaims } from '../../db/schema/accounts';
import { paymentGateSettings } from '../../db/schema/orders';
import { seedPaymentGates } from '../../db/seed/payments';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildUser, buildUserWithClaim, type UserWithClaim } from '../../testing/factories';
import { buildOrganizer, couponsPath } from '../coupons/testing';
import { buildSaleFixture, type SaleFixture } from '../ticketing/testing';

/**
 * Issue 15, "read against the spec": the organizer's two profile switches (spec 3 §3 Custom frontend
 * settings) get a write path, batch coupons and season events honour them (spec 3 §6), and
 * availableCurrencies honours licenceId.
 */
let t: TestApp;
let f: SaleFixture;
let organizer: UserWithClaim;

beforeAll(async () => {
  t = await buildTestApp({ seed: ({ db }) => db.transaction((tx) => seedPaymentGates(tx, {})) });
  f = await buildSaleFixture(t.app.db);
  organizer = await buildOrganizer(t, f);
});
afterAll(() => t?.close());

const profilePath = (who: UserWithClaim) => `/api/${who.profile.type.toLowerCase()}/${who.profile.id}`;

function setSwitches(who: UserWithClaim, switches: Record<string, boolean>) {
  return t.app.inject({
    method: 'PUT',
    url: profilePath(who),
    headers: who.headers,
    payload: { ProfileName: who.profile.profileName, ExtraSettings: { CustomFrontendSettings: switches } },
  });
}

async function switchesOf(who: UserWithClaim) {
  const res = await t.app.inject({ method: 'GET', url: `/api/search/profile/${who.profile.id}` });
  return (res.json() as Profile).ExtraSettings.CustomFrontendSettings;
}

const batchCoupon = (code: string) => ({
  CouponName: 'Festival pass',
  Code: code,
  Type: 'BatchCoupon',
  CouponDiscount: { DiscountType: 'Percentage', Value: 0.1 },
  Events: [f.eventId],
});

describe('profile switches BatchCouponsEnabled and SeasonTicketEventEnabled', () => {
  it('an organizer turns them on and off through PUT /{type}/{id}; one left out keeps its value', async () => {
    expect(await switchesOf(organizer)).toEqual({
      BatchCouponsEnabled: false,
      SeasonTicketEventEnabled: false,
    });
    const on = await setSwitches(organizer, { BatchCouponsEnabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((on.json() as Profile).ExtraSettings.CustomFrontendSettings.BatchCouponsEnabled).toBe(true);
    expect((await setSwitches(organizer, { SeasonTicketEventEnabled: true })).statusCode).toBe(200);
    expect(await switchesOf(organizer)).toEqual({
      BatchCouponsEnabled: true,
      SeasonTicketEventEnabled: true,
    });
    expect(
      (await setSwitches(organizer, { BatchCouponsEnabled: false, SeasonTicketEventEnabled: false }))
        .statusCode,
    ).toBe(200);
    expect(await switchesOf(organizer)).toEqual({
      BatchCouponsEnabled: false,
      SeasonTicketEventEnabled: false,
    });
  });

  it('a fan profile has none, a statistics viewer may not change them, a stranger neither', async () => {
    const fan = await buildUserWithClaim(t.app, { profile: { type: 'VisitorProfile' } });
    const refused = await setSwitches(fan, { BatchCouponsEnabled: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().FieldErrors).toEqual({ ExtraSettings: ['INVALID_VALUE'] });
    const viewer = await buildUserWithClaim(t.app, { profile: organizer.profile, role: 'StatisticsViewer' });
    expect((await setSwitches(viewer, { BatchCouponsEnabled: true })).statusCode).toBe(403);
    const stranger = await buildUserWithClaim(t.app);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: profilePath(organizer),
      headers: stranger.headers,
      payload: {
        ProfileName: 'Taken over',
        ExtraSettings: { CustomFrontendSettings: { BatchCouponsEnabled: true } },
      },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await switchesOf(organizer)).BatchCouponsEnabled).toBe(false);
  });
});

describe('batch coupons need BatchCouponsEnabled (spec 3 §6)', () => {
  it('refuses a batch coupon while the switch is off, accepts it when on, and keeps it editable after', async () => {
    await setSwitches(organizer, { BatchCouponsEnabled: false });
    const refused = await t.app.inject({
      method: 'POST',
      url: couponsPath(organizer),
      headers: organizer.headers,
      payload: batchCoupon('PASS2031'),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ Code: 'FORBIDDEN', FieldErrors: { Type: ['INVALID_VALUE'] } });
    // An ordinary coupon cannot become one either.
    const plain = await t.app.inject({
      method: 'POST',
      url: couponsPath(organizer),
      headers: organizer.headers,
      payload: { ...batchCoupon('PLAIN2031'), Type: 'AnonymousEventCoupon' },
    });
    expect(plain.statusCode).toBe(201);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `${couponsPath(organizer)}/${plain.json().Id}`,
      headers: organizer.headers,
      payload: { Type: 'BatchCoupon' },
    });
    expect(changed.statusCode).toBe(403);

    await setSwitches(organizer, { BatchCouponsEnabled: true });
    const accepted = await t.app.inject({
      method: 'POST',
      url: couponsPath(organizer),
      headers: organizer.headers,
      payload: batchCoupon('PASS2031'),
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().Type).toBe('BatchCoupon');

    // Switched off later: the batch coupon made meanwhile can still be renamed or disabled.
    await setSwitches(organizer, { BatchCouponsEnabled: false });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `${couponsPath(organizer)}/${accepted.json().Id}`,
      headers: organizer.headers,
      payload: { CouponName: 'Festival pass 2031' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});

describe('season events need SeasonTicketEventEnabled, which the organizer can now turn on', () => {
  it('POST /event/{id}/seasonEvent/{seasonId}: 403 while off, 204 once the organizer switched it on', async () => {
    const promoter = await buildUserWithClaim(t.app, { profile: { type: 'PromoterProfile' } });
    const create = async (name: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/event',
          headers: promoter.headers,
          payload: { ProfileName: name },
        })
      ).json() as { Id: string };
    const season = await create('Season 2031');
    const show = await create('Opening night');
    const url = `/api/event/${show.Id}/seasonEvent/${season.Id}`;
    expect((await t.app.inject({ method: 'POST', url, headers: promoter.headers })).statusCode).toBe(403);
    expect((await setSwitches(promoter, { SeasonTicketEventEnabled: true })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url, headers: promoter.headers })).statusCode).toBe(204);
  });
});

describe('GET /utility/availableCurrencies?licenceId', () => {
  it('lists only the currencies the licence’s organizers can be paid in', async () => {
    const codes = async (query: string) =>
      AvailableCurrenciesResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/utility/availableCurrencies${query}` })).json(),
      ).map((currency) => currency.Code);
    expect(await codes('')).toEqual(['EUR', 'CZK', 'HUF', 'PLN', 'USD', 'GBP', 'UAH', 'BAM']);

    // A licence whose organizer takes PLN too and switched off every EUR gate of the platform.
    const licenceId = crypto.randomUUID();
    const licensee = await buildUserWithClaim(t.app, { profile: { type: 'PromoterProfile' } });
    const admin = await buildUser(t.app.db);
    await t.app.db
      .insert(profileClaims)
      .values({ userId: admin.id, profileId: licensee.profile.id, licenceId, role: 'LicenseAdmin' });
    const gates = ['BRAINTREE', 'GPWEBPAY', 'GOPAY', 'PAYPAL', 'RESERVATION', 'CDPAY'] as const;
    await t.app.db.insert(paymentGateSettings).values([
      { organizerProfileId: licensee.profile.id, gate: 'BRAINTREE', currency: 'PLN' },
      ...gates.map((gate) => ({
        organizerProfileId: licensee.profile.id,
        gate,
        currency: 'EUR',
        enabled: false,
      })),
    ]);
    expect(await codes(`?licenceId=${licenceId}`)).toEqual(['CZK', 'HUF', 'PLN']);
    // A licence nobody holds: the platform's defaults.
    expect(await codes(`?licenceId=${crypto.randomUUID()}`)).toEqual(['EUR', 'CZK', 'HUF']);
    expect(await codes('?licenceId=any')).toEqual(['EUR', 'CZK', 'HUF']);
  });
});
