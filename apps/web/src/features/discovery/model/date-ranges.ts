/**
 * Date tabs of the all-events page (spec 1 §9: TODAY, THIS_WEEK Monday–Sunday, THIS_WEEKEND
 * Friday–Sunday, DAY). Ranges are calendar days in the *visitor's* time zone — "this weekend" is the
 * visitor's weekend — and go to the API as UTC instants. Midnight is found per day, so a range across
 * a daylight-saving change is 23 or 25 hours long, never shifted by an hour.
 */

export const DATE_RANGES = ['TODAY', 'THIS_WEEK', 'THIS_WEEKEND', 'DAY'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

/** A calendar day, `YYYY-MM-DD`. */
export type CalendarDay = string;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MINUTE_MS = 60_000;

let knownZone: string | null = null;

/**
 * The browser's IANA zone; UTC when the runtime cannot tell. Asked once: building the formatter that
 * tells it costs milliseconds on a phone, and the filters ask on every render.
 */
export function visitorTimeZone(): string {
  if (knownZone === null) {
    try {
      knownZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      knownZone = 'UTC';
    }
  }
  return knownZone;
}

/** A real calendar day (2026-02-30 is not), as `YYYY-MM-DD`. */
export function isCalendarDay(value: string | null | undefined): value is CalendarDay {
  const match = value ? DAY_PATTERN.exec(value) : null;
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function utcOfDay(day: CalendarDay): number {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return new Date(utcOfDay(day) + days * 24 * 60 * MINUTE_MS).toISOString().slice(0, 10);
}

// One formatter per language (building one costs far more than using it).
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar day in the reader's language ("1 Dec 2026"); the day itself has no zone to shift it by. */
export function formatCalendarDay(day: CalendarDay, language: string): string {
  let format = dayFormatters.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormatters.set(language, format);
  }
  return format.format(utcOfDay(day));
}

/** Monday = 0 … Sunday = 6. */
export function weekdayIndex(day: CalendarDay): number {
  return (new Date(utcOfDay(day)).getUTCDay() + 6) % 7;
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = partFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time of an instant in a zone, read back as if it were UTC. */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The calendar day an instant falls on in a zone. */
export function dayIn(instant: Date | number, timeZone: string): CalendarDay {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  return new Date(wallClockAsUtc(time, timeZone)).toISOString().slice(0, 10);
}

/**
 * The first instant of a calendar day in a zone. The offset is read at the guess and read again at the
 * corrected guess, which settles it on either side of a DST change; where midnight itself is skipped
 * (a few zones jump 00:00 → 01:00) the day starts at the first wall-clock time that exists.
 */
export function startOfDay(day: CalendarDay, timeZone: string): Date {
  const wall = utcOfDay(day);
  let guess = wall - (wallClockAsUtc(wall, timeZone) - wall);
  guess = wall - (wallClockAsUtc(guess, timeZone) - guess);
  for (let step = 0; step < 4 && dayIn(guess, timeZone) < day; step += 1) guess += 30 * MINUTE_MS;
  return new Date(guess);
}

/** First day and the day after the last one (exclusive) of a range around `today`. */
export function rangeDays(
  range: DateRange,
  today: CalendarDay,
  date?: CalendarDay | null,
): { first: CalendarDay; next: CalendarDay } {
  const monday = addDays(today, -weekdayIndex(today));
  switch (range) {
    case 'TODAY':
      return { first: today, next: addDays(today, 1) };
    case 'THIS_WEEK':
      return { first: monday, next: addDays(monday, 7) };
    case 'THIS_WEEKEND':
      // Friday to Sunday of the current Monday–Sunday week: on Monday it is the coming weekend, on
      // Saturday the weekend under way.
      return { first: addDays(monday, 4), next: addDays(monday, 7) };
    case 'DAY': {
      const day = date ?? today;
      return { first: day, next: addDays(day, 1) };
    }
  }
}

/** `since`/`till` of GET /event/search as ISO instants; undefined leaves the bound to the server. */
export interface SearchWindow {
  since?: string;
  till?: string;
}

/**
 * Turns calendar bounds into the query's instants. A window that has already begun starts now
 * (rounded down to the minute, so revisiting within a minute reuses the cached pages): the listing
 * shows what is still to come — the server keeps an event that has begun but not ended.
 */
export function toSearchWindow(
  bounds: { first?: CalendarDay | null; next?: CalendarDay | null },
  now: Date,
  timeZone: string,
): SearchWindow {
  const start = bounds.first ? startOfDay(bounds.first, timeZone).getTime() : undefined;
  const end = bounds.next ? startOfDay(bounds.next, timeZone).getTime() : undefined;
  const nowMinute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const running = start !== undefined && start < nowMinute && (end === undefined || nowMinute < end);
  const since = running ? nowMinute : start;
  return {
    since: since === undefined ? undefined : new Date(since).toISOString(),
    till: end === undefined ? undefined : new Date(end).toISOString(),
  };
}
