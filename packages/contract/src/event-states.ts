// Event states (spec 1 §4, spec 2 §4 "Selling window"): pure rules shared by server and web. Kept apart from
// the schemas in events.ts, with no zod import, so a browser chunk that needs only a rule (the buy form
// asking whether the event is on sale) does not evaluate zod and every event schema to get it.

/** Selling channels where the ticket is bought elsewhere (spec: "externally sold"). */
export const EXTERNAL_SELLING_CHANNELS = ['ExternalTicketing', 'TicketportalCZ', 'TicketportalSK'] as const;
/** The in-product channel as stored (the spec's `{product}`). */
export const IN_PRODUCT_SELLING_CHANNEL = 'Marquee';

const toTime = (value: string | Date) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/** Published when the status says so, in any letter case. */
export function isPublished(status: string | null | undefined): boolean {
  return typeof status === 'string' && status.toUpperCase() === 'PUBLISHED';
}

/** Past when the end is before now. */
export function isEventPast(end: string | Date, now: Date = new Date()): boolean {
  return toTime(end) < now.getTime();
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
/** The calendar day (YYYY-MM-DD) an instant falls on in an IANA zone. */
export function calendarDayIn(instant: string | Date | number, timeZone: string): string {
  let format = dayFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, format);
  }
  return format.format(new Date(typeof instant === 'number' ? instant : toTime(instant)));
}

/**
 * Multi-day when begin and end fall on different calendar days in the event's zone. The end is exclusive:
 * an evening that ends at midnight is one day. Long-term events span many days, so they are multi-day too.
 */
export function isMultiDay(begin: string | Date, end: string | Date, timeZone: string): boolean {
  const endTime = toTime(end);
  if (endTime <= toTime(begin)) return false;
  return calendarDayIn(begin, timeZone) !== calendarDayIn(endTime - 1, timeZone);
}

export interface SellingWindowEvent {
  SellingChannel: string;
  BeginSelling: string | Date | null;
  EndSelling: string | Date | null;
  End: string | Date;
}

/**
 * Spec 2 §4: a paid, non-external event (the in-product channel) is on sale only between BeginSelling and
 * EndSelling. A missing BeginSelling means on sale already; a missing EndSelling means until the event
 * ends. Free and externally sold events are never "in selling time" (no Get tickets button).
 */
export function isInSellingTime(event: SellingWindowEvent, now: Date = new Date()): boolean {
  if (event.SellingChannel !== IN_PRODUCT_SELLING_CHANNEL) return false;
  const at = now.getTime();
  if (event.BeginSelling !== null && at < toTime(event.BeginSelling)) return false;
  return at <= toTime(event.EndSelling ?? event.End);
}

/** External channels sell on another site; the page links out instead of showing the purchase flow. */
export function isExternallySold(sellingChannel: string): boolean {
  return (EXTERNAL_SELLING_CHANNELS as readonly string[]).includes(sellingChannel);
}
