import { generateKeyPairSync, sign, verify } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base32ToBytes,
  base32ToUuid,
  bytesToBase32,
  canCreateTurnstileSystem,
  composeTicketQr,
  DOOR_STATES,
  type DoorState,
  decideScan,
  normalizeTicketCode,
  parseScan,
  passes,
  SCAN_DIRECTIONS,
  SCAN_INPUT_MAX_LENGTH,
  SCAN_RESULTS,
  type ScanResult,
  ticketQrMessage,
  turnstileCreateProblem,
  uuidToBase32,
} from './index';
import { ORDER_STATES, TICKET_KINDS } from './payments';

const CODE = 'ABCDEFGHJKMNPQRSTVWX';
const EVENT = '3f1c2a9e-5b7d-4c8e-9f01-23456789abcd';
const SECTOR = 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d';
const codeArb = fc
  .array(fc.constantFrom(...'0123456789ABCDEFGHJKMNPQRSTVWXYZ'), { minLength: 20, maxLength: 20 })
  .map((chars) => chars.join(''));

describe('Crockford base32', () => {
  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        const text = bytesToBase32(bytes);
        expect(text).toMatch(/^[0-9A-HJKMNP-TV-Z]*$/);
        expect(base32ToBytes(text, bytes.length)).toEqual(bytes);
      }),
    );
  });

  it('round-trips UUIDs in 26 characters and refuses what is not one', () => {
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        const text = uuidToBase32(uuid);
        expect(text).toHaveLength(26);
        expect(base32ToUuid(text)).toBe(uuid.toLowerCase());
      }),
    );
    expect(base32ToUuid('0'.repeat(25))).toBeNull();
    expect(base32ToUuid(`${'0'.repeat(25)}U`)).toBeNull();
    expect(base32ToBytes('I'.repeat(26), 16)).toBeNull();
  });
});

describe('parseScan', () => {
  it('never throws, whatever is scanned or typed', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })),
        (text) => {
          const parsed = parseScan(text);
          expect(['signed', 'code', 'unreadable']).toContain(parsed.kind);
        },
      ),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (tail) => {
        expect(() => parseScan(`MQ1.${tail}`)).not.toThrow();
        expect(() => parseScan(`MQ1.${CODE}.${tail}.${tail}.${tail}`)).not.toThrow();
      }),
    );
    for (const hostile of [null, undefined, 42, {}] as unknown as string[])
      expect(parseScan(hostile).kind).toBe('unreadable');
    expect(parseScan('A'.repeat(SCAN_INPUT_MAX_LENGTH + 1)).kind).toBe('unreadable');
  });

  it('reads a typed code with spaces, dashes, lower case and the look-alikes', () => {
    expect(parseScan('abcd efgh jkmn pqrs tvwx')).toEqual({ kind: 'code', code: CODE });
    expect(parseScan(' ABCD-EFGH-JKMN-PQRS-TVWX\n')).toEqual({ kind: 'code', code: CODE });
    expect(parseScan('O1IL O0oi llll 0000 1111')).toEqual({ kind: 'code', code: '01110001111100001111' });
    expect(normalizeTicketCode('ABCD EFGH JKMN PQRS TVWU')).toBeNull();
    expect(parseScan('ABCD EFGH JKMN PQRS TVW').kind).toBe('unreadable');
    fc.assert(
      fc.property(codeArb, (code) => {
        const typed = code.toLowerCase().replace(/(.{4})(?!$)/g, '$1 ');
        expect(parseScan(typed)).toEqual({ kind: 'code', code });
      }),
    );
  });

  it('reads the signed QR back into its parts; the signature verifies over the message', () => {
    const pair = generateKeyPairSync('ed25519');
    fc.assert(
      fc.property(codeArb, fc.uuid(), fc.uuid(), (code, eventId, sectorKey) => {
        const message = ticketQrMessage(code, eventId, sectorKey);
        const qr = composeTicketQr(message, sign(null, Buffer.from(message), pair.privateKey));
        expect(qr).toMatch(/^[0-9A-Z.]+$/);
        const parsed = parseScan(qr);
        expect(parsed).toMatchObject({
          kind: 'signed',
          code,
          eventId: eventId.toLowerCase(),
          sectorKey: sectorKey.toLowerCase(),
          message,
        });
        if (parsed.kind === 'signed')
          expect(verify(null, Buffer.from(parsed.message), pair.publicKey, parsed.signature)).toBe(true);
      }),
      { numRuns: 50 },
    );
    const qr = composeTicketQr(ticketQrMessage(CODE, EVENT, SECTOR), new Uint8Array(64));
    expect(qr.length).toBe(182);
    expect(parseScan(qr.replace(CODE, CODE.toLowerCase())).kind).toBe('unreadable');
    expect(parseScan(`${qr}.X`).kind).toBe('unreadable');
    expect(parseScan(qr.slice(0, -1)).kind).toBe('unreadable');
  });
});

