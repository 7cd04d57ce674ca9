import type { Layout, ManagedSector } from '@marquee/contract';
import type { EventSectorSettingsRow } from '../../db/schema/pricing';
import type { SectorImageRow, VenueGateRow } from '../../db/schema/venue-configuration';
import type { SeatRow, SeatRowRow, SectorRow } from '../../db/schema/venues';
import { presentShape } from '../venues/venues.presenter';
import type { ConfigurationWithVenue } from './layout.repository';

export interface LayoutParts {
  sectors: SectorRow[];
  rows: SeatRowRow[];
  seats: SeatRow[];
  taken: ReadonlySet<string>;
  settings: EventSectorSettingsRow[];
  gates: VenueGateRow[];
  gateLinks: { sectorId: string; gateId: string }[];
  images: SectorImageRow[];
}

export function presentSector(sector: SectorRow, parts: LayoutParts): ManagedSector {
  const settings = parts.settings.find((s) => s.sectorId === sector.id);
  const rows = parts.rows.filter((row) => row.sectorId === sector.id);
  const seatsByRow = new Map<string, SeatRow[]>();
  for (const seat of parts.seats) {
    if (seat.sectorId !== sector.id) continue;
    const list = seatsByRow.get(seat.rowId) ?? [];
    list.push(seat);
    seatsByRow.set(seat.rowId, list);
  }
  return {
    _id: sector.id,
    Type: sector.type,
    Name: sector.name,
    Description: sector.description,
    Color: sector.color,
    SvgId: sector.svgId,
    Order: sector.sortOrder,
    Capacity: sector.capacity,
    TicketCategoryId: sector.ticketCategoryKey,
    IsMerchandise: sector.isMerchandise,
    ShowRowName: sector.showRowName,
    ShowSeatName: sector.showSeatName,
    MinimumTicketsPerPurchase: sector.minTicketsPerPurchase,
    MaximumTicketsPerPurchase: sector.maxTicketsPerPurchase,
    IsHidden: settings?.isHidden ?? false,
    IsCanceled: settings?.isCanceled ?? false,
    IsSellingEnabled: settings?.isSellingEnabled ?? true,
    NextWaveId: settings?.nextWaveSectorId ?? null,
    NextWaveActivationTime: settings?.nextWaveActivationAt?.toISOString() ?? null,
    GateIds: parts.gateLinks.filter((link) => link.sectorId === sector.id).map((link) => link.gateId),
    Cover: parts.images.find((image) => image.sectorId === sector.id && image.isCover)?.imageUrl ?? null,
    Gallery: parts.images
      .filter((image) => image.sectorId === sector.id && !image.isCover)
      .map((image) => ({ Id: image.id, ImageId: image.imageUrl })),
    Rows: rows.map((row) => ({
      _id: row.id,
      Name: row.name,
      Seats: (seatsByRow.get(row.id) ?? []).map((seat) => ({
        _id: seat.id,
        Name: seat.name,
        CenterPosition: { X: seat.x, Y: seat.y },
        Radius: seat.radius,
        TicketCategoryId: seat.ticketCategoryKey,
        IsAccessible: seat.isAccessible,
        IsTaken: parts.taken.has(seat.id),
      })),
    })),
  };
}

/** A layout as the editor loads it: drawing, sectors with rows and seats, decorations and gates. */
export function presentLayout(
  found: ConfigurationWithVenue,
  eventId: string | null,
  parts: LayoutParts,
): Layout {
  const seatsBySector = new Map<string, SeatRow[]>();
  for (const seat of parts.seats) {
    const list = seatsBySector.get(seat.sectorId) ?? [];
    list.push(seat);
    seatsBySector.set(seat.sectorId, list);
  }
  return {
    Id: found.configuration.id,
    VenueId: found.venue.id,
    Name: found.configuration.name,
    Svg: found.configuration.svg,
    Width: found.configuration.width,
    Height: found.configuration.height,
    IsEventLayout: eventId !== null && found.ownerEventId === eventId,
    // Seats grouped per sector first: with 15,000 seats a scan per sector and row would be quadratic.
    Sectors: parts.sectors.map((sector) =>
      presentSector(sector, { ...parts, seats: seatsBySector.get(sector.id) ?? [] }),
    ),
    AdditionalShapes: found.configuration.additionalShapes.map(presentShape),
    Gates: parts.gates.map((gate) => ({ _id: gate.id, Name: gate.name })),
  };
}
