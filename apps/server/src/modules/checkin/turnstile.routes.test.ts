import {
  DeviceLinkSchema,
  type EventDetail,
  type EventManagement,
  PairingSchema,
  TransitionCountSchema,
  type TurnstileSystem,
  TurnstileSystemSchema,
} from '@marquee/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doorDevices } from '../../db/schema/checkin';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildEvent } from '../events/test-fixtures';
import { PAIR_RATE_LIMIT } from './door.routes';
import {
  buildDoorFixture,
  createSystem,
  type DoorFixture,
  issueTickets,
  pairDevice,
  scanOne,
} from './testing';

let t: TestApp;
let f: DoorFixture;

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildDoorFixture(t);
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const system = (eventId: string, headers: Record<string, string>) =>
  get(`/api/turnstile/${eventId}`, headers);
const management = async (eventId: string, headers: Record<string, string>) =>
  (await get(`/api/event/${eventId}/management`, headers)).json() as EventManagement;
const detail = async (eventId: string) => (await get(`/api/event/${eventId}`)).json() as EventDetail;

describe('creating a turnstile system (spec 3 §3 CanCreateTurnstileSystem)', () => {
  it('tells editors they may create one, viewers and the public not', async () => {
    expect(await management(f.eventId, f.owner.headers)).toMatchObject({
      CanCreateTurnstileSystem: true,
      HasTurnstileSystem: false,
    });
    expect((await management(f.eventId, f.viewer.headers)).CanCreateTurnstileSystem).toBe(false);
    expect(await detail(f.eventId)).toMatchObject({
      CanCreateTurnstileSystem: false,
      HasTurnstileSystem: false,
    });
  });

  it('refuses anonymous (401), a stranger and a statistics viewer (403)', async () => {
    expect((await createSystem(t, f.eventId, {})).statusCode).toBe(401);
    expect((await createSystem(t, f.eventId, f.stranger.headers)).json().Code).toBe('FORBIDDEN');
    expect((await createSystem(t, f.eventId, f.viewer.headers)).statusCode).toBe(403);
    expect((await system(f.eventId, f.owner.headers)).statusCode).toBe(404);
  });

  it('copies the venue’s gates with their sectors of this layout; a second create is 409', async () => {
    const res = await createSystem(t, f.eventId, f.owner.headers, '?sendSectorName=true');
    expect(res.statusCode).toBe(200);
    const body = TurnstileSystemSchema.parse(res.json());
    expect(body).toMatchObject({
      EventId: f.eventId,
      SendSectorName: true,
      AllowReentry: true,
      Conflicts: [],
    });
    expect(body.Gates.map((g) => [g.Name, g.SectorKeys])).toEqual([
      ['North', [f.seating.id]],
      ['South', [f.standing.id]],
    ]);
    expect(body.Sectors).toEqual([
      { Key: f.seating.id, Name: 'Stalls', IsMerchandise: false },
      { Key: f.standing.id, Name: 'Floor', IsMerchandise: false },
      { Key: f.merch.id, Name: 'T-shirt', IsMerchandise: true },
    ]);
    expect(body.Counts).toEqual({ Entries: 0, Exits: 0, Inside: 0 });
    const again = await createSystem(t, f.eventId, f.owner.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().Code).toBe('TURNSTILE.EXISTS');
    expect(await management(f.eventId, f.owner.headers)).toMatchObject({
      CanCreateTurnstileSystem: false,
      HasTurnstileSystem: true,
    });
    expect((await detail(f.eventId)).HasTurnstileSystem).toBe(true);
  });

  it('reads for any claim holder (viewer too), not for strangers', async () => {
    expect((await system(f.eventId, f.viewer.headers)).statusCode).toBe(200);
    expect((await system(f.eventId, f.stranger.headers)).statusCode).toBe(403);
    expect((await system(f.eventId, {})).statusCode).toBe(401);
    const counts = await get(`/api/checkticket/transition/${f.eventId}/count`, f.viewer.headers);
    expect(counts.statusCode).toBe(200);
    expect((await get(`/api/checkticket/transition/${f.eventId}/count`, f.stranger.headers)).statusCode).toBe(
      403,
    );
  });

  it('a venue without gates gets one "Main entrance" for every sector', async () => {
    const g = await buildDoorFixture(t, { gates: false });
    const body = (await createSystem(t, g.eventId, g.owner.headers)).json() as TurnstileSystem;
    expect(body.Gates.map((gate) => [gate.Name, gate.SectorKeys])).toEqual([['Main entrance', []]]);
    expect(body.SendSectorName).toBe(false);
  });

  it('refuses an online event and one that ended over 24 h ago (403 TURNSTILE.NOT_ALLOWED)', async () => {
    const online = await buildEvent(t.app.db, { authorProfileId: f.authorId, isOnline: true });
    const res = await createSystem(t, online.id, f.owner.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().Code).toBe('TURNSTILE.NOT_ALLOWED');
    expect((await management(online.id, f.owner.headers)).CanCreateTurnstileSystem).toBe(false);
    const old = (hours: number) =>
      buildDoorFixture(t, {
        event: {
          beginAt: new Date(Date.now() - (hours + 3) * HOUR),
          endAt: new Date(Date.now() - hours * HOUR),
        },
      });
    const ended = await old(25);
    expect((await createSystem(t, ended.eventId, ended.owner.headers)).json().Code).toBe(
      'TURNSTILE.NOT_ALLOWED',
    );
    expect((await management(ended.eventId, ended.owner.headers)).CanCreateTurnstileSystem).toBe(false);
    const lastNight = await old(12);
    expect((await management(lastNight.eventId, lastNight.owner.headers)).CanCreateTurnstileSystem).toBe(
      true,
    );
    expect((await createSystem(t, lastNight.eventId, lastNight.owner.headers)).statusCode).toBe(200);
  });
});

