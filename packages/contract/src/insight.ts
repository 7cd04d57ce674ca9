import { z } from 'zod';
import { isoDateOrInstant } from './events';
import { PaymentGateSchema } from './payments-base';

/*
 * Organizer insight (issue 18; spec 3 §1 "view event statistics and commissions", §6 StatisticsViewer, §7
 * GET /event/{id}/statistics?from,till,codeToShareStatistics and GET /event/{id}/commissions, §9 the fixed
 * 3.6 % platform fee). Money is integer minor units inside and a number with 2 decimals on the wire, always
 * per currency (an event may sell in more than one over its life). Times on the wire are ISO instants; the
 * sales-over-time buckets are cut in the event's own time zone and labelled with their local start.
 */

/** The platform fee on the raised amount (spec 2 §9, spec 3 §9): 3.6 % = 360 basis points. */
export const PLATFORM_FEE_BP = 360;

/**
 * The platform fee of a raised amount in minor units: 3.6 %, rounded half away from zero once per currency
 * total (not per order), so the figure an organizer can check by hand is exactly what we charge.
 */
export function platformFeeMinor(raisedMinor: number): number {
  return Math.sign(raisedMinor) * Math.round((Math.abs(raisedMinor) * PLATFORM_FEE_BP) / 10_000);
}

export const STATISTICS_BUCKETS = ['hour', 'day'] as const;
export type StatisticsBucket = (typeof STATISTICS_BUCKETS)[number];
/** Ranges up to this long are cut in hours, longer ones in days (when the query names no bucket). */
export const HOURLY_BUCKETS_MAX_DAYS = 3;

/** Longest share code we accept on the query (ours are 24 characters); longer is refused unread. */
export const SHARE_CODE_MAX_LENGTH = 64;

/**
 * `from` after `till` (both resolved to instants: a date means its start, or for `till` its end) answers 400
 * VALIDATION_FAILED with FieldErrors `{ from: ['FROM_AFTER_TILL'] }`. The server validates the query with the
 * fields alone and checks the order itself once dates are resolved in the event's zone; forms use the
 * refined schema.
 */
const fromBeforeTill = (query: { from?: string; till?: string }, ctx: z.RefinementCtx) => {
  if (query.from && query.till && Date.parse(query.from) > Date.parse(query.till))
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'FROM_AFTER_TILL' });
};

/** GET /event/{id}/statistics query, field by field (what the route validates). */
export const StatisticsQueryFieldsSchema = z.object({
  from: isoDateOrInstant.optional().describe('Sales from this instant (a date: its start in the event zone)'),
  till: isoDateOrInstant
    .optional()
    .describe('Sales before this instant (a date: the end of that day in the event zone)'),
  bucket: z.enum(STATISTICS_BUCKETS).optional().describe('Sales-over-time step (default by range length)'),
  codeToShareStatistics: z
    .string()
    .trim()
    .min(1)
    .max(SHARE_CODE_MAX_LENGTH)
    .optional()
    .describe('A share code: reads this event’s statistics without an account'),
});
export const StatisticsQuerySchema = StatisticsQueryFieldsSchema.superRefine(fromBeforeTill);
export type StatisticsQuery = z.infer<typeof StatisticsQuerySchema>;

const money = z.number().describe('Amount with 2 decimals in Currency');

/** Money per currency over the range (PAID orders; refunds shown apart, never netted silently). */
export const CurrencyTotalsSchema = z
  .object({
    Currency: z.string(),
    /** Orders paid (state PAID, including ones later refunded: Refunded shows what went back). */
    Orders: z.number().int(),
    Tickets: z.number().int(),
    /**
     * Money buyers paid (online, or at the door for a reservation since paid) for places, merchandise,
     * donations and gift vouchers: after coupon discounts and gift-voucher credit, without payment fees.
     */
    Gross: money,
    /** Payment fees buyers paid on top (kept: the service fee is not refunded, spec 2 §9). */
    PaymentFees: money,
    /** Money the coupons took off the listed prices (a surcharge coupon counts negative). */
    CouponDiscounts: money,
    /** Gift-voucher credit buyers paid with (money raised earlier, when the voucher was sold). */
    VoucherCredit: money,
    /** Donations: the extra amounts buyers added above the price. */
    Donations: money,
    /** Merchandise sold with the tickets. */
    Merchandise: money,
    /** Prices returned by refunds. */
    Refunded: money,
    /** Raised (Gross − Refunded) − the 3.6 % platform fee on it: what the organizer is paid out. */
    Net: money,
    /** RESERVED (pay in place) orders' prices: promised, not yet paid. */
    Reserved: money,
  })
  .meta({ id: 'CurrencyTotals' });
