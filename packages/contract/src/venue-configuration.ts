import { z } from 'zod';
import { AddressSchema } from './profile-contacts';
import { LonLatSchema } from './utility';
import { AdditionalShapeSchema, DEFAULT_SEAT_RADIUS, SECTOR_TYPES } from './venues';

/**
 * The layout editor's write calls (spec 3 §7 "Venue and sectors", spec 2 §3 Sector, Row, Seat, Additional
 * shape): sectors, rows and seats, decorations, gates, sector order and waves. Category references of seats
 * and sectors are the event categories' keys (A, GA, VIP…), so one layout serves events priced differently.
 */

export const MAX_SEATS_PER_SECTOR = 20_000;
export const MAX_ROWS_PER_SECTOR = 500;
export const MAX_SEATS_PER_ROW = 500;

/** A colour as `rrggbb` (lower case, `#` optional on input). */
export const HexColorSchema = z
  .string()
  .trim()
  .regex(/^#?[0-9a-fA-F]{6}$/)
  .transform((value) => value.replace('#', '').toLowerCase());
/** A ticket category's key, which seats and sectors of a layout refer to. */
export const TicketCategoryKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,30}$/);
const perPurchase = z.number().int().min(1).max(100);

const sectorFields = {
  Type: z.enum(SECTOR_TYPES),
  Name: z.string().trim().min(1).max(100),
  Description: z.string().trim().max(1000).nullable().optional(),
  /** Default 3598db. */
  Color: HexColorSchema.optional(),
  /** The id of the sector's outline in the layout SVG; generated when left out. */
  SvgId: z
    .string()
    .trim()
    .regex(/^[A-Za-z][\w-]{0,63}$/)
    .optional(),
  /** Standing places (required for standing sectors); null for unlimited virtual sectors. */
  Capacity: z.number().int().min(1).max(1_000_000).nullable().optional(),
  /** The category key of a standing or virtual sector (seats carry their own). */
  TicketCategoryId: TicketCategoryKeySchema.nullable().optional(),
  IsMerchandise: z.boolean().optional(),
  ShowRowName: z.boolean().optional(),
  ShowSeatName: z.boolean().optional(),
  MinimumTicketsPerPurchase: perPurchase.optional(),
  MaximumTicketsPerPurchase: perPurchase.optional(),
};

export const SectorInputSchema = z.object(sectorFields);
/** PUT …/sector/{sectorId}: layout fields and this event's switches (spec Sector status). */
export const SectorUpdateSchema = z.object(sectorFields).partial().extend({
  IsHidden: z.boolean().optional(),
  IsCanceled: z.boolean().optional(),
  IsSellingEnabled: z.boolean().optional(),
});

export const SectorOrderBodySchema = z.object({ OrderedSectorIds: z.array(z.uuid()).min(1).max(500) });

export const SeatInputSchema = z.object({
  /** Keep the id of an existing seat (it may be sold); omit it for a new one. */
  _id: z.uuid().optional(),
  Name: z.string().trim().max(20),
  CenterPosition: z.object({
    X: z.number().min(-100_000).max(100_000),
    Y: z.number().min(-100_000).max(100_000),
  }),
  Radius: z.number().positive().max(1000).default(DEFAULT_SEAT_RADIUS),
  TicketCategoryId: TicketCategoryKeySchema,
  IsAccessible: z.boolean().default(false),
});
export const RowInputSchema = z.object({
  _id: z.uuid().optional(),
  Name: z.string().trim().max(20),
  Seats: z.array(SeatInputSchema).max(MAX_SEATS_PER_ROW),
});
/** PUT …/sector/{sectorId}/rows: the sector's whole seat plan. Sold or held seats must stay where they are. */
export const SectorRowsBodySchema = z.object({ Rows: z.array(RowInputSchema).max(MAX_ROWS_PER_SECTOR) });
export type SectorRowsBody = z.input<typeof SectorRowsBodySchema>;

