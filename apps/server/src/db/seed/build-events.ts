import { MAXIMUM_DATE } from '@marquee/contract';
import type * as schema from '../schema';
import { normalizeSearchText } from '../schema/columns';
import type { PlaceRows, VenueRef } from './build-places';
import type { SeedCountry } from './cities';
import type { EventSeed, When } from './event-types';
import { EVENT_SEEDS } from './events';
import { demoImagePath, paragraphsHtml, seedUuid } from './ids';
import {
  addDays,
  addMs,
  type CalendarDay,
  calendarDay,
  DAY_MS,
  HOUR_MS,
  isoDay,
  weekdayIndex,
  zonedTime,
} from './time';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface EventRows {
  events: Insert<typeof schema.events>[];
  eventGenres: Insert<typeof schema.eventGenres>[];
  lineup: Insert<typeof schema.eventLineup>[];
  ticketCategories: Insert<typeof schema.eventTicketCategories>[];
  basePrices: Insert<typeof schema.eventBasePrices>[];
  sectorSettings: Insert<typeof schema.eventSectorSettings>[];
  /** event key → what streams, spots and articles need. */
  refs: Map<
    string,
    {
      id: string;
      name: string;
      beginAt: Date;
      endAt: Date;
      timeZone: string;
      authorId: string;
      picture: string;
    }
  >;
}

const CURRENCIES: Record<SeedCountry, string> = { SK: 'EUR', AT: 'EUR', DE: 'EUR', CZ: 'CZK', HU: 'HUF' };
const WEEKDAYS = { fri: 4, sat: 5, sun: 6 } as const;
const CATEGORY_COLORS: Record<string, string> = {
  A: 'e74c3c',
  B: '3598db',
  L: '9b59b6',
  FLOOR: 'f1c40f',
  GA: '27ae60',
  VIP: '8e44ad',
  PARK: '7f8c8d',
  MERCH: 'e67e22',
  ONLINE: '16a085',
  DONATE: 'e84393',
};
const toMinor = (major: number) => Math.round(major * 100);

function firstDay(when: When, today: CalendarDay): CalendarDay {
  if (typeof when.on === 'number') return addDays(today, when.on);
  const monday = addDays(today, -weekdayIndex(today));
  return addDays(monday, WEEKDAYS[when.on] + 7 * (when.weeks ?? 0));
}

/** Begin/end of an event in its zone; long-term events end at MAXIMUM_DATE. */
export function schedule(when: When, now: Date, timeZone: string) {
  let day = firstDay(when, calendarDay(now, timeZone));
  // A weekday event ("sat") of this week that has already begun (on a Saturday evening, or any Sunday for
  // "fri"/"sat") is next week's: the demo's weekend events stay ahead, and so do their sales and tests.
  if (typeof when.on === 'string' && zonedTime(day, when.at, timeZone).getTime() <= now.getTime()) {
    day = addDays(day, 7);
  }
  // Late in the evening "tonight" has begun, or begins before a test run ends: the next night instead.
  const saleCloses = now.getTime() + (when.onSaleForHours ?? 0) * HOUR_MS;
  if (when.onSaleForHours !== undefined && zonedTime(day, when.at, timeZone).getTime() <= saleCloses) {
    day = addDays(day, 1);
  }
  const beginAt = zonedTime(day, when.at, timeZone);
  let endAt: Date;
  if (when.longTerm) endAt = new Date(MAXIMUM_DATE);
  else if (when.days && when.days > 1)
    endAt = zonedTime(addDays(day, when.days - 1), when.until ?? '23:00', timeZone);
  else endAt = addMs(beginAt, (when.hours ?? 2.5) * HOUR_MS);
  return { day, beginAt, endAt, multiDay: Boolean(when.days && when.days > 1) || Boolean(when.longTerm) };
}

/**
 * Selling window of an in-product event: open for a while already (or opening in `saleStartsInDays`),
 * closing at the start (single-day) or the end (multi-day). Early bird ends a few days after `now`,
 * or halfway through the window for events far in the past, on a whole hour.
 */
