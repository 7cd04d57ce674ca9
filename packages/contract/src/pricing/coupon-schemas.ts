import { z } from 'zod';
import {
  COUPON_DISCOUNT_TYPES,
  COUPON_STATES,
  COUPON_TYPES,
  type CouponDiscountValue,
  discountValueError,
} from './coupons';

/**
 * Coupon and voucher-template calls (spec 2 §7, spec 3 §7). Field names are the spec's (spec 2 §3 and
 * spec 3 §3 Coupon); the spec's form fields it does not name get names in the same style.
 */

export const CouponDiscountSchema = z
  .object({ DiscountType: z.enum(COUPON_DISCOUNT_TYPES), Value: z.number() })
  .superRefine((discount, ctx) => {
    const error = discountValueError(discount as CouponDiscountValue);
    if (error) addRuleIssue(ctx, ['Value'], error);
  })
  .meta({ id: 'CouponDiscount' });

const instantOrNull = z.iso.datetime({ offset: true }).nullable();
const countOrNull = z.number().int().min(1).max(1_000_000).nullable();
const ids = z.array(z.uuid()).max(5000);
/** Codes are typed by buyers: letters, digits, dash and underscore; compared case-insensitively. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,50}$/;
const code = z.string().trim().regex(COUPON_CODE_PATTERN, 'INVALID_VALUE');

/** Shared fields of a coupon's create and update (spec 3 §3 coupon form). */
const couponFields = {
  CouponName: z.string().trim().min(1).max(200),
  CouponDescription: z.string().trim().max(2000).nullable().default(null),
  /** Listed for buyers of the event (spec 3 form "is public"); otherwise only its code finds it. */
  IsPublic: z.boolean().default(false),
  Code: code.nullable().default(null),
  CouponDiscount: CouponDiscountSchema,
  Currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('EUR'),
  Type: z.enum(COUPON_TYPES).default('AnonymousEventCoupon'),
  IsPos: z.boolean().default(false),
  IsAdminOnly: z.boolean().default(false),
  ValidFrom: instantOrNull.default(null),
  ValidTill: instantOrNull.default(null),
  /** Total use count; null means unlimited. */
  TotalCount: countOrNull.default(null),
  MinimumTicketsPerUser: countOrNull.default(null),
  MaximumTicketsPerUser: countOrNull.default(null),
  MinimumTicketsPerEvent: countOrNull.default(null),
  MaximumTicketsPerEvent: countOrNull.default(null),
  /** "All ticket types, also future ones"; when false only SeatsTicketCategories qualify. */
  AllTicketCategories: z.boolean().default(true),
  SeatsTicketCategories: ids.default([]),
  /** Empty: every sector. */
  Sectors: ids.default([]),
  /** Empty: every seat. */
  SeatIds: ids.default([]),
  Events: z.array(z.uuid()).min(1).max(500),
  /** "Include all dates of the selected events": other performances of the same event group qualify too. */
  UseOriginalEventIds: z.boolean().default(false),
  /** Season and owned coupons: the e-mail of the account that owns it. */
  Owner: z.email().max(254).nullable().default(null),
  Disabled: z.boolean().default(false),
};

type Fields = { [K in keyof typeof couponFields]: z.infer<(typeof couponFields)[K]> };

type RuleKey = 'MIN_VALUE' | 'MAX_VALUE' | 'INVALID_VALUE' | 'MIN_DATETIME' | 'FIELD_REQUIRED';

/**
 * Adds a cross-field issue with the zod code whose form message key (spec 1 §5) the API answers in
 * FieldErrors: too_small/too_big of a number → MIN_VALUE/MAX_VALUE, of a date → MIN_DATETIME.
 */
function addRuleIssue(ctx: z.RefinementCtx, path: (string | number)[], key: RuleKey) {
  const base = { path, message: key, input: undefined };
  if (key === 'MIN_VALUE')
    ctx.addIssue({ ...base, code: 'too_small', origin: 'number', minimum: 0, inclusive: true });
  else if (key === 'MAX_VALUE')
    ctx.addIssue({ ...base, code: 'too_big', origin: 'number', maximum: 0, inclusive: true });
  else if (key === 'MIN_DATETIME')
    ctx.addIssue({ ...base, code: 'too_small', origin: 'date', minimum: 0, inclusive: true });
  else if (key === 'FIELD_REQUIRED')
    ctx.addIssue({
      ...base,
      code: 'invalid_type',
      expected: 'string',
      message: 'Invalid input: received undefined',
    });
  else ctx.addIssue({ ...base, code: 'custom' });
}

