import { parseScan } from '@marquee/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { code, eventKey, PARTER } from '../test-fixtures';
import { signatureCheck } from './signature';

const key = eventKey();
const parsed = parseScan(key.qr(code(1), PARTER));
if (parsed.kind !== 'signed') throw new Error('fixture QR does not parse');

describe('ticket QR signatures', () => {
  afterEach(() => vi.restoreAllMocks());

  it('verifies with WebCrypto Ed25519', async () => {
    const verify = await signatureCheck(key.publicKey);
    expect(await verify(parsed.message, parsed.signature)).toBe(true);
    expect(await verify(`${parsed.message}X`, parsed.signature)).toBe(false);
  });

  it('falls back to @noble/ed25519 where WebCrypto lacks Ed25519', async () => {
    vi.spyOn(crypto.subtle, 'importKey').mockRejectedValue(
      new DOMException('Unrecognized name', 'NotSupportedError'),
    );
    const verify = await signatureCheck(key.publicKey);
    expect(await verify(parsed.message, parsed.signature)).toBe(true);
    expect(await verify(parsed.message, new Uint8Array(64))).toBe(false);
  });

  it('treats a malformed key as "every code forged" instead of failing', async () => {
    for (const bad of ['', 'not base64!', btoa('short')]) {
      const verify = await signatureCheck(bad);
      expect(await verify(parsed.message, parsed.signature)).toBe(false);
    }
  });
});
