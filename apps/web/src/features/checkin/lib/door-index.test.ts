import { describe, expect, it } from 'vitest';
import { BALCONY, buildSnapshot, code, EVENT, eventKey, MERCH, OTHER_EVENT, PARTER } from '../test-fixtures';
import { buildDoorIndex, decideOffline, effectOfAnswer } from './door-index';
import { signatureCheck } from './signature';

const key = eventKey();

async function setup(overrides = {}) {
  const index = buildDoorIndex(buildSnapshot(key.publicKey, overrides));
  const verify = await signatureCheck(key.publicKey);
  let n = 0;
  const scan = (text: string, direction: 'IN' | 'OUT' = 'IN') =>
    decideOffline(
      index,
      { scanId: `s${++n}`, text, direction, nowMs: Date.parse('2031-05-01T18:05:00Z') },
      verify,
    );
  return { index, scan };
}

describe('offline door decisions', () => {
  it('lets a signed ticket in once, then answers already inside since when and where', async () => {
    const { scan } = await setup();
    const first = await scan(key.qr(code(1), PARTER));
    expect(first.answer.result).toBe('WELCOME');
    expect(first.answer).toMatchObject({ sectorName: 'Parter', seatLabel: 'Row 3, Seat 12', offline: true });
    expect(first.effect).toMatchObject({ code: code(1), state: 'INSIDE', gateIndex: 0 });
    const second = await scan(key.qr(code(1), PARTER));
    expect(second.answer.result).toBe('ALREADY_INSIDE');
    expect(second.answer.since).toBe('2031-05-01T18:05:00.000Z');
    expect(second.answer.gateName).toBe('North');
    expect(second.effect).toBeNull();
  });

  it('takes a typed short code when the snapshot has it, in any case and grouping', async () => {
    const { scan } = await setup();
    expect(
      (
        await scan(
          code(2)
            .toLowerCase()
            .replace(/(.{4})/g, '$1 '),
        )
      ).answer.result,
    ).toBe('WELCOME');
    expect((await scan(code(2))).answer.result).toBe('ALREADY_INSIDE');
    expect((await scan('ABCDEFGHJKMNPQRSTVWX')).answer.result).toBe('UNKNOWN');
  });

  it('admits a genuine code sold after the last sync (not in the snapshot) as a paid ticket of its sector', async () => {
    const { scan, index } = await setup();
    const fresh = 'N0T1NSNAPSH0T0000000';
    expect((await scan(key.qr(fresh, PARTER))).answer.result).toBe('WELCOME');
    expect(index.byCode.has(fresh)).toBe(true);
    expect((await scan(key.qr(fresh, PARTER))).answer.result).toBe('ALREADY_INSIDE');
    // Of a sector this gate does not admit: wrong gate, and of a merchandise sector: not an entry.
    expect((await scan(key.qr('N0T1NSNAPSH0T0000001', BALCONY))).answer.result).toBe('WRONG_GATE');
    expect((await scan(key.qr('N0T1NSNAPSH0T0000002', MERCH))).answer.result).toBe('NOT_ENTRY');
  });

  it('refuses forged, foreign, cancelled, unpaid, merchandise and wrong-gate tickets, changing nothing', async () => {
    const { scan, index } = await setup();
    const genuine = key.qr(code(1), PARTER);
    const forged = `${genuine.slice(0, -2)}${genuine.endsWith('00') ? '11' : '00'}`;
    expect((await scan(forged)).answer.result).toBe('FORGED');
    expect((await scan(eventKey().qr(code(1), PARTER))).answer.result).toBe('FORGED');
    expect((await scan(key.qr(code(1), PARTER, OTHER_EVENT))).answer.result).toBe('WRONG_EVENT');
    expect((await scan(code(4))).answer.result).toBe('CANCELLED');
    expect((await scan(code(5))).answer.result).toBe('UNPAID');
    expect((await scan(code(6))).answer.result).toBe('NOT_ENTRY');
    expect((await scan(code(3))).answer.result).toBe('WRONG_GATE');
    expect(index.snapshot.Tickets[0]?.[3]).toBe(0);
    // The forged one did not let code(1) in: the genuine code still does.
    expect((await scan(genuine)).answer.result).toBe('WELCOME');
  });

  it('goes out and (re-entry off) not back in; not inside for an exit never entered', async () => {
    const { scan } = await setup();
    expect((await scan(code(2), 'OUT')).answer.result).toBe('NOT_INSIDE');
    expect((await scan(code(2))).answer.result).toBe('WELCOME');
    expect((await scan(code(2), 'OUT')).answer.result).toBe('GOODBYE');
    expect((await scan(code(2))).answer.result).toBe('REENTRY_DENIED');
    const reentry = await setup({ AllowReentry: true });
    await reentry.scan(code(2));
    await reentry.scan(code(2), 'OUT');
    expect((await reentry.scan(code(2))).answer.result).toBe('WELCOME');
  });

  it('knows who the snapshot says is inside, and where they came in', async () => {
    const { scan } = await setup();
    const answer = (await scan(code(7))).answer;
    expect(answer.result).toBe('ALREADY_INSIDE');
    expect(answer.gateName).toBe('South');
    expect(answer.since).toBe(new Date(1_945_000_000 * 1000).toISOString());
  });

  it('answers garbage and hostile input as unreadable and never throws', async () => {
    const { scan } = await setup();
    const hostile = [
      '',
      ' ',
      'hello',
      '🎟️🎟️🎟️',
      'MQ1.',
      'MQ1....',
      `MQ1.${code(1)}.x.y.z`,
      'MQ1.'.repeat(200),
      'A'.repeat(513),
      'A'.repeat(100_000),
      '\u0000\u0001\uffff\ud800',
      String.fromCharCode(...Array.from({ length: 512 }, (_, i) => i % 256)),
      `${key.qr(code(1), PARTER)}.EXTRA`,
      'javascript:alert(1)',
      '<img src=x onerror=alert(1)>',
    ];
    for (const text of hostile) {
      const { answer, effect } = await scan(text);
      expect(answer.result, JSON.stringify(text.slice(0, 40))).toBe('UNREADABLE');
      expect(effect).toBeNull();
    }
  });

  it('records what the server answered so an offline rescan knows it', async () => {
    const { index } = await setup();
    const effect = effectOfAnswer(
      index,
      {
        ScanId: 'x',
        Result: 'WELCOME',
        TicketCode: code(2),
        SectorName: 'Parter',
        RowName: null,
        SeatName: null,
        Since: null,
        GateName: null,
        Conflict: false,
      },
      null,
      Date.parse('2031-05-01T18:00:00Z'),
    );
    expect(effect).toMatchObject({ code: code(2), state: 'INSIDE' });
    expect(EVENT).toBe(index.snapshot.Event.Id);
  });
});