function sellingWindow(seed: EventSeed, now: Date, beginAt: Date, endAt: Date, multiDay: boolean) {
  let beginSellingAt: Date;
  if (seed.saleStartsInDays !== undefined) beginSellingAt = addMs(now, seed.saleStartsInDays * DAY_MS);
  else if (beginAt < now) beginSellingAt = addMs(beginAt, -30 * DAY_MS);
  else beginSellingAt = new Date(Math.min(beginAt.getTime() - DAY_MS, now.getTime() - 10 * DAY_MS));
  const endSellingAt = multiDay ? endAt : beginAt;
  const middle = beginSellingAt.getTime() + (endSellingAt.getTime() - beginSellingAt.getTime()) / 2;
  const earlyEnd = Math.floor(Math.min(now.getTime() + 5 * DAY_MS, middle) / HOUR_MS) * HOUR_MS;
  return {
    beginSellingAt,
    endSellingAt,
    earlyEndAt: new Date(Math.max(earlyEnd, beginSellingAt.getTime() + HOUR_MS)),
  };
}

function pricing(
  seed: EventSeed,
  eventId: string,
  venue: VenueRef | undefined,
  window: ReturnType<typeof sellingWindow>,
  rows: EventRows,
) {
  const categoryIds = new Map<string, string>();
  (seed.categories ?? []).forEach((c, order) => {
    const id = seedUuid('ticket-category', `${seed.key}/${c.key}`);
    categoryIds.set(c.key, id);
    rows.ticketCategories.push({
      id,
      eventId,
      key: c.key,
      name: c.name,
      color: CATEGORY_COLORS[c.key] ?? '3598db',
      isDonate: c.donateMax !== undefined,
      donateMaxMinor: c.donateMax !== undefined ? toMinor(c.donateMax) : null,
      sortOrder: order,
    });
    const regularFrom = c.early !== undefined ? window.earlyEndAt : window.beginSellingAt;
    if (c.early !== undefined) {
      rows.basePrices.push({
        id: seedUuid('base-price', `${seed.key}/${c.key}/early`),
        ticketCategoryId: id,
        priceMinor: toMinor(c.early),
        validFrom: window.beginSellingAt,
        validTill: window.earlyEndAt,
      });
    }
    rows.basePrices.push({
      id: seedUuid('base-price', `${seed.key}/${c.key}/regular`),
      ticketCategoryId: id,
      priceMinor: toMinor(c.price),
      validFrom: regularFrom,
      validTill: window.endSellingAt,
    });
  });
  if (!venue) return;
  for (const key of venue.seatKeys) {
    if (!categoryIds.has(key))
      throw new Error(`Event ${seed.key} sells ${venue.name} but has no category for seat key ${key}`);
  }
  for (const sector of venue.sectors) {
    const categoryId = sector.type === 'SeatingSector' ? null : (categoryIds.get(sector.key ?? '') ?? null);
    const unsold =
      (seed.hiddenSectors ?? []).includes(sector.svgId) || (sector.type !== 'SeatingSector' && !categoryId);
    rows.sectorSettings.push({
      eventId,
      configurationId: venue.configurationId,
      sectorId: sector.id,
      ticketCategoryId: categoryId,
      isSellingEnabled: !unsold,
      isHidden: unsold,
    });
  }
}