export const AdditionalShapeInputSchema = z.object({
  Shape: z
    .array(z.object({ X: z.number(), Y: z.number() }))
    .max(1000)
    .default([]),
  ImageId: z.string().trim().max(500).nullable().optional(),
  ShapeText: z
    .object({
      Text: z.string().trim().min(1).max(200),
      Color: HexColorSchema,
      FontSize: z.number().min(1).max(500),
      RotationAngle: z.number().min(-360).max(360),
    })
    .nullable()
    .optional(),
  StrokeColor: HexColorSchema.nullable().optional(),
  FillColor: HexColorSchema.nullable().optional(),
  StrokeWidth: z.number().min(0).max(100).nullable().optional(),
  UniqueSectorId: z.string().max(64).nullable().optional(),
  /** Image pins show a caption. */
  Caption: z.string().trim().max(300).nullable().optional(),
});
export const AdditionalShapesBodySchema = z.array(AdditionalShapeInputSchema).max(500);

export const LayoutSvgBodySchema = z.object({
  Svg: z.string().min(1).max(2_000_000),
  Width: z.number().int().min(1).max(100_000),
  Height: z.number().int().min(1).max(100_000),
});

/** POST /event/{id}/venueconfigurations: a layout of the event's venue made for this event. */
export const CreateConfigurationBodySchema = z.object({
  Name: z.string().trim().min(1).max(100),
  /** A layout of the same venue to start from (default: the event's current one; none: empty). */
  CopyFromConfigurationId: z.uuid().nullable().optional(),
});

/** POST /venue: a new place of the active organizer profile, with an empty layout to draw in. */
export const CreateVenueBodySchema = z.object({
  Name: z.string().trim().min(2).max(100),
  /** City chosen from suggestions (CityId) and a map position; the zone follows the position. */
  AddressContact: AddressSchema,
  CityId: z.uuid(),
  LonLat: LonLatSchema,
});
export const CreatedVenueSchema = z.object({
  _id: z.string(),
  Name: z.string(),
  TimeZone: z.string(),
  ConfigurationId: z.string(),
});

export const GateBodySchema = z.object({ Name: z.string().trim().min(1).max(100) });
export const GateSchema = z.object({ _id: z.string(), Name: z.string() }).meta({ id: 'Gate' });
export const SectorGatesBodySchema = z.object({ GateIds: z.array(z.uuid()).max(50) });

/** POST /venue/{id}/images/sector/{sectorId}: a base64 JPEG/PNG (or a data: URL, or an uploaded image's URL). */
export const SectorImageBodySchema = z.object({
  Data: z
    .string()
    .min(1)
    .max(2_796_202 + 100),
  /** The sector's cover (replaces the previous one) rather than a gallery picture. */
  IsCover: z.boolean().default(false),
});
export const SectorImagesSchema = z
  .object({
    Cover: z.string().nullable(),
    Gallery: z.array(z.object({ Id: z.string(), ImageId: z.string() })),
  })
  .meta({ id: 'SectorImages' });
export const SectorImageParamsSchema = z.object({ id: z.uuid(), sectorId: z.uuid(), imageId: z.uuid() });

export const NextWaveIdBodySchema = z.object({ NextWaveId: z.uuid() });
export const NextWaveTimeBodySchema = z.object({ NextWaveActivationTime: z.iso.datetime({ offset: true }) });
export const WaveQuerySchema = z.object({
  eventId: z.uuid().optional().describe('The event whose wave it is (default: the layout’s own event)'),
});

export const LayoutParamsSchema = z.object({ id: z.uuid(), vc: z.uuid() });
export const LayoutSectorParamsSchema = LayoutParamsSchema.extend({ sectorId: z.uuid() });
export const VenueGateParamsSchema = z.object({ id: z.uuid(), gateId: z.uuid() });
export const VenueSectorGateParamsSchema = z.object({ id: z.uuid(), sectorId: z.uuid() });

