/*
 * The ticket QR of door check-in (issue 17): Crockford base32 and the signed code MQ1.<code>.<event>.<sector>.<signature>
 * (the format is described in checkin.ts). Pure text handling, no zod: the door phone's offline path uses it.
 */

// ——— Base32 (Crockford, no padding) ———

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const DECODE = new Map<string, number>([...ALPHABET].map((c, i) => [c, i]));

export function bytesToBase32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** null when a character is not base32 or the length cannot hold `length` bytes exactly. */
export function base32ToBytes(text: string, length: number): Uint8Array | null {
  if (text.length !== Math.ceil((length * 8) / 5)) return null;
  const out = new Uint8Array(length);
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of text) {
    const value = DECODE.get(char);
    if (value === undefined) return null;
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      if (index < length) out[index++] = (buffer >>> (bits - 8)) & 0xff;
      bits -= 8;
    }
  }
  return out;
}

const HEX = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function uuidToBase32(uuid: string): string {
  const hex = uuid.toLowerCase().replaceAll('-', '');
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytesToBase32(bytes);
}

export function base32ToUuid(text: string): string | null {
  const bytes = base32ToBytes(text, 16);
  if (!bytes) return null;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return HEX.test(uuid) ? uuid : null;
}

// ——— The ticket QR ———

export const TICKET_QR_VERSION = 'MQ1';
export const TICKET_CODE_LENGTH = 20;
/** Longer input is never parsed (a hostile QR or a stuck wedge scanner): it is UNREADABLE at once. */
export const SCAN_INPUT_MAX_LENGTH = 512;
const SIGNATURE_BYTES = 64;

/** The text the event key signs: everything before the signature. */
export function ticketQrMessage(code: string, eventId: string, sectorKey: string): string {
  return `${TICKET_QR_VERSION}.${code}.${uuidToBase32(eventId)}.${uuidToBase32(sectorKey)}`;
}

export function composeTicketQr(message: string, signature: Uint8Array): string {
  return `${message}.${bytesToBase32(signature)}`;
}

export type ParsedScan =
  | {
      kind: 'signed';
      code: string;
      eventId: string;
      sectorKey: string;
      message: string;
      signature: Uint8Array;
    }
  | { kind: 'code'; code: string }
  | { kind: 'unreadable' };

/**
 * A typed code as stored: upper case, without spaces and dashes, with the look-alikes Crockford allows
 * (I, L → 1; O → 0). null when it is not a ticket code.
 */
export function normalizeTicketCode(text: string): string | null {
  const code = text.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (code.length !== TICKET_CODE_LENGTH) return null;
  for (const char of code) if (!DECODE.has(char)) return null;
  return code;
}

/** Reads a scanned or typed text. Never throws: anything it cannot read is `unreadable`. */
export function parseScan(text: string): ParsedScan {
  if (typeof text !== 'string' || text.length === 0 || text.length > SCAN_INPUT_MAX_LENGTH) {
    return { kind: 'unreadable' };
  }
  const trimmed = text.trim();
  if (trimmed.startsWith(`${TICKET_QR_VERSION}.`)) {
    const parts = trimmed.split('.');
    if (parts.length !== 5) return { kind: 'unreadable' };
    const [, code = '', event = '', sector = '', signatureText = ''] = parts;
    const eventId = base32ToUuid(event);
    const sectorKey = base32ToUuid(sector);
    const signature = base32ToBytes(signatureText, SIGNATURE_BYTES);
    if (normalizeTicketCode(code) !== code || !eventId || !sectorKey || !signature) {
      return { kind: 'unreadable' };
    }
    return {
      kind: 'signed',
      code,
      eventId,
      sectorKey,
      message: trimmed.slice(0, -signatureText.length - 1),
      signature,
    };
  }
  const code = normalizeTicketCode(trimmed);
  return code ? { kind: 'code', code } : { kind: 'unreadable' };
}
