import type * as schema from '../schema';
import { normalizeSearchText } from '../schema/columns';
import { CITY_SEEDS, COUNTRY_TIME_ZONES, type SeedCountry } from './cities';
import { GENRE_SEEDS } from './genres';
import { createRandom, demoImagePath, paragraphsHtml, seedUuid } from './ids';
import { countSeats } from './layout-kit';
import { PROFILE_SEEDS } from './profiles';
import { DAY_MS } from './time';
import { VENUE_SEEDS } from './venues';

/*
 * Turns the pure seed data into table rows (no I/O). Everything here is a function of the data and `now`,
 * which is what makes two seeds with the same `now` identical.
 */

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface CityRef {
  id: string;
  name: string;
  countryCode: SeedCountry;
  zip: string;
  lat: number;
  lon: number;
  timeZone: string;
}

export interface VenueRef {
  id: string;
  configurationId: string;
  name: string;
  city: CityRef;
  address: schema.AddressContact;
  lat: number;
  lon: number;
  /** svg id → sector id, type and default key; plus every seat key used by the configuration. */
  sectors: { id: string; svgId: string; type: schema.SectorType; key?: string }[];
  seatKeys: Set<string>;
}

export interface PlaceRows {
  cities: Insert<typeof schema.cities>[];
  genres: Insert<typeof schema.genres>[];
  profiles: Insert<typeof schema.profiles>[];
  profileGenres: Insert<typeof schema.profileGenres>[];
  venues: Insert<typeof schema.venues>[];
  configurations: Insert<typeof schema.venueConfigurations>[];
  sectors: Insert<typeof schema.sectors>[];
  seatRows: Insert<typeof schema.seatRows>[];
  seats: Insert<typeof schema.seats>[];
  seatCounts: Record<string, number>;
  lookup: {
    city(ref: [SeedCountry, string]): CityRef;
    genre(slug: string): string;
    profile(key: string): { id: string; name: string; type: schema.ProfileType };
    venue(key: string): VenueRef;
  };
}

const must = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`Seed data refers to an unknown ${what}`);
  return value;
};

