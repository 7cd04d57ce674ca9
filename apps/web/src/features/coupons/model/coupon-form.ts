import {
  type Coupon,
  type CouponDiscountType,
  type CouponInput,
  CouponInputSchema,
  type CouponType,
} from '@marquee/contract';
import { type DiscountDraft, discountOfDraft, draftOfDiscount } from './discount';
import { isoToLocalInput, localInputToIso } from './local-time';

/** A count input: '' while empty (unlimited / no minimum). */
export type CountDraft = number | '';

/** Every field of the spec 3 §3 coupon form, as the inputs hold them. */
export interface CouponFormValues {
  CouponName: string;
  CouponDescription: string;
  IsPublic: boolean;
  Code: string;
  DiscountType: CouponDiscountType;
  /** Percent for Percentage (20 = 20 %), money for the other kinds. */
  DiscountAmount: number | '';
  /** Price only: the amount is added to the listed price. */
  Surcharge: boolean;
  MinimumTicketsPerUser: CountDraft;
  MaximumTicketsPerUser: CountDraft;
  MinimumTicketsPerEvent: CountDraft;
  MaximumTicketsPerEvent: CountDraft;
  AllTicketCategories: boolean;
  SeatsTicketCategories: string[];
  TotalCount: CountDraft;
  /** `YYYY-MM-DDTHH:mm` in the browser's zone, or ''. */
  ValidFrom: string;
  ValidTill: string;
  Type: CouponType;
  /** E-mail of the owning account (season and owned coupons). */
  Owner: string;
  IsAdminOnly: boolean;
  Events: string[];
  UseOriginalEventIds: boolean;
  Sectors: string[];
  SeatIds: string[];
  Currency: string;
}

export type CouponField = keyof CouponFormValues;

/** Types whose coupon belongs to one account (spec 2 §3 IsSeason / IsOwned): they need an Owner. */
export const OWNED_TYPES: readonly CouponType[] = ['SeasonCoupon', 'OwnedEventCoupon'];

export function emptyCouponForm(eventId: string | null, currency = 'EUR'): CouponFormValues {
  return {
    CouponName: '',
    CouponDescription: '',
    IsPublic: false,
    Code: '',
    DiscountType: 'Percentage',
    DiscountAmount: '',
    Surcharge: false,
    MinimumTicketsPerUser: '',
    MaximumTicketsPerUser: '',
    MinimumTicketsPerEvent: '',
    MaximumTicketsPerEvent: '',
    AllTicketCategories: true,
    SeatsTicketCategories: [],
    TotalCount: '',
    ValidFrom: '',
    ValidTill: '',
    Type: 'AnonymousEventCoupon',
    Owner: '',
    IsAdminOnly: false,
    Events: eventId ? [eventId] : [],
    UseOriginalEventIds: false,
    Sectors: [],
    SeatIds: [],
    Currency: currency,
  };
}

const countDraft = (value: number | null): CountDraft => value ?? '';

/** A stored coupon → the edit form. */
export function formOfCoupon(coupon: Coupon): CouponFormValues {
  const draft = draftOfDiscount(coupon.CouponDiscount);
  return {
    CouponName: coupon.CouponName,
    CouponDescription: coupon.CouponDescription ?? '',
    IsPublic: coupon.IsPublic,
    Code: coupon.Code ?? '',
    DiscountType: draft.type,
    DiscountAmount: draft.amount,
    Surcharge: draft.surcharge,
    MinimumTicketsPerUser: countDraft(coupon.MinimumTicketsPerUser),
    MaximumTicketsPerUser: countDraft(coupon.MaximumTicketsPerUser),
    MinimumTicketsPerEvent: countDraft(coupon.MinimumTicketsPerEvent),
    MaximumTicketsPerEvent: countDraft(coupon.MaximumTicketsPerEvent),
    AllTicketCategories: coupon.AllTicketCategories,
    SeatsTicketCategories: coupon.SeatsTicketCategories,
    TotalCount: countDraft(coupon.TotalCount),
    ValidFrom: isoToLocalInput(coupon.ValidFrom),
    ValidTill: isoToLocalInput(coupon.ValidTill),
    Type: coupon.Type,
    Owner: coupon.Owner ?? '',
    IsAdminOnly: coupon.IsAdminOnly,
    Events: coupon.Events,
    UseOriginalEventIds: coupon.UseOriginalEventIds,
    Sectors: coupon.Sectors,
    SeatIds: coupon.SeatIds,
    Currency: coupon.Currency,
  };
}

