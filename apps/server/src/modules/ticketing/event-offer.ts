import { isInSellingTime, type SectorType, TICKETING } from '@marquee/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { EventBasePriceRow, EventTicketCategoryRow } from '../../db/schema/pricing';
import { countSeats } from '../venues/venues.repository';
import {
  type EventForSale,
  findEventForSale,
  listCategoriesWithPrices,
  listSectorImages,
  listSectorsWithSettings,
} from './event-offer.repository';

/**
 * What an event sells, without the live counts: the event, its categories with price windows, and its
 * sectors with the event's switches and waves. Online events (and events without a configuration) get one
 * implicit virtual sector per category whose id is the category's id.
 */
export interface OfferCategory extends EventTicketCategoryRow {
  prices: EventBasePriceRow[];
}

export interface OfferSector {
  /** The API's SectorId (basket_items.sector_key). */
  id: string;
  /** The real sector; null for an implicit virtual sector. */
  sectorId: string | null;
  type: SectorType;
  name: string;
  description: string | null;
  color: string;
  order: number;
  svgId: string;
  /** Standing places (event override first); null for seating and unlimited sectors. */
  capacity: number | null;
  /** The standing/virtual sector's category; null for seating sectors (seats carry their own). */
  categoryId: string | null;
  isMerchandise: boolean;
  showRowName: boolean;
  showSeatName: boolean;
  minPerPurchase: number;
  maxPerPurchase: number;
  isSellingEnabled: boolean;
  isHidden: boolean;
  isCanceled: boolean;
  nextWaveSectorId: string | null;
  nextWaveActivationAt: Date | null;
  /** The wave that opens this one, if any. */
  previousWave: { sectorId: string; activationAt: Date | null } | null;
  /** Seating sectors: seats per category id. */
  seatTotals: Map<string, number>;
  /** The sector's pictures (URLs): its cover and its gallery. */
  cover: string | null;
  gallery: string[];
}

export interface EventOffer {
  event: EventForSale;
  holdSeconds: number;
  /** What one buyer may buy at once: the event's per-buyer limit, else the largest per-purchase maximum. */
  perBuyerMax: number;
  categories: OfferCategory[];
  categoriesById: Map<string, OfferCategory>;
  categoriesByKey: Map<string, OfferCategory>;
  sectors: OfferSector[];
  sectorsById: Map<string, OfferSector>;
}

const DEFAULT_MAX_PER_PURCHASE = 10;

