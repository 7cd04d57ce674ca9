import { z } from 'zod';

/**
 * Gift vouchers bought from an event's voucher templates (issue 8). A voucher in the basket is not a place:
 * it has its own lines and calls beside the holds. Money in major units, like the basket's prices.
 */

/** At most this many vouchers in one basket (a guard against a runaway client, not a sale rule). */
export const MAX_VOUCHERS_PER_BASKET = 10;

export const AddVoucherParamsSchema = z.object({ eventId: z.uuid(), guid: z.uuid(), templateId: z.uuid() });
export const RemoveVoucherParamsSchema = z.object({ guid: z.uuid(), voucherId: z.uuid() });

export const BasketVoucherSchema = z.object({
  Id: z.string(),
  EventId: z.string(),
  VoucherTemplateId: z.string(),
  Name: z.string(),
  /** What the buyer pays for it. */
  Price: z.number(),
  /** The credit the voucher will carry. */
  Value: z.number(),
  ValidityDays: z.number().int(),
  Currency: z.string(),
});
export type BasketVoucher = z.infer<typeof BasketVoucherSchema>;

/** GET /ticketing/basket/{guid}/vouchers: the voucher lines and their total (added to the basket's total). */
export const BasketVouchersSchema = z.object({
  Vouchers: z.array(BasketVoucherSchema),
  TotalPrice: z.number(),
  Currency: z.string().nullable(),
});
export type BasketVouchers = z.infer<typeof BasketVouchersSchema>;

/** A voucher an order bought: its code once the order is paid (null before). */
export const BoughtVoucherSchema = z.object({
  Name: z.string(),
  Code: z.string().nullable(),
  Value: z.number(),
  Currency: z.string(),
  ValidTill: z.string().nullable(),
});
export type BoughtVoucher = z.infer<typeof BoughtVoucherSchema>;
export const BoughtVouchersSchema = z.object({ Vouchers: z.array(BoughtVoucherSchema) });
