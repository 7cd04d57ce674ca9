import { randomInt } from 'node:crypto';
import {
  type Coupon,
  type CouponBatchInput,
  type CouponInput,
  CouponMergedSchema,
  type CouponUpdate,
  discountRuleOf,
  discountValueOf,
  fromMinor,
  PERCENTAGE_SCALE,
} from '@marquee/contract';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, fieldErrorsOf } from '../../plugins/errors';
import { pgCode } from '../profiles/db-errors';
import { csvField, presentCoupon, ruleOf } from './coupons.presenter';
import * as repo from './coupons.repository';

const UNIQUE_VIOLATION = '23505';
/** Generated codes avoid look-alikes (0/O, 1/I/L) because buyers type them from paper. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

const invalid = (field: string, key = 'INVALID_VALUE', message = 'The coupon is not valid.') =>
  new AppError('VALIDATION_FAILED', message, { [field]: [key] });

export function randomCode(prefix: string): string {
  let body = '';
  for (let i = 0; i < CODE_LENGTH; i++) body += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return prefix ? `${prefix}-${body}` : body;
}

/** Form values → columns (percentage exact to 6 decimals; money in minor units). */
function columnsOf(input: CouponInput, organizerId: string, ownerUserId: string | null): repo.NewCoupon {
  const rule = discountRuleOf(input.CouponDiscount);
  return {
    organizerProfileId: organizerId,
    name: input.CouponName,
    description: input.CouponDescription,
    isPublic: input.IsPublic,
    code: input.Code,
    type: input.Type,
    isPos: input.IsPos || input.Type === 'PosCoupon',
    isAdminOnly: input.IsAdminOnly,
    discountType: rule.type,
    percentage: rule.type === 'Percentage' ? (rule.percentPpm / PERCENTAGE_SCALE).toFixed(6) : null,
    amountMinor: rule.type === 'Percentage' ? null : rule.amountMinor,
    currency: input.Currency,
    minPerPurchase: input.MinimumTicketsPerUser,
    maxPerPurchase: input.MaximumTicketsPerUser,
    minPerEvent: input.MinimumTicketsPerEvent,
    maxPerEvent: input.MaximumTicketsPerEvent,
    allTicketCategories: input.AllTicketCategories,
    ticketCategoryIds: input.AllTicketCategories ? [] : input.SeatsTicketCategories,
    sectorIds: input.Sectors,
    seatIds: input.SeatIds,
    includeAllDates: input.UseOriginalEventIds,
    totalCount: input.TotalCount,
    remainingCount: input.TotalCount,
    remainingCreditMinor: rule.type === 'Voucher' ? rule.amountMinor : null,
    validFrom: input.ValidFrom ? new Date(input.ValidFrom) : null,
    validTill: input.ValidTill ? new Date(input.ValidTill) : null,
    disabled: input.Disabled,
    ownerUserId,
  };
}

/** The stored coupon as form values, so an update can be merged onto it and checked whole. */
function inputOf(row: repo.CouponRecord): CouponInput {
  return {
    CouponName: row.name,
    CouponDescription: row.description,
    IsPublic: row.isPublic,
    Code: row.code,
    CouponDiscount: discountValueOf(ruleOf(row)),
    Currency: row.currency,
    Type: row.type,
    IsPos: row.isPos,
    IsAdminOnly: row.isAdminOnly,
    ValidFrom: row.validFrom?.toISOString() ?? null,
    ValidTill: row.validTill?.toISOString() ?? null,
    TotalCount: row.totalCount,
    MinimumTicketsPerUser: row.minPerPurchase,
    MaximumTicketsPerUser: row.maxPerPurchase,
    MinimumTicketsPerEvent: row.minPerEvent,
    MaximumTicketsPerEvent: row.maxPerEvent,
    AllTicketCategories: row.allTicketCategories,
    SeatsTicketCategories: row.ticketCategoryIds,
    Sectors: row.sectorIds,
    SeatIds: row.seatIds,
    Events: row.eventIds,
    UseOriginalEventIds: row.includeAllDates,
    Owner: row.ownerEmail,
    Disabled: row.disabled,
  };
}

/**
 * Batch coupons depend on the organizer's BatchCouponsEnabled setting (spec 3 §6): a coupon becoming a
 * BatchCoupon (created so, or changed to it) is refused with 403 FORBIDDEN while it is off. Coupons that
 * already are batch coupons stay editable after the setting is switched off.
 */