export async function loadOffer(db: DbOrTx, eventId: string): Promise<EventOffer | null> {
  const event = await findEventForSale(db, eventId);
  if (!event) return null;
  const { categories: categoryRows, prices } = await listCategoriesWithPrices(db, eventId);
  const categories: OfferCategory[] = categoryRows.map((c) => ({
    ...c,
    prices: prices.filter((p) => p.ticketCategoryId === c.id),
  }));
  const categoriesById = new Map(categories.map((c) => [c.id, c]));
  const categoriesByKey = new Map(categories.map((c) => [c.key, c]));
  const sectors: OfferSector[] = [];

  if (event.configurationId) {
    const [rows, seatCounts, images] = await Promise.all([
      listSectorsWithSettings(db, eventId, event.configurationId),
      countSeats(db, event.configurationId),
      listSectorImages(db, event.configurationId),
    ]);
    const previous = new Map<string, { sectorId: string; activationAt: Date | null }>();
    for (const { sector, settings } of rows) {
      if (settings?.nextWaveSectorId)
        previous.set(settings.nextWaveSectorId, {
          sectorId: sector.id,
          activationAt: settings.nextWaveActivationAt,
        });
    }
    for (const { sector, settings } of rows) {
      const seatTotals = new Map<string, number>();
      for (const count of seatCounts) {
        if (count.sectorId !== sector.id) continue;
        const category = categoriesByKey.get(count.key);
        if (category) seatTotals.set(category.id, count.count);
      }
      const categoryId =
        sector.type === 'SeatingSector'
          ? null
          : (settings?.ticketCategoryId ??
            (sector.ticketCategoryKey ? categoriesByKey.get(sector.ticketCategoryKey)?.id : undefined) ??
            null);
      sectors.push({
        id: sector.id,
        sectorId: sector.id,
        type: sector.type,
        name: sector.name,
        description: sector.description,
        color: sector.color,
        order: sector.sortOrder,
        svgId: sector.svgId,
        capacity: settings?.capacity ?? sector.capacity,
        categoryId,
        isMerchandise: sector.isMerchandise,
        showRowName: sector.showRowName,
        showSeatName: sector.showSeatName,
        minPerPurchase: sector.minTicketsPerPurchase,
        maxPerPurchase: sector.maxTicketsPerPurchase,
        isSellingEnabled: settings?.isSellingEnabled ?? true,
        isHidden: settings?.isHidden ?? false,
        isCanceled: settings?.isCanceled ?? false,
        nextWaveSectorId: settings?.nextWaveSectorId ?? null,
        nextWaveActivationAt: settings?.nextWaveActivationAt ?? null,
        previousWave: previous.get(sector.id) ?? null,
        seatTotals,
        cover: images.find((image) => image.sectorId === sector.id && image.isCover)?.url ?? null,
        gallery: images
          .filter((image) => image.sectorId === sector.id && !image.isCover)
          .map((image) => image.url),
      });
    }
  } else {
    for (const category of categories) {
      sectors.push({
        id: category.id,
        sectorId: null,
        type: 'VirtualSector',
        name: category.name,
        description: null,
        color: category.color,
        order: category.sortOrder,
        svgId: category.key,
        capacity: null,
        categoryId: category.id,
        isMerchandise: false,
        showRowName: false,
        showSeatName: false,
        minPerPurchase: 1,
        maxPerPurchase: event.limitForOne ?? DEFAULT_MAX_PER_PURCHASE,
        isSellingEnabled: true,
        isHidden: false,
        isCanceled: false,
        nextWaveSectorId: null,
        nextWaveActivationAt: null,
        previousWave: null,
        seatTotals: new Map(),
        cover: null,
        gallery: [],
      });
    }
  }
  return {
    event,
    holdSeconds: event.holdSeconds ?? TICKETING.defaultHoldMinutes * 60,
    perBuyerMax: event.limitForOne ?? Math.max(1, ...sectors.map((sector) => sector.maxPerPurchase)),
    categories,
    categoriesById,
    categoriesByKey,
    sectors,
    sectorsById: new Map(sectors.map((s) => [s.id, s])),
  };
}

/**
 * The offer changes only when an organizer edits the event, while every hold and seat refresh needs it, so
 * each process keeps it for a moment. A price window is evaluated against the clock at use, never cached;
 * the spec itself starts a new base price 10 s after a sector update, longer than this cache lives.
 */
const OFFER_TTL_MS = 2000;
const MAX_CACHED_OFFERS = 500;

/** The offers of one database handle; built once in the composition root and shared by every reader. */
export interface OfferCache {
  get(eventId: string): Promise<EventOffer | null>;
  /**
   * Inside a transaction: the offer through the transaction's own connection — the last one loaded if any
   * (even past its TTL), else loaded on `tx` and not shared. Never waits for another request's load, which
   * may be waiting for a pool connection this transaction holds.
   */
  inTransaction(tx: DbOrTx, eventId: string): Promise<EventOffer | null>;
  /** Forgets every offer (tests, after editing an event behind the cache's back). */
  clear(): void;
}

export function createOfferCache(db: Db, ttlMs = OFFER_TTL_MS): OfferCache {
  const entries = new Map<string, { at: number; offer: Promise<EventOffer | null> }>();
  const settled = new Map<string, EventOffer | null>();
  return {
    get(eventId) {
      const now = Date.now();
      const hit = entries.get(eventId);
      if (hit && now - hit.at < ttlMs) return hit.offer;
      if (entries.size >= MAX_CACHED_OFFERS) {
        entries.clear();
        settled.clear();
      }
      const offer = loadOffer(db, eventId);
      entries.set(eventId, { at: now, offer });
      offer.then(
        (value) => settled.set(eventId, value),
        () => entries.delete(eventId),
      );
      return offer;
    },
    async inTransaction(tx, eventId) {
      return settled.has(eventId) ? (settled.get(eventId) ?? null) : loadOffer(tx, eventId);
    },
    clear: () => {
      entries.clear();
      settled.clear();
    },
  };
}

