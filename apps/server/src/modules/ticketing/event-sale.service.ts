import {
  type EventPricesAndCounts,
  fromMinor,
  type MerchandiseItem,
  SEAT_STATES_KEPT_WHEN_DISABLED,
  type SeatState,
  type SeatsStatus,
  type Sector,
  type TicketCategory,
} from '@marquee/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import {
  type EventOffer,
  freePlaces,
  isSectorSelling,
  type OfferCache,
  type OfferSector,
  priceAt,
  saleStateOf,
} from './event-offer';
import { countTakenPlaces } from './event-offer.repository';
import { findConfigurationSvg, seatStatesOf } from './event-sale.repository';
import { countFreeBlockedSeats, couponReservations } from './seat-blocks.repository';

/** Counts a client can do arithmetic with: an unlimited virtual sector answers this many places. */
const UNLIMITED_COUNT = 1_000_000;
const finite = (value: number) => (Number.isFinite(value) ? value : UNLIMITED_COUNT);

interface LiveCounts {
  /** sector id → places taken now. */
  bySector: Map<string, number>;
  /** `${sector}/${category}` → places taken now. */
  bySectorCategory: Map<string, number>;
  /** sector id → places held or sold (no blocks): what opens a later wave, as the hold path counts. */
  heldBySector: Map<string, number>;
}

/**
 * Places taken now; for the counts a buyer sees, seats the organizer blocked count as taken too (they are
 * not for sale). Wave openings use `heldBySector` (holds and sales only, as the hold path counts them): a
 * block is not a sell-out. `withBlocks` false skips the blocks when only the waves are wanted.
 */
async function liveCounts(db: Db, offer: EventOffer, withBlocks = true): Promise<LiveCounts> {
  const bySector = new Map<string, number>();
  const bySectorCategory = new Map<string, number>();
  const heldBySector = new Map<string, number>();
  const add = (sectorKey: string, categoryId: string, count: number) => {
    bySector.set(sectorKey, (bySector.get(sectorKey) ?? 0) + count);
    const key = `${sectorKey}/${categoryId}`;
    bySectorCategory.set(key, (bySectorCategory.get(key) ?? 0) + count);
  };
  const [taken, blocked] = await Promise.all([
    countTakenPlaces(db, offer.event.id),
    withBlocks ? countFreeBlockedSeats(db, offer.event.id) : [],
  ]);
  for (const row of taken) {
    add(row.sector_key, row.ticket_category_id, row.count);
    heldBySector.set(row.sector_key, (heldBySector.get(row.sector_key) ?? 0) + row.count);
  }
  for (const row of blocked) {
    const category = offer.categoriesByKey.get(row.key);
    if (category) add(row.sector_id, category.id, row.count);
  }
  return { bySector, bySectorCategory, heldBySector };
}

function sectorCategories(sector: OfferSector, counts: LiveCounts) {
  if (sector.type === 'SeatingSector') {
    return [...sector.seatTotals].map(([id, total]) => ({
      Id: id,
      TotalCount: total,
      AvailableCount: Math.max(0, total - (counts.bySectorCategory.get(`${sector.id}/${id}`) ?? 0)),
    }));
  }
  if (!sector.categoryId) return [];
  const free = finite(freePlaces(sector, counts.bySector));
  return [{ Id: sector.categoryId, TotalCount: sector.capacity ?? UNLIMITED_COUNT, AvailableCount: free }];
}

function presentSector(
  offer: EventOffer,
  sector: OfferSector,
  counts: LiveCounts,
  now: Date,
  selling: boolean,
): Sector {
  const category = sector.categoryId ? offer.categoriesById.get(sector.categoryId) : undefined;
  const price = category ? priceAt(category, now) : null;
  return {
    _id: sector.id,
    UniqueSectorId: sector.svgId,
    Name: sector.name,
    Description: sector.description,
    Type: sector.type,
    TicketCategoryId: sector.categoryId,
    TicketCategories: sectorCategories(sector, counts),
    MaximumTicketsPerPurchase: sector.maxPerPurchase,
    MinimumTicketsPerPurchase: sector.minPerPurchase,
    NextWaveId: sector.nextWaveSectorId,
    NextWaveActivationTime: sector.nextWaveActivationAt?.toISOString() ?? null,
    HasPreviousWave: sector.previousWave !== null,
    IsHidden: sector.isHidden,
    IsCanceled: sector.isCanceled,
    IsSellingEnabled: selling && isSectorSelling(offer, sector, counts.heldBySector, now),
    IsMerchandise: sector.isMerchandise,
    SvgId: sector.svgId,
    Color: sector.color,
    Cover: sector.cover,
    Gallery: sector.gallery,
    Order: sector.order,
    Price: price === null ? null : fromMinor(price),
    Capacity: sector.capacity,
    ShowSeatName: sector.showSeatName,
    ShowRowName: sector.showRowName,
    Rows: [],
  };
}