export const discountDraftOf = (values: CouponFormValues): DiscountDraft => ({
  type: values.DiscountType,
  amount: values.DiscountAmount,
  surcharge: values.Surcharge,
});

const countOf = (value: CountDraft) => (value === '' ? null : value);
const text = (value: string) => (value.trim() === '' ? null : value.trim());
/** An unreadable date goes to the schema as a non-date string, so it is refused there. */
const instant = (value: string) => {
  const iso = localInputToIso(value);
  return iso === 'invalid' ? value : iso;
};

/** The form → the request body of POST /{type}/{id}/coupons and PUT …/{couponId} (before validation). */
export function couponBodyOf(values: CouponFormValues): Record<keyof CouponInput, unknown> {
  const owned = OWNED_TYPES.includes(values.Type);
  return {
    CouponName: values.CouponName,
    CouponDescription: text(values.CouponDescription),
    IsPublic: values.IsPublic,
    Code: text(values.Code),
    CouponDiscount: discountOfDraft(discountDraftOf(values)),
    Currency: values.Currency,
    Type: values.Type,
    IsPos: values.Type === 'PosCoupon',
    IsAdminOnly: values.IsAdminOnly,
    ValidFrom: instant(values.ValidFrom),
    ValidTill: instant(values.ValidTill),
    TotalCount: countOf(values.TotalCount),
    MinimumTicketsPerUser: countOf(values.MinimumTicketsPerUser),
    MaximumTicketsPerUser: countOf(values.MaximumTicketsPerUser),
    MinimumTicketsPerEvent: countOf(values.MinimumTicketsPerEvent),
    MaximumTicketsPerEvent: countOf(values.MaximumTicketsPerEvent),
    AllTicketCategories: values.AllTicketCategories,
    SeatsTicketCategories: values.AllTicketCategories ? [] : values.SeatsTicketCategories,
    Sectors: values.Sectors,
    SeatIds: values.SeatIds,
    Events: values.Events,
    UseOriginalEventIds: values.UseOriginalEventIds,
    Owner: owned ? text(values.Owner) : null,
    Disabled: false,
  };
}

/** A field's problem: a translation key with its values. */
export interface CouponFieldError {
  key: string;
  values?: Record<string, number | string>;
}
export type CouponFieldErrors = Partial<Record<CouponField, CouponFieldError>>;

/** Server and schema paths → the form field that shows the problem. */
const FIELD_OF_PATH: Record<string, CouponField> = {
  'CouponDiscount.Value': 'DiscountAmount',
  CouponDiscount: 'DiscountAmount',
  'CouponDiscount.DiscountType': 'DiscountType',
  IsPos: 'Type',
};

export function fieldOfPath(path: string): CouponField | null {
  const mapped = FIELD_OF_PATH[path];
  if (mapped) return mapped;
  const top = path.split('.')[0] ?? '';
  return top in emptyCouponForm(null) ? (top as CouponField) : null;
}

/**
 * The message of a rule key (spec 1 §5 form keys, as the contract's refinements and the server's
 * FieldErrors name them) on a field. Coupon-specific wording where the generic one would mislead:
 * "at least 0" for a maximum below its minimum, or a percentage limit shown as 0–1.
 */
