import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import {
  type DeviceSnapshot,
  DeviceSnapshotSchema,
  SCAN_RESULTS,
  SNAPSHOT_STATES,
  type TurnstileSystem,
} from '@marquee/contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doorDevices, doorScans, ticketDoorStates } from '../../db/schema/checkin';
import { events } from '../../db/schema/events';
import { orders } from '../../db/schema/orders';
import { buildTestApp, type TestApp } from '../../testing/app';
import { queryRows } from '../ticketing/sql-rows';
import { createEventKeys, type EventKeys } from './signing';
import {
  buildDoorFixture,
  createSystem,
  type DoorFixture,
  type IssuedTicket,
  issueTickets,
  pairDevice,
  scan,
  scanOne,
} from './testing';

let t: TestApp;
let f: DoorFixture;
/** The app's keys are in the database: a second EventKeys signs exactly as the app does. */
let keys: EventKeys;
let gates: { north: string; south: string };
let north: Awaited<ReturnType<typeof pairDevice>>;
let north2: Awaited<ReturnType<typeof pairDevice>>;
let south: Awaited<ReturnType<typeof pairDevice>>;

beforeAll(async () => {
  t = await buildTestApp();
  keys = createEventKeys(t.app.db);
  f = await buildDoorFixture(t);
  const system = (
    await createSystem(t, f.eventId, f.owner.headers, '?sendSectorName=true')
  ).json() as TurnstileSystem;
  gates = { north: system.Gates[0]?.Id as string, south: system.Gates[1]?.Id as string };
  north = await pairDevice(t, f.eventId, gates.north, f.owner, 'North 1');
  north2 = await pairDevice(t, f.eventId, gates.north, f.owner, 'North 2');
  south = await pairDevice(t, f.eventId, gates.south, f.owner, 'South 1');
});
afterAll(() => t?.close());

/** The ticket's QR as its buyer's list shows it (signed with the event's key). */
const qrOf = (ticket: IssuedTicket) => keys.ticketQr(ticket.code, f.eventId, ticket.sectorKey);
let seat = 0;
const seated = async (state?: Parameters<typeof issueTickets>[3]) => {
  const [ticket] = await issueTickets(t.app.db, f, [{ sector: 'seating', seat: seat++ % 10 }], state);
  return ticket as IssuedTicket;
};
const setReentry = (AllowReentry: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/turnstile/${f.eventId}`,
    headers: f.owner.headers,
    payload: { SendSectorName: true, AllowReentry },
  });

describe('a ticket at the door: in, in again, out, in again', () => {
  it('welcomes with sector and seat, then says already inside since when and where', async () => {
    const ticket = await seated();
    const welcome = await scanOne(t, north, { code: await qrOf(ticket) });
    expect(welcome).toMatchObject({
      Result: 'WELCOME',
      TicketCode: ticket.code,
      SectorName: 'Stalls',
      RowName: expect.any(String),
      SeatName: expect.any(String),
      Since: null,
      Conflict: false,
    });
    const again = await scanOne(t, north2, { code: ticket.code.toLowerCase().replace(/(.{4})/g, '$1 ') });
    expect(again).toMatchObject({ Result: 'ALREADY_INSIDE', GateName: 'North', TicketCode: ticket.code });
    expect(Date.now() - Date.parse(again.Since as string)).toBeLessThan(60_000);
    const out = await scanOne(t, north, { code: ticket.code, direction: 'OUT' });
    expect(out).toMatchObject({ Result: 'GOODBYE', GateName: 'North', Since: again.Since });
    expect((await scanOne(t, north, { code: ticket.code, direction: 'OUT' })).Result).toBe('NOT_INSIDE');
    expect((await scanOne(t, north, { code: ticket.code })).Result).toBe('WELCOME');
  });

  it('refuses re-entry when the system says so', async () => {
    await setReentry(false);
    try {
      const ticket = await seated();
      await scanOne(t, north, { code: ticket.code });
      await scanOne(t, north, { code: ticket.code, direction: 'OUT' });
      const denied = await scanOne(t, north, { code: ticket.code });
      expect(denied).toMatchObject({ Result: 'REENTRY_DENIED', GateName: 'North' });
      const [state] = await t.app.db
        .select()
        .from(ticketDoorStates)
        .where(eq(ticketDoorStates.ticketId, ticket.id));
      expect(state?.state).toBe('OUTSIDE');
    } finally {
      await setReentry(true);
    }
  });

  it('names no sector when the system does not send it', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/turnstile/${f.eventId}`,
      headers: f.owner.headers,
      payload: { SendSectorName: false, AllowReentry: true },
    });
    const ticket = await seated();
    const answer = await scanOne(t, north, { code: ticket.code });
    expect(answer).toMatchObject({ Result: 'WELCOME', SectorName: null, RowName: null, SeatName: null });
    await setReentry(true);
  });
});

