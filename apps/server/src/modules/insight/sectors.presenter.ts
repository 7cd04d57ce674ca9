import type { SectorStatistics } from '@marquee/contract';
import type { EventOffer } from '../ticketing/event-offer';
import type { BasketCountRow, DoorRow, ReservedRow } from './insight.repository';

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
}
const zero = (): Counts => ({ sold: 0, reserved: 0, held: 0, taken: 0 });

export interface SectorInputs {
  offer: EventOffer;
  baskets: readonly BasketCountRow[];
  reserved: readonly ReservedRow[];
  /** null: the event has no turnstile system. */
  door: readonly DoorRow[] | null;
  blocked: readonly { sector_id: string; key: string; count: number }[];
}

/** Places per sector of the event's offer (sold = SOLD rows − reserved ones), with the door's counts. */
export function presentSectors({
  offer,
  baskets,
  reserved,
  door,
  blocked,
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
  for (const row of baskets) {
    const entry = cell(row.sector_key, row.ticket_category_id);
    entry.sold += row.sold;
    entry.held += row.held;
    entry.taken += row.taken;
  }
  for (const row of reserved) {
    const entry = cell(row.sector_key, row.ticket_category_id);
    entry.reserved += row.reserved;
    entry.sold -= row.reserved;
  }
  const blockedBySector = new Map<string, number>();
  for (const row of blocked)
    blockedBySector.set(row.sector_id, (blockedBySector.get(row.sector_id) ?? 0) + row.count);
  const checkedIn = door && new Map(door.map((row) => [row.sector_key, row.checked_in]));

  const categoryName = (id: string) => offer.categoriesById.get(id)?.name ?? '';
  return offer.sectors.map((sector) => {
    const byCategory = counts.get(sector.id) ?? new Map<string, Counts>();
    const categoryIds =
      sector.type === 'SeatingSector'
        ? [...sector.seatTotals.keys()]
        : sector.categoryId
          ? [sector.categoryId]
          : [];
    for (const id of byCategory.keys()) if (!categoryIds.includes(id)) categoryIds.push(id);
    const categories = categoryIds.map((id) => ({ id, counts: byCategory.get(id) ?? zero() }));
    const sum = (key: keyof Counts) => categories.reduce((total, c) => total + c.counts[key], 0);
    const capacity =
      sector.type === 'SeatingSector'
        ? [...sector.seatTotals.values()].reduce((total, n) => total + n, 0)
        : sector.capacity;
    return {
      SectorId: sector.id,
      Name: sector.name,
      SectorType: sector.type,
      IsMerchandise: sector.isMerchandise,
      Capacity: capacity,
      Sold: sum('sold'),
      Reserved: sum('reserved'),
      Held: sum('held'),
      Available:
        capacity === null
          ? null
          : Math.max(0, capacity - sum('taken') - (blockedBySector.get(sector.id) ?? 0)),
      CheckedIn: checkedIn && !sector.isMerchandise ? (checkedIn.get(sector.id) ?? 0) : null,
      Categories: categories.map((c) => ({
        TicketCategoryId: c.id,
        Name: categoryName(c.id),
        Sold: c.counts.sold,
        Reserved: c.counts.reserved,
        Held: c.counts.held,
      })),
    };
  });
}

/** The door's view: entry places of paid orders, those that entered once, and those inside now. */
export function presentCheckIns(sectors: readonly SectorStatistics[], door: readonly DoorRow[] | null) {
  if (!door) return null;
  return {
    Sold: sectors.filter((s) => !s.IsMerchandise).reduce((sum, s) => sum + s.Sold, 0),
    CheckedIn: door.reduce((sum, row) => sum + row.checked_in, 0),
    InsideNow: door.reduce((sum, row) => sum + row.inside, 0),
  };
}