describe('decideScan: states × directions × re-entry × order states × kinds × gate × event', () => {
  /** The rule as the issue words it, each refusal in its order of precedence. */
  function expected(c: {
    sameEvent: boolean;
    order: (typeof ORDER_STATES)[number];
    kind: (typeof TICKET_KINDS)[number];
    gateOk: boolean;
    direction: 'IN' | 'OUT';
    state: DoorState;
    reentry: boolean;
  }): [ScanResult, DoorState] {
    if (!c.sameEvent) return ['WRONG_EVENT', c.state];
    if (c.order === 'RESERVED') return ['UNPAID', c.state];
    if (c.order !== 'PAID') return ['CANCELLED', c.state];
    if (c.kind !== 'ENTRY') return ['NOT_ENTRY', c.state];
    if (!c.gateOk) return ['WRONG_GATE', c.state];
    if (c.direction === 'OUT') return c.state === 'INSIDE' ? ['GOODBYE', 'OUTSIDE'] : ['NOT_INSIDE', c.state];
    if (c.state === 'INSIDE') return ['ALREADY_INSIDE', c.state];
    if (c.state === 'OUTSIDE' && !c.reentry) return ['REENTRY_DENIED', c.state];
    return ['WELCOME', 'INSIDE'];
  }

  it('answers every combination as the table says; only WELCOME and GOODBYE change the state', () => {
    let combinations = 0;
    for (const sameEvent of [true, false])
      for (const order of ORDER_STATES)
        for (const kind of TICKET_KINDS)
          for (const gate of ['all', 'listed', 'other'] as const)
            for (const direction of SCAN_DIRECTIONS)
              for (const state of DOOR_STATES)
                for (const reentry of [true, false]) {
                  combinations++;
                  const decision = decideScan({
                    ticket: {
                      eventId: sameEvent ? EVENT : SECTOR,
                      sectorKey: SECTOR,
                      kind,
                      orderState: order,
                      doorState: state,
                    },
                    eventId: EVENT,
                    gate: { sectorKeys: gate === 'all' ? [] : gate === 'listed' ? [EVENT, SECTOR] : [EVENT] },
                    direction,
                    allowReentry: reentry,
                  });
                  const [result, after] = expected({
                    sameEvent,
                    order,
                    kind,
                    gateOk: gate !== 'other',
                    direction,
                    state,
                    reentry,
                  });
                  expect(
                    decision,
                    JSON.stringify({ sameEvent, order, kind, gate, direction, state, reentry }),
                  ).toEqual({
                    result,
                    doorState: after,
                  });
                  expect(decision.doorState !== state).toBe(passes(decision.result));
                }
    expect(combinations).toBe(2 * ORDER_STATES.length * 2 * 3 * 2 * 3 * 2);
  });

  it('a code that names no ticket is UNKNOWN and changes nothing', () => {
    expect(
      decideScan({
        ticket: null,
        eventId: EVENT,
        gate: { sectorKeys: [] },
        direction: 'IN',
        allowReentry: true,
      }),
    ).toEqual({ result: 'UNKNOWN', doorState: null });
    expect(SCAN_RESULTS.filter(passes)).toEqual(['WELCOME', 'GOODBYE']);
  });
});

describe('turnstileCreateProblem (spec 3 §3 CanCreateTurnstileSystem)', () => {
  const now = new Date('2030-05-02T12:00:00Z');
  const base = { isEditor: true, isOnline: false, end: '2030-05-01T22:00:00Z', hasSystem: false, now };

  it('holds for an editor of a place-bound event within a day of its end that has no system', () => {
    expect(turnstileCreateProblem(base)).toBeNull();
    expect(canCreateTurnstileSystem({ ...base, end: '9999-12-30T23:59:59Z' })).toBe(true);
    expect(canCreateTurnstileSystem({ ...base, end: '2030-05-01T12:00:00Z' })).toBe(true);
  });

  it('names the first reason it does not', () => {
    expect(turnstileCreateProblem({ ...base, isEditor: false, isOnline: true })).toBe('NOT_EDITOR');
    expect(turnstileCreateProblem({ ...base, isOnline: true })).toBe('ONLINE');
    expect(turnstileCreateProblem({ ...base, end: '2030-05-01T11:59:59Z' })).toBe('ENDED');
    expect(turnstileCreateProblem({ ...base, hasSystem: true })).toBe('EXISTS');
  });
});