describe('two doors, one ticket', () => {
  it('racing scans of a never-scanned ticket: exactly one welcome, 20 times', async () => {
    for (let round = 0; round < 20; round++) {
      const ticket = await seated();
      const code = round % 2 ? ticket.code : await qrOf(ticket);
      const answers = await Promise.all([scanOne(t, north, { code }), scanOne(t, north2, { code })]);
      const results = answers.map((a) => a.Result).sort();
      expect(results, `round ${round}`).toEqual(['ALREADY_INSIDE', 'WELCOME']);
      const refused = answers.find((a) => a.Result === 'ALREADY_INSIDE');
      expect(refused?.GateName).toBe('North');
      expect(refused?.Since).not.toBeNull();
      const rows = await t.app.db.select().from(doorScans).where(eq(doorScans.ticketId, ticket.id));
      expect(rows.map((r) => r.result).sort()).toEqual(['ALREADY_INSIDE', 'WELCOME']);
    }
  });

  it('offline doors that both let one ticket in: first scan wins, the other is a listed conflict', async () => {
    const ticket = await seated();
    const early = new Date(Date.now() - 10 * 60_000).toISOString();
    const late = new Date(Date.now() - 5 * 60_000).toISOString();
    // The later scan syncs first: the ticket is inside since then, at its gate.
    const second = await scanOne(t, north2, {
      code: ticket.code,
      scannedAt: late,
      offline: true,
      deviceResult: 'WELCOME',
    });
    expect(second).toMatchObject({ Result: 'WELCOME', Conflict: false });
    const first = await scanOne(t, north, {
      code: ticket.code,
      scannedAt: early,
      offline: true,
      deviceResult: 'WELCOME',
    });
    expect(first).toMatchObject({ Result: 'ALREADY_INSIDE', Conflict: true, GateName: 'North' });
    const [state] = await t.app.db
      .select()
      .from(ticketDoorStates)
      .where(eq(ticketDoorStates.ticketId, ticket.id));
    expect(state?.since.toISOString()).toBe(early);

    // Two more at once from different devices, both offline WELCOME, the same time order.
    const other = await seated();
    const [a, b] = await Promise.all([
      scanOne(t, north, { code: other.code, scannedAt: early, offline: true, deviceResult: 'WELCOME' }),
      scanOne(t, north2, { code: other.code, scannedAt: late, offline: true, deviceResult: 'WELCOME' }),
    ]);
    expect([a?.Conflict, b?.Conflict].filter(Boolean)).toHaveLength(1);

    const system = (
      await t.app.inject({ method: 'GET', url: `/api/turnstile/${f.eventId}`, headers: f.viewer.headers })
    ).json() as TurnstileSystem;
    const listed = system.Conflicts.find((c) => c.TicketCode === ticket.code);
    expect(listed).toEqual({
      TicketCode: ticket.code,
      Kept: { GateName: 'North', DeviceName: 'North 1', ScannedAt: early },
      Refused: { GateName: 'North', DeviceName: 'North 2', ScannedAt: late },
    });
    const second2 = system.Conflicts.find((c) => c.TicketCode === other.code);
    expect(second2?.Kept.ScannedAt).toBe(early);
    expect(second2?.Refused.ScannedAt).toBe(late);
  });

  it('an offline batch applies in scan order: in, out, in again', async () => {
    const ticket = await seated();
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    const answers = await scan(t, north, [
      { code: ticket.code, scannedAt: at(1), offline: true, deviceResult: 'WELCOME' },
      { code: ticket.code, scannedAt: at(3), offline: true, deviceResult: 'WELCOME' },
      { code: ticket.code, direction: 'OUT', scannedAt: at(2), offline: true, deviceResult: 'GOODBYE' },
    ]);
    expect(answers.map((a) => a.Result)).toEqual(['WELCOME', 'WELCOME', 'GOODBYE']);
    const [state] = await t.app.db
      .select()
      .from(ticketDoorStates)
      .where(eq(ticketDoorStates.ticketId, ticket.id));
    expect(state?.state).toBe('INSIDE');
    expect(state?.since.toISOString()).toBe(at(1));
  });
});

