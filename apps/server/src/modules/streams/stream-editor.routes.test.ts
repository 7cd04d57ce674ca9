import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../../db/schema/orders';
import { buildTestApp, type TestApp } from '../../testing/app';
import type { UserWithClaim } from '../../testing/factories';
import { caller, type Method, organizer, PICTURE, utcAt } from '../event-management/testing';
import { enableGates, followReturn, pay, submitCard } from '../payments/testing';
import { addStanding, createBasket } from '../ticketing/testing';

/** Issue 20: the organizer creates and edits a stream, or the stream of an own event. */

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: UserWithClaim;
let stranger: UserWithClaim;
let viewer: UserWithClaim;
let eventId: string;
let strangersEvent: string;

const STREAM = {
  Title: 'Night session',
  About: 'Live from the studio',
  Begin: utcAt(10, '18:00'),
  End: utcAt(10, '20:00'),
  TimeZone: 'Europe/Bratislava',
  StreamSellingChannel: 'Free',
};
const as = (who: UserWithClaim) => (method: Method, url: string, body?: unknown) =>
  call(method, url, who.headers, body);

beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t);
  owner = await organizer(t);
  stranger = await organizer(t);
  viewer = await organizer(t, { role: 'StatisticsViewer', profile: owner.profile });
  const event = async (who: UserWithClaim, name: string) => {
    const res = await as(who)('POST', '/api/event', { ProfileName: name, IsOnline: true });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.Id as string;
  };
  eventId = await event(owner, 'Streamed concert');
  strangersEvent = await event(stranger, 'Their concert');
});
afterAll(() => t.close());

