/**
 * Wall-clock helpers for the seed. Dates are built from a calendar day relative to `now` plus a local time in
 * the event's IANA zone, so "today 19:30 in Bratislava" stays 19:30 local across DST changes.
 */

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallClock(instant: Date, timeZone: string) {
  const parts = formatter(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Offset of the zone from UTC at an instant, in ms (positive east of Greenwich). */
function offsetMs(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The calendar day an instant falls on in a zone. */
export function calendarDay(instant: Date, timeZone: string): CalendarDay {
  const { year, month, day } = wallClock(instant, timeZone);
  return { year, month, day };
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day) + days * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 0 = Monday … 6 = Sunday (the spec's THIS_WEEK runs Monday to Sunday). */
export function weekdayIndex(day: CalendarDay): number {
  return (new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7;
}

/** The instant of a local wall-clock time ("19:30") on a calendar day in a zone. */
export function zonedTime(day: CalendarDay, time: string, timeZone: string): Date {
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const guess = Date.UTC(day.year, day.month - 1, day.day, hh, mm);
  const first = guess - offsetMs(new Date(guess), timeZone);
  // A second pass corrects guesses that land on the other side of a DST switch.
  const second = guess - offsetMs(new Date(first), timeZone);
  return new Date(second);
}

export function isoDay(day: CalendarDay): string {
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);
export const HOUR_MS = 3_600_000;
export { DAY_MS };