/** Cross-field rules, shared by create and the merged result of an update. */
function checkCoupon(value: Fields, ctx: z.RefinementCtx) {
  const issue = (path: string, key: RuleKey) => addRuleIssue(ctx, path.split('.'), key);
  if (value.ValidFrom && value.ValidTill && Date.parse(value.ValidFrom) >= Date.parse(value.ValidTill))
    issue('ValidTill', 'MIN_DATETIME');
  if (
    value.MinimumTicketsPerUser !== null &&
    value.MaximumTicketsPerUser !== null &&
    value.MinimumTicketsPerUser > value.MaximumTicketsPerUser
  )
    issue('MaximumTicketsPerUser', 'MIN_VALUE');
  if (
    value.MinimumTicketsPerEvent !== null &&
    value.MaximumTicketsPerEvent !== null &&
    value.MinimumTicketsPerEvent > value.MaximumTicketsPerEvent
  )
    issue('MaximumTicketsPerEvent', 'MIN_VALUE');
  if ((value.Type === 'SeasonCoupon' || value.Type === 'OwnedEventCoupon') && !value.Owner)
    issue('Owner', 'FIELD_REQUIRED');
  if (value.CouponDiscount.DiscountType === 'Voucher' && value.CouponDiscount.Value <= 0)
    issue('CouponDiscount.Value', 'MIN_VALUE');
  if (!value.AllTicketCategories && value.SeatsTicketCategories.length === 0)
    issue('SeatsTicketCategories', 'FIELD_REQUIRED');
}

/** POST /coupon and POST /{type}/{id}/coupons. */
// No OpenAPI id: a refined schema used by two routes makes the generator register it twice ("Collision detected").
export const CouponInputSchema = z.object(couponFields).superRefine(checkCoupon);
export type CouponInput = z.infer<typeof CouponInputSchema>;

/** PUT /coupon/{id} and PUT /{type}/{id}/coupons/{couponId}: any subset; `{ Disabled: true }` disables. */
export const CouponUpdateSchema = z
  .object(
    // Defaults unwrapped: zod 4 applies a default even under .optional(), which would reset every field
    // left out of a partial update (a bare `{ Disabled: true }` wiped the code, counts and validity).
    Object.fromEntries(
      Object.entries(couponFields).map(([k, v]) => [
        k,
        (v instanceof z.ZodDefault ? v.unwrap() : v).optional(),
      ]),
    ) as unknown as {
      [K in keyof typeof couponFields]: z.ZodOptional<(typeof couponFields)[K]>;
    },
  )
  .meta({ id: 'CouponUpdate' });
export type CouponUpdate = z.infer<typeof CouponUpdateSchema>;

/** Re-checks an update merged onto the stored coupon. */
export const CouponMergedSchema = z.object(couponFields).superRefine(checkCoupon);

/** A coupon as every call answers it (spec 2 §3 and spec 3 §3 Coupon). */
export const CouponSchema = z
  .object({
    _id: z.string(),
    Id: z.string(),
    OrganizatorId: z.string(),
    CouponName: z.string(),
    CouponDescription: z.string().nullable(),
    IsPublic: z.boolean(),
    Code: z.string().nullable(),
    CouponDiscount: z.object({ DiscountType: z.enum(COUPON_DISCOUNT_TYPES), Value: z.number() }),
    /** The discount as shown: a percentage × 100, money with 2 decimals, a surcharge with '+'. */
    DisplayValue: z.string(),
    Currency: z.string(),
    Type: z.enum(COUPON_TYPES),
    IsPos: z.boolean(),
    IsAdminOnly: z.boolean(),
    IsBatch: z.boolean(),
    IsSeason: z.boolean(),
    IsOwned: z.boolean(),
    IsAnonymousOrganizatorCoupon: z.boolean(),
    Disabled: z.boolean(),
    ValidFrom: z.string().nullable(),
    ValidTill: z.string().nullable(),
    TotalCount: z.number().int().nullable(),
    RemainingCount: z.number().int().nullable(),
    /** Uses left over all events (the same as RemainingCount; the spec names both). */
    TotalRemainingCount: z.number().int().nullable(),
    /** Uses left for the event asked about (MaximumTicketsPerEvent minus its uses); null when unlimited. */
    RemainingCountForEvent: z.number().int().nullable(),
    /** Vouchers: credit left, 2 decimals; null for the other kinds. */
    RemainingCredit: z.number().nullable(),
    MinimumTicketsPerUser: z.number().int().nullable(),
    MaximumTicketsPerUser: z.number().int().nullable(),
    MinimumTicketsPerEvent: z.number().int().nullable(),
    MaximumTicketsPerEvent: z.number().int().nullable(),
    AllTicketCategories: z.boolean(),
    SeatsTicketCategories: z.array(z.string()),
    Sectors: z.array(z.string()),
    SeatIds: z.array(z.string()),
    Events: z.array(z.string()),
    /** The first of Events (spec 3 Coupon.EventId). */
    EventId: z.string().nullable(),
    UseOriginalEventIds: z.boolean(),
    /** E-mail of the owning account (season and owned coupons). */
    Owner: z.string().nullable(),
    BatchId: z.string().nullable(),
    State: z.enum(COUPON_STATES),
    CreatedAt: z.string(),
  })
  .meta({ id: 'Coupon' });
