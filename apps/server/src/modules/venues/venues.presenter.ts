import type { Row, Seat, Sector, Venue, VenueSeat } from '@marquee/contract';
import type { AdditionalShape } from '../../db/schema/documents';
import type { SeatRow, SeatRowRow, SectorRow, VenueConfigurationRow, VenueRow } from '../../db/schema/venues';

/** Stored decorations use Points (documents.ts); the API names them Shape, and a pin's caption is its text. */
export function presentShape(shape: AdditionalShape) {
  return {
    Shape: shape.Points,
    ImageId: shape.ImageId ?? null,
    ShapeText: shape.ShapeText ?? null,
    StrokeColor: shape.StrokeColor ?? null,
    FillColor: shape.FillColor ?? null,
    StrokeWidth: shape.StrokeWidth ?? null,
    UniqueSectorId: shape.UniqueSectorId ?? null,
    Caption: shape.ShapeText?.Text ?? null,
  };
}

/** A seat as the venue describes it: TicketCategoryId is the category key the event prices. */
export function presentSeat(seat: SeatRow): Seat {
  return {
    _id: seat.id,
    Name: seat.name,
    CenterPosition: { X: seat.x, Y: seat.y },
    Radius: seat.radius,
    TicketCategoryId: seat.ticketCategoryKey,
    IsDeleted: false,
    IsAccessible: seat.isAccessible,
  };
}

export function presentVenueSeat(row: { seat: SeatRow; rowName: string; sectorName: string }): VenueSeat {
  return {
    ...presentSeat(row.seat),
    SectorId: row.seat.sectorId,
    SectorName: row.sectorName,
    RowId: row.seat.rowId,
    RowName: row.rowName,
  };
}

/** Seat rows in order, each with its seats in name order (numeric names sort as numbers). */
export function presentRows(rows: SeatRowRow[], seats: SeatRow[]): Row[] {
  const byRow = new Map<string, SeatRow[]>();
  for (const seat of seats) {
    const list = byRow.get(seat.rowId) ?? [];
    list.push(seat);
    byRow.set(seat.rowId, list);
  }
  const collator = new Intl.Collator('en', { numeric: true });
  return rows.map((row) => ({
    _id: row.id,
    Name: row.name,
    IsDeleted: false,
    Seats: (byRow.get(row.id) ?? []).sort((a, b) => collator.compare(a.name, b.name)).map(presentSeat),
  }));
}

export interface SectorPictures {
  cover: string | null;
  gallery: string[];
}
const NO_PICTURES: SectorPictures = { cover: null, gallery: [] };

/** Image rows of many sectors → each sector's cover and gallery (rows in gallery order). */
export function picturesBySector(rows: { sectorId: string; url: string; isCover: boolean }[]) {
  const bySector = new Map<string, SectorPictures>();
  for (const row of rows) {
    const entry = bySector.get(row.sectorId) ?? { cover: null, gallery: [] };
    if (row.isCover) entry.cover = row.url;
    else entry.gallery.push(row.url);
    bySector.set(row.sectorId, entry);
  }
  return bySector;
}

/** A venue-level sector: no event, so every place counts as available and nothing is priced. */
export function presentVenueSector(
  sector: SectorRow,
  seatCounts: Map<string, number>,
  rows: Row[] = [],
  pictures: SectorPictures = NO_PICTURES,
): Sector {
  const categories =
    sector.type === 'SeatingSector'
      ? [...seatCounts].map(([key, count]) => ({ Id: key, TotalCount: count, AvailableCount: count }))
      : sector.ticketCategoryKey && sector.capacity !== null
        ? [{ Id: sector.ticketCategoryKey, TotalCount: sector.capacity, AvailableCount: sector.capacity }]
        : [];
  return {
    _id: sector.id,
    UniqueSectorId: sector.svgId,
    Name: sector.name,
    Description: sector.description,
    Type: sector.type,
    TicketCategoryId: sector.ticketCategoryKey,
    TicketCategories: categories,
    MaximumTicketsPerPurchase: sector.maxTicketsPerPurchase,
    MinimumTicketsPerPurchase: sector.minTicketsPerPurchase,
    NextWaveId: null,
    NextWaveActivationTime: null,
    HasPreviousWave: false,
    IsHidden: false,
    IsCanceled: false,
    IsSellingEnabled: true,
    IsMerchandise: sector.isMerchandise,
    SvgId: sector.svgId,
    Color: sector.color,
    Cover: pictures.cover,
    Gallery: pictures.gallery,
    Order: sector.sortOrder,
    Price: null,
    Capacity: sector.capacity,
    ShowSeatName: sector.showSeatName,
    ShowRowName: sector.showRowName,
    Rows: rows,
  };
}

export function presentVenue(
  venue: VenueRow,
  configuration: VenueConfigurationRow,
  sectors: Sector[],
): Venue {
  return {
    _id: venue.id,
    Name: venue.name,
    TimeZone: venue.timeZone,
    ConfigurationId: configuration.id,
    ConfigurationName: configuration.name,
    Width: configuration.width,
    Height: configuration.height,
    Sectors: sectors,
    TicketCategories: [],
    AdditionalShapes: configuration.additionalShapes.map(presentShape),
    Gates: [],
  };
}
