import { describe, expect, it } from 'vitest';
import { emptyForm, instantOf, validateForm } from './stream-form';

const NOW = new Date('2026-11-27T10:00:00Z');
const form = (change = {}) => ({ ...emptyForm(NOW, 'Europe/Bratislava'), Title: 'Night session', ...change });

describe('the stream editor form', () => {
  it('reads the times in the stream’s zone and sends a free published stream', () => {
    const result = validateForm(form());
    expect(result).toEqual({
      ok: true,
      input: expect.objectContaining({
        Title: 'Night session',
        Begin: '2026-11-28T19:00:00.000Z',
        End: '2026-11-28T21:00:00.000Z',
        StreamSellingChannel: 'Free',
        EventId: null,
        Status: 'PUBLISHED',
      }),
    });
    expect(instantOf('2026-07-01T20:00', 'Europe/Bratislava')).toBe('2026-07-01T18:00:00.000Z');
    expect(instantOf('not a date', 'Europe/Bratislava')).toBe('');
  });

  it('names the field and the problem', () => {
    const result = validateForm(
      form({ Title: ' ', End: '2026-11-28T19:00', StreamSellingChannel: 'Paid', Nickname: 'a b' }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        Title: 'STREAM_EDITOR.ERRORS.REQUIRED',
        End: 'STREAM_EDITOR.ERRORS.END_BEFORE_BEGIN',
        EventId: 'STREAM_EDITOR.ERRORS.EVENT_NEEDED',
        Nickname: 'STREAM_EDITOR.ERRORS.NICKNAME',
      },
    });
    expect(validateForm(form({ TimeZone: 'Mars/Olympus' }))).toMatchObject({
      ok: false,
      errors: { TimeZone: 'STREAM_EDITOR.ERRORS.TIME_ZONE' },
    });
  });

  it('links a paid stream to the chosen event', () => {
    const eventId = '6f1c2a3e-0000-4000-8000-000000000001';
    const result = validateForm(form({ StreamSellingChannel: 'Paid', EventId: eventId }));
    expect(result).toMatchObject({ ok: true, input: { StreamSellingChannel: 'Paid', EventId: eventId } });
  });

  it('sends a paid stream’s price when typed or changed, never an unchanged one or a donation’s', () => {
    const eventId = '6f1c2a3e-0000-4000-8000-000000000001';
    const paid = { StreamSellingChannel: 'Paid' as const, EventId: eventId };
    expect(validateForm(form({ ...paid, Price: '12,50' }))).toMatchObject({
      ok: true,
      input: { Price: 12.5 },
    });
    expect(validateForm(form({ ...paid, Price: '15' }), '15')).toMatchObject({
      ok: true,
      input: { Price: null },
    });
    expect(validateForm(form({ ...paid, Price: '12 €' }))).toMatchObject({
      ok: false,
      errors: { Price: 'STREAM_EDITOR.ERRORS.PRICE' },
    });
    expect(validateForm(form({ ...paid, Price: '1.005' }))).toMatchObject({ ok: false });
    expect(
      validateForm(form({ StreamSellingChannel: 'Donate', EventId: eventId, Price: '5' })),
    ).toMatchObject({ ok: true, input: { Price: null } });
  });
});