export type CurrencyTotals = z.infer<typeof CurrencyTotalsSchema>;

export const CategoryStatisticsSchema = z
  .object({
    TicketCategoryId: z.string(),
    Name: z.string(),
    Sold: z.number().int(),
    Reserved: z.number().int(),
    Held: z.number().int(),
  })
  .meta({ id: 'CategoryStatistics' });

export const SectorStatisticsSchema = z
  .object({
    SectorId: z.string(),
    Name: z.string(),
    SectorType: z.enum(['StandingSector', 'SeatingSector', 'VirtualSector']),
    IsMerchandise: z.boolean(),
    /** Places for sale (seats, or the standing capacity); null = not limited. */
    Capacity: z.number().int().nullable(),
    Sold: z.number().int(),
    Reserved: z.number().int(),
    /** In baskets right now (live holds, not yet ordered). */
    Held: z.number().int(),
    /** Capacity − sold − reserved − held − blocked; null when not limited. */
    Available: z.number().int().nullable(),
    /** Tickets of this sector that entered at least once (null until the event has a check-in system). */
    CheckedIn: z.number().int().nullable(),
    Categories: z.array(CategoryStatisticsSchema),
  })
  .meta({ id: 'SectorStatistics' });
export type SectorStatistics = z.infer<typeof SectorStatisticsSchema>;

/**
 * One step of sales over time per currency. Only steps with a sale are sent (empty ones are left out; the
 * client fills the gaps between From/Till or the first and last step). Ordered by Start, then Currency.
 */
export const SalesBucketSchema = z
  .object({
    /**
     * Local start of the bucket in the event's zone, `YYYY-MM-DDTHH:mm` (hour) or `YYYY-MM-DD` (day). The
     * autumn DST change repeats one local hour: its two buckets share a Label and differ in Start.
     */
    Label: z.string(),
    /** The bucket's start as an instant. */
    Start: z.string(),
    Currency: z.string(),
    Orders: z.number().int(),
    Tickets: z.number().int(),
    Gross: money,
  })
  .meta({ id: 'SalesBucket' });
export type SalesBucket = z.infer<typeof SalesBucketSchema>;

export const GateStatisticsSchema = z
  .object({
    /** null: free orders and orders paid wholly with voucher credit. */
    Gate: PaymentGateSchema.nullable(),
    Currency: z.string(),
    Orders: z.number().int(),
    Tickets: z.number().int(),
    Gross: money,
    PaymentFees: money,
  })
  .meta({ id: 'GateStatistics' });

export const CouponStatisticsSchema = z
  .object({
    CouponId: z.string(),
    Code: z.string(),
    Currency: z.string(),
    Tickets: z.number().int(),
    Discount: money,
  })
  .meta({ id: 'CouponStatistics' });

export const ReferralStatisticsSchema = z
  .object({
    /** The purchase's referalId (an embed, a link, a profile search); null = direct. */
    ReferalId: z.string().nullable(),
    Currency: z.string(),
    Orders: z.number().int(),
    Tickets: z.number().int(),
    Gross: money,
  })
  .meta({ id: 'ReferralStatistics' });

export const CheckInStatisticsSchema = z
  .object({
    /** Entry tickets of PAID orders. */
    Sold: z.number().int(),
    /** Of those, entered at least once. */
    CheckedIn: z.number().int(),
    InsideNow: z.number().int(),
  })
  .meta({ id: 'CheckInStatistics' });

