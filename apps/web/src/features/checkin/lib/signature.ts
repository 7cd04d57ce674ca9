import type { SignatureCheck } from './door-index';

/*
 * Ed25519 checks of ticket QRs with the event's public key. WebCrypto does it natively (Chromium 137+,
 * Firefox 129+, Safari 17+); where it lacks Ed25519, @noble/ed25519 (loaded only then) does the same.
 * The key is imported once per snapshot key, not per scan.
 */

const encoder = new TextEncoder();

function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function webCryptoCheck(raw: Uint8Array<ArrayBuffer>): Promise<SignatureCheck | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  try {
    const key = await subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']);
    return (message, signature) =>
      subtle
        .verify({ name: 'Ed25519' }, key, signature as Uint8Array<ArrayBuffer>, encoder.encode(message))
        .catch(() => false);
  } catch {
    return null;
  }
}

async function nobleCheck(raw: Uint8Array): Promise<SignatureCheck> {
  const ed = await import('@noble/ed25519');
  return async (message, signature) => {
    try {
      return await ed.verifyAsync(signature, encoder.encode(message), raw);
    } catch {
      return false;
    }
  };
}

/** A checker for one base64 public key (32 raw bytes); a malformed key makes every code "forged". */
export async function signatureCheck(publicKeyBase64: string): Promise<SignatureCheck> {
  let raw: Uint8Array<ArrayBuffer>;
  try {
    raw = base64ToBytes(publicKeyBase64);
  } catch {
    return () => false;
  }
  if (raw.length !== 32) return () => false;
  return (await webCryptoCheck(raw)) ?? nobleCheck(raw);
}
