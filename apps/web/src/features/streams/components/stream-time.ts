import { isLongTerm } from '@marquee/contract';
import { useEffect, useState } from 'react';
import { plainSpaces } from '../../../lib/dates';

export type StreamPhase = 'upcoming' | 'live' | 'ended';

/** Where a stream is in time: before Begin, between Begin and End, or after End. */
export function streamPhase(stream: { Begin: string; End: string }, now: Date = new Date()): StreamPhase {
  const at = now.getTime();
  if (at < Date.parse(stream.Begin)) return 'upcoming';
  if (isLongTerm(stream.End) || at < Date.parse(stream.End)) return 'live';
  return 'ended';
}

/**
 * The moment a page's phase is computed at: first `renderedAt` (when its data was read: on the server for a
 * server-rendered page, so the hydrating browser renders the server's phase), the browser's clock after.
 */
export function useNow(renderedAt: number): number {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => setNow(Date.now()), []);
  return now;
}

const OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function formatter(language: string, timeZone: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(language, { ...OPTIONS, timeZone });
  } catch {
    // An unknown zone name: the browser's zone is better than no date at all.
    return new Intl.DateTimeFormat(language, OPTIONS);
  }
}

/**
 * Begin to end in the stream's own zone (like event times), collapsing a shared day: "1 May 2031, 20:00 – 22:00".
 * A long-term stream (End at the maximum date) shows its begin only.
 */
export function formatStreamRange(begin: string, end: string, language: string, timeZone: string): string {
  const format = formatter(language, timeZone);
  const from = new Date(begin);
  const to = new Date(end);
  if (Number.isNaN(from.getTime())) return '';
  if (isLongTerm(end) || Number.isNaN(to.getTime()) || to <= from) return format.format(from);
  // Node's ICU and Chromium space a range differently: the server's render and hydration must match.
  return plainSpaces(format.formatRange(from, to));
}

/** "CEST"-style short name of the zone at that instant, so a visitor abroad knows which clock is meant. */
export function zoneLabel(instant: string, language: string, timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'short' }).formatToParts(
      new Date(instant),
    );
    const name = parts.find((part) => part.type === 'timeZoneName')?.value;
    return name ? `${timeZone.replace(/_/g, ' ')} (${name})` : timeZone;
  } catch {
    return timeZone;
  }
}