const ManagedSeatSchema = z.object({
  _id: z.string(),
  Name: z.string(),
  CenterPosition: z.object({ X: z.number(), Y: z.number() }),
  Radius: z.number(),
  TicketCategoryId: z.string(),
  IsAccessible: z.boolean(),
  /** Sold or held now: it may not be moved or deleted. */
  IsTaken: z.boolean(),
});
export const ManagedSectorSchema = z
  .object({
    _id: z.string(),
    Type: z.enum(SECTOR_TYPES),
    Name: z.string(),
    Description: z.string().nullable(),
    Color: z.string(),
    SvgId: z.string(),
    Order: z.number().int(),
    Capacity: z.number().int().nullable(),
    TicketCategoryId: z.string().nullable(),
    IsMerchandise: z.boolean(),
    ShowRowName: z.boolean(),
    ShowSeatName: z.boolean(),
    MinimumTicketsPerPurchase: z.number().int(),
    MaximumTicketsPerPurchase: z.number().int(),
    IsHidden: z.boolean(),
    IsCanceled: z.boolean(),
    IsSellingEnabled: z.boolean(),
    NextWaveId: z.string().nullable(),
    NextWaveActivationTime: z.string().nullable(),
    GateIds: z.array(z.string()),
    Cover: z.string().nullable(),
    Gallery: z.array(z.object({ Id: z.string(), ImageId: z.string() })),
    Rows: z.array(z.object({ _id: z.string(), Name: z.string(), Seats: z.array(ManagedSeatSchema) })),
  })
  .meta({ id: 'ManagedSector' });
export type ManagedSector = z.infer<typeof ManagedSectorSchema>;

export const LayoutSchema = z
  .object({
    Id: z.string(),
    VenueId: z.string(),
    Name: z.string(),
    Svg: z.string(),
    Width: z.number().int(),
    Height: z.number().int(),
    /** Whether the layout was made for this event (its organizer may change it). */
    IsEventLayout: z.boolean(),
    Sectors: z.array(ManagedSectorSchema),
    AdditionalShapes: z.array(AdditionalShapeSchema),
    Gates: z.array(GateSchema),
  })
  .meta({ id: 'Layout' });
export type Layout = z.infer<typeof LayoutSchema>;

// ——— Seat block generator (the editor's "rows × seats, straight or curved") ———

export interface SeatBlockOptions {
  rows: number;
  seatsPerRow: number;
  /** Centre of the first row's first seat. */
  origin: { X: number; Y: number };
  seatSpacing: number;
  rowSpacing: number;
  /** 0: straight rows; otherwise the radius of the first row's arc (rows curve around a stage above). */
  curveRadius?: number;
  rowNames?: 'numbers' | 'letters';
  seatNumbering?: 'leftToRight' | 'rightToLeft' | 'oddEven';
  firstRow?: number;
  firstSeat?: number;
  radius?: number;
  ticketCategoryKey: string;
}

/** "A", "B", … "Z", "AA", "AB" … */
function letters(n: number): string {
  let out = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) out = String.fromCharCode(65 + ((i - 1) % 26)) + out;
  return out;
}

/**
 * Rows of seats for the editor: straight, or on concentric arcs whose centre lies `curveRadius` above the
 * first row's middle (seat spacing kept along each arc). Seat numbers run left to right, right to left, or
 * odd numbers left of the centre and even to the right (the theatre scheme).
 */