// ——— Pure rules over an offer ———

/** The base price valid at `now` (half-open windows, UTC), or null when none covers it. */
export function priceAt(category: OfferCategory, now: Date): number | null {
  const t = now.getTime();
  const window = category.prices.find((p) => p.validFrom.getTime() <= t && t < p.validTill.getTime());
  return window ? window.priceMinor : null;
}

export type SaleState =
  | 'ON_SALE'
  | 'IS_FREE'
  | 'TICKETS_AVAILABLE_EXTERNAL'
  | 'SALE_NOT_STARTED'
  | 'SALE_ENDED';

/** Spec 2 §4 selling window of the event as a whole. */
export function saleStateOf(event: EventForSale, now: Date): SaleState {
  if (event.sellingChannel === 'IsFree') return 'IS_FREE';
  if (event.sellingChannel !== 'Marquee') return 'TICKETS_AVAILABLE_EXTERNAL';
  if (
    isInSellingTime(
      {
        SellingChannel: event.sellingChannel,
        BeginSelling: event.beginSellingAt,
        EndSelling: event.endSellingAt,
        End: event.endAt,
      },
      now,
    )
  )
    return 'ON_SALE';
  return event.beginSellingAt && now < event.beginSellingAt ? 'SALE_NOT_STARTED' : 'SALE_ENDED';
}

/** Free places of a sector from the live taken counts (sector id → taken). Unlimited → Infinity. */
export function freePlaces(sector: OfferSector, taken: ReadonlyMap<string, number>): number {
  const used = taken.get(sector.id) ?? 0;
  if (sector.type === 'SeatingSector') {
    let total = 0;
    for (const count of sector.seatTotals.values()) total += count;
    return Math.max(0, total - used);
  }
  return sector.capacity === null ? Number.POSITIVE_INFINITY : Math.max(0, sector.capacity - used);
}

/**
 * Waves: a later wave opens at its predecessor's activation time, or while the predecessor (itself open)
 * has no free place. An earlier wave closes once its successor opened by time (an early-bird wave ends).
 */
export function isWaveOpen(
  offer: EventOffer,
  sector: OfferSector,
  taken: ReadonlyMap<string, number>,
  now: Date,
  depth = 0,
): boolean {
  if (sector.nextWaveActivationAt && sector.nextWaveSectorId && now >= sector.nextWaveActivationAt)
    return false;
  const previous = sector.previousWave;
  if (!previous || depth > 20) return true;
  if (previous.activationAt && now >= previous.activationAt) return true;
  const before = offer.sectorsById.get(previous.sectorId);
  if (!before) return true;
  return isWaveOpen(offer, before, taken, now, depth + 1) && freePlaces(before, taken) <= 0;
}

/** Whether the sector sells now, by the event's switches and its wave (the selling window is separate). */
export function isSectorSelling(
  offer: EventOffer,
  sector: OfferSector,
  taken: ReadonlyMap<string, number>,
  now: Date,
): boolean {
  return (
    sector.isSellingEnabled && !sector.isHidden && !sector.isCanceled && isWaveOpen(offer, sector, taken, now)
  );
}

/** The sector ids whose live counts decide a sector's wave state (its chain of earlier waves). */
export function waveChain(offer: EventOffer, sector: OfferSector): string[] {
  const ids: string[] = [];
  let current = sector.previousWave;
  while (current && ids.length < 20) {
    ids.push(current.sectorId);
    current = offer.sectorsById.get(current.sectorId)?.previousWave ?? null;
  }
  return ids;
}
