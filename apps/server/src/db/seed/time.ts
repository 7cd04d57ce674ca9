/**
 * Wall-clock helpers for the seed. Dates are built from a calendar day relative to `now` plus a local time in
 * the event's IANA zone, so "today 19:30 in Bratislava" stays 19:30 local across DST changes. The zone math
 * is the contract's (event-management-rules.ts), the same the organizer's wizard and the server use.
 */
import { instantOfWallClock, wallClockIn } from '@marquee/contract';

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;

/** The calendar day an instant falls on in a zone. */
export function calendarDay(instant: Date, timeZone: string): CalendarDay {
  const { year, month, day } = wallClockIn(instant, timeZone);
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

/** The instant of a local wall-clock time ("19:30") on a calendar day in a zone (the contract's DST rule). */
export function zonedTime(day: CalendarDay, time: string, timeZone: string): Date {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return instantOfWallClock({ ...day, hour, minute, second: 0 }, timeZone);
}

export function isoDay(day: CalendarDay): string {
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);
export const HOUR_MS = 3_600_000;
export { DAY_MS };
