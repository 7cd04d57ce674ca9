/** A statistics or orders range as the API takes it: calendar days `YYYY-MM-DD`, empty = open on that side. */
export interface DateRange {
  from: string;
  till: string;
}

export const RANGE_PRESETS = ['7d', '30d', 'year', 'all', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const pad = (n: number) => String(n).padStart(2, '0');
/** The local calendar day of a moment (the organizer's "today", not UTC's). */
export const localDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * The days a preset covers, today included. Whole days on purpose: the API reads a date as its start (from)
 * or its end (till) in the event's zone, so "last 7 days" means the same days at the venue as here.
 */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now = new Date()): DateRange {
  const today = localDay(now);
  if (preset === 'all') return { from: '', till: '' };
  if (preset === 'year') return { from: `${now.getFullYear()}-01-01`, till: today };
  const days = preset === '7d' ? 7 : 30;
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return { from: localDay(start), till: today };
}

/** The range as query parameters (empty sides left out); a reversed range is not sent (the form says why). */
export function rangeQuery(range: DateRange): { from?: string; till?: string } {
  return {
    ...(range.from ? { from: range.from } : {}),
    ...(range.till ? { till: range.till } : {}),
  };
}

export const isReversed = (range: DateRange): boolean =>
  range.from !== '' && range.till !== '' && range.from > range.till;