describe('POST /api/stream and PUT /api/stream/{id}', () => {
  it('creates a free stream of the active profile, the author edits it and reads it back', async () => {
    const created = await as(owner)('POST', '/api/stream', { ...STREAM, Nickname: 'night-session' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ Nickname: 'night-session', EventId: null });
    const id = created.body._id as string;
    const edited = await as(owner)('PUT', `/api/stream/${id}`, {
      ...STREAM,
      Title: 'Late session',
      Status: 'DRAFT',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const read = await as(owner)('GET', `/api/stream/${id}`);
    expect(read.body).toMatchObject({
      Title: 'Late session',
      Status: 'DRAFT',
      Nickname: null,
      IsAuthor: true,
    });
    expect((await call('GET', `/api/stream/${id}`)).status).toBe(404); // a draft
    const taken = await as(stranger)('POST', '/api/stream', { ...STREAM, Nickname: 'NIGHT-session' });
    expect(taken.status).toBe(201); // the edit above cleared the nickname
  });

  it('links a paid stream to an own event; a second stream of that event is 409', async () => {
    const paid = { ...STREAM, StreamSellingChannel: 'Paid', EventId: eventId };
    const created = await as(owner)('POST', '/api/stream', paid);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.EventId).toBe(eventId);
    const read = await call('GET', `/api/stream/${created.body._id}`);
    expect(read.body).toMatchObject({ StreamSellingChannel: 'Paid', EventId: eventId, IsLocked: true });
    const second = await as(owner)('POST', '/api/stream', paid);
    expect(second.status).toBe(409);
    expect(second.body.Code).toBe('STREAM.EVENT_HAS_STREAM');
    const free = await as(owner)('POST', '/api/stream', STREAM);
    const moved = await as(owner)('PUT', `/api/stream/${free.body._id}`, paid);
    expect(moved.status).toBe(409);
    // Saving the linked stream again keeps its own event.
    expect((await as(owner)('PUT', `/api/stream/${created.body._id}`, paid)).status).toBe(200);
  });

  it('refuses another profile’s event, a statistics viewer and a stranger’s edit', async () => {
    const theirs = await as(owner)('POST', '/api/stream', {
      ...STREAM,
      StreamSellingChannel: 'Donate',
      EventId: strangersEvent,
    });
    expect(theirs.status).toBe(403);
    const unknown = await as(owner)('POST', '/api/stream', {
      ...STREAM,
      StreamSellingChannel: 'Paid',
      EventId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect((await as(viewer)('POST', '/api/stream', STREAM)).status).toBe(403);
    const own = await as(owner)('POST', '/api/stream', STREAM);
    expect((await as(stranger)('PUT', `/api/stream/${own.body._id}`, STREAM)).status).toBe(403);
    expect((await as(viewer)('PUT', `/api/stream/${own.body._id}`, STREAM)).status).toBe(403);
    expect((await call('POST', '/api/stream', {}, STREAM)).status).toBe(401);
  });

  it.each([
    ['no title', { Title: '  ' }, 'Title'],
    ['end before begin', { End: utcAt(9, '18:00') }, 'End'],
    ['an unknown time zone', { TimeZone: 'Mars/Olympus' }, 'TimeZone'],
    ['a paid stream without an event', { StreamSellingChannel: 'Paid' }, 'EventId'],
    ['an unknown selling channel', { StreamSellingChannel: 'Barter' }, 'StreamSellingChannel'],
    ['a too long about', { About: 'x'.repeat(5001) }, 'About'],
    ['a nickname the editor’s path uses', { Nickname: 'New' }, 'Nickname'],
    ['a price on a free stream', { Price: 5 }, 'Price'],
    ['a price with three decimals', { StreamSellingChannel: 'Paid', EventId: null, Price: 1.005 }, 'Price'],
  ])('answers 400 for %s', async (_why, change, field) => {
    const res = await as(owner)('POST', '/api/stream', { ...STREAM, ...change });
    expect(res.status).toBe(400);
    expect(res.body.Code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.FieldErrors ?? {})).toContain(field);
  });
});

describe('a paid stream’s price (the online event’s ticket category)', () => {
  it('makes the event’s one ticket category, changes its price from now on, and a fan buys a code that unlocks', async () => {
    const online = await as(owner)('POST', '/api/event', {
      ProfileName: 'Online premiere',
      IsOnline: true,
      Begin: utcAt(10, '18:00'),
    });
    const ev = online.body.Id as string;
    const paid = { ...STREAM, StreamSellingChannel: 'Paid', EventId: ev, Price: 12.5 };
    const created = await as(owner)('POST', '/api/stream', paid);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body._id as string;
    expect((await call('GET', `/api/stream/${id}`)).body.Price).toEqual({ Amount: 12.5, Currency: 'EUR' });
    const categories = `/api/event/${ev}/venueconfigurations/${ev}/ticketcategories`;
    const listed = await as(owner)('GET', categories);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({ Key: 'STREAM', Name: 'Night session', IsDonate: false });
    // A new price starts now and closes the old window; the same price again adds nothing.
    expect((await as(owner)('PUT', `/api/stream/${id}`, { ...paid, Price: 15 })).status).toBe(200);
    expect((await as(owner)('PUT', `/api/stream/${id}`, { ...paid, Price: 15 })).status).toBe(200);
    const after = (await as(owner)('GET', categories)).body[0];
    expect(after.BasePrices.map((p: { Price: number }) => p.Price)).toEqual([12.5, 15]);
    expect((await call('GET', `/api/stream/${id}`)).body.Price).toEqual({ Amount: 15, Currency: 'EUR' });

    // The online event is now complete enough to publish, and sells through the normal basket and payment.
    expect((await as(owner)('PUT', `/api/event/${ev}`, { ProfilePicture: PICTURE })).status).toBe(200);
    const responsible = await as(owner)('PUT', `/api/event/${ev}/responsible`, {
      Type: 'ResponsiblePerson',
      Name: 'Jana',
      Surname: 'Nováková',
      Birthday: '1990-04-01',
      Address: { AddressLine: 'Hlavná 1', City: 'Košice', Zip: '040 01', Country: 'SK' },
      Vat: 0,
    });
    expect(responsible.status, JSON.stringify(responsible.body)).toBe(200);
    const published = await as(owner)('PUT', `/api/event/${ev}/status?Status=PUBLISHED`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    await enableGates(t.app.db, owner.profile.id, ['BRAINTREE']);
    const guid = await createBasket(t);
    const held = await addStanding(t, ev, guid, after._id, 1);
    expect(held.statusCode, held.body).toBe(200);
    const answer = await pay(t, guid, 'BRAINTREE');
    expect(answer.statusCode, answer.body).toBe(200);
    const paidAnswer = answer.json();
    expect(paidAnswer.extraData.Total).toBe(15);
    await followReturn(t, await submitCard(t, paidAnswer));
    const [ticket] = await t.app.db
      .select()
      .from(tickets)
      .where(eq(tickets.orderId, paidAnswer.extraData.OrderId));
    expect(ticket?.code).toBeTruthy();
    const unlocked = await call('GET', `/api/stream/${id}?code=${ticket?.code}&device=device-fan-1`);
    expect(unlocked.status, JSON.stringify(unlocked.body)).toBe(200);
    expect(unlocked.body.IsLocked).toBe(false);
  });

  it('leaves an event’s own ticket categories alone: a price for it is refused', async () => {
    const online = await as(owner)('POST', '/api/event', { ProfileName: 'Own prices', IsOnline: true });
    const ev = online.body.Id as string;
    const made = await as(owner)('POST', `/api/event/${ev}/venueconfigurations/${ev}/ticketcategories`, {
      Name: 'Viewer',
      BasePrices: [{ Price: 9 }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const res = await as(owner)('POST', '/api/stream', {
      ...STREAM,
      StreamSellingChannel: 'Paid',
      EventId: ev,
      Price: 10,
    });
    expect(res.status).toBe(400);
    expect(res.body.FieldErrors).toHaveProperty('Price');
    // Without a price it links as before: the event's categories sell it.
    const linked = await as(owner)('POST', '/api/stream', {
      ...STREAM,
      StreamSellingChannel: 'Paid',
      EventId: ev,
    });
    expect(linked.status).toBe(201);
  });
});
