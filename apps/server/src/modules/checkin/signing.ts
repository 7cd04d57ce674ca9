import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { composeTicketQr, type ParsedScan, ticketQrMessage } from '@marquee/contract';
import type { DbOrTx } from '../../db/client';
import * as repo from './checkin.repository';

/*
 * Each event signs its ticket QRs with its own Ed25519 key (issue 17). The signature is derived from the
 * ticket's (code, event, sector), never stored: every ticket ever issued, demo tickets included, has its
 * signed QR the moment its event has a key, so nothing is re-issued. A door device verifies with the
 * event's public key alone.
 */

interface EventKey {
  /** Raw 32-byte public key (what a device receives). */
  publicRaw: Buffer;
  publicKey: KeyObject;
  privateKey: KeyObject;
}

/** Key objects are kept for this many events per process; past it the cache starts over (keys never change). */
const MAX_CACHED_KEYS = 5_000;

function keyOf(row: { publicKey: Uint8Array; privateKey: Uint8Array }): EventKey {
  const publicRaw = Buffer.from(row.publicKey);
  return {
    publicRaw,
    publicKey: createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: publicRaw.toString('base64url') },
      format: 'jwk',
    }),
    privateKey: createPrivateKey({ key: Buffer.from(row.privateKey), format: 'der', type: 'pkcs8' }),
  };
}

function newKeyPair(): { publicKey: Buffer; privateKey: Buffer } {
  const pair = generateKeyPairSync('ed25519');
  const jwk = pair.publicKey.export({ format: 'jwk' });
  return {
    publicKey: Buffer.from(String(jwk.x), 'base64url'),
    privateKey: pair.privateKey.export({ format: 'der', type: 'pkcs8' }),
  };
}

/** The event signing keys of one app (built once in the composition root; keys cached per event). */
export function createEventKeys(db: DbOrTx) {
  const cache = new Map<string, Promise<EventKey | null>>();

  function remember(eventId: string, load: Promise<EventKey | null>) {
    if (cache.size >= MAX_CACHED_KEYS) cache.clear();
    cache.set(eventId, load);
    // A miss (no key yet) or a failed read is not kept: the key may be made a moment later.
    const forget = () => {
      if (cache.get(eventId) === load) cache.delete(eventId);
    };
    load.then((key) => key ?? forget(), forget);
    return load;
  }

  /** The event's key if it has one (never creates one: an unknown or foreign event id stays keyless). */
  function find(eventId: string): Promise<EventKey | null> {
    const cached = cache.get(eventId);
    if (cached) return cached;
    return remember(
      eventId,
      repo.findSigningKey(db, eventId).then((row) => (row ? keyOf(row) : null)),
    );
  }

  /**
   * The event's key, made on first use. Two processes racing both insert with ON CONFLICT DO NOTHING and
   * read back the one row that won, so an event never has two keys. The event must exist.
   */
  async function ensure(eventId: string): Promise<EventKey> {
    const found = await find(eventId);
    if (found) return found;
    const load = (async () => {
      const pair = newKeyPair();
      await repo.insertSigningKey(db, eventId, pair.publicKey, pair.privateKey);
      const row = await repo.findSigningKey(db, eventId);
      if (!row) throw new Error(`event ${eventId}: signing key missing after insert`);
      return keyOf(row);
    })();
    return (await remember(eventId, load)) as EventKey;
  }

  return {
    find,
    ensure,

    /** The QR text of a ticket: MQ1.<code>.<event>.<sector>.<signature> (contract checkin.ts). */
    async ticketQr(code: string, eventId: string, sectorKey: string): Promise<string> {
      const key = await ensure(eventId);
      const message = ticketQrMessage(code, eventId, sectorKey);
      return composeTicketQr(message, sign(null, Buffer.from(message), key.privateKey));
    },

    /** Whether a signed scan carries a signature of its own event's key (false: keyless or forged). */
    async verifies(scan: Extract<ParsedScan, { kind: 'signed' }>): Promise<boolean> {
      const key = await find(scan.eventId);
      if (!key) return false;
      try {
        return verify(null, Buffer.from(scan.message), key.publicKey, scan.signature);
      } catch {
        return false;
      }
    },

    /** The event's public key, raw 32 bytes in base64 (creates the key pair on first use). */
    async publicKeyBase64(eventId: string): Promise<string> {
      return (await ensure(eventId)).publicRaw.toString('base64');
    },
  };
}
export type EventKeys = ReturnType<typeof createEventKeys>;
