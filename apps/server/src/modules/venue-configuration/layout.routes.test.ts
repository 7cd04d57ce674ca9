import { generateSeatBlock } from '@marquee/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketItems, baskets } from '../../db/schema/ticketing';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildCity, type UserWithClaim } from '../../testing/factories';
import { caller, organizer, utcAt } from '../event-management/testing';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: UserWithClaim;
let other: UserWithClaim;
let cityId: string;

beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t);
  owner = await organizer(t);
  other = await organizer(t);
  cityId = (await buildCity(t.app.db, { name: 'Hallburg' })).id;
});
afterAll(async () => {
  await t?.close();
});

const venueBody = () => ({
  Name: 'New Hall',
  AddressContact: { AddressLine: 'Hall street 1', City: 'Hallburg', Country: 'SK' },
  CityId: cityId,
  LonLat: { Lon: 17.1, Lat: 48.15 },
});

/** An event of `who` at a new venue of theirs; answers the URL of its layout. */
async function eventAtNewVenue(who: UserWithClaim) {
  const venue = (await call('POST', '/api/venue', who.headers, venueBody())).body;
  const event = (
    await call('POST', '/api/event', who.headers, { ProfileName: 'Seated show', Begin: utcAt(20, '19:00') })
  ).body;
  await call('PUT', `/api/event/${event.Id}/setvenue`, who.headers, { VenueId: venue._id });
  return {
    venue,
    eventId: event.Id as string,
    layout: `/api/event/${event.Id}/venueconfigurations/${venue.ConfigurationId}`,
  };
}

const block = (rows: number, seatsPerRow: number) =>
  generateSeatBlock({
    rows,
    seatsPerRow,
    origin: { X: 100, Y: 200 },
    seatSpacing: 40,
    rowSpacing: 45,
    ticketCategoryKey: 'A',
  });

describe('POST /venue', () => {
  it('an organizer creates a venue with an empty layout; the zone follows the map', async () => {
    const res = await call('POST', '/api/venue', owner.headers, venueBody());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ Name: 'New Hall', TimeZone: 'Europe/Bratislava' });
    expect((await call('POST', '/api/venue', {}, venueBody())).status).toBe(401);
    const visitor = await organizer(t, { profile: { type: 'VisitorProfile' } });
    expect((await call('POST', '/api/venue', visitor.headers, venueBody())).status).toBe(403);
    const unknownCity = await call('POST', '/api/venue', owner.headers, {
      ...venueBody(),
      CityId: owner.profile.id,
    });
    expect(unknownCity.body.FieldErrors).toEqual({ CityId: ['CHOOSE_OPTION_REQUIRED'] });
  });
});

