import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import type { UserWithClaim } from '../../testing/factories';
import { buildVenue } from '../ticketing/testing';
import { caller, organizer, PICTURE, utcAt } from './testing';

/**
 * Issue 15 row 5: the wizard in order — seat categories are made in the layout step (step 4, no price yet)
 * and priced in step 6. A category the layout's seats use can be renamed (the seats follow: they refer to
 * its key) but neither deleted nor re-keyed, which would strand the seats and fail publishing later.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: UserWithClaim;

beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t);
  owner = await organizer(t);
});
afterAll(() => t?.close());

/** An in-product event at a venue whose seats use key A, its standing sector GA and its merchandise MERCH. */
async function seatedEvent() {
  const { venue, configuration } = await buildVenue(t.app.db);
  const event = (
    await call('POST', '/api/event', owner.headers, {
      ProfileName: 'Layout first',
      Begin: utcAt(30, '18:00'),
      ProfilePicture: PICTURE,
      SellingChannelInfo: { SellingChannel: 'Marquee' },
    })
  ).body;
  await call('PUT', `/api/event/${event.Id}/setvenue`, owner.headers, { VenueId: venue.id });
  return {
    eventId: event.Id as string,
    base: `/api/event/${event.Id}/venueconfigurations/${configuration.id}/ticketcategories`,
  };
}

describe('ticket categories made at layout time (issue 15 row 5)', () => {
  it('are created without a price, keep their key through renames, and stay while seats use them', async () => {
    const { base, eventId } = await seatedEvent();
    // Step 4: the layout editor names the seats' category; nothing is priced yet.
    const stalls = await call('POST', base, owner.headers, { Name: 'Stalls', Key: 'A', Color: '#E74C3C' });
    expect(stalls.status).toBe(201);
    expect(stalls.body).toMatchObject({ Key: 'A', Name: 'Stalls', BasePrices: [] });
    const url = `${base}/${stalls.body._id}`;

    const removed = await call('DELETE', url, owner.headers);
    expect(removed.status).toBe(409);
    expect(removed.body.Code).toBe('TICKET_CATEGORY.IN_USE');
    const rekeyed = await call('PUT', url, owner.headers, { Key: 'STALLS' });
    expect(rekeyed.status).toBe(409);
    expect(rekeyed.body).toMatchObject({
      Code: 'TICKET_CATEGORY.IN_USE',
      FieldErrors: { Key: ['INVALID_VALUE'] },
    });
    const renamed = await call('PUT', url, owner.headers, { Name: 'Parterre' });
    expect(renamed.body).toMatchObject({ Name: 'Parterre', Key: 'A' });
    // The standing sector's own category may be re-keyed only together with the sector: same rule.
    const floor = (await call('POST', base, owner.headers, { Name: 'Floor', Key: 'GA' })).body;
    expect((await call('DELETE', `${base}/${floor._id}`, owner.headers)).status).toBe(409);
    // A category nothing uses goes as before.
    const spare = (await call('POST', base, owner.headers, { Name: 'Spare' })).body;
    expect(spare.Key).toBe('SPARE');
    expect((await call('PUT', `${base}/${spare._id}`, owner.headers, { Key: 'SPARE_2' })).status).toBe(200);
    expect((await call('DELETE', `${base}/${spare._id}`, owner.headers)).status).toBe(204);

    // Step 6 prices what step 4 made; then publishing finds every seat's category.
    const publish = () => call('PUT', `/api/event/${eventId}/status?Status=PUBLISHED`, owner.headers);
    expect((await publish()).body.FieldErrors.TicketCategories).toEqual(['FIELD_REQUIRED', 'INVALID_VALUE']);
    await call('POST', `${url}/baseprices`, owner.headers, { Price: 25 });
    await call('POST', `${base}/${floor._id}/baseprices`, owner.headers, { Price: 15 });
    await call('POST', base, owner.headers, { Name: 'Shirt', Key: 'MERCH', BasePrices: [{ Price: 12 }] });
    await call('PUT', `/api/event/${eventId}/responsible`, owner.headers, {
      Type: 'ResponsiblePerson',
      Name: 'Jana',
      Surname: 'Nováková',
      Birthday: '1990-04-01',
      Address: { AddressLine: 'Hlavná 1', City: 'Košice', Country: 'SK' },
      Vat: 0.23,
    });
    const published = await publish();
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  });
});
