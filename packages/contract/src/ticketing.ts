import { z } from 'zod';
import { idList } from './events';
import { BasketVoucherSchema } from './gift-vouchers';
import { SectorSchema, SectorTypeSchema, TicketCategorySchema } from './venues';

/**
 * Basket, holds and seat states (spec 2 §3 Basket, Basket item, Merchandise item, seat states; §4; §5; §7).
 * Money is a decimal number with 2 places; instants are ISO-8601 UTC.
 */

/** Spec §3 "Seat state on the map", all 13 (`loading` is the client's own, never sent by the server). */
export const SEAT_STATES = [
  'AVAILABLE',
  'SOLD',
  'BLOCKED',
  'BLOCKED_ALL',
  'COUPON_BLOCK',
  'COUPON_BLOCK_ALL',
  'RESERVED',
  'RESERVED_ME',
  'HIDDEN',
  'HIDDEN_ALL',
  'loading',
  'UNAVAILABLE',
  'UNAVAILABLE_HIDDEN',
] as const;
export const SeatStateSchema = z.enum(SEAT_STATES);
export type SeatState = z.infer<typeof SeatStateSchema>;

/** Spec §4: in a disabled sector these keep their state; every other seat shows BLOCKED. */
export const SEAT_STATES_KEPT_WHEN_DISABLED: readonly SeatState[] = [
  'SOLD',
  'HIDDEN',
  'HIDDEN_ALL',
  'UNAVAILABLE',
  'UNAVAILABLE_HIDDEN',
];

/** Spec "Basket item". Price is what is charged; Price + Discount is the listed (original) price. */
export const BasketItemSchema = z
  .object({
    Id: z.string(),
    EventId: z.string(),
    EventName: z.string(),
    SectorId: z.string(),
    SectorName: z.string(),
    SectorType: SectorTypeSchema,
    IsMerchandise: z.boolean(),
    /** Null for standing, virtual and merchandise items. */
    SeatId: z.string().nullable(),
    RowName: z.string().nullable(),
    SeatName: z.string().nullable(),
    TicketCategoryId: z.string(),
    /** Charged price (base price at the time of adding + donation), guaranteed until ValidTill. */
    Price: z.number(),
    /** The listed base price before any discount. */
    OriginalPrice: z.number(),
    Discount: z.number(),
    /** Donation part above the general admission price (spec §9 "extra amount"). */
    ExtraAmount: z.number(),
    CouponId: z.string().nullable(),
    /** The hold ends here; afterwards the place is free for everyone. */
    ValidTill: z.string(),
    AddedDate: z.string(),
    /** Locked items cannot be removed (set once a payment is under way). */
    Locked: z.boolean(),
  })
  .meta({ id: 'BasketItem' });
export type BasketItem = z.infer<typeof BasketItemSchema>;

export const BasketEventSchema = z
  .object({
    EventId: z.string(),
    EventName: z.string(),
    Currency: z.string(),
    /** The event's ticket registration questionnaire; null when it asks none. */
    TicketRegistrationId: z.string().nullable(),
    Items: z.array(BasketItemSchema),
  })
  .meta({ id: 'BasketEvent' });
export type BasketEvent = z.infer<typeof BasketEventSchema>;

/** Spec "sector ticket counts": how many live items the basket holds per sector. */
export const BasketSectorCountSchema = z.object({
  EventId: z.string(),
  SectorId: z.string(),
  Count: z.number().int(),
});

/** Spec "Basket"; only live items (ValidTill in the future) are listed. */
export const BasketSchema = z
  .object({
    guid: z.string(),
    Events: z.array(BasketEventSchema),
    Sectors: z.array(BasketSectorCountSchema),
    /** Applied coupons (the coupons issue fills them). */
    Coupons: z.array(z.object({ Id: z.string() })),
    ActiveCouponId: z.string().nullable(),
    UsedCouponIds: z.array(z.string()),
    Email: z.string().nullable(),
    UserId: z.string().nullable(),
    ServerUtcTime: z.string(),
    /** The earliest ValidTill of the items: the basket's countdown ends here; null when empty. */
    ValidTill: z.string().nullable(),
    /** Null while empty; one basket never mixes currencies. */
    Currency: z.string().nullable(),
    TotalPrice: z.number(),
    TotalDiscount: z.number(),
    ItemCount: z.number().int(),
    /**
     * The basket's gift-voucher lines (issue 8; the spec's basket has no shape for them). They are not
     * places: not in Events, ItemCount or TotalPrice (GET /ticketing/basket/{guid}/vouchers has their total).
     */
    GiftVouchers: z.array(BasketVoucherSchema),
  })
  .meta({ id: 'Basket' });