export function buildPlaces(now: Date): PlaceRows {
  const random = createRandom(20_250_611);
  const cityRefs = new Map<string, CityRef>();
  const cities: PlaceRows['cities'] = [];
  for (const [country, list] of Object.entries(CITY_SEEDS) as [
    SeedCountry,
    (typeof CITY_SEEDS)[SeedCountry],
  ][]) {
    for (const [name, region, zip, lat, lon, population] of list) {
      const id = seedUuid('city', `${country}/${name}`);
      const timeZone = COUNTRY_TIME_ZONES[country];
      cities.push({
        id,
        name,
        searchName: normalizeSearchText(name),
        countryCode: country,
        region,
        zip,
        lat,
        lon,
        timeZone,
        population,
      });
      cityRefs.set(`${country}/${name}`, { id, name, countryCode: country, zip, lat, lon, timeZone });
    }
  }
  const city = (ref: [SeedCountry, string]) =>
    must(cityRefs.get(`${ref[0]}/${ref[1]}`), `city ${ref.join('/')}`);

  const genres: PlaceRows['genres'] = [];
  const genreIds = new Map<string, string>();
  GENRE_SEEDS.forEach((parent, order) => {
    const parentId = seedUuid('genre', parent.slug);
    genreIds.set(parent.slug, parentId);
    genres.push({
      id: parentId,
      slug: parent.slug,
      name: parent.name.en,
      nameI18n: parent.name,
      parentId: null,
      description: parent.description,
      sortOrder: order,
    });
    (parent.children ?? []).forEach((child, childOrder) => {
      const id = seedUuid('genre', child.slug);
      genreIds.set(child.slug, id);
      genres.push({
        id,
        slug: child.slug,
        name: child.name.en,
        nameI18n: child.name,
        parentId,
        sortOrder: childOrder,
      });
    });
  });
  const genre = (slug: string) => must(genreIds.get(slug), `genre ${slug}`);

  const profiles: PlaceRows['profiles'] = [];
  const profileGenres: PlaceRows['profileGenres'] = [];
  const profileRefs = new Map<string, { id: string; name: string; type: schema.ProfileType }>();
  for (const p of PROFILE_SEEDS) {
    const id = seedUuid('profile', p.key);
    const home = city(p.city);
    profileRefs.set(p.key, { id, name: p.name, type: p.type });
    const createdAt = new Date(now.getTime() - random.int(90, 900) * DAY_MS);
    profiles.push({
      id,
      type: p.type,
      subtype: p.subtype ?? null,
      profileName: p.name,
      searchName: normalizeSearchText(p.name, p.key.replaceAll('-', ' ')),
      nickname: p.key,
      about: p.about,
      aboutRichText: paragraphsHtml([p.about]),
      profilePicture: demoImagePath(`profile-${p.key}`),
      country: home.countryCode,
      cityId: home.id,
      hometown: home.name,
      lon: home.lon,
      lat: home.lat,
      address: p.street
        ? { AddressLine: p.street, City: home.name, Zip: home.zip, Country: home.countryCode }
        : null,
      contacts: p.contacts ?? [],
      role: p.role ?? 'Confirmed',
      followersCount: p.type === 'VisitorProfile' ? random.int(0, 40) : random.int(120, 48_000),
      followingCount: random.int(0, 300),
      promoterSince: p.promoterYears ? new Date(now.getTime() - p.promoterYears * 365 * DAY_MS) : null,
      isBlogger: p.isBlogger ?? false,
      createdAt,
      updatedAt: createdAt,
    });
    for (const slug of p.genres) profileGenres.push({ profileId: id, genreId: genre(slug) });
  }
  const profile = (key: string) => must(profileRefs.get(key), `profile ${key}`);

  const venues: PlaceRows['venues'] = [];
  const configurations: PlaceRows['configurations'] = [];
  const sectors: PlaceRows['sectors'] = [];
  const seatRows: PlaceRows['seatRows'] = [];
  const seats: PlaceRows['seats'] = [];
  const seatCounts: Record<string, number> = {};
  const venueRefs = new Map<string, VenueRef>();
  for (const v of VENUE_SEEDS) {
    const id = seedUuid('venue', v.key);
    const configurationId = seedUuid('configuration', v.key);
    const home = city(v.city);
    const address = { AddressLine: v.street, City: home.name, Zip: v.zip, Country: home.countryCode };
    const layout = v.layout();
    seatCounts[v.key] = countSeats(layout);
    venues.push({
      id,
      profileId: profile(v.profileKey).id,
      name: v.name,
      address,
      cityId: home.id,
      lon: v.lon,
      lat: v.lat,
      timeZone: home.timeZone,
    });
    configurations.push({
      id: configurationId,
      venueId: id,
      name: v.configurationName,
      svg: layout.svg,
      width: layout.width,
      height: layout.height,
      additionalShapes: layout.additionalShapes,
    });
    const ref: VenueRef = {
      id,
      configurationId,
      name: v.name,
      city: home,
      address,
      lat: v.lat,
      lon: v.lon,
      sectors: [],
      seatKeys: new Set(),
    };
    layout.sectors.forEach((s, order) => {
      const sectorId = seedUuid('sector', `${v.key}/${s.svgId}`);
      ref.sectors.push({ id: sectorId, svgId: s.svgId, type: s.type, key: s.key });
      sectors.push({
        id: sectorId,
        configurationId,
        type: s.type,
        name: s.name,
        description: s.description ?? null,
        color: s.color,
        sortOrder: order,
        svgId: s.svgId,
        capacity: s.type === 'SeatingSector' ? null : (s.capacity ?? null),
        ticketCategoryKey: s.key ?? null,
        isMerchandise: s.isMerchandise ?? false,
        showRowName: s.showRowName ?? true,
        showSeatName: true,
        maxTicketsPerPurchase: s.maxTicketsPerPurchase ?? 10,
      });
      (s.rows ?? []).forEach((row, rowOrder) => {
        const rowId = seedUuid('seat-row', `${v.key}/${s.svgId}/${row.name}`);
        seatRows.push({ id: rowId, sectorId, name: row.name, sortOrder: rowOrder });
        for (const seat of row.seats) {
          ref.seatKeys.add(seat.key);
          seats.push({
            id: seedUuid('seat', `${v.key}/${s.svgId}/${row.name}/${seat.name}`),
            rowId,
            sectorId,
            name: seat.name,
            x: seat.x,
            y: seat.y,
            radius: seat.radius,
            ticketCategoryKey: seat.key,
            isAccessible: seat.accessible ?? false,
          });
        }
      });
    });
    venueRefs.set(v.key, ref);
  }
  const venue = (key: string) => must(venueRefs.get(key), `venue ${key}`);

  return {
    cities,
    genres,
    profiles,
    profileGenres,
    venues,
    configurations,
    sectors,
    seatRows,
    seats,
    seatCounts,
    lookup: { city, genre, profile, venue },
  };
}
