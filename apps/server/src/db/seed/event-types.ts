import type { MovieInfo, PerformanceType, SellingChannel } from '../schema';
import type { SeedCountry } from './cities';

/**
 * When an event happens, relative to the seed's `now` so "today", "this week" and "this weekend" always
 * have events. `on` is a day offset from today, or a weekday of the current Monday–Sunday week (plus
 * `weeks`). Times are wall-clock times in the event's zone.
 */
export interface When {
  on: number | 'fri' | 'sat' | 'sun';
  weeks?: number;
  at: string;
  /** Length of a single-day event (may cross midnight). Default 2.5 h. */
  hours?: number;
  /** A multi-day event lasts this many calendar days and ends on the last one at `until`. */
  days?: number;
  until?: string;
  /** Ends at MAXIMUM_DATE (9999-12-30T23:59:59Z). */
  longTerm?: boolean;
  /**
   * An event the journeys buy tickets for, so its sale (which closes at the start) must stay open for at
   * least this many hours after the seed: a "tonight" event that begins sooner is tomorrow night's.
   */
  onSaleForHours?: number;
}

export interface CategorySeed {
  /** Matches the configuration's seat/sector keys (A, B, L, FLOOR, GA, VIP, PARK, MERCH) or ONLINE/DONATE. */
  key: string;
  name: string;
  /** Regular price in major units of the event's currency (45 → 4500 minor units). */
  price: number;
  /** Early-bird price, valid from the start of selling until a few days after `now`. */
  early?: number;
  /** Donation category: `price` is the minimum, `donateMax` the maximum. */
  donateMax?: number;
}

export interface LineupSeed {
  /** A profiles.ts key; omitted for name-only entries (not linked, not followable). */
  profile?: string;
  name?: string;
  /** Festival day index (0 = first day). */
  day?: number;
  at?: string;
  hideTime?: boolean;
  confirmed?: boolean;
}

export interface EventSeed {
  key: string;
  name: string;
  nickname?: string;
  /** Picture slug shared by performances of one show; defaults to the key. */
  image?: string;
  city: [SeedCountry, string];
  /** venues.ts key; the venue's only configuration is used when categories are sold in-product. */
  venue?: string;
  /** Street for events without a venue. */
  street?: string;
  online?: boolean;
  author: string;
  genres: string[];
  keywords: string[];
  when: When;
  draft?: boolean;
  selling: SellingChannel;
  externalUrl?: string;
  categories?: CategorySeed[];
  /** Sectors (svg ids) not sold for this event, e.g. the arena floor during a hockey match. */
  hiddenSectors?: string[];
  /** Selling starts this many days after `now` (shows "sale starts at"). */
  saleStartsInDays?: number;
  about: string;
  lineup?: LineupSeed[];
  group?: string;
  performanceLabel?: string;
  performanceType?: PerformanceType;
  movie?: MovieInfo;
  limitForOne?: number;
}