export function couponErrorOf(field: CouponField, key: string, values: CouponFormValues): CouponFieldError {
  const percent = values.DiscountType === 'Percentage';
  if (field === 'DiscountAmount') {
    if (key === 'INVALID_TYPE' || key === 'FIELD_REQUIRED') return { key: 'FORM.FIELD_REQUIRED' };
    if (key === 'MAX_VALUE' && percent) return { key: 'COUPONS_ADMIN.ERRORS.PERCENT_RANGE' };
    if (key === 'MIN_VALUE')
      return { key: percent ? 'COUPONS_ADMIN.ERRORS.PERCENT_RANGE' : 'COUPONS_ADMIN.ERRORS.AMOUNT_MIN' };
    if (key === 'INVALID_VALUE')
      return {
        key: percent ? 'COUPONS_ADMIN.ERRORS.PERCENT_DECIMALS' : 'COUPONS_ADMIN.ERRORS.MONEY_DECIMALS',
      };
  }
  if (field === 'ValidTill' && key === 'MIN_DATETIME')
    return { key: 'COUPONS_ADMIN.ERRORS.TILL_BEFORE_FROM' };
  if ((field === 'MaximumTicketsPerUser' || field === 'MaximumTicketsPerEvent') && key === 'MIN_VALUE')
    return { key: 'COUPONS_ADMIN.ERRORS.MAX_BELOW_MIN' };
  if (field === 'Code' && key === 'SAME_VALUE_INVALID') return { key: 'COUPONS_ADMIN.ERRORS.CODE_TAKEN' };
  if (field === 'Code' && key === 'INVALID_VALUE') return { key: 'COUPONS_ADMIN.ERRORS.CODE_FORMAT' };
  if (field === 'Events') return { key: 'COUPONS_ADMIN.ERRORS.EVENTS' };
  if (field === 'SeatsTicketCategories') return { key: 'COUPONS_ADMIN.ERRORS.TICKET_TYPES' };
  if (field === 'Owner' && key === 'INVALID_VALUE') return { key: 'COUPONS_ADMIN.ERRORS.OWNER_UNKNOWN' };
  if (key === 'MIN_VALUE') return { key: 'COUPONS_ADMIN.ERRORS.COUNT_MIN' };
  if (key === 'EMAIL_INVALID') return { key: 'FORM.EMAIL_INVALID' };
  if (key === 'FIELD_REQUIRED') return { key: 'FORM.FIELD_REQUIRED' };
  if (key === 'MIN_DATETIME' || key === 'MAX_DATETIME') return { key: 'FORM.DATE_INVALID' };
  return { key: 'FORM.INVALID_VALUE' };
}

export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message?: string;
  origin?: string;
  format?: string;
}

/** A zod issue → the spec's rule key (the same key the server answers in FieldErrors). */
export function ruleKeyOf(issue: IssueLike): string {
  // The contract's cross-field refinements carry their key as the message.
  if (issue.message && /^[A-Z_]+$/.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return /received (undefined|null)/.test(issue.message ?? '') ? 'FIELD_REQUIRED' : 'INVALID_TYPE';
    case 'too_small':
      if (issue.origin === 'string') return 'FIELD_REQUIRED';
      return issue.origin === 'date' ? 'MIN_DATETIME' : 'MIN_VALUE';
    case 'too_big':
      return issue.origin === 'date' ? 'MAX_DATETIME' : 'MAX_VALUE';
    case 'invalid_format':
      return issue.format === 'email' ? 'EMAIL_INVALID' : 'INVALID_VALUE';
    default:
      return 'INVALID_VALUE';
  }
}

/** Checks the form with the contract's CouponInputSchema (the server's own rules). */
export function validateCoupon(values: CouponFormValues): CouponFieldErrors {
  const parsed = CouponInputSchema.safeParse(couponBodyOf(values));
  const errors: CouponFieldErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = fieldOfPath(issue.path.map(String).join('.'));
    if (!field || errors[field]) continue;
    errors[field] = couponErrorOf(field, ruleKeyOf(issue), values);
  }
  return errors;
}

/** The server's FieldErrors (`{"CouponDiscount.Value": ["MAX_VALUE"]}`) onto the form's fields. */
export function serverCouponErrors(
  fieldErrors: Record<string, string[]> | undefined,
  values: CouponFormValues,
): CouponFieldErrors {
  const errors: CouponFieldErrors = {};
  for (const [path, keys] of Object.entries(fieldErrors ?? {})) {
    const field = fieldOfPath(path);
    const key = keys[0];
    if (!field || !key || errors[field]) continue;
    // On update the server refuses a total below the uses already made (the schema's minimum is 1).
    errors[field] =
      field === 'TotalCount' && key === 'MIN_VALUE'
        ? { key: 'COUPONS_ADMIN.ERRORS.TOTAL_BELOW_USED' }
        : couponErrorOf(field, key, values);
  }
  return errors;
}

/**
 * A money discount (amount off, new price, voucher credit) is in one currency, so its events must all be
 * sold in it; the buyer side refuses it elsewhere (COUPON.WRONG_EVENT). A percentage works in any currency.
 */
export function currencyMixError(
  values: Pick<CouponFormValues, 'DiscountType' | 'Events'>,
  events: readonly { Id: string; Currency: string }[],
): CouponFieldErrors {
  if (values.DiscountType === 'Percentage') return {};
  const currencies = new Set(
    values.Events.flatMap((id) => events.filter((e) => e.Id === id).map((e) => e.Currency)),
  );
  return currencies.size > 1 ? { Events: { key: 'COUPONS_ADMIN.ERRORS.CURRENCY_MIX' } } : {};
}
