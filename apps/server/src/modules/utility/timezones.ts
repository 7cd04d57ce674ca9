import { find } from 'geo-tz/all';

/**
 * The IANA zone at a point. geo-tz answers several zones where boundaries meet (and all the Etc/GMT±N
 * zones at the North Pole); we prefer a real zone, then the nautical Etc zone of the longitude.
 */
export function timeZoneAt(lon: number, lat: number): string {
  const zones = find(lat, lon);
  const real = zones.find((zone) => !zone.startsWith('Etc/'));
  if (real) return real;
  const hours = Math.round(lon / 15);
  // Etc/GMT signs are inverted (POSIX): Etc/GMT-1 is UTC+1.
  const nautical = hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
  return zones.includes(nautical) ? nautical : (zones[0] ?? nautical);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Offset of `timeZone` from UTC at `epochMs`, in seconds (Intl's "GMT+05:45" read back into numbers). */
export function offsetSeconds(timeZone: string, epochMs: number): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(epochMs).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = name.match(/^GMT([+-])(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?$/);
  if (!match) return 0;
  const [, sign, hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return sign === '-' ? -total : total;
}

export interface ZoneOffsets {
  rawOffset: number;
  dstOffset: number;
  offset: number;
}

/**
 * Standard and daylight-saving parts of the offset at `epochMs`. The standard offset is the smaller of the
 * offsets at the year's January and July solstice months, which holds in both hemispheres (and treats
 * Europe/Dublin's "negative DST" the way clients expect: winter is standard).
 */
export function zoneOffsets(timeZone: string, epochMs: number): ZoneOffsets {
  const year = new Date(epochMs).getUTCFullYear();
  const january = offsetSeconds(timeZone, Date.UTC(year, 0, 1));
  const july = offsetSeconds(timeZone, Date.UTC(year, 6, 1));
  const offset = offsetSeconds(timeZone, epochMs);
  const rawOffset = Math.min(january, july, offset);
  return { rawOffset, dstOffset: offset - rawOffset, offset };
}