export function buildEvents(now: Date, places: PlaceRows): EventRows {
  const rows: EventRows = {
    events: [],
    eventGenres: [],
    lineup: [],
    ticketCategories: [],
    basePrices: [],
    sectorSettings: [],
    refs: new Map(),
  };
  for (const seed of EVENT_SEEDS) {
    const id = seedUuid('event', seed.key);
    const city = places.lookup.city(seed.city);
    const venue = seed.venue ? places.lookup.venue(seed.venue) : undefined;
    const author = places.lookup.profile(seed.author);
    const timeZone = city.timeZone;
    const { day, beginAt, endAt, multiDay } = schedule(seed.when, now, timeZone);
    const inProduct = seed.selling === 'Marquee';
    const window = sellingWindow(seed, now, beginAt, endAt, multiDay);
    const picture = demoImagePath(`event-${seed.image ?? seed.key}`);
    const lineupNames: string[] = [];
    (seed.lineup ?? []).forEach((l, order) => {
      const performer = l.profile ? places.lookup.profile(l.profile) : undefined;
      const name = performer?.name ?? l.name ?? '';
      lineupNames.push(name);
      const lineupDay = addDays(day, l.day ?? 0);
      let at = l.at ? zonedTime(lineupDay, l.at, timeZone) : null;
      // A set after midnight in a night-long event belongs to the next calendar day.
      if (at && at.getTime() < beginAt.getTime() - HOUR_MS) at = addMs(at, DAY_MS);
      rows.lineup.push({
        id: seedUuid('lineup', `${seed.key}/${order}`),
        eventId: id,
        profileId: performer?.id ?? null,
        name,
        day: isoDay(lineupDay),
        beginAt: at,
        hideTime: l.hideTime ?? false,
        confirmed: l.confirmed ?? false,
        sortOrder: order,
      });
    });
    const created = addMs(new Date(Math.min(now.getTime(), beginAt.getTime())), -40 * DAY_MS);
    rows.events.push({
      id,
      nickname: seed.nickname ?? null,
      name: seed.name,
      searchText: normalizeSearchText(seed.name, ...seed.keywords, ...lineupNames),
      about: seed.about,
      aboutRichText: paragraphsHtml([seed.about]),
      beginAt,
      endAt,
      openGateAt: venue && !seed.when.longTerm ? addMs(beginAt, -HOUR_MS) : null,
      beginSellingAt: inProduct ? window.beginSellingAt : null,
      endSellingAt: inProduct ? window.endSellingAt : null,
      timeZone,
      status: seed.draft ? 'DRAFT' : 'PUBLISHED',
      currency: CURRENCIES[city.countryCode],
      sellingChannel: seed.selling,
      externalUrl: seed.externalUrl ?? null,
      externalPerformanceId: seed.selling.startsWith('Ticketportal') ? seed.key.toUpperCase() : null,
      limitForOne: seed.limitForOne ?? null,
      authorProfileId: author.id,
      venueId: venue?.id ?? null,
      venueConfigurationId: venue?.configurationId ?? null,
      isOnline: seed.online ?? false,
      address: seed.online
        ? null
        : (venue?.address ?? {
            AddressLine: seed.street ?? '',
            City: city.name,
            Zip: city.zip,
            Country: city.countryCode,
          }),
      cityId: seed.online ? null : city.id,
      lon: seed.online ? null : (venue?.lon ?? city.lon),
      lat: seed.online ? null : (venue?.lat ?? city.lat),
      keywords: seed.keywords,
      eventGroupId: seed.group ? seedUuid('event-group', seed.group) : null,
      performanceLabel: seed.performanceLabel ?? null,
      performanceType: seed.performanceType ?? 'Normal',
      movieInfo: seed.movie ?? null,
      streamSettings: seed.online ? { StreamId: seedUuid('stream', seed.key), ShowStreamPromo: true } : null,
      customFrontendTexts:
        seed.saleStartsInDays !== undefined
          ? {
              BeforeBeginSelling: {
                cs: 'Předprodej začne brzy – sledujte nás!',
                en: 'Tickets go on sale soon – stay tuned!',
              },
            }
          : {},
      embeddedCodes:
        seed.key === 'luky-festival'
          ? [
              {
                HtmlCode:
                  '<iframe src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" title="Aftermovie" allowfullscreen></iframe>',
                IsHidden: false,
                OrderNumber: 0,
              },
            ]
          : [],
      profilePicture: picture,
      shareImage: picture,
      createdAt: created,
      updatedAt: created,
    });
    for (const slug of seed.genres)
      rows.eventGenres.push({ eventId: id, genreId: places.lookup.genre(slug) });
    if (inProduct) pricing(seed, id, venue, window, rows);
    rows.refs.set(seed.key, { id, name: seed.name, beginAt, endAt, timeZone, authorId: author.id, picture });
  }
  return rows;
}
