import { describe, expect, it } from 'vitest';
import { schedule } from './build-events';

const ZONE = 'Europe/Bratislava';
// Saturday 21 November 2026, 21:15 in Bratislava.
const SATURDAY_EVENING = new Date('2026-11-21T20:15:00Z');

describe('demo schedule of weekday events', () => {
  it('keeps this week’s Saturday while it is still ahead', () => {
    const { beginAt } = schedule({ on: 'sat', at: '20:00' }, new Date('2026-11-19T10:00:00Z'), ZONE);
    expect(beginAt.toISOString()).toBe('2026-11-21T19:00:00.000Z');
  });

  it('moves a Saturday event that has begun, and a Friday one on the weekend, to next week', () => {
    expect(schedule({ on: 'sat', at: '20:00' }, SATURDAY_EVENING, ZONE).beginAt.toISOString()).toBe(
      '2026-11-28T19:00:00.000Z',
    );
    expect(schedule({ on: 'fri', at: '20:00' }, SATURDAY_EVENING, ZONE).beginAt.toISOString()).toBe(
      '2026-11-27T19:00:00.000Z',
    );
    // Later the same evening is still this Saturday; a numbered day is never moved.
    expect(schedule({ on: 'sat', at: '23:00' }, SATURDAY_EVENING, ZONE).beginAt.toISOString()).toBe(
      '2026-11-21T22:00:00.000Z',
    );
    expect(schedule({ on: 0, at: '18:00' }, SATURDAY_EVENING, ZONE).beginAt.toISOString()).toBe(
      '2026-11-21T17:00:00.000Z',
    );
  });

  it('moves a tonight event its journeys buy to tomorrow when its sale would close within the hours given', () => {
    const tonight = { on: 0, at: '23:00', onSaleForHours: 3 } as const;
    // 18:00 in Bratislava: 23:00 is 5 hours away, the sale stays open long enough.
    expect(schedule(tonight, new Date('2026-11-21T17:00:00Z'), ZONE).beginAt.toISOString()).toBe(
      '2026-11-21T22:00:00.000Z',
    );
    // 21:15: it would close in 1¾ hours: tomorrow night. Past midnight, tonight is the new day's.
    expect(schedule(tonight, SATURDAY_EVENING, ZONE).beginAt.toISOString()).toBe('2026-11-22T22:00:00.000Z');
    expect(schedule(tonight, new Date('2026-11-21T23:30:00Z'), ZONE).beginAt.toISOString()).toBe(
      '2026-11-22T22:00:00.000Z',
    );
  });
});