describe('settings, gates and devices', () => {
  const url = () => `/api/turnstile/${f.eventId}`;
  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    headers = f.owner.headers,
  ) => t.app.inject({ method, url: `${url()}${path}`, headers, ...(payload ? { payload } : {}) });

  it('changes settings (editor only)', async () => {
    const body = { SendSectorName: false, AllowReentry: false };
    expect((await send('PUT', '', body, f.viewer.headers)).statusCode).toBe(403);
    const res = await send('PUT', '', body);
    expect(res.json()).toMatchObject(body);
    await send('PUT', '', { SendSectorName: true, AllowReentry: true });
  });

  it('adds, renames and deletes gates; sector keys must be the event’s', async () => {
    const bad = await send('POST', '/gates', { Name: 'East', SectorKeys: [f.categories.A] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      Code: 'VALIDATION_FAILED',
      FieldErrors: { SectorKeys: ['INVALID_VALUE'] },
    });
    const added = (
      await send('POST', '/gates', { Name: 'East', SectorKeys: [f.standing.id, f.standing.id] })
    ).json();
    const east = (added as TurnstileSystem).Gates.find((g) => g.Name === 'East');
    expect(east?.SectorKeys).toEqual([f.standing.id]);
    const taken = await send('PUT', `/gates/${east?.Id}`, { Name: 'North', SectorKeys: [] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().FieldErrors).toEqual({ Name: ['INVALID_VALUE'] });
    const renamed = await send('PUT', `/gates/${east?.Id}`, { Name: 'East 2', SectorKeys: [] });
    expect((renamed.json() as TurnstileSystem).Gates.find((g) => g.Id === east?.Id)?.Name).toBe('East 2');
    const deleted = await send('DELETE', `/gates/${east?.Id}`);
    expect((deleted.json() as TurnstileSystem).Gates.map((g) => g.Name)).toEqual(['North', 'South']);
    expect((await send('DELETE', `/gates/${east?.Id}`)).statusCode).toBe(404);
  });

  it('a gate with a live device is in use (409) until the device is revoked', async () => {
    const gate = (
      (await send('POST', '/gates', { Name: 'West', SectorKeys: [] })).json() as TurnstileSystem
    ).Gates.find((g) => g.Name === 'West');
    const device = await pairDevice(t, f.eventId, gate?.Id as string, f.owner);
    const inUse = await send('DELETE', `/gates/${gate?.Id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().Code).toBe('TURNSTILE.GATE_IN_USE');
    expect(
      (await send('DELETE', `/devices/${device.deviceId}`, undefined, f.viewer.headers)).statusCode,
    ).toBe(403);
    const revoked = (await send('DELETE', `/devices/${device.deviceId}`)).json() as TurnstileSystem;
    expect(revoked.Devices.find((d) => d.Id === device.deviceId)?.RevokedAt).not.toBeNull();
    const gone = (await send('DELETE', `/gates/${gate?.Id}`)).json() as TurnstileSystem;
    // The revoked device stays listed (its scans are history); its gate is gone.
    expect(gone.Devices.find((d) => d.Id === device.deviceId)?.GateId).toBe('');
  });

  it('device links: one-time token in the staff’s language path; used, expired, revoked and unknown links', async () => {
    const north = ((await system(f.eventId, f.owner.headers)).json() as TurnstileSystem).Gates[0];
    const link = await t.app.inject({
      method: 'POST',
      url: `${url()}/devices`,
      headers: { ...f.owner.headers, 'accept-language': 'de' },
      payload: { GateId: north?.Id, Name: 'Kasse 1', ExpiresInHours: 2 },
    });
    expect(link.statusCode).toBe(200);
    const body = DeviceLinkSchema.parse(link.json());
    expect(body.PairingToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.PairingPath).toBe(`/de/door#pair=${body.PairingToken}`);
    expect(body.Device).toMatchObject({ Name: 'Kasse 1', GateId: north?.Id, PairedAt: null });
    const stored = await t.app.db.select().from(doorDevices).where(eq(doorDevices.id, body.Device.Id));
    expect(stored[0]?.pairingTokenHash).not.toContain(body.PairingToken);

    const pair = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/checkin/pair', payload: { Token: token } });
    const paired = await pair(body.PairingToken);
    expect(paired.statusCode).toBe(200);
    expect(PairingSchema.parse(paired.json())).toMatchObject({
      EventId: f.eventId,
      Device: { Id: body.Device.Id },
    });
    const used = await pair(body.PairingToken);
    expect([used.statusCode, used.json().Code]).toEqual([410, 'DEVICE.LINK_USED']);
    expect((await pair('x'.repeat(43))).statusCode).toBe(404);

    const other = DeviceLinkSchema.parse(
      (await send('POST', '/devices', { GateId: north?.Id, Name: 'Late' })).json(),
    );
    await t.app.db
      .update(doorDevices)
      .set({ linkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(doorDevices.id, other.Device.Id));
    const expired = await pair(other.PairingToken);
    expect([expired.statusCode, expired.json().Code]).toEqual([410, 'DEVICE.LINK_EXPIRED']);

    const third = DeviceLinkSchema.parse(
      (await send('POST', '/devices', { GateId: north?.Id, Name: 'Gone' })).json(),
    );
    await send('DELETE', `/devices/${third.Device.Id}`);
    expect((await pair(third.PairingToken)).json().Code).toBe('DEVICE.LINK_EXPIRED');

    const foreign = await send('POST', '/devices', { GateId: f.seating.id, Name: 'Nowhere' });
    expect(foreign.json()).toMatchObject({
      Code: 'VALIDATION_FAILED',
      FieldErrors: { GateId: ['INVALID_VALUE'] },
    });
  });
});

describe('pairing attempts', () => {
  it('are limited per client address (429 MAXIMUM_ATTEMPTS_EXCEEDED)', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkin/pair',
        remoteAddress: '203.0.113.77',
        payload: { Token: 'n'.repeat(43) },
      });
    for (let i = 0; i < PAIR_RATE_LIMIT; i++) expect((await attempt()).statusCode).toBe(404);
    const limited = await attempt();
    expect([limited.statusCode, limited.json().Code]).toEqual([429, 'MAXIMUM_ATTEMPTS_EXCEEDED']);
  });
});