describe('sectors, rows and seats', () => {
  it('draws a 10 × 20 seating sector and a standing sector of 300', async () => {
    const { layout, venue } = await eventAtNewVenue(owner);
    const seating = await call('POST', `${layout}/sector`, owner.headers, {
      Type: 'SeatingSector',
      Name: 'Parter',
    });
    expect(seating.status).toBe(201);
    expect(seating.body).toMatchObject({ Color: '3598db', Order: 0, Capacity: null, Rows: [] });
    const noCapacity = await call('POST', `${layout}/sector`, owner.headers, {
      Type: 'StandingSector',
      Name: 'Floor',
    });
    expect(noCapacity.body.FieldErrors).toEqual({ Capacity: ['FIELD_REQUIRED'] });
    const standing = await call('POST', `${layout}/sector`, owner.headers, {
      Type: 'StandingSector',
      Name: 'Floor',
      Capacity: 300,
      TicketCategoryId: 'GA',
      Color: '#2ECC71',
      MinimumTicketsPerPurchase: 2,
      MaximumTicketsPerPurchase: 8,
    });
    expect(standing.body).toMatchObject({ Order: 1, Capacity: 300, Color: '2ecc71', TicketCategoryId: 'GA' });

    const rows = await call('PUT', `${layout}/sector/${seating.body._id}/rows`, owner.headers, {
      Rows: block(10, 20),
    });
    expect(rows.status).toBe(200);
    expect(rows.body.Rows).toHaveLength(10);
    expect(rows.body.Rows.flatMap((row: { Seats: unknown[] }) => row.Seats)).toHaveLength(200);

    const full = (await call('GET', `${layout}/layout`, owner.headers)).body;
    expect(full.Sectors.map((s: { Name: string }) => s.Name)).toEqual(['Parter', 'Floor']);
    // The public read side sees the same layout.
    const publicVenue = (await call('GET', `/api/venue/${venue._id}`)).body;
    expect(publicVenue.Sectors).toHaveLength(2);

    const order = await call('PUT', `/api/venue/${venue._id}/sector/order`, owner.headers, {
      OrderedSectorIds: [standing.body._id],
    });
    expect(order.status).toBe(204);
    const reordered = (await call('GET', `${layout}/layout`, owner.headers)).body;
    expect(reordered.Sectors.map((s: { Name: string }) => s.Name)).toEqual(['Floor', 'Parter']);
    expect(
      (
        await call('PUT', `/api/venue/${venue._id}/sector/order`, other.headers, {
          OrderedSectorIds: [standing.body._id],
        })
      ).body.Code,
    ).toBe('LAYOUT.NOT_EDITABLE');
  });

  it('refuses empty and duplicate names; keeps seat ids; never moves or removes a sold seat', async () => {
    const { layout, eventId } = await eventAtNewVenue(owner);
    const sector = (
      await call('POST', `${layout}/sector`, owner.headers, { Type: 'SeatingSector', Name: 'Balcony' })
    ).body;
    const url = `${layout}/sector/${sector._id}/rows`;
    const plan = block(2, 3);
    const bad = structuredClone(plan);
    const [firstRow, secondRow] = bad;
    if (!firstRow?.Seats[1] || !secondRow?.Seats[0]) throw new Error('plan');
    firstRow.Seats[1].Name = '1';
    secondRow.Seats[0].Name = ' ';
    const refused = await call('PUT', url, owner.headers, { Rows: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.FieldErrors).toEqual({
      'Rows.0.Seats.1.Name': ['SAME_VALUE_INVALID'],
      'Rows.1.Seats.0.Name': ['FIELD_REQUIRED'],
    });

    const saved = (await call('PUT', url, owner.headers, { Rows: plan })).body;
    const seat = saved.Rows[0].Seats[0];
    // Sell the first seat.
    const category = (
      await call('POST', `${layout}/ticketcategories`, owner.headers, {
        Name: 'A',
        Key: 'A',
        BasePrices: [{ Price: 10 }],
      })
    ).body;
    const [basket] = await t.app.db.insert(baskets).values({}).returning();
    await t.app.db.insert(basketItems).values({
      basketId: basket?.id ?? '',
      eventId,
      sectorKey: sector._id,
      sectorId: sector._id,
      seatId: seat._id,
      ticketCategoryId: category._id,
      status: 'SOLD',
      priceMinor: 1000,
      originalPriceMinor: 1000,
      validTill: new Date(),
    });
    const reread = (await call('GET', `${layout}/layout`, owner.headers)).body;
    expect(reread.Sectors[0].Rows[0].Seats[0]).toMatchObject({ _id: seat._id, IsTaken: true });

    const withIds = saved.Rows.map(
      (row: { _id: string; Name: string; Seats: Record<string, unknown>[] }) => ({
        _id: row._id,
        Name: row.Name,
        Seats: row.Seats.map((s) => ({ ...s })),
      }),
    );
    const moved = structuredClone(withIds);
    moved[0].Seats[0].CenterPosition = { X: 999, Y: 999 };
    const movedRes = await call('PUT', url, owner.headers, { Rows: moved });
    expect(movedRes.status).toBe(409);
    expect(movedRes.body).toMatchObject({
      Code: 'LAYOUT.SEAT_TAKEN',
      FieldErrors: { 'Rows.0.Seats.0.CenterPosition': ['INVALID_VALUE'] },
    });
    const removed = structuredClone(withIds);
    removed[0].Seats.shift();
    const removedRes = await call('PUT', url, owner.headers, { Rows: removed });
    expect(removedRes.body.Code).toBe('LAYOUT.SEAT_TAKEN');
    expect(removedRes.body.Message).toContain('row 1 seat 1');

    // Renaming, swapping names and moving free seats is fine; the sold seat keeps its id.
    const swapped = structuredClone(withIds);
    swapped[0].Seats[1].Name = '3';
    swapped[0].Seats[2].Name = '2';
    swapped[1].Seats[0].CenterPosition = { X: 5, Y: 5 };
    swapped[1].Seats.push({ Name: '4', CenterPosition: { X: 300, Y: 300 }, TicketCategoryId: 'A' });
    const ok = await call('PUT', url, owner.headers, { Rows: swapped });
    expect(ok.status).toBe(200);
    expect(ok.body.Rows[0].Seats.map((s: { _id: string; Name: string }) => [s._id, s.Name])).toEqual([
      [seat._id, '1'],
      [saved.Rows[0].Seats[1]._id, '3'],
      [saved.Rows[0].Seats[2]._id, '2'],
    ]);
    expect(ok.body.Rows[1].Seats).toHaveLength(4);

    const deleteSector = await call('DELETE', `${layout}/sector/${sector._id}`, owner.headers);
    expect(deleteSector.status).toBe(409);
    expect(deleteSector.body.Code).toBe('LAYOUT.SECTOR_IN_USE');
  });

  it('another organizer at someone’s hall copies the layout for the event before changing it', async () => {
    const hallOwner = await organizer(t);
    const { venue, layout: hallLayoutUrl } = await eventAtNewVenue(hallOwner);
    const hallSector = (
      await call('POST', `${hallLayoutUrl}/sector`, hallOwner.headers, {
        Type: 'SeatingSector',
        Name: 'Stalls',
      })
    ).body;
    await call('PUT', `${hallLayoutUrl}/sector/${hallSector._id}/rows`, hallOwner.headers, {
      Rows: block(2, 2),
    });

    const guest = (await call('POST', '/api/event', other.headers, { ProfileName: 'Guest show' })).body;
    await call('PUT', `/api/event/${guest.Id}/setvenue`, other.headers, { VenueId: venue._id });
    const eventId = guest.Id as string;
    const layout = `/api/event/${eventId}/venueconfigurations/${venue.ConfigurationId}`;
    const refused = await call('POST', `${layout}/sector`, other.headers, {
      Type: 'VirtualSector',
      Name: 'Merch',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.Code).toBe('LAYOUT.NOT_EDITABLE');
    // This event's own switches need no layout rights.
    const hidden = await call('PUT', `${layout}/sector/${hallSector._id}`, other.headers, { IsHidden: true });
    expect(hidden.body).toMatchObject({ IsHidden: true, Name: 'Stalls' });

    const copy = await call('POST', `/api/event/${eventId}/venueconfigurations`, other.headers, {
      Name: 'Our setup',
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ Name: 'Our setup', IsEventLayout: true, VenueId: venue._id });
    expect(copy.body.Sectors[0]).toMatchObject({ Name: 'Stalls', IsHidden: true });
    expect(copy.body.Sectors[0].Rows.flatMap((r: { Seats: unknown[] }) => r.Seats)).toHaveLength(4);
    const ownLayout = `/api/event/${eventId}/venueconfigurations/${copy.body.Id}`;
    expect(
      (await call('POST', `${ownLayout}/sector`, other.headers, { Type: 'VirtualSector', Name: 'Merch' }))
        .status,
    ).toBe(201);
    // The hall's own layout is untouched.
    expect((await call('GET', `${hallLayoutUrl}/layout`, hallOwner.headers)).body.Sectors).toHaveLength(1);
    expect((await call('GET', `${ownLayout}/layout`, hallOwner.headers)).status).toBe(403);
  });
});

describe('drawing, shapes, gates and waves', () => {
  it('sanitizes the SVG and stores shapes, pins and texts', async () => {
    const { layout } = await eventAtNewVenue(owner);
    const svg = await call('PUT', `${layout}/svg`, owner.headers, {
      Svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><script>alert(1)</script><path id="parter" d="M0 0h10v10z" onclick="x()"/></svg>',
      Width: 800,
      Height: 600,
    });
    expect(svg.status).toBe(200);
    expect(svg.body.Svg).toContain('id="parter"');
    expect(svg.body.Svg).not.toContain('script');
    expect(svg.body.Svg).not.toContain('onclick');
    const shapes = await call('PUT', `${layout}/shapes`, owner.headers, [
      {
        Shape: [
          { X: 0, Y: 0 },
          { X: 100, Y: 0 },
          { X: 100, Y: 40 },
        ],
        FillColor: '#333333',
      },
      {
        Shape: [{ X: 50, Y: 20 }],
        ShapeText: { Text: 'STAGE', Color: 'ffffff', FontSize: 24, RotationAngle: 0 },
      },
      { Shape: [{ X: 10, Y: 10 }], ImageId: '/demo/images/bar.svg', Caption: 'Bar' },
    ]);
    expect(shapes.body.AdditionalShapes).toMatchObject([
      { FillColor: '333333', ShapeText: null },
      { ShapeText: { Text: 'STAGE' }, Caption: 'STAGE' },
      { ImageId: '/demo/images/bar.svg', Caption: 'Bar' },
    ]);
  });

  it('keeps the layout editor’s drawing: its marked layer and polygon outlines that the seat map finds', async () => {
    const { layout } = await eventAtNewVenue(owner);
    const sector = (
      await call('POST', `${layout}/sector`, owner.headers, {
        Type: 'StandingSector',
        Name: 'Floor',
        Capacity: 300,
        SvgId: 'sector-1',
      })
    ).body;
    const drawing =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 800" width="1000" height="800">' +
      '<rect width="1000" height="800" fill="#f8f9fa"/><g data-marquee-editor="1">' +
      '<polygon points="100,100 500,100 500,400 100,400" id="sector-1" fill="#3598db" fill-opacity="0.18"/>' +
      '<text x="300" y="250" font-size="14" text-anchor="middle" transform="rotate(90 300 250)">Floor</text></g></svg>';
    const saved = await call('PUT', `${layout}/svg`, owner.headers, {
      Svg: drawing,
      Width: 1000,
      Height: 800,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.Svg).toContain('data-marquee-editor="1"');
    expect(saved.body.Svg).toContain('points="100,100 500,100 500,400 100,400"');
    expect(saved.body.Svg).toContain('id="sector-1"');
    expect(saved.body.Svg).toContain('rotate(90 300 250)');
    expect(saved.body.Sectors[0]).toMatchObject({ _id: sector._id, SvgId: 'sector-1' });
    // Another organizer may not replace it.
    expect(
      (await call('PUT', `${layout}/svg`, other.headers, { Svg: drawing, Width: 1000, Height: 800 })).status,
    ).toBe(403);
  });

  it('gates: create, refuse duplicates, assign to sectors, delete', async () => {
    const { layout, venue } = await eventAtNewVenue(owner);
    const sector = (
      await call('POST', `${layout}/sector`, owner.headers, {
        Type: 'StandingSector',
        Name: 'Floor',
        Capacity: 50,
      })
    ).body;
    const gate = await call('POST', `/api/venue/${venue._id}/gate`, owner.headers, { Name: 'North' });
    expect(gate.status).toBe(201);
    expect(
      (await call('POST', `/api/venue/${venue._id}/gate`, owner.headers, { Name: 'North' })).status,
    ).toBe(409);
    expect(
      (await call('POST', `/api/venue/${venue._id}/gate`, other.headers, { Name: 'South' })).status,
    ).toBe(403);
    const assigned = await call('POST', `/api/venue/${venue._id}/${sector._id}/gate`, owner.headers, {
      GateIds: [gate.body._id],
    });
    expect(assigned.body).toEqual({ GateIds: [gate.body._id] });
    const view = (await call('GET', `${layout}/layout`, owner.headers)).body;
    expect(view.Gates).toEqual([{ _id: gate.body._id, Name: 'North' }]);
    expect(view.Sectors[0].GateIds).toEqual([gate.body._id]);
    expect(
      (await call('DELETE', `/api/venue/${venue._id}/gate/${gate.body._id}`, owner.headers)).status,
    ).toBe(204);
    expect((await call('GET', `${layout}/layout`, owner.headers)).body.Sectors[0].GateIds).toEqual([]);
  });

  it('gates belong to the venue: an organizer with a layout copy there neither deletes nor adds them (issue 16 #3)', async () => {
    const hallOwner = await organizer(t);
    const { venue } = await eventAtNewVenue(hallOwner);
    const gate = (await call('POST', `/api/venue/${venue._id}/gate`, hallOwner.headers, { Name: 'Main' }))
      .body;
    // Organizer B: an event at A's venue with its own copy of the layout.
    const guest = (await call('POST', '/api/event', other.headers, { ProfileName: 'Guest gig' })).body;
    await call('PUT', `/api/event/${guest.Id}/setvenue`, other.headers, { VenueId: venue._id });
    const copy = await call('POST', `/api/event/${guest.Id}/venueconfigurations`, other.headers, {
      Name: 'Our copy',
    });
    expect(copy.status).toBe(201);
    const removed = await call('DELETE', `/api/venue/${venue._id}/gate/${gate._id}`, other.headers);
    expect(removed.status).toBe(403);
    expect(removed.body.Code).toBe('LAYOUT.NOT_EDITABLE');
    const added = await call('POST', `/api/venue/${venue._id}/gate`, other.headers, { Name: 'Side door' });
    expect(added.status).toBe(403);
    expect(added.body.Code).toBe('LAYOUT.NOT_EDITABLE');
    // B's copy still shows the venue's gates (read) and may lead its own sectors through them.
    const own = `/api/event/${guest.Id}/venueconfigurations/${copy.body.Id}`;
    expect((await call('GET', `${own}/layout`, other.headers)).body.Gates).toEqual([
      { _id: gate._id, Name: 'Main' },
    ]);
  });

  it('waves per event: set, refuse loops, remove', async () => {
    const { layout, venue, eventId } = await eventAtNewVenue(owner);
    const add = async (name: string) =>
      (
        await call('POST', `${layout}/sector`, owner.headers, {
          Type: 'StandingSector',
          Name: name,
          Capacity: 10,
        })
      ).body;
    const early = await add('Early bird');
    const regular = await add('Regular');
    const url = (sector: string, what: string) =>
      `/api/venue/${venue._id}/sector/${sector}/${what}?eventId=${eventId}`;
    expect(
      (await call('PUT', url(early._id, 'nextWaveId'), owner.headers, { NextWaveId: regular._id })).status,
    ).toBe(204);
    const at = utcAt(5, '12:00');
    expect(
      (
        await call('PUT', url(early._id, 'nextWaveActivationTime'), owner.headers, {
          NextWaveActivationTime: at,
        })
      ).status,
    ).toBe(204);
    const loop = await call('PUT', url(regular._id, 'nextWaveId'), owner.headers, { NextWaveId: early._id });
    expect(loop.body.FieldErrors).toEqual({ NextWaveId: ['SAME_VALUE_INVALID'] });
    expect(
      (await call('PUT', url(early._id, 'nextWaveId'), other.headers, { NextWaveId: regular._id })).status,
    ).toBe(403);
    let view = (await call('GET', `${layout}/layout`, owner.headers)).body;
    expect(view.Sectors[0]).toMatchObject({ NextWaveId: regular._id, NextWaveActivationTime: at });
    await call('DELETE', url(early._id, 'nextWaveId'), owner.headers);
    await call('DELETE', url(early._id, 'nextWaveActivationTime'), owner.headers);
    view = (await call('GET', `${layout}/layout`, owner.headers)).body;
    expect(view.Sectors[0]).toMatchObject({ NextWaveId: null, NextWaveActivationTime: null });
    const noEvent = await call(
      'PUT',
      `/api/venue/${venue._id}/sector/${early._id}/nextWaveId`,
      owner.headers,
      {
        NextWaveId: regular._id,
      },
    );
    expect(noEvent.body.FieldErrors).toEqual({ eventId: ['FIELD_REQUIRED'] });
  });

  it('sector pictures: a cover (replaced by the next) and a gallery; only JPEG/PNG', async () => {
    const { layout, venue } = await eventAtNewVenue(owner);
    const sector = (
      await call('POST', `${layout}/sector`, owner.headers, {
        Type: 'StandingSector',
        Name: 'Floor',
        Capacity: 20,
      })
    ).body;
    const png = (color: string) =>
      sharp({ create: { width: 40, height: 20, channels: 3, background: color } })
        .png()
        .toBuffer()
        .then((buffer) => buffer.toString('base64'));
    const url = `/api/venue/${venue._id}/images/sector/${sector._id}`;
    const cover = await call('POST', url, owner.headers, { Data: await png('#ff0000'), IsCover: true });
    expect(cover.status).toBe(201);
    expect(cover.body.Cover).toMatch(/^\/uploads\/images\//);
    const next = await call('POST', url, owner.headers, {
      Data: `data:image/png;base64,${await png('#00ff00')}`,
      IsCover: true,
    });
    expect(next.body.Cover).not.toBe(cover.body.Cover);
    const gallery = await call('POST', url, owner.headers, { Data: await png('#0000ff') });
    expect(gallery.body.Gallery).toHaveLength(1);
    expect(
      (await call('POST', url, owner.headers, { Data: Buffer.from('<svg/>').toString('base64') })).body.Code,
    ).toBe('IMAGE_INVALID');
    expect((await call('POST', url, other.headers, { Data: await png('#000000') })).status).toBe(403);
    const view = (await call('GET', `${layout}/layout`, owner.headers)).body;
    expect(view.Sectors[0]).toMatchObject({ Cover: next.body.Cover, Gallery: gallery.body.Gallery });
    const imageId = gallery.body.Gallery[0].Id;
    expect((await call('DELETE', `${url}/${imageId}`, owner.headers)).status).toBe(204);
    expect((await call('DELETE', `${url}/${imageId}`, owner.headers)).status).toBe(404);
  });
});
