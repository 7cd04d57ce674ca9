import type { ApiError, Coupon, CouponList, VoucherTemplate } from '@marquee/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTicketCategories } from '../../db/schema/pricing';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildUserWithClaim, type UserWithClaim } from '../../testing/factories';
import { buildSaleFixture, buildSiblingEvent, type SaleFixture } from '../ticketing/testing';
import { buildOrganizer, couponsPath, createCoupon } from './testing';

let t: TestApp;
let f: SaleFixture;
let organizer: UserWithClaim;
let stranger: UserWithClaim;
let foreignEventId: string;

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildSaleFixture(t.app.db);
  organizer = await buildOrganizer(t, f);
  stranger = await buildUserWithClaim(t.app);
  // An event of another organizer.
  const other = await buildSaleFixture(t.app.db);
  foreignEventId = other.eventId;
});
afterAll(() => t.close());

const json = <T>(res: { json(): unknown }) => res.json() as T;

describe('organizer coupons (spec 3 §7)', () => {
  it('creates a 20 % code with every form field and answers it in the spec shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: couponsPath(organizer),
      headers: organizer.headers,
      payload: {
        CouponName: 'Students',
        CouponDescription: 'With a valid student card',
        IsPublic: true,
        Code: 'Student20',
        CouponDiscount: { DiscountType: 'Percentage', Value: 0.2 },
        TotalCount: 100,
        MinimumTicketsPerUser: 1,
        MaximumTicketsPerUser: 4,
        MinimumTicketsPerEvent: 1,
        MaximumTicketsPerEvent: 50,
        AllTicketCategories: false,
        SeatsTicketCategories: [f.categories.A, f.categories.GA],
        Sectors: [f.seating.id, f.standing.id],
        SeatIds: [],
        ValidFrom: '2026-01-01T00:00:00Z',
        ValidTill: '2099-01-01T00:00:00Z',
        Type: 'AnonymousEventCoupon',
        IsAdminOnly: false,
        Events: [f.eventId],
        UseOriginalEventIds: true,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(json<Coupon>(res)).toMatchObject({
      OrganizatorId: organizer.profile.id,
      Code: 'Student20',
      CouponDiscount: { DiscountType: 'Percentage', Value: 0.2 },
      DisplayValue: '20',
      TotalCount: 100,
      RemainingCount: 100,
      RemainingCredit: null,
      MaximumTicketsPerUser: 4,
      MaximumTicketsPerEvent: 50,
      AllTicketCategories: false,
      Events: [f.eventId],
      EventId: f.eventId,
      UseOriginalEventIds: true,
      State: 'AVAILABLE',
      Disabled: false,
      IsBatch: false,
    });
  });

  it('keeps codes unique per organizer whatever their case (409 COUPON.CODE_TAKEN); another organizer may reuse it', async () => {
    await createCoupon(t, organizer, f.eventId, { Code: 'SUMMER' });
    const res = await t.app.inject({
      method: 'POST',
      url: couponsPath(organizer),
      headers: organizer.headers,
      payload: {
        CouponName: 'x',
        Code: 'summer',
        CouponDiscount: { DiscountType: 'Absolute', Value: 1 },
        Events: [f.eventId],
      },
    });
    expect(res.statusCode).toBe(409);
    expect(json<ApiError>(res)).toMatchObject({
      Code: 'COUPON.CODE_TAKEN',
      FieldErrors: { Code: ['SAME_VALUE_INVALID'] },
    });
    const other = await buildSaleFixture(t.app.db);
    const otherOrganizer = await buildOrganizer(t, other);
    expect((await createCoupon(t, otherOrganizer, other.eventId, { Code: 'SUMMER' })).Code).toBe('SUMMER');
  });

  it.each([
    [{ DiscountType: 'Percentage', Value: 20 }, 'MAX_VALUE'],
    [{ DiscountType: 'Percentage', Value: -0.1 }, 'MIN_VALUE'],
    [{ DiscountType: 'Absolute', Value: -5 }, 'MIN_VALUE'],
    [{ DiscountType: 'Voucher', Value: -5 }, 'MIN_VALUE'],
    [{ DiscountType: 'Absolute', Value: 1.005 }, 'INVALID_VALUE'],
  ])('refuses the discount %o on save (400 %s)', async (discount, key) => {
    const res = await t.app.inject({
      method: 'POST',
      url: couponsPath(organizer),
      headers: organizer.headers,
      payload: { CouponName: 'x', CouponDiscount: discount, Events: [f.eventId] },
    });
    expect(res.statusCode).toBe(400);
    expect(json<ApiError>(res)).toMatchObject({ Code: 'VALIDATION_FAILED' });
    expect(json<ApiError>(res).FieldErrors?.['CouponDiscount.Value']).toContain(key);
  });

  it('accepts a Price surcharge (negative value) and shows it with +', async () => {
    const coupon = await createCoupon(t, organizer, f.eventId, {
      CouponDiscount: { DiscountType: 'Price', Value: -2.5 },
    });
    expect(coupon).toMatchObject({
      CouponDiscount: { DiscountType: 'Price', Value: -2.5 },
      DisplayValue: '+2.50',
    });
  });

  it('refuses other cross-field mistakes with their form keys', async () => {
    const base = {
      CouponName: 'x',
      CouponDiscount: { DiscountType: 'Absolute', Value: 1 },
      Events: [f.eventId],
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ValidFrom: '2026-06-01T00:00:00Z', ValidTill: '2026-05-01T00:00:00Z' }, 'ValidTill', 'MIN_DATETIME'],
      [{ MinimumTicketsPerUser: 5, MaximumTicketsPerUser: 2 }, 'MaximumTicketsPerUser', 'MIN_VALUE'],
      [{ Type: 'OwnedEventCoupon' }, 'Owner', 'FIELD_REQUIRED'],
      [{ Events: [] }, 'Events', 'MIN_VALUE'],
      [{ Code: 'no spaces' }, 'Code', 'INVALID_VALUE'],
      [{ Events: [foreignEventId] }, 'Events', 'INVALID_VALUE'],
      // 1 CZK off a EUR event would count as 1 EUR off.
      [{ Currency: 'CZK' }, 'Currency', 'INVALID_VALUE'],
      [
        { Currency: 'CZK', CouponDiscount: { DiscountType: 'Voucher', Value: 500 } },
        'Currency',
        'INVALID_VALUE',
      ],
      [{ Owner: 'nobody@example.test', Type: 'OwnedEventCoupon' }, 'Owner', 'INVALID_VALUE'],
      [
        { AllTicketCategories: false, SeatsTicketCategories: [f.seating.id] },
        'SeatsTicketCategories',
        'INVALID_VALUE',
      ],
    ];
    for (const [patch, field, key] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: couponsPath(organizer),
        headers: organizer.headers,
        payload: { ...base, ...patch },
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(json<ApiError>(res).FieldErrors?.[field], JSON.stringify(patch)).toContain(key);
    }
    // A percentage fits any currency.
    const percentage = await createCoupon(t, organizer, f.eventId, { Currency: 'CZK' });
    expect(percentage.CouponDiscount).toEqual({ DiscountType: 'Percentage', Value: 0.2 });
  });

  it('answers 401 anonymous, 404 for an unknown profile or wrong type, 403 without a claim or as StatisticsViewer', async () => {
    const payload = {
      CouponName: 'x',
      CouponDiscount: { DiscountType: 'Absolute', Value: 1 },
      Events: [f.eventId],
    };
    const anonymous = await t.app.inject({ method: 'POST', url: couponsPath(organizer), payload });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/promoterprofile/6f1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11/coupons',
      headers: organizer.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const wrongType = await t.app.inject({
      method: 'GET',
      url: `/api/promoterprofile/${organizer.profile.id}/coupons`,
      headers: organizer.headers,
    });
    expect(wrongType.statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'POST',
      url: couponsPath(organizer),
      headers: stranger.headers,
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    const viewer = await buildOrganizer(t, f, 'StatisticsViewer');
    const read = await t.app.inject({ method: 'GET', url: couponsPath(organizer), headers: viewer.headers });
    expect(read.statusCode).toBe(200);
    const write = await t.app.inject({
      method: 'POST',
      url: couponsPath(organizer),
      headers: viewer.headers,
      payload,
    });
    expect(write.statusCode).toBe(403);
  });

  it('lists the organizer coupons and the event coupons (GET /coupon?eventId) for the organizer only', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `${couponsPath(organizer)}?perPage=2`,
      headers: organizer.headers,
    });
    expect(list.statusCode).toBe(200);
    const body = json<CouponList>(list);
    expect(body.Items).toHaveLength(2);
    expect(body.Total).toBeGreaterThan(2);
    expect(body.PerPage).toBe(2);
    const byEvent = await t.app.inject({
      method: 'GET',
      url: `/api/coupon?eventId=${f.eventId}`,
      headers: organizer.headers,
    });
    expect(byEvent.statusCode).toBe(200);
    expect(json<CouponList>(byEvent).Items.every((c) => c.Events.includes(f.eventId))).toBe(true);
    expect(json<CouponList>(byEvent).PerPage).toBe(1000);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/coupon?eventId=${f.eventId}` });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/coupon?eventId=${f.eventId}`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('POST /coupon creates for the active profile; PUT /coupon/{id} updates and disables (never deletes)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/coupon',
      headers: organizer.headers,
      payload: {
        CouponName: 'Early',
        CouponDiscount: { DiscountType: 'Absolute', Value: 5 },
        Events: [f.eventId],
        TotalCount: 10,
      },
    });
    expect(created.statusCode).toBe(201);
    const coupon = json<Coupon>(created);
    expect(coupon.OrganizatorId).toBe(organizer.profile.id);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/coupon/${coupon.Id}`,
      headers: organizer.headers,
      payload: { TotalCount: 20, CouponName: 'Early birds' },
    });
    expect(updated.statusCode).toBe(200);
    expect(json<Coupon>(updated)).toMatchObject({
      CouponName: 'Early birds',
      TotalCount: 20,
      RemainingCount: 20,
    });

    const outOfRange = await t.app.inject({
      method: 'PUT',
      url: `/api/coupon/${coupon.Id}`,
      headers: organizer.headers,
      payload: { CouponDiscount: { DiscountType: 'Percentage', Value: 1.5 } },
    });
    expect(outOfRange.statusCode).toBe(400);
    expect(json<ApiError>(outOfRange).FieldErrors?.['CouponDiscount.Value']).toContain('MAX_VALUE');

    const merged = await t.app.inject({
      method: 'PUT',
      url: `/api/coupon/${coupon.Id}`,
      headers: organizer.headers,
      payload: { ValidFrom: '2030-01-01T00:00:00Z', ValidTill: '2029-01-01T00:00:00Z' },
    });
    expect(merged.statusCode).toBe(400);
    expect(json<ApiError>(merged).FieldErrors?.ValidTill).toContain('MIN_DATETIME');

    const disabled = await t.app.inject({
      method: 'PUT',
      url: `${couponsPath(organizer)}/${coupon.Id}`,
      headers: organizer.headers,
      payload: { Disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    expect(json<Coupon>(disabled)).toMatchObject({
      Disabled: true,
      State: 'DISABLED',
      CouponName: 'Early birds',
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: couponsPath(organizer),
      headers: organizer.headers,
    });
    expect(json<CouponList>(listed).Items.some((c) => c.Id === coupon.Id)).toBe(true);
    const active = await t.app.inject({
      method: 'GET',
      url: `${couponsPath(organizer)}?includeDisabled=false`,
      headers: organizer.headers,
    });
    expect(json<CouponList>(active).Items.some((c) => c.Id === coupon.Id)).toBe(false);

    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/coupon/${coupon.Id}`,
      headers: stranger.headers,
      payload: { Disabled: false },
    });
    expect(foreign.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/coupon/6f1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11',
      headers: organizer.headers,
      payload: { Disabled: true },
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/coupon/${coupon.Id}`,
      payload: { Disabled: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a coupon is updated only under its own organizer path (404 under another profile)', async () => {
    const coupon = await createCoupon(t, organizer, f.eventId);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${couponsPath(stranger)}/${coupon.Id}`,
      headers: stranger.headers,
      payload: { Disabled: true },
    });
    expect(res.statusCode).toBe(404);
  });

  it('extends events to other dates of a group and keeps per-event counts through updates', async () => {
    const sibling = await buildSiblingEvent(t.app.db, f);
    const coupon = await createCoupon(t, organizer, f.eventId, { MaximumTicketsPerEvent: 3 });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/coupon/${coupon.Id}`,
      headers: organizer.headers,
      payload: { Events: [f.eventId, sibling.eventId] },
    });
    expect(res.statusCode).toBe(200);
    expect(json<Coupon>(res).Events).toEqual([f.eventId, sibling.eventId]);
  });
});

describe('bulk generation and CSV (beyond the spec)', () => {
  it('makes N single-use codes with the prefix and exports them as CSV', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${couponsPath(organizer)}/generate`,
      headers: organizer.headers,
      payload: {
        CouponName: 'Festival pass',
        CouponDiscount: { DiscountType: 'Absolute', Value: 10 },
        Events: [f.eventId],
        Count: 25,
        Prefix: 'fest',
      },
    });
    expect(res.statusCode).toBe(201);
    const batch = json<{ BatchId: string; Count: number; Codes: string[] }>(res);
    expect(batch.Codes).toHaveLength(25);
    expect(new Set(batch.Codes).size).toBe(25);
    for (const code of batch.Codes) expect(code).toMatch(/^FEST-[A-HJ-NP-Z2-9]{8}$/);

    const listed = await t.app.inject({
      method: 'GET',
      url: `${couponsPath(organizer)}?BatchId=${batch.BatchId}`,
      headers: organizer.headers,
    });
    const items = json<CouponList>(listed).Items;
    expect(items).toHaveLength(25);
    expect(
      items.every((c) => c.TotalCount === 1 && c.RemainingCount === 1 && c.BatchId === batch.BatchId),
    ).toBe(true);

    const csv = await t.app.inject({
      method: 'GET',
      url: `${couponsPath(organizer)}/csv?BatchId=${batch.BatchId}`,
      headers: organizer.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Code,CouponName,DiscountType,Value,Currency,ValidFrom,ValidTill,TotalCount,RemainingCount,Disabled',
    );
    expect(lines).toHaveLength(26);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual([...batch.Codes].sort());
    expect(lines[1]).toContain(',Festival pass,Absolute,10.00,EUR,');
  });

  it('refuses a bad count or prefix and foreign callers', async () => {
    const base = {
      CouponName: 'x',
      CouponDiscount: { DiscountType: 'Absolute', Value: 1 },
      Events: [f.eventId],
    };
    for (const patch of [{ Count: 0 }, { Count: 5001 }, { Count: 2, Prefix: 'has space' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${couponsPath(organizer)}/generate`,
        headers: organizer.headers,
        payload: { ...base, ...patch },
      });
      expect(res.statusCode).toBe(400);
    }
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${couponsPath(organizer)}/generate`,
      headers: stranger.headers,
      payload: { ...base, Count: 2 },
    });
    expect(foreign.statusCode).toBe(403);
    const csv = await t.app.inject({
      method: 'GET',
      url: `${couponsPath(organizer)}/csv`,
      headers: stranger.headers,
    });
    expect(csv.statusCode).toBe(403);
  });
});