export type Coupon = z.infer<typeof CouponSchema>;

export const CouponListSchema = z
  .object({
    Items: z.array(CouponSchema),
    Total: z.number().int(),
    Page: z.number().int(),
    PerPage: z.number().int(),
  })
  .meta({ id: 'CouponList' });
export type CouponList = z.infer<typeof CouponListSchema>;

/** Spec 3 §9: coupon list default 1000 per page. */
export const COUPON_LIST_PER_PAGE = 1000;

const page = z.coerce
  .number()
  .int()
  .min(0)
  .max(100_000)
  .default(0)
  .describe('0-based page: the first page is 0 (spec 3 §7 "default page 0")');
const perPage = z.coerce.number().int().min(1).max(COUPON_LIST_PER_PAGE).default(COUPON_LIST_PER_PAGE);
const boolQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** GET /coupon?code,eventId (buyer lookup) or ?eventId,page,perPage (the event's coupons, organizer). */
export const CouponQuerySchema = z.object({
  code: z.string().trim().min(1).max(50).optional(),
  eventId: z.uuid(),
  page,
  perPage,
});

/** GET /{type}/{id}/coupons: the organizer's coupons, optionally of one event or one generated batch. */
export const ProfileCouponsQuerySchema = z.object({
  eventId: z.uuid().optional(),
  BatchId: z.uuid().optional(),
  includeDisabled: boolQuery,
  page,
  perPage,
});

export const MyCouponsQuerySchema = z.object({ eventId: z.uuid().optional() });
export const CouponIdParamsSchema = z.object({ id: z.uuid() });
export const ProfileCouponsParamsSchema = z.object({ type: z.string(), id: z.uuid() });
export const ProfileCouponParamsSchema = z.object({ type: z.string(), id: z.uuid(), couponId: z.uuid() });

export const RemainingCreditSchema = z
  .object({ CouponId: z.string(), RemainingCredit: z.number(), Currency: z.string() })
  .meta({ id: 'RemainingCredit' });
export type RemainingCredit = z.infer<typeof RemainingCreditSchema>;

/** POST /ticketing/coupon/{guid}?CouponId: applies it; without CouponId every coupon is removed. */
export const ApplyCouponQuerySchema = z.object({
  CouponId: z.uuid().optional(),
  /** Beyond the spec: removes just this coupon (the client's "selecting an active coupon deselects it"). */
  remove: boolQuery,
});

/** Beyond the spec: N single-use codes with a prefix (each TotalCount 1), exported as CSV. */
export const CouponBatchInputSchema = z
  .object({
    ...couponFields,
    Count: z.number().int().min(1).max(5000),
    Prefix: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{0,20}$/, 'INVALID_VALUE')
      .default(''),
  })
  .omit({ Code: true, TotalCount: true, Owner: true, Disabled: true })
  .superRefine((value, ctx) =>
    checkCoupon({ ...value, Code: null, TotalCount: 1, Owner: null, Disabled: false }, ctx),
  )
  .meta({ id: 'CouponBatchInput' });
export type CouponBatchInput = z.infer<typeof CouponBatchInputSchema>;

export const CouponBatchResultSchema = z
  .object({ BatchId: z.string(), Count: z.number().int(), Codes: z.array(z.string()) })
  .meta({ id: 'CouponBatchResult' });

export const CouponCsvQuerySchema = z.object({ BatchId: z.uuid().optional() });

// ——— Voucher templates (spec 3 §3 "belongs to an event; fields not shown") ———

export const VoucherTemplateInputSchema = z.object({
  Name: z.string().trim().min(1).max(200),
  Description: z.string().trim().max(2000).nullable().default(null),
  /** The credit a bought voucher carries, 2 decimals: at least a cent (a positive 5e-324 rounds to 0). */
  Value: z.number().min(0.01).max(1_000_000).multipleOf(0.01),
  /** What the buyer pays for it, 2 decimals (a gift voucher usually costs its value). */
  Price: z.number().min(0).max(1_000_000).multipleOf(0.01),
  /** A bought voucher is valid this many days. */
  ValidityDays: z.number().int().min(1).max(3650).default(365),
  Disabled: z.boolean().default(false),
});
// No OpenAPI id on request bodies with defaults: their input and output differ, and the generator
// refuses one name for both ("Collision detected").
export type VoucherTemplateInput = z.infer<typeof VoucherTemplateInputSchema>;

export const VoucherTemplateSchema = z
  .object({
    _id: z.string(),
    Id: z.string(),
    EventId: z.string(),
    Name: z.string(),
    Description: z.string().nullable(),
    Value: z.number(),
    Price: z.number(),
    Currency: z.string(),
    ValidityDays: z.number().int(),
    Disabled: z.boolean(),
  })
  .meta({ id: 'VoucherTemplate' });
export type VoucherTemplate = z.infer<typeof VoucherTemplateSchema>;

export const VoucherTemplateParamsSchema = z.object({ id: z.uuid(), voucherId: z.uuid() });
