import type { Basket, EventPricesAndCounts, Sector, TicketCategory } from '@marquee/contract';
import { quantityBounds } from '@marquee/contract';

/** Live items the basket holds in a sector of this event (spec "sector ticket counts"). */
export function basketCountIn(basket: Basket | null, eventId: string, sectorId: string): number {
  return (
    basket?.Sectors.find((entry) => entry.EventId === eventId && entry.SectorId === sectorId)?.Count ?? 0
  );
}

/** Items of this event in the basket. */
export function basketItemsOf(basket: Basket | null, eventId: string) {
  return basket?.Events.find((entry) => entry.EventId === eventId)?.Items ?? [];
}

export function categoryOf(prices: EventPricesAndCounts, sector: Sector): TicketCategory | null {
  return prices.TicketCategories.find((category) => category._id === sector.TicketCategoryId) ?? null;
}

/** What is left of the sector's own category (standing/virtual), or of all its categories (seating). */
export function sectorAvailable(sector: Sector): number {
  const own = sector.TicketCategories.find((entry) => entry.Id === sector.TicketCategoryId);
  if (own) return own.AvailableCount;
  return sector.TicketCategories.reduce((sum, entry) => sum + entry.AvailableCount, 0);
}

/** Sectors stage1 offers: not hidden, not canceled, in the organizer's order. */
export function visibleSectors(prices: EventPricesAndCounts): Sector[] {
  return prices.Sectors.filter((sector) => !sector.IsHidden && !sector.IsCanceled).sort(
    (a, b) => a.Order - b.Order,
  );
}

/** Current prices of a seating sector's categories, for its "from – to" label. */
export function sectorPriceRange(
  prices: EventPricesAndCounts,
  sector: Sector,
): { Min: number; Max: number } | null {
  if (sector.Price !== null) return { Min: sector.Price, Max: sector.Price };
  const values = sector.TicketCategories.map(
    (entry) => prices.TicketCategories.find((category) => category._id === entry.Id)?.Price,
  ).filter((price): price is number => typeof price === 'number');
  if (values.length === 0) return null;
  return { Min: Math.min(...values), Max: Math.max(...values) };
}

export function boundsFor(sector: Sector, basket: Basket | null, eventId: string) {
  return quantityBounds({
    availableCount: sectorAvailable(sector),
    basketCount: basketCountIn(basket, eventId, sector._id),
    minPerPurchase: sector.MinimumTicketsPerPurchase,
    maxPerPurchase: sector.MaximumTicketsPerPurchase,
  });
}
