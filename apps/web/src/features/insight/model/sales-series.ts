import type { SalesBucket } from '@marquee/contract';

/** One step of the sales-over-time chart and its table: tickets in all currencies, money per currency. */
export interface SalesPoint {
  label: string;
  tickets: number;
  orders: number;
  gross: Record<string, number>;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The API sends only buckets with sales; the chart needs the quiet ones too, or a week with sales on Monday
 * and Friday looks like two busy days in a row. Labels are the event's local wall-clock times
 * (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`), so they are stepped as wall-clock times (read as if UTC): a
 * daylight-saving change only adds or drops one empty hour, never shifts the buckets with sales.
 */
export function fillSalesBuckets(
  buckets: SalesBucket[],
  bucket: 'hour' | 'day',
  maxPoints = 1000,
): SalesPoint[] {
  const byLabel = new Map<string, SalesPoint>();
  for (const item of buckets) {
    const point = byLabel.get(item.Label) ?? { label: item.Label, tickets: 0, orders: 0, gross: {} };
    point.tickets += item.Tickets;
    point.orders += item.Orders;
    point.gross[item.Currency] = (point.gross[item.Currency] ?? 0) + item.Gross;
    byLabel.set(item.Label, point);
  }
  const labels = [...byLabel.keys()].sort();
  const first = labels[0];
  const last = labels[labels.length - 1];
  if (!first || !last) return [];
  const step = bucket === 'hour' ? HOUR_MS : DAY_MS;
  const start = wallClock(first);
  const end = wallClock(last);
  // A label the parser cannot read, or a range too long to draw step by step: the buckets as they came.
  if (Number.isNaN(start) || Number.isNaN(end) || (end - start) / step > maxPoints)
    return labels.map((label) => byLabel.get(label) as SalesPoint);
  const points: SalesPoint[] = [];
  for (let at = start; at <= end; at += step) {
    const label = toLabel(at, bucket);
    points.push(byLabel.get(label) ?? { label, tickets: 0, orders: 0, gross: {} });
  }
  return points;
}

const wallClock = (label: string): number =>
  Date.parse(label.length === 10 ? `${label}T00:00Z` : `${label}Z`);
const toLabel = (at: number, bucket: 'hour' | 'day'): string =>
  new Date(at).toISOString().slice(0, bucket === 'hour' ? 16 : 10);

const labelFormats = new Map<string, Intl.DateTimeFormat>();
/** A bucket's label for people: "27 Nov" or "27 Nov, 14:00" in the UI language (the wall-clock kept as is). */
export function formatBucketLabel(label: string, language: string): string {
  const hourly = label.length > 10;
  const key = `${language}|${hourly}`;
  let format = labelFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'short',
      ...(hourly ? { hour: '2-digit', minute: '2-digit' } : { year: 'numeric' }),
      timeZone: 'UTC',
    });
    labelFormats.set(key, format);
  }
  const at = wallClock(label);
  return Number.isNaN(at) ? label : format.format(new Date(at));
}