export type Basket = z.infer<typeof BasketSchema>;

/** GET /ticketing/basket/createBasket: a new, unguessable basket id (122 random bits). */
export const CreateBasketResponseSchema = z.object({ guid: z.uuid() }).meta({ id: 'CreateBasketResponse' });
export type CreateBasketResponse = z.infer<typeof CreateBasketResponseSchema>;

/**
 * Issue 16: a client that created more than a burst of baskets in a short while sends a solved ALTCHA
 * challenge (GET /ticketing/basket/challenge) with its next createBasket: the widget's base64 payload.
 */
export const CreateBasketQuerySchema = z.object({ altcha: z.string().max(8000).optional() });
/** An ALTCHA (v2) proof-of-work challenge, as the widget reads it. */
export const BasketChallengeSchema = z
  .object({ parameters: z.record(z.string(), z.unknown()), signature: z.string().optional() })
  .meta({ id: 'BasketChallenge' });

export const BasketGuidParamsSchema = z.object({ guid: z.uuid() });
/** DELETE /ticketing/basket/{guid}: without TicketId empties the basket, with it removes that one item. */
export const BasketDeleteQuerySchema = z.object({ TicketId: z.uuid().optional() });

/** Query of both add calls (spec §7). */
export const AddToBasketQuerySchema = z.object({
  CouponId: z.string().trim().min(1).max(100).optional().describe('Applies this coupon to the added tickets'),
  extraAmount: z.coerce
    .number()
    .min(0)
    .max(1_000_000)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: 'At most 2 decimal places',
    })
    .optional()
    .describe('Donation: entered amount minus the general admission price, 2 decimals'),
  userId: z.uuid().optional(),
});
export type AddToBasketQuery = z.infer<typeof AddToBasketQuerySchema>;

/**
 * Issue 14: the optional IDEMPOTENCY_KEY_HEADER (headers.ts) of both add calls. One value per buyer action,
 * sent again with every retry of it: the basket holds once and answers each repeat alike; the same key with
 * another add is BASKET.IDEMPOTENCY_KEY_REUSED (422). The web sends a uuid; any 1–100 visible ASCII
 * characters are taken.
 */
export const IdempotencyKeySchema = z.string().regex(/^[\x21-\x7E]{1,100}$/);

export const AddSeatParamsSchema = z.object({ eventId: z.uuid(), guid: z.uuid(), seatId: z.uuid() });
export const AddStandingParamsSchema = z.object({
  eventId: z.uuid(),
  guid: z.uuid(),
  sectorId: z.uuid(),
  /** Bounds are the sector's min/max per purchase; the service answers their violations with FieldErrors. */
  count: z.coerce.number().int(),
});

/** Answer of both add calls: the whole basket and the items this call added. */
export const AddToBasketResponseSchema = z
  .object({ Basket: BasketSchema, Added: z.array(BasketItemSchema) })
  .meta({ id: 'AddToBasketResponse' });
export type AddToBasketResponse = z.infer<typeof AddToBasketResponseSchema>;

/** PUT /ticketing/basket/{guid}/changeBasketEmail?NewMail: answers the user id owning that e-mail, if any. */
export const ChangeBasketEmailQuerySchema = z.object({ NewMail: z.email().max(254) });
export const ChangeBasketEmailResponseSchema = z.object({ UserId: z.string().nullable() });

/** Spec "Merchandise item": a merchandise sector as the merch stage shows it. */
export const MerchandiseItemSchema = z
  .object({
    _id: z.string(),
    Name: z.string(),
    Description: z.string().nullable(),
    ProfilePicture: z.string().nullable(),
    TicketCategories: z.array(z.string()),
    Price: z.number().nullable(),
    AvailableCount: z.number().int(),
    MinimumTicketsPerPurchase: z.number().int(),
    MaximumTicketsPerPurchase: z.number().int(),
  })
  .meta({ id: 'MerchandiseItem' });
export type MerchandiseItem = z.infer<typeof MerchandiseItemSchema>;