describe('replays and refusals', () => {
  it('a replayed scan id gets the first answer and changes nothing', async () => {
    const ticket = await seated();
    const scanId = randomUUID();
    const first = await scanOne(t, north, { code: ticket.code, scanId });
    const replay = await scanOne(t, north, { code: ticket.code, scanId });
    expect(first.Result).toBe('WELCOME');
    expect(replay).toMatchObject({ Result: 'WELCOME', ScanId: scanId, TicketCode: ticket.code });
    const rows = await t.app.db.select().from(doorScans).where(eq(doorScans.scanId, scanId));
    expect(rows).toHaveLength(1);
    const garbageId = randomUUID();
    await scanOne(t, north, { code: '%%%', scanId: garbageId });
    expect((await scanOne(t, north, { code: '%%%', scanId: garbageId })).Result).toBe('UNREADABLE');
    expect(await t.app.db.select().from(doorScans).where(eq(doorScans.scanId, garbageId))).toHaveLength(1);
  });

  it('each bad code gets its own answer (200), and only a scan row is written', async () => {
    const ticket = await seated();
    const qr = await qrOf(ticket);
    const flipped = `${qr.slice(0, -5)}${qr.at(-5) === 'A' ? 'B' : 'A'}${qr.slice(-4)}`;
    const otherEvent = await buildDoorFixture(t);
    const [foreign] = await issueTickets(t.app.db, otherEvent, [{ sector: 'standing' }]);
    const foreignQr = await keys.ticketQr(
      foreign?.code as string,
      otherEvent.eventId,
      otherEvent.standing.id,
    );
    // A QR of another event, signed with THIS event's key: forged (the signature names the wrong event).
    const wrongKey = await keys.ticketQr(foreign?.code as string, f.eventId, otherEvent.standing.id);
    const cancelled = await seated('CANCELLED');
    const unpaid = await seated('RESERVED');
    const [merch] = await issueTickets(t.app.db, f, [{ sector: 'merch' }]);
    const [floor] = await issueTickets(t.app.db, f, [{ sector: 'standing' }]);
    const resigned = await keys.ticketQr(ticket.code, f.eventId, f.standing.id);
    const cases: [string, string][] = [
      [flipped, 'FORGED'],
      [resigned, 'FORGED'],
      [foreignQr, 'WRONG_EVENT'],
      [foreign?.code as string, 'WRONG_EVENT'],
      [wrongKey, 'FORGED'],
      ['ZZZZ ZZZZ ZZZZ ZZZZ ZZZZ', 'UNKNOWN'],
      [cancelled.code, 'CANCELLED'],
      [unpaid.code, 'UNPAID'],
      [merch?.code as string, 'NOT_ENTRY'],
      [floor?.code as string, 'WRONG_GATE'],
      ['', 'UNREADABLE'],
      ['MQ1.', 'UNREADABLE'],
      ["\u0001'; DROP TABLE tickets; --", 'UNREADABLE'],
      ['<script>alert(1)</script>', 'UNREADABLE'],
      ['\u202eMQ1.ABCD.\u{1F600}.%00.\\', 'UNREADABLE'],
      ['MQ1.AAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAA.AAAA', 'UNREADABLE'],
      ['x'.repeat(512), 'UNREADABLE'],
    ];
    const before = await t.app.db.select().from(ticketDoorStates);
    const answers = await scan(
      t,
      north,
      cases.map(([code]) => ({ code })),
    );
    expect(answers.map((a) => a.Result)).toEqual(cases.map(([, result]) => result));
    expect(answers.every((a) => !a.Conflict && a.Since === null)).toBe(true);
    expect(answers.find((a) => a.Result === 'WRONG_EVENT')?.SectorName).toBeNull();
    expect(await t.app.db.select().from(ticketDoorStates)).toHaveLength(before.length);
    const logged = await queryRows<{ result: string; ticket_id: string | null }>(
      t.app.db,
      sql`select result, ticket_id from door_scans where scan_id = any(${`{${answers.map((a) => a.ScanId).join(',')}}`}::uuid[])`,
    );
    expect(logged).toHaveLength(cases.length);
    expect(logged.find((r) => r.result === 'UNKNOWN')?.ticket_id).toBeNull();
    expect(logged.find((r) => r.result === 'CANCELLED')?.ticket_id).toBe(cancelled.id);
    // The right ticket at the right gate still gets in afterwards.
    expect((await scanOne(t, north, { code: qr })).Result).toBe('WELCOME');
    expect((await scanOne(t, south, { code: floor?.code as string })).Result).toBe('WELCOME');
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/checkin/scans',
      headers: north.headers,
      payload: {
        Scans: [
          {
            ScanId: randomUUID(),
            Code: 'x'.repeat(513),
            Direction: 'IN',
            ScannedAt: new Date().toISOString(),
          },
        ],
      },
    });
    expect(tooLong.statusCode).toBe(400);
    // NUL and lone surrogates never reach the scan: the input guard refuses the body (400, not a 5xx).
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/checkin/scans',
      headers: north.headers,
      payload: {
        Scans: [
          {
            ScanId: randomUUID(),
            Code: '\u0000\ud800',
            Direction: 'IN',
            ScannedAt: new Date().toISOString(),
          },
        ],
      },
    });
    expect(nul.statusCode).toBe(400);
  });
});

