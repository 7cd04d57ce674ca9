import { createPublicKey, generateKeyPairSync, randomUUID, sign, verify } from 'node:crypto';
import {
  composeTicketQr,
  type OrderState,
  type Pairing,
  parseScan,
  type ScanAnswer,
  type ScanDirection,
  type ScanResult,
  ticketQrMessage,
} from '@marquee/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventSigningKeys } from '../../db/schema/checkin';
import type { NewEvent } from '../../db/schema/events';
import { orderItems, orders, tickets } from '../../db/schema/orders';
import { profiles } from '../../db/schema/profiles';
import { baskets } from '../../db/schema/ticketing';
import { sectorGates, venueGates } from '../../db/schema/venue-configuration';
import type { TestApp } from '../../testing/app';
import { buildUserWithClaim, type UserWithClaim } from '../../testing/factories';
import { newTicketCode } from '../orders/orders.repository';
import { buildSaleFixture, type SaleFixture } from '../ticketing/testing';

/** Test helpers of door check-in: an event with venue gates, its people, tickets written straight to the DB. */

export interface DoorFixture extends SaleFixture {
  owner: UserWithClaim;
  viewer: UserWithClaim;
  stranger: UserWithClaim;
}

/**
 * A sale fixture (seating "Stalls", standing "Floor", merchandise "T-shirt") whose venue has gates North
 * (→ Stalls) and South (→ Floor) unless `gates: false`, with an owner, a statistics viewer and a stranger.
 */
export async function buildDoorFixture(
  t: TestApp,
  options: { gates?: boolean; event?: Partial<NewEvent>; rows?: number; seatsPerRow?: number } = {},
): Promise<DoorFixture> {
  const f = await buildSaleFixture(t.app.db, {
    rows: options.rows,
    seatsPerRow: options.seatsPerRow,
    event: options.event,
  });
  if (options.gates !== false) {
    const [north, south] = await t.app.db
      .insert(venueGates)
      .values([
        { venueId: f.venueId, name: 'North' },
        { venueId: f.venueId, name: 'South' },
      ])
      .returning();
    if (!north || !south) throw new Error('venue gates');
    await t.app.db.insert(sectorGates).values([
      { gateId: north.id, sectorId: f.seating.id },
      { gateId: south.id, sectorId: f.standing.id },
    ]);
  }
  const author = await t.app.db.query.profiles.findFirst({ where: eq(profiles.id, f.authorId) });
  if (!author) throw new Error('author profile');
  return {
    ...f,
    owner: await buildUserWithClaim(t.app, { profile: author }),
    viewer: await buildUserWithClaim(t.app, { profile: author, role: 'StatisticsViewer' }),
    stranger: await buildUserWithClaim(t.app, { profile: { type: 'PromoterProfile' } }),
  };
}

export interface IssuedTicket {
  id: string;
  code: string;
  sectorKey: string;
  orderId: string;
}

type Place = { sector: 'seating'; seat: number } | { sector: 'standing' | 'merch' };

/** Tickets of one order in `state` (default PAID), written directly: no basket, payment or mail. */
export async function issueTickets(
  db: Db,
  f: SaleFixture,
  places: Place[],
  state: OrderState = 'PAID',
): Promise<IssuedTicket[]> {
  const [basket] = await db.insert(baskets).values({}).returning();
  if (!basket) throw new Error('basket');
  const [order] = await db
    .insert(orders)
    .values({
      basketId: basket.id,
      eventId: f.eventId,
      email: `door-${randomUUID()}@example.test`,
      language: 'en',
      buyerInfo: { FirstName: 'Door', LastName: 'Guest' },
      gdpr: { TermsOfUse: true, PrivacyPolicy: true, NewsletterEnabled: false },
      flow: 'CARD_FORM',
      state,
      currency: 'EUR',
      priceMinor: 0,
      totalMinor: 0,
    })
    .returning();
  if (!order) throw new Error('order');
  const items = await db
    .insert(orderItems)
    .values(
      places.map((place, index) => {
        const common = {
          orderId: order.id,
          basketItemId: randomUUID(),
          eventId: f.eventId,
          priceMinor: 0,
          originalPriceMinor: 0,
          sortOrder: index,
        };
        if (place.sector === 'seating')
          return {
            ...common,
            sectorKey: f.seating.id,
            sectorId: f.seating.id,
            seatId: f.seating.seatIds[place.seat] ?? null,
            ticketCategoryId: f.categories.A,
            sectorName: 'Stalls',
            sectorType: 'SeatingSector' as const,
            rowName: String(Math.floor(place.seat / 5) + 1),
            seatName: String((place.seat % 5) + 1),
          };
        const merch = place.sector === 'merch';
        return {
          ...common,
          sectorKey: merch ? f.merch.id : f.standing.id,
          sectorId: merch ? null : f.standing.id,
          ticketCategoryId: merch ? f.categories.MERCH : f.categories.GA,
          sectorName: merch ? 'T-shirt' : 'Floor',
          sectorType: merch ? ('VirtualSector' as const) : ('StandingSector' as const),
          isMerchandise: merch,
        };
      }),
    )
    .returning();
  const rows = await db
    .insert(tickets)
    .values(
      items.map((item) => ({
        orderItemId: item.id,
        orderId: order.id,
        eventId: f.eventId,
        code: newTicketCode(),
      })),
    )
    .returning();
  return rows.map((row) => {
    const item = items.find((i) => i.id === row.orderItemId);
    return { id: row.id, code: row.code, sectorKey: item?.sectorKey ?? '', orderId: order.id };
  });
}

