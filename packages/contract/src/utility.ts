import { z } from 'zod';
import { SEARCH } from './limits';

/** Schemas of the utility and reference-data calls (spec 1 §7 "Discovery": /utility/*, /city, /search/places, /weblog). */

export const CountryCodeSchema = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .describe('ISO 3166-1 alpha-2 country code');

/** A point on the map; the Location request header carries the same as "lon;lat". */
export const LonLatSchema = z.object({
  Lon: z.number().min(-180).max(180),
  Lat: z.number().min(-90).max(90),
});
export type LonLat = z.infer<typeof LonLatSchema>;

// GET /utility/servertest
export const ServerTestResponseSchema = z.literal(true).describe('The server and its database answer.');

// GET /utility/getcountries
export const CountrySchema = z.object({
  Code: CountryCodeSchema,
  /** In the request's language (Accept-Language). */
  Name: z.string(),
});
export type Country = z.infer<typeof CountrySchema>;
export const CountriesResponseSchema = z.array(CountrySchema);

// GET /utility/getTimezone?lon&lat&time
/** Accepts an ISO-8601 date-time or epoch milliseconds; returns epoch ms, or null when unreadable. */
export function parseTimeParam(value: string): number | null {
  const text = value.trim();
  if (!text) return null;
  const ms = /^-?\d+$/.test(text) ? Number(text) : Date.parse(text);
  if (!Number.isFinite(ms)) return null;
  return Number.isNaN(new Date(ms).getTime()) ? null : ms;
}

/** A number in a query string; an empty value counts as missing (plain coercion would read it as 0). */
const queryNumber = (min: number, max: number) =>
  z.string().trim().min(1).pipe(z.coerce.number<string>().min(min).max(max));

export const TimezoneQuerySchema = z.object({
  lon: queryNumber(-180, 180).describe('Longitude in degrees, -180..180'),
  lat: queryNumber(-90, 90).describe('Latitude in degrees, -90..90'),
  time: z
    .string()
    .refine((value) => parseTimeParam(value) !== null, {
      message: 'Expected an ISO-8601 date-time or epoch ms.',
    })
    .optional()
    .describe('ISO-8601 date-time or epoch milliseconds; default now'),
});
export type TimezoneQuery = z.infer<typeof TimezoneQuerySchema>;

export const TimezoneResponseSchema = z.object({
  /** IANA time zone, e.g. Europe/Bratislava. */
  TimeZoneId: z.string(),
  /** Standard (non-DST) offset from UTC in seconds at `time`. */
  RawOffset: z.number().int(),
  /** Daylight-saving part of the offset in seconds at `time` (0 in winter). */
  DstOffset: z.number().int(),
  /** RawOffset + DstOffset. */
  Offset: z.number().int(),
});
export type TimezoneResponse = z.infer<typeof TimezoneResponseSchema>;

// GET /utility/vatrates
export const VatRateSchema = z.object({
  /** "Standard", "Reduced", "Reduced2", "SuperReduced", "Parking". */
  Name: z.string(),
  /** A fraction: 0.23 means 23 %. */
  Rate: z.number().min(0).max(1),
});
export const CountryVatRatesSchema = z.object({ Country: CountryCodeSchema, Rates: z.array(VatRateSchema) });
export const VatRatesResponseSchema = z.object({ VatRates: z.array(CountryVatRatesSchema) });
export type VatRatesResponse = z.infer<typeof VatRatesResponseSchema>;

// GET /utility/availableCurrencies?licenceId
export const AvailableCurrenciesQuerySchema = z.object({
  licenceId: z
    .string()
    .max(100)
    .optional()
    .describe(
      "Only the currencies this licence's organizers can be paid in (an enabled payment gate); without it, every currency we sell in",
    ),
});
export const CURRENCY_CODES = ['EUR', 'CZK', 'HUF', 'PLN', 'USD', 'GBP', 'UAH', 'BAM'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export const CurrencyCodeSchema = z.enum(CURRENCY_CODES);
export const CurrencySchema = z.object({
  Code: CurrencyCodeSchema,
  Symbol: z.string(),
  /** In the request's language. */
  Name: z.string(),
  /** Decimal places of the minor unit (ISO 4217). */
  MinorUnits: z.number().int().min(0),
});
export type Currency = z.infer<typeof CurrencySchema>;
export const AvailableCurrenciesResponseSchema = z.array(CurrencySchema);

// GET /utility/getLocationFromIp, GET /search/places
/** The spec's Location: a city with its country and region; Id is our city's id when we know the city. */
export const LocationSchema = z.object({
  Id: z.string().nullable(),
  City: z.string(),
  /** Country name in the request's language. */
  Country: z.string(),
  CountryCode: CountryCodeSchema,
  /** Region as stored (we keep region names, not codes; Region and RegionName carry the same text). */
  Region: z.string(),
  RegionName: z.string(),
  Zip: z.string(),
  LonLat: LonLatSchema,
});
export type Location = z.infer<typeof LocationSchema>;
export const PlaceSchema = LocationSchema.extend({ Id: z.string() });
export type Place = z.infer<typeof PlaceSchema>;

export const PlacesQuerySchema = z.object({
  /** Fewer than SEARCH.minLength characters (after trimming) answers an empty list. */
  Key: z.string().max(100).default(''),
  Limit: z.coerce.number().int().min(1).max(SEARCH.cityLimit).default(10),
});
export type PlacesQuery = z.infer<typeof PlacesQuerySchema>;
export const PlacesResponseSchema = z.array(PlaceSchema);

// GET /city/{id}
export const CityParamsSchema = z.object({ id: z.string() });
export const CitySchema = z.object({
  Id: z.string(),
  Name: z.string(),
  Country: CountryCodeSchema,
  /** Country name in the request's language. */
  CountryName: z.string(),
  Region: z.string(),
  Zip: z.string(),
  LonLat: LonLatSchema,
});
export type City = z.infer<typeof CitySchema>;

// POST /weblog
export const WEBLOG_MAX_LENGTH = 10_000;
export const WeblogBodySchema = z.object({ Content: z.string().min(1).max(WEBLOG_MAX_LENGTH) });
export type WeblogBody = z.infer<typeof WeblogBodySchema>;
export const WeblogResponseSchema = z.literal(true);
