import net from 'node:net';
import {
  type City,
  type Country,
  type Currency,
  type Language,
  type Location,
  type Place,
  parseTimeParam,
  SEARCH,
  type TimezoneResponse,
  type VatRatesResponse,
} from '@marquee/contract';
import type { Db } from '../../db/client';
import { normalizeSearchText } from '../../db/schema/columns';
import type { CityRow } from '../../db/schema/utility';
import { AppError } from '../../plugins/errors';
import { countryNames } from './countries';
import { SELLING_CURRENCIES } from './currencies';
import { type IpPlace, LruCache, lookupIp, normalizeIp } from './ip-location';
import { timeZoneAt, zoneOffsets } from './timezones';
import {
  presentCity,
  presentCountry,
  presentCurrency,
  presentIpPlace,
  presentPlace,
  presentTimezone,
  presentVatRates,
} from './utility.presenter';
import {
  findCityById,
  findCityByName,
  findNearestCity,
  insertWeblog,
  licenceCurrencies,
  pingDatabase,
  searchCities,
} from './utility.repository';
import { VAT_RATES } from './vat-rates';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A licence id no claim carries (the nil uuid): asks for the platform defaults. */
const NO_LICENCE = '00000000-0000-0000-0000-000000000000';

/** An IP's city is mapped to one of ours when one lies this close (same-named cities win within it). */
const IP_CITY_RADIUS_KM = 50;
/** The Location header (browser geolocation) is mapped to our nearest city within this distance. */
const HEADER_CITY_RADIUS_KM = 100;

/**
 * Where nobody can be located (private or unknown IP, no usable Location header) we answer Bratislava:
 * the product's home market. The seeded city is used when present so the answer carries a city Id.
 */
const DEFAULT_CITY = { searchName: 'bratislava', countryCode: 'SK' } as const;
const DEFAULT_PLACE: IpPlace = {
  city: 'Bratislava',
  countryCode: 'SK',
  region: 'Bratislavský kraj',
  zip: '',
  lon: 17.1077,
  lat: 48.1486,
};

/**
 * PostgreSQL text cannot hold NUL, so a client sending one must not cause a 500; other control characters
 * are dropped from search keys too (line breaks and tabs are kept in log lines).
 */
function withoutControlCharacters(value: string, keepWhitespace = false): string {
  return keepWhitespace ? value.replaceAll('\u0000', '') : value.replace(/\p{Cc}/gu, '');
}

type IpResolution = { kind: 'city'; row: CityRow } | { kind: 'ip'; place: IpPlace } | { kind: 'miss' };

export interface LocationRequest {
  ip: string;
  location: { Lon: number; Lat: number } | null;
  language: Language;
}

export interface WeblogEntry {
  content: string;
  ip: string;
  userAgent: string | null;
  sessionId: string | null;
}

/** One per app instance: it holds the per-IP location cache. */
export function createUtilityService(db: Db) {
  // IP lookups are sub-millisecond, but mapping to our nearest city costs a query; IPs repeat a lot.
  const ipCache = new LruCache<string, IpResolution>(10_000, 60 * 60 * 1000);

  async function resolveIp(ip: string): Promise<IpResolution> {
    const cached = ipCache.get(ip);
    if (cached) return cached;
    const place = await lookupIp(ip);
    let resolution: IpResolution = { kind: 'miss' };
    if (place) {
      const row = await findNearestCity(db, place, IP_CITY_RADIUS_KM, {
        name: normalizeSearchText(place.city),
        countryCode: place.countryCode,
      });
      resolution = row ? { kind: 'city', row } : { kind: 'ip', place };
    }
    ipCache.set(ip, resolution);
    return resolution;
  }

  return {
    /** Pings the database. Throws SERVICE_UNAVAILABLE when it does not answer. */
    async serverTest(): Promise<true> {
      try {
        await pingDatabase(db);
      } catch (error) {
        // 5xx bodies never carry internals; the route logs the cause.
        const unavailable = new AppError('SERVICE_UNAVAILABLE', 'The database is not available.');
        unavailable.cause = error;
        throw unavailable;
      }
      return true;
    },

    countries(language: Language): Country[] {
      return countryNames(language).map(presentCountry);
    },

    /** Zone and offsets at a point; `time` is ISO-8601 or epoch ms (validated by the route), default now. */
    timezone(lon: number, lat: number, time: string | undefined): TimezoneResponse {
      const at = (time === undefined ? null : parseTimeParam(time)) ?? Date.now();
      const zone = timeZoneAt(lon, lat);
      return presentTimezone(zone, zoneOffsets(zone, at));
    },

    vatRates(): VatRatesResponse {
      return presentVatRates(VAT_RATES);
    },

    /**
     * GET /utility/availableCurrencies?licenceId: without a licence every currency we sell in; with one,
     * only those the licence's organizers can be paid in (an enabled payment gate in that currency). An id
     * that is no uuid names no licence: the platform defaults. Throws nothing.
     */
    async currencies(language: Language, licenceId?: string): Promise<Currency[]> {
      const all = SELLING_CURRENCIES.map((currency) => presentCurrency(currency, language));
      if (licenceId === undefined) return all;
      const payable = await licenceCurrencies(db, UUID.test(licenceId) ? licenceId : NO_LICENCE);
      return all.filter((currency) => payable.has(currency.Code));
    },

    /**
     * Where the caller probably is: the IP's city (ours when one is near), else our city nearest to the
     * Location header, else the default city. Never throws NOT_FOUND in practice (the default always answers).
     */
    async locationFromIp({ ip, location, language }: LocationRequest): Promise<Location> {
      const resolution = await resolveIp(normalizeIp(ip));
      if (resolution.kind === 'city') return presentPlace(resolution.row, language);
      if (resolution.kind === 'ip') return presentIpPlace(resolution.place, language);
      if (location) {
        const near = await findNearestCity(
          db,
          { lon: location.Lon, lat: location.Lat },
          HEADER_CITY_RADIUS_KM,
        );
        if (near) return presentPlace(near, language);
      }
      const fallback = await findCityByName(db, DEFAULT_CITY.searchName, DEFAULT_CITY.countryCode);
      return fallback ? presentPlace(fallback, language) : presentIpPlace(DEFAULT_PLACE, language);
    },

    /** Throws NOT_FOUND for unknown ids and for ids that are not uuids. */
    async city(id: string, language: Language): Promise<City> {
      const row = UUID.test(id) ? await findCityById(db, id) : null;
      if (!row) throw new AppError('NOT_FOUND', 'City not found.');
      return presentCity(row, language);
    },

    /** Cities matching `key` regardless of case and diacritics; keys under SEARCH.minLength answer []. */
    async searchPlaces(key: string, limit: number, language: Language): Promise<Place[]> {
      const folded = normalizeSearchText(withoutControlCharacters(key));
      if (folded.length < SEARCH.minLength) return [];
      const rows = await searchCities(db, folded, Math.min(limit, SEARCH.cityLimit));
      return rows.map((row) => presentPlace(row, language));
    },

    async log(entry: WeblogEntry): Promise<true> {
      const ip = normalizeIp(entry.ip);
      await insertWeblog(db, {
        content: withoutControlCharacters(entry.content, true),
        ip: net.isIP(ip) ? ip : null,
        userAgent: entry.userAgent?.slice(0, 1000) ?? null,
        sessionId: entry.sessionId?.slice(0, 100) ?? null,
      });
      return true;
    },
  };
}

export type UtilityService = ReturnType<typeof createUtilityService>;
