import type { SectorStatistics } from '@marquee/contract';
import type { EventOffer } from '../ticketing/event-offer';
import type { BasketCountRow, PlaceRow } from './insight.repository';

/*
 * Places per sector and category, "now" (not range-bound). Capacity and categories come from the event's
 * offer (the same one the seat map sells from); Available subtracts what the seat map treats as taken (SOLD,
 * or held with ValidTill ahead — which includes holds an order is paying for right now) and the blocked
 * seats nobody holds, so it is the seat map's AvailableCount. Sold/Reserved come from issued, not cancelled
 * tickets, the door's count; Held is the live holds no order has locked yet.
 */

interface Counts {
  sold: number;
  reserved: number;
  held: number;
  taken: number;
  checkedIn: number;
}
const zero = (): Counts => ({ sold: 0, reserved: 0, held: 0, taken: 0, checkedIn: 0 });

export interface SectorInputs {
  offer: EventOffer;
  places: readonly PlaceRow[];
  baskets: readonly BasketCountRow[];
  blocked: readonly { sector_id: string; key: string; count: number }[];
  turnstile: boolean;
}

export function presentSectors({
  offer,
  places,
  baskets,
  blocked,
  turnstile,
}: SectorInputs): SectorStatistics[] {
  // sector key → category id → counts
  const counts = new Map<string, Map<string, Counts>>();
  const cell = (sector: string, category: string) => {
    const byCategory = counts.get(sector) ?? new Map<string, Counts>();
    counts.set(sector, byCategory);
    const entry = byCategory.get(category) ?? zero();
    byCategory.set(category, entry);
    return entry;
  };
  for (const row of places) {
    const entry = cell(row.sector_key, row.ticket_category_id);
    entry.sold += row.sold;
    entry.reserved += row.reserved;
    entry.checkedIn += row.checked_in;
  }
  for (const row of baskets) {
    const entry = cell(row.sector_key, row.ticket_category_id);
    entry.held += row.held;
    entry.taken += row.taken;
  }
  const blockedBySector = new Map<string, number>();
  for (const row of blocked)
    blockedBySector.set(row.sector_id, (blockedBySector.get(row.sector_id) ?? 0) + row.count);

  const categoryName = (id: string) => offer.categoriesById.get(id)?.name ?? '';
  const result: SectorStatistics[] = offer.sectors.map((sector) => {
    const byCategory = counts.get(sector.id) ?? new Map<string, Counts>();
    counts.delete(sector.id);
    const categoryIds =
      sector.type === 'SeatingSector'
        ? [...sector.seatTotals.keys()]
        : sector.categoryId
          ? [sector.categoryId]
          : [];
    for (const id of byCategory.keys()) if (!categoryIds.includes(id)) categoryIds.push(id);
    const capacity =
      sector.type === 'SeatingSector'
        ? [...sector.seatTotals.values()].reduce((sum, n) => sum + n, 0)
        : sector.capacity;
    return sectorOf(
      { id: sector.id, name: sector.name, type: sector.type, isMerchandise: sector.isMerchandise, capacity },
      categoryIds.map((id) => ({ id, name: categoryName(id), counts: byCategory.get(id) ?? zero() })),
      blockedBySector.get(sector.id) ?? 0,
      turnstile,
    );
  });
  // Tickets of a sector no longer in the layout (renamed away, another configuration): listed, unlimited.
  for (const [sectorKey, byCategory] of counts) {
    const place = places.find((row) => row.sector_key === sectorKey);
    if (!place) continue;
    result.push(
      sectorOf(
        {
          id: sectorKey,
          name: place.sector_name,
          type: place.sector_type,
          isMerchandise: place.is_merchandise,
          capacity: null,
        },
        [...byCategory].map(([id, c]) => ({ id, name: categoryName(id), counts: c })),
        0,
        turnstile,
      ),
    );
  }
  return result;
}

function sectorOf(
  sector: {
    id: string;
    name: string;
    type: SectorStatistics['SectorType'];
    isMerchandise: boolean;
    capacity: number | null;
  },
  categories: { id: string; name: string; counts: Counts }[],
  blocked: number,
  turnstile: boolean,
): SectorStatistics {
  const sum = (key: keyof Counts) => categories.reduce((total, c) => total + c.counts[key], 0);
  return {
    SectorId: sector.id,
    Name: sector.name,
    SectorType: sector.type,
    IsMerchandise: sector.isMerchandise,
    Capacity: sector.capacity,
    Sold: sum('sold'),
    Reserved: sum('reserved'),
    Held: sum('held'),
    Available: sector.capacity === null ? null : Math.max(0, sector.capacity - sum('taken') - blocked),
    CheckedIn: turnstile && !sector.isMerchandise ? sum('checkedIn') : null,
    Categories: categories.map((c) => ({
      TicketCategoryId: c.id,
      Name: c.name,
      Sold: c.counts.sold,
      Reserved: c.counts.reserved,
      Held: c.counts.held,
    })),
  };
}

/** The door's view: entry tickets of paid orders, those that entered once, and those inside now. */
export function presentCheckIns(places: readonly PlaceRow[], turnstile: boolean) {
  if (!turnstile) return null;
  const entry = places.filter((row) => !row.is_merchandise);
  return {
    Sold: entry.reduce((sum, row) => sum + row.sold, 0),
    CheckedIn: entry.reduce((sum, row) => sum + row.checked_in, 0),
    InsideNow: entry.reduce((sum, row) => sum + row.inside, 0),
  };
}
