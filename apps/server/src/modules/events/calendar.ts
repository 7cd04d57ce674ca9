import { isLongTerm, type Language } from '@marquee/contract';
import { createEvent, type EventAttributes } from 'ics';
import { countryName } from '../utility/countries';
import type { EventDetailRow } from './event-detail.repository';

/** The public page of an event in a language: /{lang}/events/{nickname or id}. */
export function eventPageUrl(
  publicUrl: string,
  language: Language,
  event: { id: string; nickname: string | null },
) {
  return `${publicUrl.replace(/\/+$/, '')}/${language}/events/${encodeURIComponent(event.nickname ?? event.id)}`;
}

function location(row: EventDetailRow, language: Language): string {
  if (row.isOnline) return 'Online stream';
  const parts = [
    row.venue?.name,
    row.address?.AddressLine,
    [row.address?.Zip, row.city?.name ?? row.address?.City].filter(Boolean).join(' '),
    row.city ? countryName(row.city.countryCode, language) : row.address?.Country,
  ];
  return parts.filter((part): part is string => Boolean(part?.trim())).join(', ');
}

/**
 * GET /event/{id}/calendar.ics: one VEVENT. Times are UTC instants (DTSTART…Z), which every calendar shows
 * correctly in its user's zone; `ics` cannot write TZID/VTIMEZONE, so the event's own IANA zone travels as
 * X-WR-TIMEZONE and in the description. A long-term event (End = maximum date) gets no end: a 7,975-year
 * entry would swamp the calendar. The UID is stable per event, so re-importing updates the entry.
 */
export function buildEventCalendar(
  row: EventDetailRow,
  publicUrl: string,
  language: Language,
  now: Date,
): string {
  const url = eventPageUrl(publicUrl, language, row);
  const host = new URL(publicUrl).host;
  const description = [row.about?.trim(), `${url}`, `(${row.timeZone})`].filter(Boolean).join('\n\n');
  const attributes: EventAttributes = {
    uid: `${row.id}@${host}`,
    title: row.name,
    description,
    url,
    location: location(row, language),
    start: row.beginAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    ...(isLongTerm(row.endAt)
      ? {}
      : { end: row.endAt.getTime(), endInputType: 'utc' as const, endOutputType: 'utc' as const }),
    ...(row.lat !== null && row.lon !== null && !row.isOnline ? { geo: { lat: row.lat, lon: row.lon } } : {}),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    productId: 'marquee/events',
    calName: row.name,
    method: 'PUBLISH',
    timestamp: now.getTime(),
    lastModified: row.updatedAt.getTime(),
  } as EventAttributes;
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('ics produced nothing');
  // RFC 5545 lines end with CRLF; the calendar-level zone goes right after the product id.
  return value.replace(/(PRODID:[^\r\n]*\r\n)/, `$1X-WR-TIMEZONE:${row.timeZone}\r\n`);
}