/** GET /event/{id}/eventpricesandcounts (2.1): what the buy form needs, counts live (expired holds free). */
export const EventPricesAndCountsSchema = z
  .object({
    EventId: z.string(),
    Currency: z.string(),
    ServerUtcTime: z.string(),
    VenueId: z.string().nullable(),
    ConfigurationId: z.string().nullable(),
    /** Hold length of this event's basket items. */
    HoldMinutes: z.number().int(),
    TicketCategories: z.array(TicketCategorySchema),
    /** Ticket sectors (no merchandise); online events get one virtual sector per category. */
    Sectors: z.array(SectorSchema),
    Merchandise: z.array(MerchandiseItemSchema),
    /** Spec §9: min to max current price across sectors on sale; null when nothing is priced. */
    PriceRange: z.object({ Min: z.number(), Max: z.number() }).nullable(),
    AvailableCount: z.number().int(),
    TotalCount: z.number().int(),
    IsSoldOut: z.boolean(),
  })
  .meta({ id: 'EventPricesAndCounts' });
export type EventPricesAndCounts = z.infer<typeof EventPricesAndCountsSchema>;

export const EventPricesQuerySchema = z.object({
  couponId: z.string().trim().max(100).optional().describe('Prices under this coupon when it is usable here'),
});

export const TicketingEventParamsSchema = z.object({ id: z.uuid() });

/** GET /event/{id}/getSeatsStatus: `guid` (beyond the spec) marks the caller's held seats RESERVED_ME. */
export const SeatsStatusQuerySchema = z.object({
  sectorIds: idList,
  couponIds: idList
    .optional()
    .describe("The buyer's coupons (comma separated): seats reserved for one of them answer AVAILABLE"),
  guid: z.uuid().optional().describe("The caller's basket: its seats answer RESERVED_ME"),
});
export const SectorSeatsStatusSchema = z.object({
  SectorId: z.string(),
  IsSellingEnabled: z.boolean(),
  /** Seat id → state, for every seat of the sector. */
  Seats: z.record(z.string(), SeatStateSchema),
  /**
   * Beyond the spec: seat id → the asked coupon that frees it, for seats reserved for a coupon (otherwise
   * COUPON_BLOCK); adding such a seat needs that CouponId.
   */
  CouponSeats: z.record(z.string(), z.string()).default({}),
});
export const SeatsStatusResponseSchema = z
  .object({ ServerUtcTime: z.string(), Sectors: z.array(SectorSeatsStatusSchema) })
  .meta({ id: 'SeatsStatus' });
export type SeatsStatus = z.infer<typeof SeatsStatusResponseSchema>;

export const EventConfigurationParamsSchema = z.object({ id: z.uuid(), cfg: z.uuid() });
export const EventSectorsResponseSchema = z.array(SectorSchema);

// ——— Pure rules shared by server and web (spec §5) ———

/** Spec §5 Donation: the amount lies between the current base price and DonateMax. */
export function isDonationAmountValid(amount: number, basePrice: number, donateMax: number): boolean {
  return (
    Number.isFinite(amount) &&
    amount >= basePrice &&
    amount <= donateMax &&
    Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6
  );
}

/** PUT /event/{id}/seats/block and /unblock (ours): the organizer keeps seats out of sale (state BLOCKED). */
export const SeatBlockBodySchema = z
  .object({ SeatIds: z.array(z.uuid()).min(1).max(5000) })
  .meta({ id: 'SeatBlockRequest' });
export type SeatBlockBody = z.infer<typeof SeatBlockBodySchema>;
export const SeatBlockResponseSchema = z
  .object({
    /** Every seat of the event blocked now. */
    BlockedSeatIds: z.array(z.string()),
    /** Seats just blocked that a buyer still holds or bought: theirs until the hold ends (never re-sold). */
    TakenSeatIds: z.array(z.string()),
  })
  .meta({ id: 'SeatBlockResponse' });
export type SeatBlockResponse = z.infer<typeof SeatBlockResponseSchema>;
/** GET /event/{id}/seats/blocks (ours): the event's blocked seats, for its editors' block screen. */
export const SeatBlocksSchema = z.object({ BlockedSeatIds: z.array(z.string()) }).meta({ id: 'SeatBlocks' });
export type SeatBlocks = z.infer<typeof SeatBlocksSchema>;
