import { z } from 'zod';
import { HexColorSchema, TicketCategoryKeySchema } from './venue-configuration';

/** An event's ticket categories and base prices as the organizer edits them (spec 2 §3, spec 3 §4, §9). */

const instant = z.iso.datetime({ offset: true });
/** A decimal amount with at most 2 places (spec: price rounding 2 decimals). */
const money = z
  .number()
  .min(0)
  .max(1_000_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'At most 2 decimals');

export const BasePriceInputSchema = z.object({
  Price: money,
  /** Default: 10 s from now (spec: a price added on an update starts 10 s later). */
  ValidFrom: instant.optional(),
  /** Open-ended when left out (until the maximum date). */
  ValidTill: instant.optional(),
});
export const ManagedBasePriceSchema = z
  .object({ _id: z.string(), Price: z.number(), ValidFrom: z.string(), ValidTill: z.string() })
  .meta({ id: 'ManagedBasePrice' });

export const TicketCategoryInputSchema = z.object({
  Name: z.string().trim().min(1).max(100),
  /** The key seats and sectors of the venue layout refer to; derived from the name when left out. */
  Key: TicketCategoryKeySchema.optional(),
  Color: HexColorSchema.optional(),
  Order: z.number().int().min(0).max(10_000).optional(),
  IsDonate: z.boolean().optional(),
  DonateMax: money.nullable().optional(),
  /** Only on create: the first price windows (the wave timeline). */
  BasePrices: z.array(BasePriceInputSchema).max(20).optional(),
});
export const TicketCategoryUpdateSchema = TicketCategoryInputSchema.omit({ BasePrices: true }).partial();
export const ManagedTicketCategorySchema = z
  .object({
    _id: z.string(),
    Key: z.string(),
    Name: z.string(),
    Color: z.string(),
    Order: z.number().int(),
    IsDonate: z.boolean(),
    DonateMax: z.number().nullable(),
    BasePrices: z.array(ManagedBasePriceSchema),
  })
  .meta({ id: 'ManagedTicketCategory' });
export type ManagedTicketCategory = z.infer<typeof ManagedTicketCategorySchema>;
export const ManagedTicketCategoriesResponseSchema = z.array(ManagedTicketCategorySchema);
export const TicketCategoryOrderBodySchema = z.object({
  OrderedTicketCategoryIds: z.array(z.uuid()).max(100),
});

export const VenueConfigurationParamsSchema = z.object({ id: z.uuid(), vc: z.uuid() });
export const TicketCategoryParamsSchema = VenueConfigurationParamsSchema.extend({ cat: z.uuid() });
export const BasePriceDeleteParamsSchema = z.object({ id: z.uuid(), priceId: z.uuid() });
