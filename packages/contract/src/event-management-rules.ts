import { MAXIMUM_DATE } from './limits';

/**
 * Pure rules of the organizer's event editor (spec 3 §4–§5, spec 1 §9), shared by the server and the web
 * wizard so both refuse the same input with the same form message keys.
 */

export type FieldErrors = Record<string, string[]>;

export function addFieldError(errors: FieldErrors, field: string, key: string): void {
  const list = errors[field] ?? [];
  if (!list.includes(key)) list.push(key);
  errors[field] = list;
}

/** Spec 1 §9 "Default new event". Times are wall-clock times in the event's zone (UTC until one is known). */
export const NEW_EVENT_DEFAULTS = {
  currency: 'EUR',
  sellingChannel: 'IsFree',
  beginTime: '18:00',
  endTime: '22:00',
  openGateTime: '16:00',
  timeZone: 'UTC',
} as const;

/** Spec 1 §5 / §9: date-time pickers step minutes by 5. */
export const MINUTES_STEP = 5;
export const MAX_EVENT_GENRES = 10;
export const MAX_EVENT_KEYWORDS = 10;
export const KEYWORD_MIN_LENGTH = 3;
export const KEYWORD_MAX_LENGTH = 30;
/** Spec 3 §9: my-events page size. */
export const MY_EVENTS_PAGE_SIZE = 8;
/** Spec 3 §4/§9: a base price added on an update starts this long after now. */
export const NEW_BASE_PRICE_DELAY_MS = 10_000;

