import { z } from 'zod';

/**
 * Venue, sector, row and seat shapes (spec 2 §3, §7 "version 2.1"): GET /venue/{id},
 * GET /venue/{id}/sector/{sectorId}, POST /venue/{id}/seats and the per-event reads of the purchase flow.
 * Money is a decimal number with 2 places; instants are ISO-8601 UTC.
 */

export const SECTOR_TYPES = ['StandingSector', 'SeatingSector', 'VirtualSector'] as const;
export const SectorTypeSchema = z.enum(SECTOR_TYPES);
export type SectorType = z.infer<typeof SectorTypeSchema>;

/** Spec §9: default sector colour, default seat radius. */
export const DEFAULT_SECTOR_COLOR = '3598db';
export const DEFAULT_SEAT_RADIUS = 35;

/** Spec "Ticket category" BasePrices: the price valid in [ValidFrom, ValidTill). */
export const BasePriceSchema = z
  .object({ Price: z.number(), ValidFrom: z.string(), ValidTill: z.string() })
  .meta({ id: 'BasePrice' });
export type BasePrice = z.infer<typeof BasePriceSchema>;

/** Spec "Ticket category" of an event; AvailableCount counts free places now (holds past ValidTill are free). */
export const TicketCategorySchema = z
  .object({
    _id: z.string(),
    /** The key seats and sectors of the venue configuration point at. */
    Key: z.string(),
    Name: z.string(),
    Color: z.string(),
    BasePrices: z.array(BasePriceSchema),
    /** The base price valid now (UTC); null when no window covers now (the category is not on sale). */
    Price: z.number().nullable(),
    IsDonate: z.boolean(),
    /** Upper bound of a donation amount; null unless IsDonate. */
    DonateMax: z.number().nullable(),
    AvailableCount: z.number().int(),
    TotalCount: z.number().int(),
  })
  .meta({ id: 'TicketCategory' });
export type TicketCategory = z.infer<typeof TicketCategorySchema>;

/** Spec Sector.TicketCategories: counts of one category inside one sector. */
export const SectorTicketCategorySchema = z.object({
  Id: z.string(),
  AvailableCount: z.number().int(),
  TotalCount: z.number().int(),
});
export type SectorTicketCategory = z.infer<typeof SectorTicketCategorySchema>;

export const SeatSchema = z
  .object({
    _id: z.string(),
    Name: z.string(),
    CenterPosition: z.object({ X: z.number(), Y: z.number() }),
    Radius: z.number(),
    /** The category key (venue reads) or the event's category id (event reads). */
    TicketCategoryId: z.string(),
    IsDeleted: z.boolean(),
    IsAccessible: z.boolean(),
  })
  .meta({ id: 'Seat' });
export type Seat = z.infer<typeof SeatSchema>;

export const RowSchema = z
  .object({ _id: z.string(), Name: z.string(), IsDeleted: z.boolean(), Seats: z.array(SeatSchema) })
  .meta({ id: 'Row' });
export type Row = z.infer<typeof RowSchema>;

export const SectorSchema = z
  .object({
    _id: z.string(),
    /** Stable across configurations of the venue: the sector's SVG id. */
    UniqueSectorId: z.string(),
    Name: z.string(),
    Description: z.string().nullable(),
    Type: SectorTypeSchema,
    /** Default category of a standing/virtual sector (key in venue reads, event category id in event reads). */
    TicketCategoryId: z.string().nullable(),
    TicketCategories: z.array(SectorTicketCategorySchema),
    MaximumTicketsPerPurchase: z.number().int(),
    MinimumTicketsPerPurchase: z.number().int(),
    NextWaveId: z.string().nullable(),
    NextWaveActivationTime: z.string().nullable(),
    /** Derived: an earlier wave points at this sector; it sells only once that wave opens it. */
    HasPreviousWave: z.boolean(),
    IsHidden: z.boolean(),
    IsCanceled: z.boolean(),
    /** Effective now: the event's switch, and for a later wave whether its wave has opened. */
    IsSellingEnabled: z.boolean(),
    IsMerchandise: z.boolean(),
    SvgId: z.string(),
    Color: z.string(),
    Cover: z.string().nullable(),
    Gallery: z.array(z.string()),
    Order: z.number().int(),
    /** Current price of a virtual (or standing) sector's category; null for seating sectors. */
    Price: z.number().nullable(),
    /** Standing places (per event when overridden); null for seating and unlimited sectors. */
    Capacity: z.number().int().nullable(),
    ShowSeatName: z.boolean(),
    ShowRowName: z.boolean(),
    /** Filled only by GET /venue/{id}/sector/{sectorId}; listings leave it empty. */
    Rows: z.array(RowSchema),
  })
  .meta({ id: 'Sector' });
export type Sector = z.infer<typeof SectorSchema>;

export const AdditionalShapeSchema = z
  .object({
    Shape: z.array(z.object({ X: z.number(), Y: z.number() })),
    ImageId: z.string().nullable(),
    ShapeText: z
      .object({ Text: z.string(), Color: z.string(), FontSize: z.number(), RotationAngle: z.number() })
      .nullable(),
    StrokeColor: z.string().nullable(),
    FillColor: z.string().nullable(),
    StrokeWidth: z.number().nullable(),
    UniqueSectorId: z.string().nullable(),
    Caption: z.string().nullable(),
  })
  .meta({ id: 'AdditionalShape' });

/** GET /venue/{id} (2.1): the venue's current configuration with its sectors (rows load per sector). */
export const VenueSchema = z
  .object({
    _id: z.string(),
    Name: z.string(),
    TimeZone: z.string(),
    ConfigurationId: z.string(),
    ConfigurationName: z.string(),
    /** The SVG's user-unit size (its viewBox); seat positions are in these units. */
    Width: z.number().int(),
    Height: z.number().int(),
    Sectors: z.array(SectorSchema),
    /** The event's categories when asked with eventId; empty for the bare venue. */
    TicketCategories: z.array(TicketCategorySchema),
    AdditionalShapes: z.array(AdditionalShapeSchema),
    Gates: z.array(z.object({ _id: z.string(), Name: z.string() })),
  })
  .meta({ id: 'Venue' });
export type Venue = z.infer<typeof VenueSchema>;

export const VenueIdParamsSchema = z.object({ id: z.uuid() });
export const VenueQuerySchema = z.object({
  configurationId: z.uuid().optional().describe('A configuration of the venue (default: its first)'),
});
export const VenueSectorParamsSchema = z.object({ id: z.uuid(), sectorId: z.uuid() });

/** POST /venue/{id}/seats: the payload is the seat ids (at most one arena's worth). */
export const VenueSeatsBodySchema = z.array(z.uuid()).min(1).max(20_000);
/** A seat with where it sits, so a basket line or a seat list can name it. */
export const VenueSeatSchema = SeatSchema.extend({
  SectorId: z.string(),
  SectorName: z.string(),
  RowId: z.string(),
  RowName: z.string(),
}).meta({ id: 'VenueSeat' });
export type VenueSeat = z.infer<typeof VenueSeatSchema>;
export const VenueSeatsResponseSchema = z.array(VenueSeatSchema);
