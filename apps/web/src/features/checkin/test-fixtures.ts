import { generateKeyPairSync, sign } from 'node:crypto';
import { composeTicketQr, type DeviceSnapshot, ticketQrMessage } from '@marquee/contract';

export const EVENT = '7a1e0000-0000-4000-8000-000000000001';
export const OTHER_EVENT = '7a1e0000-0000-4000-8000-000000000002';
export const PARTER = '5ec70000-0000-4000-8000-000000000001';
export const BALCONY = '5ec70000-0000-4000-8000-000000000002';
export const MERCH = '5ec70000-0000-4000-8000-000000000003';
export const GATE_MAIN = '6a7e0000-0000-4000-8000-000000000001';
export const GATE_SIDE = '6a7e0000-0000-4000-8000-000000000002';

/** Twenty Crockford characters: a ticket code. */
export const code = (n: number) => `T${String(n).padStart(19, '0')}`;

/** An event key made with node:crypto, as the server makes one; `publicKey` as the snapshot carries it. */
export function eventKey() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string };
  const raw = Buffer.from(jwk.x, 'base64url');
  return {
    publicKey: raw.toString('base64'),
    /** The signed QR of a ticket (MQ1), as a purchased ticket's QrCode. */
    qr: (ticketCode: string, sectorKey: string, eventId = EVENT) => {
      const message = ticketQrMessage(ticketCode, eventId, sectorKey);
      return composeTicketQr(message, new Uint8Array(sign(null, Buffer.from(message), privateKey)));
    },
  };
}

export function buildSnapshot(publicKey: string, overrides: Partial<DeviceSnapshot> = {}): DeviceSnapshot {
  return {
    Device: {
      Id: 'de000000-0000-4000-8000-000000000001',
      Name: 'North phone',
      GateId: GATE_MAIN,
      LinkExpiresAt: null,
      PairedAt: '2031-05-01T15:00:00.000Z',
      LastSeenAt: null,
      RevokedAt: null,
    },
    Event: {
      Id: EVENT,
      Name: 'Lanterns Live',
      Begin: '2031-05-01T18:00:00.000Z',
      TimeZone: 'Europe/Bratislava',
    },
    PublicKey: publicKey,
    SendSectorName: true,
    AllowReentry: false,
    Gate: { Id: GATE_MAIN, Name: 'North', SectorKeys: [PARTER] },
    Gates: [
      { Id: GATE_MAIN, Name: 'North' },
      { Id: GATE_SIDE, Name: 'South' },
    ],
    Sectors: [
      { Key: PARTER, Name: 'Parter', IsMerchandise: false },
      { Key: BALCONY, Name: 'Balcony', IsMerchandise: false },
      { Key: MERCH, Name: 'T-shirt', IsMerchandise: true },
    ],
    // [code, sector index, seat, state index (VALID INSIDE OUTSIDE CANCELLED UNPAID), since, gate index]
    Tickets: [
      [code(1), 0, 'Row 3, Seat 12', 0, 0, -1],
      [code(2), 0, '', 0, 0, -1],
      [code(3), 1, '', 0, 0, -1],
      [code(4), 0, '', 3, 0, -1],
      [code(5), 0, '', 4, 0, -1],
      [code(6), 2, '', 0, 0, -1],
      [code(7), 0, '', 1, 1_945_000_000, 1],
    ],
    At: '2031-05-01T17:00:00.000Z',
    ...overrides,
  };
}
