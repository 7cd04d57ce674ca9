import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 signatures (base64url) of the sandbox bank, with a key derived for this purpose only. */
export function createSigner(rootKey: Uint8Array, purpose: string) {
  const key = createHmac('sha256', rootKey).update(`marquee:${purpose}`).digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign,
    verify(payload: string, signature: unknown): boolean {
      if (typeof signature !== 'string') return false;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type Signer = ReturnType<typeof createSigner>;