async function assertBatchAllowed(tx: DbOrTx, organizerId: string, type: string, wasType?: string) {
  if (type !== 'BatchCoupon' || wasType === 'BatchCoupon') return;
  if (!(await repo.batchCouponsEnabled(tx, organizerId)))
    throw new AppError('FORBIDDEN', 'Batch coupons are not enabled for this organizer.', {
      Type: ['INVALID_VALUE'],
    });
}

export function createCouponsService(db: Db) {
  /** Events must be the organizer's; ticket types must be categories of those events; the owner must exist. */
  async function checkReferences(tx: DbOrTx, organizerId: string, input: CouponInput) {
    const owned = await repo.ownedEventCurrencies(tx, organizerId, input.Events);
    if (owned.size !== new Set(input.Events).size)
      throw invalid('Events', 'INVALID_VALUE', 'Coupons are only for events of their organizer.');
    // A money discount (amount off, price, voucher credit) is in one currency: on an event that sells in
    // another it would count 10 CZK as 10 EUR. A percentage fits any currency.
    const money = discountRuleOf(input.CouponDiscount).type !== 'Percentage';
    if (money && [...owned.values()].some((currency) => currency !== input.Currency))
      throw invalid('Currency', 'INVALID_VALUE', 'A money coupon must be in the currency of its events.');
    if (!input.AllTicketCategories && input.SeatsTicketCategories.length > 0) {
      const found = await repo.ticketCategoriesOfEvents(tx, input.SeatsTicketCategories, input.Events);
      if (found.length !== new Set(input.SeatsTicketCategories).size)
        throw invalid('SeatsTicketCategories', 'INVALID_VALUE', 'Ticket types must belong to the events.');
    }
    if (!input.Owner) return null;
    const owner = await repo.findUserIdByEmail(tx, input.Owner);
    if (!owner) throw invalid('Owner', 'INVALID_VALUE', 'No account has this e-mail.');
    return owner;
  }

  /** Runs a write; a second coupon with the same code at this organizer → COUPON.CODE_TAKEN. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (pgCode(error) === UNIQUE_VIOLATION)
        throw new AppError('COUPON.CODE_TAKEN', 'This organizer already has a coupon with this code.', {
          Code: ['SAME_VALUE_INVALID'],
        });
      throw error;
    }
  }

  async function get(id: string): Promise<repo.CouponRecord> {
    const row = await repo.findCoupon(db, id);
    if (!row) throw new AppError('NOT_FOUND', 'No such coupon.');
    return row;
  }

  return {
    /** Whether a profile of this path type exists (the organizer routes' 404 before the claim check). */
    profileExists: (profileId: string, type: string) => repo.profileExists(db, profileId, type),

    get,

    /**
     * Throws VALIDATION_FAILED (foreign events, unknown owner, foreign ticket types), COUPON.CODE_TAKEN,
     * FORBIDDEN (a batch coupon while the organizer's BatchCouponsEnabled is off).
     */
    async create(organizerId: string, input: CouponInput): Promise<Coupon> {
      const id = await guarded(() =>
        db.transaction(async (tx) => {
          await assertBatchAllowed(tx, organizerId, input.Type);
          const owner = await checkReferences(tx, organizerId, input);
          const [row] = await repo.insertCoupons(
            tx,
            [columnsOf(input, organizerId, owner)],
            input.Events,
            input.MaximumTicketsPerEvent,
          );
          if (!row) throw new Error('insert coupon: nothing returned');
          return row.id;
        }),
      );
      return presentCoupon(await get(id), new Date());
    },

    /**
     * Merges the update onto the stored coupon and checks the whole; `{ Disabled: true }` disables (never
     * deleted). A new TotalCount moves RemainingCount by the difference, never below the uses made
     * (VALIDATION_FAILED TotalCount MIN_VALUE); a voucher's new value moves its credit likewise.
     * `{ Disabled }` alone is applied without re-checking the rest.
     * Throws NOT_FOUND, VALIDATION_FAILED, COUPON.CODE_TAKEN.
     */
    async update(id: string, patch: CouponUpdate): Promise<Coupon> {
      await guarded(() =>
        db.transaction(async (tx) => {
          // The row lock orders this with a payment consuming the coupon at the same moment.
          await repo.lockCoupon(tx, id);
          const current = await repo.findCoupon(tx, id);
          if (!current) throw new AppError('NOT_FOUND', 'No such coupon.');
          const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
          // Disabling (or enabling) alone changes nothing else, so it skips the whole-coupon checks: a
          // coupon whose ticket type or owner account has gone since must still be switchable off.
          if (Object.keys(defined).length === 1 && typeof defined.Disabled === 'boolean') {
            await repo.updateCoupon(tx, id, { disabled: defined.Disabled });
            return;
          }
          const parsed = CouponMergedSchema.safeParse({ ...inputOf(current), ...defined });
          if (!parsed.success) {
            const issues = parsed.error.issues.map((issue) => ({
              keyword: issue.code,
              instancePath: `/${issue.path.join('/')}`,
              message: issue.message,
              params: issue as unknown as Record<string, unknown>,
            }));
            throw new AppError('VALIDATION_FAILED', 'The coupon is not valid.', fieldErrorsOf(issues));
          }
          const next = parsed.data;
          await assertBatchAllowed(tx, current.organizerProfileId, next.Type, current.type);
          const owner = await checkReferences(tx, current.organizerProfileId, next);
          const values = columnsOf(next, current.organizerProfileId, owner);
          // Counts: uses already made stay made.
          if (next.TotalCount === null) values.remainingCount = null;
          else {
            const used =
              current.totalCount === null || current.remainingCount === null
                ? 0
                : current.totalCount - current.remainingCount;
            if (next.TotalCount < used)
              throw invalid('TotalCount', 'MIN_VALUE', `${used} uses were made already.`);
            values.remainingCount = next.TotalCount - used;
          }
          if (values.discountType === 'Voucher' && current.discountType === 'Voucher') {
            const spent = (current.amountMinor ?? 0) - (current.remainingCreditMinor ?? 0);
            values.remainingCreditMinor = Math.max(0, (values.amountMinor ?? 0) - spent);
          }
          const { organizerProfileId: _organizer, ...changes } = values;
          await repo.updateCoupon(tx, id, changes);
          await repo.replaceCouponEvents(
            tx,
            id,
            next.Events,
            next.MaximumTicketsPerEvent,
            current.maxPerEvent,
          );
        }),
      );
      return presentCoupon(await get(id), new Date());
    },

    async list(filter: repo.CouponListFilter) {
      const { items, total } = await repo.listCoupons(db, filter);
      const now = new Date();
      return {
        Items: items.map((c) => presentCoupon(c, now)),
        Total: total,
        Page: filter.page,
        PerPage: filter.perPage,
      };
    },

    /**
     * Bulk generation (beyond the spec): `Count` single-use coupons with random codes after `Prefix`,
     * sharing a BatchId for the CSV export. A code clash with an existing one retries the whole batch.
     * Throws VALIDATION_FAILED as create.
     */
    async generate(organizerId: string, input: CouponBatchInput) {
      const { Count, Prefix, ...rest } = input;
      const form: CouponInput = { ...rest, Code: null, TotalCount: 1, Owner: null, Disabled: false };
      for (let attempt = 0; ; attempt++) {
        try {
          return await db.transaction(async (tx) => {
            await assertBatchAllowed(tx, organizerId, form.Type);
            await checkReferences(tx, organizerId, form);
            const batchId = crypto.randomUUID();
            const codes = new Set<string>();
            while (codes.size < Count) codes.add(randomCode(Prefix.toUpperCase()));
            const base = columnsOf(form, organizerId, null);
            await repo.insertCoupons(
              tx,
              [...codes].map((code) => ({ ...base, code, batchId })),
              form.Events,
              form.MaximumTicketsPerEvent,
            );
            return { BatchId: batchId, Count, Codes: [...codes] };
          });
        } catch (error) {
          if (pgCode(error) !== UNIQUE_VIOLATION || attempt >= 2) throw error;
        }
      }
    },

    /** The organizer's coupons (or one batch) as CSV for printing or mailing codes. */
    async csv(organizerId: string, batchId: string | undefined): Promise<string> {
      const { items } = await repo.listCoupons(db, {
        organizerId,
        batchId,
        includeDisabled: true,
        page: 0,
        perPage: 100_000,
      });
      const header = [
        'Code',
        'CouponName',
        'DiscountType',
        'Value',
        'Currency',
        'ValidFrom',
        'ValidTill',
        'TotalCount',
        'RemainingCount',
        'Disabled',
      ];
      const lines = items.map((c) => {
        const discount = discountValueOf(ruleOf(c));
        return [
          c.code,
          c.name,
          discount.DiscountType,
          discount.DiscountType === 'Percentage' ? discount.Value : fromMinor(c.amountMinor ?? 0).toFixed(2),
          c.currency,
          c.validFrom?.toISOString() ?? null,
          c.validTill?.toISOString() ?? null,
          c.totalCount,
          c.remainingCount,
          String(c.disabled),
        ]
          .map(csvField)
          .join(',');
      });
      return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
