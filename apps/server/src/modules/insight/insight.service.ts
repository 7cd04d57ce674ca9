import {
  type Commission,
  type EventStatistics,
  fromMinor,
  HOURLY_BUCKETS_MAX_DAYS,
  instantOfWallClock,
  type ProfileOverview,
  type StatisticsBucket,
} from '@marquee/contract';
import type { Db } from '../../db/client';
import type { EventRow } from '../../db/schema/events';
import { AppError } from '../../plugins/errors';
import type { OfferCache } from '../ticketing/event-offer';
import { countFreeBlockedSeats } from '../ticketing/seat-blocks.repository';
import {
  iso,
  presentBuckets,
  presentCommissions,
  presentCoupons,
  presentGates,
  presentReferrals,
  presentTotals,
} from './insight.presenter';
import {
  type Buckets,
  basketCounts,
  couponFigures,
  doorCounts,
  eventNames,
  FIGURE_SETS,
  hasTurnstileSystem,
  type InstantRange,
  orderFigures,
  profileExists,
  reservedCounts,
} from './insight.repository';
import { presentCheckIns, presentSectors } from './sectors.presenter';
import { createShareCodes } from './share-codes.service';

const DAY_MS = 86_400_000;
const TOP_EVENTS = 10;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A query's from/till as instants: an ISO instant as it is, a date as the start of that day (`from`) or of
 * the next one (`till`, so the day is included) in `timeZone`. Throws VALIDATION_FAILED
 * `{ from: ['FROM_AFTER_TILL'] }` when `from` comes after `till` (a date `till` taken at its start).
 */
export function resolveRange(query: { from?: string; till?: string }, timeZone: string): InstantRange {
  const at = (value: string | undefined, nextDay: boolean): Date | null => {
    if (!value) return null;
    if (!DATE_ONLY.test(value)) return new Date(value);
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    // Date.UTC rolls day + 1 over month ends; the wall clock is then read back in the zone.
    const date = new Date(Date.UTC(year, month - 1, day + (nextDay ? 1 : 0)));
    return instantOfWallClock(
      {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        hour: 0,
        minute: 0,
        second: 0,
      },
      timeZone,
    );
  };
  const range = { from: at(query.from, false), till: at(query.till, true) };
  // A date `till` is compared by its own start, as the contract's form check does: the 10th till the 9th
  // is refused even though the 9th ends where the 10th begins.
  const tillStart = at(query.till, false);
  if (range.from && tillStart && range.from > tillStart)
    throw new AppError('VALIDATION_FAILED', '`from` is after `till`.', { from: ['FROM_AFTER_TILL'] });
  return range;
}

/** The step asked for, else hours for a range of up to HOURLY_BUCKETS_MAX_DAYS days, else days. */
export function bucketFor(
  range: InstantRange,
  asked: StatisticsBucket | undefined,
  now: Date,
): StatisticsBucket {
  if (asked) return asked;
  if (!range.from) return 'day';
  const span = (range.till ?? now).getTime() - range.from.getTime();
  return span <= HOURLY_BUCKETS_MAX_DAYS * DAY_MS ? 'hour' : 'day';
}

/**
 * Organizer insight (issue 18): an event's statistics, its commissions, a profile's overview and the
 * statistics share codes. Reads only; several aggregates run side by side on the pool.
 */
export function createInsightService(db: Db, offers: OfferCache) {
  return {
    shareCodes: createShareCodes(db),

    /** GET /event/{id}/statistics for an authorized reader. Throws VALIDATION_FAILED (FROM_AFTER_TILL). */
    async eventStatistics(
      event: EventRow,
      query: { from?: string; till?: string; bucket?: StatisticsBucket },
      now: Date,
    ): Promise<EventStatistics> {
      const range = resolveRange(query, event.timeZone);
      const unit = bucketFor(range, query.bucket, now);
      const buckets: Buckets = { unit, timeZone: event.timeZone };
      const scope = { eventId: event.id };
      const [offer, figures, coupons, baskets, reserved, door, blocked, turnstile] = await Promise.all([
        offers.get(event.id),
        orderFigures(db, scope, range, buckets),
        couponFigures(db, scope, range),
        basketCounts(db, event.id),
        reservedCounts(db, event.id),
        doorCounts(db, event.id),
        countFreeBlockedSeats(db, event.id),
        hasTurnstileSystem(db, event.id),
      ]);
      if (!offer) throw new AppError('NOT_FOUND', 'Event not found.');
      const sectors = presentSectors({ offer, baskets, reserved, door: turnstile ? door : null, blocked });
      return {
        EventId: event.id,
        EventName: event.name,
        TimeZone: event.timeZone,
        From: range.from ? iso(range.from) : null,
        Till: range.till ? iso(range.till) : null,
        Bucket: unit,
        GeneratedAt: iso(now),
        Totals: presentTotals(figures, coupons),
        Sectors: sectors,
        SalesOverTime: presentBuckets(figures, unit, event.timeZone),
        ByGate: presentGates(figures),
        ByCoupon: presentCoupons(coupons),
        ByReferral: presentReferrals(figures),
        CheckIns: presentCheckIns(sectors, turnstile ? door : null),
      };
    },

    /** GET /event/{id}/commissions: the whole event's raised amount and platform fee per currency. */
    async commissions(event: EventRow): Promise<Commission[]> {
      const figures = await orderFigures(
        db,
        { eventId: event.id },
        { from: null, till: null },
        { unit: 'day', timeZone: event.timeZone },
      );
      return presentCommissions(figures);
    },

    /** Whether a profile exists (the overview's 404 before its claim check). */
    profileExists: (profileId: string) => profileExists(db, profileId),

    /**
     * GET /profile/{id}/statistics: every event the profile authored, days cut in UTC (its events may lie in
     * several zones). Throws VALIDATION_FAILED (FROM_AFTER_TILL).
     */
    async profileOverview(
      profileId: string,
      query: { from?: string; till?: string },
    ): Promise<ProfileOverview> {
      const range = resolveRange(query, 'UTC');
      const buckets: Buckets = { unit: 'day', timeZone: 'UTC' };
      const scope = { profileId };
      const [figures, coupons] = await Promise.all([
        orderFigures(db, scope, range, buckets),
        couponFigures(db, scope, range),
      ]);
      const top = figures
        .filter((row) => row.grp === FIGURE_SETS.event && !row.reserved && row.event_id)
        .sort((a, b) => b.tickets - a.tickets || b.gross - a.gross)
        .slice(0, TOP_EVENTS);
      const names = new Map(
        (await eventNames(db, [...new Set(top.map((row) => row.event_id as string))])).map((e) => [e.id, e]),
      );
      return {
        ProfileId: profileId,
        Totals: presentTotals(figures, coupons),
        SalesOverTime: presentBuckets(figures, 'day', 'UTC'),
        TopEvents: top.map((row) => {
          const event = names.get(row.event_id as string);
          return {
            EventId: row.event_id as string,
            Name: event?.name ?? '',
            StartDate: event ? iso(event.begin_at) : null,
            Currency: row.currency,
            Tickets: row.tickets,
            Gross: fromMinor(row.gross),
          };
        }),
      };
    },
  };
}
export type InsightService = ReturnType<typeof createInsightService>;
