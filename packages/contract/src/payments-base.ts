import { z } from 'zod';

/**
 * The gates, the buyer and the order states that the pure payment rules (`payments-rules.ts`) are written
 * against, apart from the wire schemas (`payments.ts`) that use those rules: rules and wire schemas then
 * import in one direction only. `payments.ts` re-exports everything here.
 */

// ——— Gates (spec §9) ———

export const PAYMENT_GATES = [
  'CSOB',
  'STRIPE',
  'GOPAYCARD',
  'TATRABANKA',
  'CORVUSPAY',
  'MONRI',
  'MULTIPAY',
  'BRAINTREE',
  'MYPOS',
  'GPWEBPAY',
  'PAYPAL',
  'GOPAY',
  'RESERVATION',
  'CDPAY',
  'STATNA_POKLADNICA',
] as const;
export const PaymentGateSchema = z.enum(PAYMENT_GATES);
export type PaymentGate = z.infer<typeof PaymentGateSchema>;

// ——— Buyer info and agreements (spec §3, §5) ———

const text = (max: number) => z.string().trim().max(max);

export const CompanyInfoSchema = z
  .object({
    CompanyName: text(200),
    Ico: text(20),
    Dic: text(20).nullish(),
    IcDph: text(20).nullish(),
    AddressLine: text(200),
    City: text(100),
    Country: text(100),
    Zip: text(20),
  })
  .meta({ id: 'CompanyInfo' });
export type CompanyInfo = z.infer<typeof CompanyInfoSchema>;

/** Shape only; which fields are required depends on the gate — see `buyerInfoErrors`. */
export const BuyerInfoSchema = z
  .object({
    FirstName: text(100),
    LastName: text(100),
    Address: text(200).nullish(),
    City: text(100).nullish(),
    Country: text(100).nullish(),
    Postal: text(20).nullish(),
    Phone: text(40).nullish(),
    CompanyInfo: CompanyInfoSchema.nullish(),
  })
  .meta({ id: 'BuyerInfo' });
export type BuyerInfo = z.infer<typeof BuyerInfoSchema>;

// ——— Orders ———

/**
 * PENDING → PAID | FAILED | CANCELLED | EXPIRED; RESERVED (pay in place) → PAID at the door;
 * PAID → REFUNDED only when a late payment could not get its places back.
 */
export const ORDER_STATES = [
  'PENDING',
  'PAID',
  'RESERVED',
  'FAILED',
  'CANCELLED',
  'EXPIRED',
  'REFUNDED',
] as const;
export const OrderStateSchema = z.enum(ORDER_STATES);
export type OrderState = z.infer<typeof OrderStateSchema>;