export function generateSeatBlock(options: SeatBlockOptions): SectorRowsBody['Rows'] {
  const firstRow = options.firstRow ?? 1;
  const firstSeat = options.firstSeat ?? 1;
  const width = (options.seatsPerRow - 1) * options.seatSpacing;
  const curve = options.curveRadius ?? 0;
  const centre = { X: options.origin.X + width / 2, Y: options.origin.Y - curve };
  const rows: SectorRowsBody['Rows'] = [];
  for (let r = 0; r < options.rows; r++) {
    const rowNumber = firstRow + r;
    const positions = Array.from({ length: options.seatsPerRow }, (_, s) => {
      const offset = s * options.seatSpacing - width / 2;
      if (curve <= 0) return { X: centre.X + offset, Y: options.origin.Y + r * options.rowSpacing };
      const arcRadius = curve + r * options.rowSpacing;
      const angle = offset / arcRadius;
      return { X: centre.X + arcRadius * Math.sin(angle), Y: centre.Y + arcRadius * Math.cos(angle) };
    });
    const names = positions.map((_, s) => {
      const scheme = options.seatNumbering ?? 'leftToRight';
      if (scheme === 'rightToLeft') return firstSeat + (options.seatsPerRow - 1 - s);
      if (scheme === 'oddEven') {
        // Left half odd (highest at the aisle), right half even.
        const middle = Math.floor(options.seatsPerRow / 2);
        return s < middle ? firstSeat + 2 * (middle - 1 - s) : firstSeat + 1 + 2 * (s - middle);
      }
      return firstSeat + s;
    });
    rows.push({
      Name: options.rowNames === 'letters' ? letters(rowNumber) : String(rowNumber),
      Seats: positions.map((position, s) => ({
        Name: String(names[s]),
        CenterPosition: { X: Math.round(position.X * 100) / 100, Y: Math.round(position.Y * 100) / 100 },
        Radius: options.radius ?? DEFAULT_SEAT_RADIUS,
        TicketCategoryId: options.ticketCategoryKey,
      })),
    });
  }
  return rows;
}

/** Empty names and names repeated within a row (spec: the editor refuses both), as FieldErrors. */
export function seatPlanProblems(rows: SectorRowsBody['Rows']): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const rowNames = new Set<string>();
  rows.forEach((row, r) => {
    const rowName = row.Name.trim();
    if (!rowName) errors[`Rows.${r}.Name`] = ['FIELD_REQUIRED'];
    else if (rowNames.has(rowName.toLowerCase())) errors[`Rows.${r}.Name`] = ['SAME_VALUE_INVALID'];
    rowNames.add(rowName.toLowerCase());
    const seatNames = new Set<string>();
    row.Seats.forEach((seat, s) => {
      const name = seat.Name.trim();
      if (!name) errors[`Rows.${r}.Seats.${s}.Name`] = ['FIELD_REQUIRED'];
      else if (seatNames.has(name.toLowerCase()))
        errors[`Rows.${r}.Seats.${s}.Name`] = ['SAME_VALUE_INVALID'];
      seatNames.add(name.toLowerCase());
    });
  });
  return errors;
}

// ——— Ticket categories a layout uses (issue 15: the wizard in order, no dead end) ———

/**
 * How many places of the layout use each ticket category key: seats by their own key, standing and virtual
 * sectors by the sector's. Publishing needs an event category for every key here (spec 3 §4).
 */
export function categoryKeyUse(layout: Pick<Layout, 'Sectors'>): Map<string, number> {
  const use = new Map<string, number>();
  const add = (key: string, count: number) => use.set(key, (use.get(key) ?? 0) + count);
  for (const sector of layout.Sectors) {
    if (sector.Type === 'SeatingSector') {
      for (const row of sector.Rows) for (const seat of row.Seats) add(seat.TicketCategoryId, 1);
    } else if (sector.TicketCategoryId) add(sector.TicketCategoryId, sector.Capacity ?? 0);
  }
  return use;
}

/** The keys the layout's places use that none of the event's categories has, in first-use order. */
export function missingCategoryKeys(
  layout: Pick<Layout, 'Sectors'>,
  categories: readonly { Key: string }[],
): string[] {
  const defined = new Set(categories.map((category) => category.Key));
  return [...categoryKeyUse(layout).keys()].filter((key) => !defined.has(key));
}