export const EventStatisticsSchema = z
  .object({
    EventId: z.string(),
    EventName: z.string(),
    TimeZone: z.string(),
    /** The range applied (ISO instants); null = open on that side. */
    From: z.string().nullable(),
    Till: z.string().nullable(),
    Bucket: z.enum(STATISTICS_BUCKETS),
    GeneratedAt: z.string(),
    Totals: z.array(CurrencyTotalsSchema),
    /** Place counts are "now", whatever the range (a seat sold before `from` is still sold). */
    Sectors: z.array(SectorStatisticsSchema),
    SalesOverTime: z.array(SalesBucketSchema),
    ByGate: z.array(GateStatisticsSchema),
    ByCoupon: z.array(CouponStatisticsSchema),
    ByReferral: z.array(ReferralStatisticsSchema),
    /** null until the event has a check-in (turnstile) system. */
    CheckIns: CheckInStatisticsSchema.nullable(),
  })
  .meta({ id: 'EventStatistics' });
export type EventStatistics = z.infer<typeof EventStatisticsSchema>;

// ——— Commissions (GET /event/{id}/commissions) ———

export const CommissionSchema = z
  .object({
    Currency: z.string(),
    /**
     * The raised amount: Gross − Refunded over the whole event (docs/decisions.md "Statistics and the raised
     * amount (issue 18)"); payment fees are not part of it.
     */
    Raised: money,
    FeeRatePercent: z.number(),
    PlatformFee: money,
    /** Raised − PlatformFee. */
    Payout: money,
  })
  .meta({ id: 'Commission' });
export type Commission = z.infer<typeof CommissionSchema>;
export const CommissionListSchema = z.array(CommissionSchema);

// ——— Overview of the active profile's events (the overview.stats page) ———

/** GET /profile/{id}/statistics query (dates are UTC days here); same FROM_AFTER_TILL rule as above. */
export const OverviewQueryFieldsSchema = z.object({
  from: isoDateOrInstant.optional().describe('Sales from this instant (a date: its start, UTC)'),
  till: isoDateOrInstant.optional().describe('Sales before this instant (a date: its end, UTC)'),
});
export const OverviewQuerySchema = OverviewQueryFieldsSchema.superRefine(fromBeforeTill);
export type OverviewQuery = z.infer<typeof OverviewQuerySchema>;

export const OverviewEventSchema = z
  .object({
    EventId: z.string(),
    Name: z.string(),
    StartDate: z.string().nullable(),
    Currency: z.string(),
    Tickets: z.number().int(),
    Gross: money,
  })
  .meta({ id: 'OverviewEvent' });

export const ProfileOverviewSchema = z
  .object({
    ProfileId: z.string(),
    Totals: z.array(CurrencyTotalsSchema),
    /** Day buckets in UTC over the range (events may span zones). */
    SalesOverTime: z.array(SalesBucketSchema),
    /** Best-selling events in the range, by tickets, at most 10. */
    TopEvents: z.array(OverviewEventSchema),
  })
  .meta({ id: 'ProfileOverview' });
export type ProfileOverview = z.infer<typeof ProfileOverviewSchema>;

// ——— Share codes (read-only statistics for someone without an account) ———

export const ShareCodeSchema = z
  .object({
    Id: z.string(),
    /** Shown in full only in the answer to its creation; afterwards only the last 4 characters. */
    Code: z.string().nullable(),
    Hint: z.string(),
    Label: z.string().nullable(),
    CreatedAt: z.string(),
    RevokedAt: z.string().nullable(),
  })
  .meta({ id: 'StatisticsShareCode' });
export type ShareCode = z.infer<typeof ShareCodeSchema>;
export const ShareCodeListSchema = z.array(ShareCodeSchema);
export const CreateShareCodeSchema = z.object({
  /** Who it is for ("Venue", "Artist's manager"): the organizer's own note. */
  Label: z.string().trim().max(100).nullish(),
});

/** Live (not revoked) share codes an event may have at once; one more is 409 CONFLICT. */
export const MAX_LIVE_SHARE_CODES = 20;

export const InsightEventParamsSchema = z.object({ id: z.uuid() });
export const ShareCodeParamsSchema = z.object({ id: z.uuid(), codeId: z.uuid() });
export const ProfileStatisticsParamsSchema = z.object({ id: z.uuid() });
