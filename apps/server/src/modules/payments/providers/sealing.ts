import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Provider secrets sealed at rest with AES-256-GCM (issue 23). PAYMENTS_MASTER_KEY holds one or more keys,
 * `id:base64,id:base64` (the first seals, all open) or one bare base64 key (id `k1`); each key is 32 bytes.
 * The key id is stored beside the ciphertext, so a rotation adds a new first key, re-seals the rows
 * (`npm run payments:reseal`, docs/operations.md) and drops the old key afterwards.
 */
export interface KeyRing {
  currentId: string;
  keys: Map<string, Buffer>;
}

export function parseKeyRing(value: string): KeyRing {
  const entries = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(':');
      const [id, b64] = colon > 0 ? [part.slice(0, colon), part.slice(colon + 1)] : ['k1', part];
      const key = Buffer.from(b64, 'base64');
      if (key.length !== 32 || !/^[A-Za-z0-9_-]{1,32}$/.test(id))
        throw new Error(`PAYMENTS_MASTER_KEY: key "${id}" must be 32 bytes in base64 with a short id`);
      return [id, key] as const;
    });
  const first = entries[0];
  if (!first) throw new Error('PAYMENTS_MASTER_KEY is empty');
  return { currentId: first[0], keys: new Map(entries) };
}

/** Outside production without a master key: one derived from the app secret (id `dev`), never for live keys. */
export function derivedKeyRing(secret: Uint8Array): KeyRing {
  const key = createHash('sha256').update('marquee:payments-master-key:').update(secret).digest();
  return { currentId: 'dev', keys: new Map([['dev', key]]) };
}

/** `iv.tag.ciphertext`, base64url; the key id is bound in as associated data. */
export function seal(ring: KeyRing, plaintext: string): { keyId: string; sealed: string } {
  const key = ring.keys.get(ring.currentId) as Buffer;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(ring.currentId));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const sealed = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
  return { keyId: ring.currentId, sealed };
}

/** Throws when the key is gone or the text was changed (GCM's tag). */
export function open(ring: KeyRing, keyId: string, sealed: string): string {
  const key = ring.keys.get(keyId);
  if (!key) throw new Error(`payment credentials sealed with unknown key "${keyId}"`);
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('malformed sealed payment credentials');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(keyId));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