// ——— Wall-clock time in an IANA zone (no dependency: Intl does the zone arithmetic) ———

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** Whether Intl knows the IANA zone. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function wallClockIn(instant: Date, timeZone: string): WallClock {
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

function offsetMs(instant: Date, timeZone: string): number {
  const w = wallClockIn(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a wall-clock time has in a zone; a time skipped by a DST switch moves forward by the gap. */
export function instantOfWallClock(wall: WallClock, timeZone: string): Date {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const first = guess - offsetMs(new Date(guess), timeZone);
  // A second pass corrects guesses that land on the other side of a DST switch.
  return new Date(guess - offsetMs(new Date(first), timeZone));
}

/**
 * The same wall-clock time in another zone: the organizer typed "20:00" while the event had no venue (UTC),
 * then picked a hall in Bratislava — the show still starts at 20:00 there. The maximum date (long-term end)
 * is a marker, not a time, and stays as it is.
 */
export function shiftWallClock(instant: Date, fromZone: string, toZone: string): Date {
  if (fromZone === toZone || instant.getTime() === Date.parse(MAXIMUM_DATE)) return instant;
  return instantOfWallClock(wallClockIn(instant, fromZone), toZone);
}

export interface EventDates {
  Begin: Date;
  End: Date;
  OpenGate: Date;
}

/**
 * Spec 1 §9 defaults for a new event: tomorrow (in the event's zone) 18:00–22:00, gate open 16:00. With no
 * zone yet (no venue or map position) the zone is UTC, which is the spec's "gate 16:00 UTC".
 */
export function newEventDates(now: Date, timeZone: string = NEW_EVENT_DEFAULTS.timeZone): EventDates {
  const today = wallClockIn(now, timeZone);
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  const at = (time: string) => {
    const [hour = 0, minute = 0] = time.split(':').map(Number);
    return instantOfWallClock(
      {
        year: tomorrow.getUTCFullYear(),
        month: tomorrow.getUTCMonth() + 1,
        day: tomorrow.getUTCDate(),
        hour,
        minute,
        second: 0,
      },
      timeZone,
    );
  };
  return {
    Begin: at(NEW_EVENT_DEFAULTS.beginTime),
    End: at(NEW_EVENT_DEFAULTS.endTime),
    OpenGate: at(NEW_EVENT_DEFAULTS.openGateTime),
  };
}

/**
 * On the 5-minute grid: whole minutes divisible by 5, no seconds. Every zone's offset is a multiple of 15
 * minutes, so the UTC minute answers for the local one too. The maximum date is allowed as a long-term end.
 */
export function isOnMinuteStep(instant: Date): boolean {
  if (instant.getTime() === Date.parse(MAXIMUM_DATE)) return true;
  return instant.getTime() % (MINUTES_STEP * 60_000) === 0;
}

export interface EventSchedule {
  Begin: Date;
  End: Date;
  OpenGate: Date | null;
  BeginSelling: Date | null;
  EndSelling: Date | null;
}

/**
 * The date rules of the event form, answered as FieldErrors with the spec's keys: every date on the
 * 5-minute grid (DATE_INVALID) and not after the maximum date (MAX_DATETIME); End after Begin, the gate
 * opening no later than the start, selling ending after it begins and no later than the event ends.
 */
export function eventScheduleProblems(
  schedule: EventSchedule,
  /** The fields the person entered; values derived from them are not blamed for their grid. */
  entered: readonly (keyof EventSchedule)[] = ['Begin', 'End', 'OpenGate', 'BeginSelling', 'EndSelling'],
): FieldErrors {
  const errors: FieldErrors = {};
  const max = Date.parse(MAXIMUM_DATE);
  for (const field of entered) {
    const value = schedule[field];
    if (!value) continue;
    if (value.getTime() > max) addFieldError(errors, field, 'MAX_DATETIME');
    else if (!isOnMinuteStep(value)) addFieldError(errors, field, 'DATE_INVALID');
  }
  const { Begin, End, OpenGate, BeginSelling, EndSelling } = schedule;
  if (End.getTime() <= Begin.getTime()) addFieldError(errors, 'End', 'MIN_DATETIME');
  if (OpenGate && OpenGate.getTime() > Begin.getTime()) addFieldError(errors, 'OpenGate', 'MAX_DATETIME');
  if (BeginSelling && EndSelling && EndSelling.getTime() <= BeginSelling.getTime())
    addFieldError(errors, 'EndSelling', 'MIN_DATETIME');
  if (EndSelling && EndSelling.getTime() > End.getTime()) addFieldError(errors, 'EndSelling', 'MAX_DATETIME');
  if (BeginSelling && BeginSelling.getTime() >= End.getTime())
    addFieldError(errors, 'BeginSelling', 'MAX_DATETIME');
  return errors;
}

// ——— Keywords (spec 3 §5 tags) ———

/**
 * Tags: trimmed, lowercased, duplicates removed. Returns the list and the index of each refused tag
 * (fewer than 3 characters → MIN_LENGTH, anything but letters and digits → INVALID_VALUE).
 */
export function normalizeKeywords(input: readonly string[]): { keywords: string[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const keywords: string[] = [];
  input.forEach((raw, index) => {
    const tag = raw.trim().toLowerCase();
    if (tag.length < KEYWORD_MIN_LENGTH) addFieldError(errors, `Keywords.${index}`, 'MIN_LENGTH');
    else if (tag.length > KEYWORD_MAX_LENGTH) addFieldError(errors, `Keywords.${index}`, 'MAX_LENGTH');
    else if (!/^[\p{L}\p{N}]+$/u.test(tag)) addFieldError(errors, `Keywords.${index}`, 'INVALID_VALUE');
    else if (!keywords.includes(tag)) keywords.push(tag);
  });
  if (keywords.length > MAX_EVENT_KEYWORDS) addFieldError(errors, 'Keywords', 'MAX_VALUE');
  return { keywords, errors };
}

// ——— IBAN (ISO 13616) ———

/** IBAN lengths of the countries our organizers bank in (SEPA and neighbours); others get the generic bound. */
// biome-ignore format: a table reads better in rows
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AT: 20, BA: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24,
  FI: 18, FR: 27, GB: 22, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20,
  LV: 21, MC: 27, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, RS: 22, SE: 24, SI: 19, SK: 24,
  SM: 27, UA: 29,
};

/** Spaces removed, upper-cased: how an IBAN is stored. */
export function normalizeIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** Country, length and the mod-97 check digits (a typo in any one character is always caught). */
export function isValidIban(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

// ——— Publishing ———

export interface PublishSnapshot {
  ProfilePicture: string | null;
  IsOnline: boolean;
  /** A venue, or a city (an address chosen from suggestions). */
  HasPlace: boolean;
  End: Date;
  SellingChannel: string;
  ExternalUrl: string | null;
  /** Ticket categories that have at least one base price window not yet over. */
  PricedCategoryCount: number;
  /** Category keys the event's seats and sectors use that the event has no category for. */
  MissingCategoryKeys: readonly string[];
  HasResponsible: boolean;
}

/**
 * What a draft still lacks before it may be published, as FieldErrors (an empty object means complete).
 * Selling in-product needs priced ticket categories for every seat and a responsible person or company
 * (who is paid out); external channels need their link.
 */
export function publishProblems(event: PublishSnapshot, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  if (!event.ProfilePicture) addFieldError(errors, 'ProfilePicture', 'FIELD_REQUIRED');
  if (!event.IsOnline && !event.HasPlace) addFieldError(errors, 'VenueRef', 'FIELD_REQUIRED');
  if (event.End.getTime() < now.getTime()) addFieldError(errors, 'End', 'MIN_DATETIME');
  if (event.SellingChannel === 'Marquee') {
    if (event.PricedCategoryCount === 0) addFieldError(errors, 'TicketCategories', 'FIELD_REQUIRED');
    if (event.MissingCategoryKeys.length > 0) addFieldError(errors, 'TicketCategories', 'INVALID_VALUE');
    if (!event.HasResponsible) addFieldError(errors, 'Responsible', 'FIELD_REQUIRED');
  } else if (event.SellingChannel !== 'IsFree' && !event.ExternalUrl) {
    addFieldError(errors, 'SellingChannelInfo.Url', 'FIELD_REQUIRED');
  }
  return errors;
}
