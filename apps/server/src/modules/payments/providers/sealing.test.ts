import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, parseKeyRing, seal } from './sealing';

const key = () => randomBytes(32).toString('base64');

describe('provider secrets sealed with PAYMENTS_MASTER_KEY', () => {
  it('opens what it sealed, refuses a changed text or another key, and survives a rotation', () => {
    const [k1, k2] = [key(), key()];
    const before = parseKeyRing(`k1:${k1}`);
    const sealed = seal(before, '{"SecretKey":"sk_test_1"}');
    expect(sealed.keyId).toBe('k1');
    expect(sealed.sealed).not.toContain('sk_test');
    expect(open(before, 'k1', sealed.sealed)).toBe('{"SecretKey":"sk_test_1"}');
    const [iv, tag, body] = sealed.sealed.split('.');
    const flipped = `${iv}.${tag}.${(body as string).slice(0, -2)}AA`;
    expect(() => open(before, 'k1', flipped)).toThrow();
    expect(() => open(before, 'k2', sealed.sealed)).toThrow(/unknown key/);
    // The key id is bound in: a row claiming another id does not open even with the right bytes.
    expect(() => open(parseKeyRing(`k9:${k1}`), 'k9', sealed.sealed)).toThrow();
    // Rotation: the new key first seals; the old one still opens old rows.
    const after = parseKeyRing(`k2:${k2},k1:${k1}`);
    expect(open(after, 'k1', sealed.sealed)).toBe('{"SecretKey":"sk_test_1"}');
    expect(seal(after, 'x').keyId).toBe('k2');
    expect(parseKeyRing(k1).currentId).toBe('k1');
    expect(() => parseKeyRing('short:AAAA')).toThrow(/32 bytes/);
  });
});
