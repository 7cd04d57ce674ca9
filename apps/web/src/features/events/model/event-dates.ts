import { plainSpaces } from '../../../lib/dates';

/*
 * Event times always in the event's own zone (ARCHITECTURE §4): a concert in Košice starts at 20:00 for
 * a visitor in London too. The page names the zone's place next to the time so nobody misreads it.
 */

const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

// Building an Intl.DateTimeFormat is costly (locale and zone data are resolved each time: ~1 ms on a
// throttled phone, and a lineup or a listing formats dozens of dates), so each language + zone + options
// combination is built once.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${language}|${timeZone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    try {
      cached = new Intl.DateTimeFormat(language, { ...options, timeZone });
    } catch {
      // An unknown zone: the browser's zone beats no date at all.
      cached = new Intl.DateTimeFormat(language, options);
    }
    formatters.set(key, cached);
  }
  return cached;
}

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };
const ISO_DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** "Sat, 21 Nov 2026, 19:30" in the event's zone. */
export function formatDateTime(iso: string, language: string, timeZone: string): string {
  return plainSpaces(formatter(language, timeZone, DATE_TIME).format(new Date(iso)));
}

/** "Fri, 4 Dec 2026, 17:00 – Sun, 6 Dec 2026, 23:00" (shared parts written once where the language allows). */
export function formatDateTimeRange(begin: string, end: string, language: string, timeZone: string): string {
  return plainSpaces(formatter(language, timeZone, DATE_TIME).formatRange(new Date(begin), new Date(end)));
}

/** "19:30": a lineup slot's time in the event's zone. */
export function formatTime(iso: string, language: string, timeZone: string): string {
  return plainSpaces(formatter(language, timeZone, TIME).format(new Date(iso)));
}

/** "Friday, 4 December": a festival day (YYYY-MM-DD, already a day in the event's zone). */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return plainSpaces(formatter(language, 'UTC', DAY).format(date));
}

/** The begin (or begin to end for multi-day events); long-term events only say when they started. */
export function eventWhen(
  event: { Begin: string; End: string; TimeZone: string; IsMultiDay: boolean; IsLongTerm: boolean },
  language: string,
): { kind: 'single' | 'range' | 'since'; text: string } {
  if (event.IsLongTerm) return { kind: 'since', text: formatDateTime(event.Begin, language, event.TimeZone) };
  if (event.IsMultiDay)
    return { kind: 'range', text: formatDateTimeRange(event.Begin, event.End, language, event.TimeZone) };
  return { kind: 'single', text: formatDateTime(event.Begin, language, event.TimeZone) };
}

/** Whether begin and end fall on different days in the zone (the end is exclusive: midnight ends a day). */
export function spansDays(begin: string, end: string, timeZone: string): boolean {
  const endTime = Date.parse(end);
  if (!(endTime > Date.parse(begin))) return false;
  const day = formatter('en-CA', timeZone, ISO_DAY);
  return day.format(new Date(begin)) !== day.format(new Date(endTime - 1));
}
