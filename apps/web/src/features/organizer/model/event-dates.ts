import { instantOfWallClock, MAXIMUM_DATE, MINUTES_STEP, wallClockIn } from '@marquee/contract';

/**
 * The wizard edits times as wall-clock values of the event's own zone (`YYYY-MM-DDTHH:mm`, the value of
 * an `<input type="datetime-local">`), whatever zone the organizer's browser is in.
 */
const pad = (value: number) => String(value).padStart(2, '0');

export function toLocalInput(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const w = wallClockIn(date, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** The instant of a wall-clock value in the zone; null for an empty or malformed value. */
export function fromLocalInput(value: string, timeZone: string): string | null {
  const match = LOCAL.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const instant = instantOfWallClock(
    { year: year ?? 0, month: month ?? 1, day: day ?? 1, hour: hour ?? 0, minute: minute ?? 0, second: 0 },
    timeZone,
  );
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/**
 * Spec 1 §5: minutes step by 5. A typed 18:07 becomes 18:05 (the nearest step), so a value the picker
 * shows is always one the server accepts.
 */
export function snapToMinuteStep(value: string): string {
  const match = LOCAL.exec(value);
  if (!match) return value;
  const minute = Number(match[5]);
  const snapped = Math.round(minute / MINUTES_STEP) * MINUTES_STEP;
  if (snapped === minute) return value.slice(0, 16);
  const [date = '', time = ''] = value.slice(0, 16).split('T');
  const [hour = 0] = time.split(':').map(Number);
  // 23:58 rounds to the next day's 00:00; let Date carry the overflow.
  const carry = new Date(`${date}T00:00:00Z`);
  carry.setUTCMinutes(hour * 60 + snapped);
  return carry.toISOString().slice(0, 16);
}

export const isLongTerm = (iso: string | null) =>
  iso !== null && Date.parse(iso) === Date.parse(MAXIMUM_DATE);

/** Multi-day (spec 3 §4): the event spans more than one calendar day of its zone. */
export function isMultiDay(beginLocal: string, endLocal: string): boolean {
  return (
    beginLocal.slice(0, 10) !== '' &&
    endLocal.slice(0, 10) !== '' &&
    beginLocal.slice(0, 10) !== endLocal.slice(0, 10)
  );
}

/** `YYYY-MM-DD` + `HH:mm` → a local input value. */
export const atTime = (day: string, time: string) => `${day}T${time}`;