function presentCategories(offer: EventOffer, counts: LiveCounts, now: Date): TicketCategory[] {
  return offer.categories.map((category) => {
    let total = 0;
    let available = 0;
    for (const sector of offer.sectors) {
      if (sector.isHidden || sector.isCanceled) continue;
      for (const c of sectorCategories(sector, counts)) {
        if (c.Id !== category.id) continue;
        total += c.TotalCount;
        available += c.AvailableCount;
      }
    }
    const price = priceAt(category, now);
    return {
      _id: category.id,
      Key: category.key,
      Name: category.name,
      Color: category.color,
      BasePrices: category.prices.map((p) => ({
        Price: fromMinor(p.priceMinor),
        ValidFrom: p.validFrom.toISOString(),
        ValidTill: p.validTill.toISOString(),
      })),
      Price: price === null ? null : fromMinor(price),
      IsDonate: category.isDonate,
      DonateMax: category.donateMaxMinor === null ? null : fromMinor(category.donateMaxMinor),
      AvailableCount: Math.min(available, UNLIMITED_COUNT),
      TotalCount: Math.min(total, UNLIMITED_COUNT),
    };
  });
}

export function createEventSaleService(db: Db, offers: OfferCache) {
  async function publishedOffer(eventId: string) {
    const offer = await offers.get(eventId);
    if (offer?.event.status !== 'PUBLISHED') throw new AppError('NOT_FOUND', 'No such event.');
    return offer;
  }

  return {
    /** GET /event/{id}/eventpricesandcounts: NOT_FOUND for an unknown or unpublished event. */
    async pricesAndCounts(eventId: string): Promise<EventPricesAndCounts> {
      const now = new Date();
      const offer = await publishedOffer(eventId);
      const counts = await liveCounts(db, offer);
      const onSale = saleStateOf(offer.event, now) === 'ON_SALE';
      const visible = offer.sectors.filter((s) => !s.isHidden);
      const sectors = visible.map((s) => presentSector(offer, s, counts, now, onSale));
      const tickets = sectors.filter((s) => !s.IsMerchandise);
      const merchandise: MerchandiseItem[] = sectors
        .filter((s) => s.IsMerchandise)
        .map((s) => ({
          _id: s._id,
          Name: s.Name,
          Description: s.Description,
          ProfilePicture: s.Cover,
          TicketCategories: s.TicketCategories.map((c) => c.Id),
          Price: s.Price,
          AvailableCount: s.TicketCategories.reduce((sum, c) => sum + c.AvailableCount, 0),
          MinimumTicketsPerPurchase: s.MinimumTicketsPerPurchase,
          MaximumTicketsPerPurchase: s.MaximumTicketsPerPurchase,
        }));
      const categories = presentCategories(offer, counts, now);
      const prices = tickets.flatMap((s) => {
        if (!s.IsSellingEnabled) return [];
        if (s.Type === 'SeatingSector')
          return s.TicketCategories.flatMap((c) => {
            const price = categories.find((k) => k._id === c.Id)?.Price;
            return price === null || price === undefined ? [] : [price];
          });
        return s.Price === null ? [] : [s.Price];
      });
      // Disabled sectors don't sell; a later wave still counts (it opens when the current one sells out).
      const countable = tickets.filter(
        (s) => !s.IsCanceled && offer.sectorsById.get(s._id)?.isSellingEnabled,
      );
      const available = countable.reduce(
        (sum, s) => sum + s.TicketCategories.reduce((n, c) => n + c.AvailableCount, 0),
        0,
      );
      const total = countable.reduce(
        (sum, s) => sum + s.TicketCategories.reduce((n, c) => n + c.TotalCount, 0),
        0,
      );
      return {
        EventId: offer.event.id,
        Currency: offer.event.currency,
        ServerUtcTime: now.toISOString(),
        VenueId: offer.event.venueId,
        ConfigurationId: offer.event.configurationId,
        HoldMinutes: Math.ceil(offer.holdSeconds / 60),
        TicketCategories: categories,
        Sectors: tickets,
        Merchandise: merchandise,
        PriceRange: prices.length === 0 ? null : { Min: Math.min(...prices), Max: Math.max(...prices) },
        AvailableCount: Math.min(available, UNLIMITED_COUNT),
        TotalCount: Math.min(total, UNLIMITED_COUNT),
        IsSoldOut: countable.length > 0 && available === 0,
      };
    },

    /** The event's sectors of configuration `cfg`: NOT_FOUND unless it is the event's configuration. */
    async sectors(eventId: string, cfg: string): Promise<Sector[]> {
      const now = new Date();
      const offer = await publishedOffer(eventId);
      if (offer.event.configurationId !== cfg) throw new AppError('NOT_FOUND', 'No such configuration.');
      const counts = await liveCounts(db, offer);
      const onSale = saleStateOf(offer.event, now) === 'ON_SALE';
      return offer.sectors
        .filter((s) => !s.isHidden)
        .map((s) => presentSector(offer, s, counts, now, onSale));
    },

    async svg(eventId: string, cfg: string): Promise<string> {
      const offer = await publishedOffer(eventId);
      if (offer.event.configurationId !== cfg) throw new AppError('NOT_FOUND', 'No such configuration.');
      const svg = await findConfigurationSvg(db, cfg);
      if (svg === null) throw new AppError('NOT_FOUND', 'No such configuration.');
      return svg;
    },

    /**
     * Seat states of the asked seating sectors (spec §3, §4). `guid` marks the caller's own holds
     * RESERVED_ME. A seat the organizer blocked is BLOCKED; one reserved for a coupon is COUPON_BLOCK unless
     * `couponIds` names that coupon (then AVAILABLE, listed in CouponSeats). A disabled sector shows BLOCKED
     * except SOLD, HIDDEN*, UNAVAILABLE* and RESERVED_ME.
     */
    async seatsStatus(
      eventId: string,
      sectorIds: string[],
      guid: string | undefined,
      couponIds: readonly string[] = [],
    ): Promise<SeatsStatus> {
      const now = new Date();
      const offer = await publishedOffer(eventId);
      const onSale = saleStateOf(offer.event, now) === 'ON_SALE';
      const wanted = sectorIds.flatMap((id) => {
        const sector = offer.sectorsById.get(id);
        return sector && sector.type === 'SeatingSector' ? [sector] : [];
      });
      if (wanted.length === 0) return { ServerUtcTime: now.toISOString(), Sectors: [] };
      const needsCounts = wanted.some((s) => s.previousWave !== null);
      const ids = wanted.map((s) => s.id);
      const [counts, rows, reservations] = await Promise.all([
        needsCounts ? liveCounts(db, offer, false) : null,
        seatStatesOf(db, eventId, ids, guid ?? null),
        couponReservations(db, eventId, ids),
      ]);
      const mineCoupons = new Set(couponIds);
      const result = new Map(
        wanted.map((sector) => {
          const selling = onSale && isSectorSelling(offer, sector, counts?.heldBySector ?? new Map(), now);
          return [
            sector.id,
            {
              SectorId: sector.id,
              IsSellingEnabled: selling,
              Seats: {} as Record<string, SeatState>,
              CouponSeats: {} as Record<string, string>,
            },
          ];
        }),
      );
      for (const row of rows) {
        const sector = offer.sectorsById.get(row.sector_id);
        const entry = result.get(row.sector_id);
        if (!sector || !entry) continue;
        const category = offer.categoriesByKey.get(row.key);
        let state: SeatState;
        if (row.status === 'SOLD') state = 'SOLD';
        else if (row.mine) state = 'RESERVED_ME';
        else if (row.live) state = 'RESERVED';
        else if (row.blocked) state = 'BLOCKED';
        else if (!category) state = 'UNAVAILABLE_HIDDEN';
        else if (priceAt(category, now) === null) state = 'UNAVAILABLE';
        else state = 'AVAILABLE';
        const reservedFor = state === 'AVAILABLE' ? reservations.get(row.seat_id) : undefined;
        if (reservedFor) {
          const freeing = reservedFor.find((id) => mineCoupons.has(id));
          if (freeing) entry.CouponSeats[row.seat_id] = freeing;
          else state = 'COUPON_BLOCK';
        }
        if (sector.isHidden) state = 'HIDDEN_ALL';
        else if (sector.isCanceled && state !== 'SOLD' && state !== 'RESERVED_ME') state = 'BLOCKED_ALL';
        else if (
          !entry.IsSellingEnabled &&
          state !== 'RESERVED_ME' &&
          !SEAT_STATES_KEPT_WHEN_DISABLED.includes(state)
        )
          state = 'BLOCKED';
        entry.Seats[row.seat_id] = state;
      }
      return { ServerUtcTime: now.toISOString(), Sectors: [...result.values()] };
    },
  };
}

export type EventSaleService = ReturnType<typeof createEventSaleService>;