describe('voucher templates (spec 3 §7)', () => {
  it('creates, lists, updates and deletes templates; buyers see only enabled ones', async () => {
    const url = `/api/event/${f.eventId}/voucherTemplates`;
    const created = await t.app.inject({
      method: 'POST',
      url,
      headers: organizer.headers,
      payload: { Name: 'Gift 25', Description: 'For a friend', Value: 25, Price: 25 },
    });
    expect(created.statusCode).toBe(201);
    const template = json<VoucherTemplate>(created);
    expect(template).toMatchObject({
      EventId: f.eventId,
      Value: 25,
      Price: 25,
      Currency: 'EUR',
      ValidityDays: 365,
      Disabled: false,
    });

    const hidden = await t.app.inject({
      method: 'POST',
      url,
      headers: organizer.headers,
      payload: { Name: 'Staff', Value: 10, Price: 0, Disabled: true },
    });
    expect(hidden.statusCode).toBe(201);
    const publicList = await t.app.inject({ method: 'GET', url });
    expect(json<VoucherTemplate[]>(publicList).map((v) => v.Name)).toEqual(['Gift 25']);
    const organizerList = await t.app.inject({ method: 'GET', url, headers: organizer.headers });
    expect(json<VoucherTemplate[]>(organizerList).map((v) => v.Name)).toEqual(['Gift 25', 'Staff']);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `${url}/${template.Id}`,
      headers: organizer.headers,
      payload: { Name: 'Gift 30', Value: 30, Price: 27.5, ValidityDays: 180 },
    });
    expect(updated.statusCode).toBe(200);
    expect(json<VoucherTemplate>(updated)).toMatchObject({
      Name: 'Gift 30',
      Value: 30,
      Price: 27.5,
      ValidityDays: 180,
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${url}/${template.Id}`,
      headers: organizer.headers,
    });
    expect(removed.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${url}/${template.Id}`,
      headers: organizer.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses bad values (400), anonymous (401), foreign (403) and unknown events (404)', async () => {
    const url = `/api/event/${f.eventId}/voucherTemplates`;
    const bad = await t.app.inject({
      method: 'POST',
      url,
      headers: organizer.headers,
      payload: { Name: 'x', Value: 0, Price: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json<ApiError>(bad).FieldErrors ?? {})).toEqual(
      expect.arrayContaining(['Value', 'Price']),
    );
    const anonymous = await t.app.inject({ method: 'POST', url, payload: { Name: 'x', Value: 1, Price: 1 } });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'POST',
      url,
      headers: stranger.headers,
      payload: { Name: 'x', Value: 1, Price: 1 },
    });
    expect(foreign.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/event/6f1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11/voucherTemplates',
    });
    expect(unknown.statusCode).toBe(404);
    const otherTemplate = await t.app.inject({
      method: 'PUT',
      url: `${url}/6f1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11`,
      headers: organizer.headers,
      payload: { Name: 'x', Value: 1, Price: 1 },
    });
    expect(otherTemplate.statusCode).toBe(404);
  });

  it('refuses a credit under a cent (fuzzer find: 5e-324 passed the schema and failed the insert, 500)', async () => {
    for (const Value of [5e-324, 0.001, 0.004]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/event/${f.eventId}/voucherTemplates`,
        headers: organizer.headers,
        payload: { Name: 'Tiny', Value, Price: 0 },
      });
      expect(res.statusCode, String(Value)).toBe(400);
      expect(json<ApiError>(res).FieldErrors, String(Value)).toHaveProperty('Value');
    }
  });
});

describe('partial updates keep what they leave out (bug fix)', () => {
  it('a bare { Disabled: true } keeps the code, counts, validity, type and scope', async () => {
    const coupon = await createCoupon(t, organizer, f.eventId, {
      Code: 'KEEPME',
      IsPublic: true,
      TotalCount: 40,
      MaximumTicketsPerUser: 3,
      ValidFrom: '2026-01-01T00:00:00.000Z',
      ValidTill: '2099-01-01T00:00:00.000Z',
      AllTicketCategories: false,
      SeatsTicketCategories: [f.categories.A],
      Sectors: [f.seating.id],
      IsAdminOnly: true,
      UseOriginalEventIds: true,
    });
    const url = `${couponsPath(organizer)}/${coupon.Id}`;
    for (const Disabled of [true, false]) {
      const res = await t.app.inject({
        method: 'PUT',
        url,
        headers: organizer.headers,
        payload: { Disabled },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { Disabled: _d, State: _s, ...kept } = json<Coupon>(res);
      const { Disabled: _d0, State: _s0, ...before } = coupon;
      expect(kept).toEqual(before);
    }
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/coupon/${coupon.Id}`,
      headers: organizer.headers,
      payload: { CouponName: 'Kept' },
    });
    expect(json<Coupon>(renamed)).toMatchObject({
      CouponName: 'Kept',
      Code: 'KEEPME',
      TotalCount: 40,
      IsPublic: true,
    });
  });
});

