import {
  type Commission,
  type CurrencyTotals,
  fromMinor,
  type PaymentGate,
  PLATFORM_FEE_BP,
  platformFeeMinor,
  type SalesBucket,
  type ShareCode,
  wallClockIn,
} from '@marquee/contract';
import type { StatisticsShareCodeRow } from '../../db/schema/insight';
import { type CouponRow, FIGURE_SETS, type FigureRow } from './insight.repository';

/** Rows → API shapes for statistics, commissions and share codes (money: minor units → 2 decimals). */

const iso = (value: Date | string) => new Date(value).toISOString();
const pad = (n: number) => String(n).padStart(2, '0');

/** What the organizer is paid out of a raised amount (issue 18's rule; docs/decisions.md). */
export function payoutOf(raisedMinor: number) {
  const feeMinor = platformFeeMinor(raisedMinor);
  return { raisedMinor, feeMinor, payoutMinor: raisedMinor - feeMinor };
}

function inSet(rows: readonly FigureRow[], set: number, reserved = false) {
  return rows.filter((row) => row.grp === set && row.reserved === reserved);
}

/** Per currency, paid and reserved side by side; coupon discounts from the coupon rows (vouchers apart). */
export function presentTotals(
  figures: readonly FigureRow[],
  coupons: readonly CouponRow[],
): CurrencyTotals[] {
  const currencies = [...new Set(inSet(figures, FIGURE_SETS.totals).map((r) => r.currency))];
  for (const row of inSet(figures, FIGURE_SETS.totals, true))
    if (!currencies.includes(row.currency)) currencies.push(row.currency);
  return currencies.sort().map((currency) => {
    const paid = inSet(figures, FIGURE_SETS.totals).find((r) => r.currency === currency);
    const reserved = inSet(figures, FIGURE_SETS.totals, true).find((r) => r.currency === currency);
    const couponMinor = coupons
      .filter((c) => c.currency === currency && !c.is_voucher)
      .reduce((sum, c) => sum + c.discount, 0);
    const gross = paid?.gross ?? 0;
    const refunded = paid?.refunded ?? 0;
    return {
      Currency: currency,
      Orders: paid?.orders ?? 0,
      Tickets: paid?.tickets ?? 0,
      Gross: fromMinor(gross),
      PaymentFees: fromMinor(paid?.fees ?? 0),
      CouponDiscounts: fromMinor(couponMinor),
      VoucherCredit: fromMinor(paid?.voucher_credit ?? 0),
      Donations: fromMinor(paid?.donations ?? 0),
      Merchandise: fromMinor(paid?.merchandise ?? 0),
      Refunded: fromMinor(refunded),
      Net: fromMinor(payoutOf(gross - refunded).payoutMinor),
      Reserved: fromMinor(reserved?.gross ?? 0),
    };
  });
}

/** Paid sales per time step (empty steps left out), labelled with the local start in `timeZone`. */
export function presentBuckets(
  figures: readonly FigureRow[],
  unit: 'hour' | 'day',
  timeZone: string,
): SalesBucket[] {
  return inSet(figures, FIGURE_SETS.bucket)
    .filter((row) => row.bucket !== null)
    .map((row) => {
      const start = new Date(row.bucket as Date | string);
      const wall = wallClockIn(start, timeZone);
      const day = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
      return {
        Label: unit === 'hour' ? `${day}T${pad(wall.hour)}:${pad(wall.minute)}` : day,
        Start: start.toISOString(),
        Currency: row.currency,
        Orders: row.orders,
        Tickets: row.tickets,
        Gross: fromMinor(row.gross),
      };
    })
    .sort((a, b) => a.Start.localeCompare(b.Start) || a.Currency.localeCompare(b.Currency));
}

const byGross = <T extends { gross: number; currency: string }>(a: T, b: T) =>
  a.currency.localeCompare(b.currency) || b.gross - a.gross;

export function presentGates(figures: readonly FigureRow[]) {
  return inSet(figures, FIGURE_SETS.gate)
    .sort(byGross)
    .map((row) => ({
      Gate: row.gate as PaymentGate | null,
      Currency: row.currency,
      Orders: row.orders,
      Tickets: row.tickets,
      Gross: fromMinor(row.gross),
      PaymentFees: fromMinor(row.fees),
    }));
}

export function presentReferrals(figures: readonly FigureRow[]) {
  return inSet(figures, FIGURE_SETS.referral)
    .sort(byGross)
    .map((row) => ({
      ReferalId: row.referal_id,
      Currency: row.currency,
      Orders: row.orders,
      Tickets: row.tickets,
      Gross: fromMinor(row.gross),
    }));
}

/** Discount coupons only: a gift voucher takes nothing off a price (its credit is Totals.VoucherCredit). */
export function presentCoupons(coupons: readonly CouponRow[]) {
  return coupons
    .filter((c) => !c.is_voucher)
    .map((c) => ({
      CouponId: c.coupon_id,
      Code: c.code ?? c.name ?? '',
      Currency: c.currency,
      Tickets: c.tickets,
      Discount: fromMinor(c.discount),
    }));
}

/** Raised, the 3.6 % platform fee (once per currency total) and the payout, per currency. */
export function presentCommissions(figures: readonly FigureRow[]): Commission[] {
  return inSet(figures, FIGURE_SETS.totals)
    .sort((a, b) => a.currency.localeCompare(b.currency))
    .map((row) => {
      const { raisedMinor, feeMinor, payoutMinor } = payoutOf(row.gross - row.refunded);
      return {
        Currency: row.currency,
        Raised: fromMinor(raisedMinor),
        FeeRatePercent: PLATFORM_FEE_BP / 100,
        PlatformFee: fromMinor(feeMinor),
        Payout: fromMinor(payoutMinor),
      };
    });
}

/** A share code as listed; `code` only in the answer to its creation. */
export function presentShareCode(row: StatisticsShareCodeRow, code: string | null = null): ShareCode {
  return {
    Id: row.id,
    Code: code,
    Hint: row.hint,
    Label: row.label,
    CreatedAt: iso(row.createdAt),
    RevokedAt: row.revokedAt ? iso(row.revokedAt) : null,
  };
}

export { iso };
