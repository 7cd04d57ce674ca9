import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventResponsibles } from '../../db/schema/event-management';
import { basketItems, baskets } from '../../db/schema/ticketing';
import { buildTestApp, type TestApp } from '../../testing/app';
import type { UserWithClaim } from '../../testing/factories';
import { caller, organizer } from './testing';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: UserWithClaim;
let stranger: UserWithClaim;
let eventId: string;

beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t);
  owner = await organizer(t);
  stranger = await organizer(t);
  eventId = (await call('POST', '/api/event', owner.headers, { ProfileName: 'Paid show' })).body.Id;
});
afterAll(async () => {
  await t?.close();
});

const address = { AddressLine: 'Hlavná 1', City: 'Košice', Zip: '040 01', Country: 'SK' };
const person = {
  Type: 'ResponsiblePerson',
  Name: 'Jana',
  Surname: 'Nováková',
  Birthday: '1990-04-01',
  Address: address,
  Iban: 'SK31 1200 0000 1987 4263 7541',
  Vat: 0.23,
};
const company = {
  Type: 'ResponsibleCompany',
  Name: 'ignored',
  Surname: 'ignored',
  Address: address,
  Vat: 0.23,
  CompanyDetails: {
    CompanyName: 'Koncerty s.r.o.',
    ICO: '12345678',
    DIC: '2020123456',
    IcDph: 'SK2020123456',
    IsZeroVat: false,
  },
};

describe('PUT /event/{id}/responsible', () => {
  it('stores a person (IBAN normalized, VAT as a fraction) and answers it', async () => {
    const res = await call('PUT', `/api/event/${eventId}/responsible`, owner.headers, person);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      Type: 'ResponsiblePerson',
      Name: 'Jana',
      Iban: 'SK3112000000198742637541',
      Vat: 0.23,
      CompanyDetails: null,
      IsLocked: false,
    });
    expect((await call('GET', `/api/event/${eventId}/responsible`, owner.headers)).body.Name).toBe('Jana');
    expect((await call('GET', `/api/event/${eventId}/management`, owner.headers)).body.Responsible.Type).toBe(
      'ResponsiblePerson',
    );
  });

  it('a company gets a dash as name and surname; a non-payer has no VAT number', async () => {
    const res = await call('PUT', `/api/event/${eventId}/responsible`, owner.headers, {
      ...company,
      Vat: 0,
      CompanyDetails: { ...company.CompanyDetails, IsZeroVat: true },
    });
    expect(res.body).toMatchObject({
      Name: '-',
      Surname: '-',
      Birthday: null,
      CompanyDetails: { CompanyName: 'Koncerty s.r.o.', IcDph: null, IsZeroVat: true },
    });
  });

  it('refuses with the organizer form’s keys', async () => {
    const bad = await call('PUT', `/api/event/${eventId}/responsible`, owner.headers, {
      ...person,
      Name: 'J',
      Surname: '',
      Birthday: '2999-01-01',
      Iban: 'SK31 1200 0000 1987 4263 7542',
      Vat: 0.07,
      Address: { ...address, AddressLine: ' ', Country: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.FieldErrors).toEqual({
      Name: ['MIN_LENGTH'],
      Surname: ['FIELD_REQUIRED'],
      Birthday: ['MAX_DATETIME'],
      Iban: ['INVALID_VALUE'],
      'Address.AddressLine': ['FIELD_REQUIRED'],
      'Address.Country': ['CHOOSE_OPTION_REQUIRED'],
    });
    const slovakRate = await call('PUT', `/api/event/${eventId}/responsible`, owner.headers, {
      ...person,
      Vat: 0.07,
    });
    expect(slovakRate.body.FieldErrors).toEqual({ Vat: ['CHOOSE_OPTION_REQUIRED'] });
    const percent = await call('PUT', `/api/event/${eventId}/responsible`, owner.headers, {
      ...person,
      Vat: 23,
    });
    expect(percent.body.FieldErrors).toEqual({ Vat: ['MAX_VALUE'] });
    const noCompany = await call('PUT', `/api/event/${eventId}/responsible`, owner.headers, {
      ...company,
      CompanyDetails: { CompanyName: 'K', ICO: '', DIC: '' },
    });
    expect(noCompany.body.FieldErrors).toEqual({
      'CompanyDetails.CompanyName': ['MIN_LENGTH'],
      'CompanyDetails.ICO': ['FIELD_REQUIRED'],
      'CompanyDetails.DIC': ['FIELD_REQUIRED'],
    });
  });

  it('401 anonymous, 403 strangers, 403 RESPONSIBLE_LOCKED once sales locked it', async () => {
    const url = `/api/event/${eventId}/responsible`;
    expect((await call('PUT', url, {}, person)).status).toBe(401);
    expect((await call('PUT', url, stranger.headers, person)).status).toBe(403);
    expect((await call('GET', url, stranger.headers)).status).toBe(403);
    await t.app.db
      .update(eventResponsibles)
      .set({ lockedAt: new Date() })
      .where(eq(eventResponsibles.eventId, eventId));
    const locked = await call('PUT', url, owner.headers, person);
    expect(locked.status).toBe(403);
    expect(locked.body.Code).toBe('RESPONSIBLE_LOCKED');
    expect((await call('GET', url, owner.headers)).body.IsLocked).toBe(true);
  });
});

