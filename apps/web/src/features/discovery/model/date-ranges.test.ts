import { describe, expect, it } from 'vitest';
import {
  dayIn,
  formatCalendarDay,
  isCalendarDay,
  rangeDays,
  startOfDay,
  toSearchWindow,
  weekdayIndex,
} from './date-ranges';

const BRATISLAVA = 'Europe/Bratislava';
const NEW_YORK = 'America/New_York';

/** The API window of a range as it would be sent at `nowIso` by a visitor in `zone`. */
function windowAt(range: Parameters<typeof rangeDays>[0], nowIso: string, zone: string, date?: string) {
  const now = new Date(nowIso);
  return toSearchWindow(rangeDays(range, dayIn(now, zone), date), now, zone);
}

describe('calendar days', () => {
  it('accepts only real days', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('26-01-01')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });

  it('numbers weekdays from Monday', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0); // Monday
    expect(weekdayIndex('2026-11-27')).toBe(4); // Friday
    expect(weekdayIndex('2026-11-29')).toBe(6); // Sunday
  });

  it('reads the day in the visitor zone, not in UTC', () => {
    // 23:30 UTC on Saturday is already Sunday in Bratislava and still Saturday in New York.
    expect(dayIn(new Date('2026-11-21T23:30:00Z'), BRATISLAVA)).toBe('2026-11-22');
    expect(dayIn(new Date('2026-11-21T23:30:00Z'), NEW_YORK)).toBe('2026-11-21');
  });

  it('finds midnight on both sides of a DST change', () => {
    expect(startOfDay('2026-03-29', BRATISLAVA).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDay('2026-03-30', BRATISLAVA).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfDay('2026-10-25', BRATISLAVA).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfDay('2026-10-26', BRATISLAVA).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
});

describe('date ranges in the visitor time zone', () => {
  it('TODAY is the visitor day, from now while it runs', () => {
    expect(windowAt('TODAY', '2026-11-21T09:15:42Z', BRATISLAVA)).toEqual({
      since: '2026-11-21T09:15:00.000Z',
      till: '2026-11-21T23:00:00.000Z',
    });
  });

  it('THIS_WEEK runs Monday to Sunday, whatever the weekday', () => {
    const expected = { first: '2026-11-16', next: '2026-11-23' };
    for (const today of ['2026-11-16', '2026-11-19', '2026-11-22']) {
      expect(rangeDays('THIS_WEEK', today)).toEqual(expected);
    }
    // Sunday evening: the week ends at the coming midnight, not a week later.
    expect(windowAt('THIS_WEEK', '2026-11-22T20:00:00Z', BRATISLAVA).till).toBe('2026-11-22T23:00:00.000Z');
  });

  it('THIS_WEEKEND is Friday to Sunday: coming on a Monday, under way on a Saturday', () => {
    expect(rangeDays('THIS_WEEKEND', '2026-11-16')).toEqual({ first: '2026-11-20', next: '2026-11-23' });
    expect(rangeDays('THIS_WEEKEND', '2026-11-21')).toEqual({ first: '2026-11-20', next: '2026-11-23' });
    // Monday 10:00 in Bratislava: from Friday midnight, not from now.
    expect(windowAt('THIS_WEEKEND', '2026-11-16T09:00:00Z', BRATISLAVA)).toEqual({
      since: '2026-11-19T23:00:00.000Z',
      till: '2026-11-22T23:00:00.000Z',
    });
  });

  it('THIS_WEEKEND across the autumn DST change lasts 73 hours', () => {
    const window = windowAt('THIS_WEEKEND', '2026-10-19T08:00:00Z', BRATISLAVA);
    expect(window).toEqual({ since: '2026-10-22T22:00:00.000Z', till: '2026-10-25T23:00:00.000Z' });
    expect((Date.parse(window.till ?? '') - Date.parse(window.since ?? '')) / 3_600_000).toBe(73);
  });

  it('THIS_WEEKEND across the spring DST change lasts 71 hours', () => {
    const window = windowAt('THIS_WEEKEND', '2026-03-23T08:00:00Z', BRATISLAVA);
    expect(window).toEqual({ since: '2026-03-26T23:00:00.000Z', till: '2026-03-29T22:00:00.000Z' });
    expect((Date.parse(window.till ?? '') - Date.parse(window.since ?? '')) / 3_600_000).toBe(71);
  });

  it('THIS_WEEK across the American DST end, for a visitor in New York', () => {
    expect(windowAt('THIS_WEEK', '2026-10-26T12:00:00Z', NEW_YORK)).toEqual({
      since: '2026-10-26T12:00:00.000Z',
      till: '2026-11-02T05:00:00.000Z',
    });
  });

  it('DAY is the picked day; a past day keeps its own bounds', () => {
    expect(windowAt('DAY', '2026-11-21T10:00:00Z', BRATISLAVA, '2026-12-24')).toEqual({
      since: '2026-12-23T23:00:00.000Z',
      till: '2026-12-24T23:00:00.000Z',
    });
    expect(windowAt('DAY', '2026-11-21T10:00:00Z', BRATISLAVA, '2026-11-01')).toEqual({
      since: '2026-10-31T23:00:00.000Z',
      till: '2026-11-01T23:00:00.000Z',
    });
  });

  it('the same moment is a different weekend in Tokyo and in New York', () => {
    // Friday 20:00 UTC: Saturday in Tokyo (weekend under way), Friday afternoon in New York.
    const now = '2026-11-20T20:00:00Z';
    expect(windowAt('THIS_WEEKEND', now, 'Asia/Tokyo').till).toBe('2026-11-22T15:00:00.000Z');
    expect(windowAt('THIS_WEEKEND', now, NEW_YORK).till).toBe('2026-11-23T05:00:00.000Z');
  });
});

describe('showing a calendar day', () => {
  it('names the day itself in every visitor zone', () => {
    // Read as an instant in New York, midnight UTC would be the evening before.
    expect(formatCalendarDay('2026-12-01', 'en-US')).toBe('Dec 1, 2026');
    expect(formatCalendarDay('2026-12-01', 'sk')).toBe('1. 12. 2026');
  });
});