describe('disabling a coupon whose references have gone (bug fix)', () => {
  it('disables and enables alone without re-checking the rest; a full edit still reports the gone ticket type', async () => {
    const [category] = await t.app.db
      .insert(eventTicketCategories)
      .values({ eventId: f.eventId, key: `TMP${Date.now()}`, name: 'Temporary' })
      .returning();
    if (!category) throw new Error('category insert returned nothing');
    const coupon = await createCoupon(t, organizer, f.eventId, {
      AllTicketCategories: false,
      SeatsTicketCategories: [category.id],
    });
    await t.app.db.delete(eventTicketCategories).where(eq(eventTicketCategories.id, category.id));

    const url = `${couponsPath(organizer)}/${coupon.Id}`;
    const disabled = await t.app.inject({
      method: 'PUT',
      url,
      headers: organizer.headers,
      payload: { Disabled: true },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(json<Coupon>(disabled)).toMatchObject({
      Disabled: true,
      State: 'DISABLED',
      CouponName: 'Students',
    });
    const enabled = await t.app.inject({
      method: 'PUT',
      url,
      headers: organizer.headers,
      payload: { Disabled: false },
    });
    expect(enabled.statusCode).toBe(200);
    expect(json<Coupon>(enabled).Disabled).toBe(false);

    const renamed = await t.app.inject({
      method: 'PUT',
      url,
      headers: organizer.headers,
      payload: { CouponName: 'Renamed', Disabled: true },
    });
    expect(renamed.statusCode).toBe(400);
    expect(json<ApiError>(renamed).FieldErrors?.SeatsTicketCategories).toContain('INVALID_VALUE');
  });

  it('still refuses a toggle from a stranger (403) and of an unknown coupon (404)', async () => {
    const coupon = await createCoupon(t, organizer, f.eventId);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/coupon/${coupon.Id}`,
      headers: stranger.headers,
      payload: { Disabled: true },
    });
    expect(foreign.statusCode).toBe(403);
    const after = await t.app.inject({
      method: 'GET',
      url: `${couponsPath(organizer)}?includeDisabled=false`,
      headers: organizer.headers,
    });
    expect(json<CouponList>(after).Items.some((c) => c.Id === coupon.Id)).toBe(true);
  });
});