describe('counts (GET /checkticket/transition/{id}/count)', () => {
  it('entries, exits and inside overall, per gate and per sector', async () => {
    const g = await buildDoorFixture(t);
    const created = (await createSystem(t, g.eventId, g.owner.headers)).json() as TurnstileSystem;
    const [north, south] = created.Gates;
    const [seat1, seat2, floor1] = await issueTickets(t.app.db, g, [
      { sector: 'seating', seat: 0 },
      { sector: 'seating', seat: 1 },
      { sector: 'standing' },
    ]);
    await issueTickets(t.app.db, g, [{ sector: 'standing' }], 'RESERVED');
    await issueTickets(t.app.db, g, [{ sector: 'merch' }]);
    const atNorth = await pairDevice(t, g.eventId, north?.Id as string, g.owner);
    const atSouth = await pairDevice(t, g.eventId, south?.Id as string, g.owner);
    for (const ticket of [seat1, seat2])
      expect((await scanOne(t, atNorth, { code: ticket?.code as string })).Result).toBe('WELCOME');
    expect((await scanOne(t, atSouth, { code: floor1?.code as string })).Result).toBe('WELCOME');
    expect((await scanOne(t, atNorth, { code: seat2?.code as string, direction: 'OUT' })).Result).toBe(
      'GOODBYE',
    );

    const res = await get(`/api/checkticket/transition/${g.eventId}/count`, g.owner.headers);
    const counts = TransitionCountSchema.parse(res.json());
    expect(counts).toMatchObject({ Entries: 3, Exits: 1, Inside: 2, Sold: 3 });
    expect(counts.ByGate).toEqual([
      { GateId: north?.Id, Name: 'North', Entries: 2, Exits: 1, Inside: 1 },
      { GateId: south?.Id, Name: 'South', Entries: 1, Exits: 0, Inside: 1 },
    ]);
    expect(counts.BySector).toEqual([
      { SectorKey: g.seating.id, Name: 'Stalls', Sold: 2, Entries: 2, Exits: 1, Inside: 1 },
      { SectorKey: g.standing.id, Name: 'Floor', Sold: 1, Entries: 1, Exits: 0, Inside: 1 },
    ]);
    const view = (await system(g.eventId, g.owner.headers)).json() as TurnstileSystem;
    expect(view.Counts).toEqual({ Entries: 3, Exits: 1, Inside: 2 });
    expect(view.Gates[0]?.Counts).toEqual({ Entries: 2, Exits: 1, Inside: 1 });
    expect(view.Devices.map((d) => d.PairedAt !== null && d.LastSeenAt !== null)).toEqual([true, true]);
  });
});