describe('locked by a sale', () => {
  it('the first sold ticket locks the responsible party and counts as sold', async () => {
    const event = (
      await call('POST', '/api/event', owner.headers, { ProfileName: 'Selling show', IsOnline: true })
    ).body;
    const url = `/api/event/${event.Id}/responsible`;
    expect((await call('PUT', url, owner.headers, person)).status).toBe(200);
    const category = (
      await call(
        'POST',
        `/api/event/${event.Id}/venueconfigurations/${event.Id}/ticketcategories`,
        owner.headers,
        {
          Name: 'Online',
          BasePrices: [{ Price: 5 }],
        },
      )
    ).body;
    const [basket] = await t.app.db.insert(baskets).values({}).returning();
    await t.app.db.insert(basketItems).values({
      basketId: basket?.id ?? '',
      eventId: event.Id,
      sectorKey: category._id,
      ticketCategoryId: category._id,
      status: 'SOLD',
      priceMinor: 500,
      originalPriceMinor: 500,
      validTill: new Date(),
    });
    const locked = await call('PUT', url, owner.headers, { ...person, Name: 'Eva' });
    expect(locked.status).toBe(403);
    expect(locked.body.Code).toBe('RESPONSIBLE_LOCKED');
    const view = (await call('GET', `/api/event/${event.Id}/management`, owner.headers)).body;
    expect(view).toMatchObject({ TicketsSold: 1, Responsible: { Name: 'Jana', IsLocked: true } });
    const mine = (await call('GET', `/api/event/myevents/${owner.profile.id}?key=selling`, owner.headers))
      .body;
    expect(mine[0]).toMatchObject({ Id: event.Id, TicketsSold: 1 });
  });
});

describe('/{type}/{id}/responsible(s)', () => {
  it('the profile’s own party: 404 until set, then answered', async () => {
    const url = `/api/promoterprofile/${owner.profile.id}/responsible`;
    expect((await call('GET', url, owner.headers)).status).toBe(404);
    expect((await call('PUT', url, owner.headers, company)).status).toBe(200);
    expect((await call('PUT', url, owner.headers, { ...company, Vat: 0.19 })).body.Vat).toBe(0.19);
    expect((await call('GET', url, owner.headers)).body).toMatchObject({
      Type: 'ResponsibleCompany',
      Vat: 0.19,
    });
    expect((await call('GET', url, stranger.headers)).status).toBe(403);
    expect(
      (await call('GET', `/api/buildingprofile/${owner.profile.id}/responsible`, owner.headers)).status,
    ).toBe(404);
    expect(
      (await call('GET', `/api/venueprofile/${owner.profile.id}/responsible`, owner.headers)).body.Code,
    ).toBe('UNSUPPORTED_PROFILE_TYPE');
  });

  it('saved templates: SaveAsTemplate adds once, PUT replaces the list keeping ids', async () => {
    const me = await organizer(t);
    const event = (await call('POST', '/api/event', me.headers, { ProfileName: 'Templated' })).body;
    const url = `/api/promoterprofile/${me.profile.id}/responsibles`;
    expect((await call('GET', url, me.headers)).body).toEqual([]);
    for (let i = 0; i < 2; i++)
      await call('PUT', `/api/event/${event.Id}/responsible`, me.headers, {
        ...person,
        SaveAsTemplate: true,
      });
    const saved = (await call('GET', url, me.headers)).body;
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ Name: 'Jana', Iban: 'SK3112000000198742637541' });

    const replaced = await call('PUT', url, me.headers, [{ ...saved[0], Name: 'Janka' }, company]);
    expect(replaced.status).toBe(200);
    expect(replaced.body).toHaveLength(2);
    expect(replaced.body[0]).toMatchObject({ Id: saved[0].Id, Name: 'Janka' });
    const invalid = await call('PUT', url, me.headers, [person, { ...person, Birthday: null }]);
    expect(invalid.body.FieldErrors).toEqual({ '1.Birthday': ['FIELD_REQUIRED'] });
    expect((await call('PUT', url, stranger.headers, [])).status).toBe(403);
    expect((await call('PUT', url, me.headers, [])).body).toEqual([]);
  });
});