// ——— HTTP helpers ———

export function createSystem(t: TestApp, eventId: string, headers: Record<string, string>, query = '') {
  return t.app.inject({ method: 'POST', url: `/api/turnstile/${eventId}/create${query}`, headers });
}

/** A device link for `gateId` paired at once: the device's token headers. */
export async function pairDevice(
  t: TestApp,
  eventId: string,
  gateId: string,
  owner: UserWithClaim,
  name = `Door ${randomUUID().slice(0, 6)}`,
): Promise<{ headers: Record<string, string>; deviceId: string; token: string }> {
  const link = await t.app.inject({
    method: 'POST',
    url: `/api/turnstile/${eventId}/devices`,
    headers: owner.headers,
    payload: { GateId: gateId, Name: name },
  });
  if (link.statusCode !== 200) throw new Error(`device link: ${link.statusCode} ${link.body}`);
  const pair = await t.app.inject({
    method: 'POST',
    url: '/api/checkin/pair',
    payload: { Token: link.json().PairingToken },
  });
  if (pair.statusCode !== 200) throw new Error(`pair: ${pair.statusCode} ${pair.body}`);
  const pairing = pair.json() as Pairing;
  return {
    headers: { devicetoken: pairing.DeviceToken },
    deviceId: pairing.Device.Id,
    token: pairing.DeviceToken,
  };
}

export interface ScanInput {
  code: string;
  direction?: ScanDirection;
  scanId?: string;
  scannedAt?: string;
  offline?: boolean;
  deviceResult?: ScanResult;
}

/** Sends scans as a device; the answers in order (throws on a non-200). */
export async function scan(t: TestApp, device: { headers: Record<string, string> }, scans: ScanInput[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkin/scans',
    headers: device.headers,
    payload: {
      Scans: scans.map((s) => ({
        ScanId: s.scanId ?? randomUUID(),
        Code: s.code,
        Direction: s.direction ?? 'IN',
        ScannedAt: s.scannedAt ?? new Date().toISOString(),
        Offline: s.offline ?? false,
        ...(s.deviceResult ? { DeviceResult: s.deviceResult } : {}),
      })),
    },
  });
  if (res.statusCode !== 200) throw new Error(`scans: ${res.statusCode} ${res.body}`);
  return (res.json() as { Results: ScanAnswer[] }).Results;
}

/** One scan's answer. */
export async function scanOne(t: TestApp, device: { headers: Record<string, string> }, input: ScanInput) {
  const [answer] = await scan(t, device, [input]);
  if (!answer) throw new Error('no answer');
  return answer;
}

// ——— Signed QRs ———

/**
 * Reads a ticket QR as a door device would: an MQ1 signed code whose signature verifies with its event's
 * public key as stored. Answers the parts; throws when it is not such a code.
 */
export async function readSignedQr(db: Db, text: string | null) {
  const parsed = parseScan(text ?? '');
  if (parsed.kind !== 'signed') throw new Error(`not a signed ticket QR: ${text}`);
  const [row] = await db.select().from(eventSigningKeys).where(eq(eventSigningKeys.eventId, parsed.eventId));
  if (!row) throw new Error(`event ${parsed.eventId} has no signing key`);
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(row.publicKey).toString('base64url') },
    format: 'jwk',
  });
  if (!verify(null, Buffer.from(parsed.message), key, parsed.signature))
    throw new Error(`signature does not verify: ${text}`);
  return { code: parsed.code, eventId: parsed.eventId, sectorKey: parsed.sectorKey };
}

/** A QR signed with a throw-away key (no database): the text and a verifier for it. */
export function sampleSignedQr(code: string, eventId: string, sectorKey: string) {
  const pair = generateKeyPairSync('ed25519');
  const message = ticketQrMessage(code, eventId, sectorKey);
  return {
    text: composeTicketQr(message, sign(null, Buffer.from(message), pair.privateKey)),
    verifies: (text: string | null) => {
      const parsed = parseScan(text ?? '');
      return (
        parsed.kind === 'signed' &&
        verify(null, Buffer.from(parsed.message), pair.publicKey, parsed.signature)
      );
    },
  };
}