describe('whatever a device sends', () => {
  it('answers 200 with a result per scan: never an error for a code, a time or a claimed result', async () => {
    const ticket = await seated();
    const qr = await qrOf(ticket);
    // NUL and lone surrogates are the input guard's (400); everything else reaches the scan.
    const text = fc.string({ unit: 'grapheme', maxLength: 300 });
    const code = fc.oneof(
      text,
      fc.constantFrom(ticket.code, qr, `${qr.slice(0, 100)}${qr.slice(101)}`, `MQ1.${ticket.code}`, ' '),
      fc.tuple(fc.constantFrom(qr, ticket.code), text).map(([a, b]) => `${a}${b}`),
    );
    const when = fc
      .date({
        min: new Date('0001-01-01T00:00:00Z'),
        max: new Date('9999-12-31T23:59:59Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString());
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            ScanId: fc.uuid(),
            Code: code,
            Direction: fc.constantFrom('IN', 'OUT'),
            ScannedAt: fc.oneof(when, fc.constant(new Date().toISOString())),
            Offline: fc.boolean(),
            DeviceResult: fc.option(fc.constantFrom(...SCAN_RESULTS), { nil: undefined }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        async (scans) => {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/checkin/scans',
            headers: north2.headers,
            payload: { Scans: scans },
          });
          if (res.statusCode === 400) return; // a Code past 512 characters, or NUL-like input
          expect(res.statusCode, res.body).toBe(200);
          expect((res.json() as { Results: unknown[] }).Results).toHaveLength(scans.length);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('device tokens', () => {
  it('no, unknown and revoked tokens: 401 DEVICE.NOT_PAIRED', async () => {
    const ask = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/checkin/snapshot', headers });
    expect((await ask({})).json().Code).toBe('DEVICE.NOT_PAIRED');
    expect((await ask({ devicetoken: 'nope' })).statusCode).toBe(401);
    // A user's bearer token is not a device.
    expect((await ask(f.owner.headers)).statusCode).toBe(401);
    const spare = await pairDevice(t, f.eventId, gates.south, f.owner);
    expect((await ask(spare.headers)).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/turnstile/${f.eventId}/devices/${spare.deviceId}`,
      headers: f.owner.headers,
    });
    expect((await ask(spare.headers)).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkin/scans',
      headers: spare.headers,
      payload: {
        Scans: [{ ScanId: randomUUID(), Code: 'x', Direction: 'IN', ScannedAt: new Date().toISOString() }],
      },
    });
    expect([res.statusCode, res.json().Code]).toEqual([401, 'DEVICE.NOT_PAIRED']);
  });

  it('stop working two days after the event', async () => {
    const g = await buildDoorFixture(t);
    const created = (await createSystem(t, g.eventId, g.owner.headers)).json() as TurnstileSystem;
    const device = await pairDevice(t, g.eventId, created.Gates[0]?.Id as string, g.owner);
    const day = 86_400_000;
    await t.app.db
      .update(events)
      .set({ beginAt: new Date(Date.now() - 3 * day), endAt: new Date(Date.now() - 2 * day - 60_000) })
      .where(eq(events.id, g.eventId));
    const res = await t.app.inject({ method: 'GET', url: '/api/checkin/snapshot', headers: device.headers });
    expect(res.statusCode).toBe(401);
  });

  it('records when the device was last seen, at most once a minute', async () => {
    const before = new Date(Date.now() - 5 * 60_000);
    await t.app.db.update(doorDevices).set({ lastSeenAt: before }).where(eq(doorDevices.id, south.deviceId));
    await t.app.inject({ method: 'GET', url: '/api/checkin/snapshot', headers: south.headers });
    const [row] = await t.app.db.select().from(doorDevices).where(eq(doorDevices.id, south.deviceId));
    expect(row?.lastSeenAt?.getTime()).toBeGreaterThan(before.getTime());
  });
});

describe('the snapshot', () => {
  it('holds the key, gates, sectors and every ticket as a tuple', async () => {
    const g = await buildDoorFixture(t);
    const created = (
      await createSystem(t, g.eventId, g.owner.headers, '?sendSectorName=true')
    ).json() as TurnstileSystem;
    const [inside, cancelled] = [
      ...(await issueTickets(t.app.db, g, [{ sector: 'seating', seat: 7 }])),
      ...(await issueTickets(t.app.db, g, [{ sector: 'standing' }], 'REFUNDED')),
    ];
    const device = await pairDevice(t, g.eventId, created.Gates[0]?.Id as string, g.owner);
    expect((await scanOne(t, device, { code: inside?.code as string })).Result).toBe('WELCOME');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/checkin/snapshot',
      headers: { ...device.headers, 'accept-language': 'sk' },
    });
    expect(res.statusCode).toBe(200);
    const body = DeviceSnapshotSchema.parse(res.json()) as DeviceSnapshot;
    expect(body).toMatchObject({
      Event: { Id: g.eventId, TimeZone: 'Europe/Bratislava' },
      SendSectorName: true,
      AllowReentry: true,
      Gate: { Id: created.Gates[0]?.Id, Name: 'North', SectorKeys: [g.seating.id] },
      Gates: [
        { Id: created.Gates[0]?.Id, Name: 'North' },
        { Id: created.Gates[1]?.Id, Name: 'South' },
      ],
    });
    expect(Buffer.from(body.PublicKey, 'base64')).toHaveLength(32);
    expect(body.Sectors.map((s) => s.Name)).toEqual(['Stalls', 'Floor', 'T-shirt']);
    const tuples = [...body.Tickets].sort((a, b) => a[0].localeCompare(b[0]));
    const expected = [
      [inside?.code, 0, 'Rad 2 · Sedadlo 3', SNAPSHOT_STATES.indexOf('INSIDE'), expect.any(Number), 0],
      [cancelled?.code, 1, '', SNAPSHOT_STATES.indexOf('CANCELLED'), 0, -1],
    ].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(tuples).toEqual(expected);
    const insideTuple = body.Tickets.find((row) => row[0] === inside?.code);
    expect(Math.abs((insideTuple?.[4] ?? 0) - Math.floor(Date.now() / 1000))).toBeLessThan(60);
  });

  it('is compressed for a device that accepts gzip', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/checkin/snapshot',
      headers: { ...north.headers, 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString()) as DeviceSnapshot;
    expect(body.Tickets.length).toBeGreaterThan(20);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 2);
  });

  it('unpaid (pay in place) tickets are UNPAID in the snapshot', async () => {
    const ticket = await seated('RESERVED');
    const res = await t.app.inject({ method: 'GET', url: '/api/checkin/snapshot', headers: north.headers });
    const body = res.json() as DeviceSnapshot;
    expect(body.Tickets.find((row) => row[0] === ticket.code)?.[3]).toBe(SNAPSHOT_STATES.indexOf('UNPAID'));
    await t.app.db.update(orders).set({ state: 'PAID' }).where(eq(orders.id, ticket.orderId));
    expect((await scanOne(t, north, { code: ticket.code })).Result).toBe('WELCOME');
  });
});
