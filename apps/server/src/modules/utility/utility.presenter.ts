import type {
  City,
  Country,
  Currency,
  Language,
  Location,
  Place,
  TimezoneResponse,
  VatRatesResponse,
} from '@marquee/contract';
import type { CityRow } from '../../db/schema/utility';
import { type CountryName, countryName } from './countries';
import { currencyName, type SELLING_CURRENCIES } from './currencies';
import type { IpPlace } from './ip-location';
import type { ZoneOffsets } from './timezones';
import type { VAT_RATES } from './vat-rates';

export function presentCountry(country: CountryName): Country {
  return { Code: country.code, Name: country.name };
}

export function presentCity(row: CityRow, language: Language): City {
  return {
    Id: row.id,
    Name: row.name,
    Country: row.countryCode,
    CountryName: countryName(row.countryCode, language),
    Region: row.region,
    Zip: row.zip ?? '',
    LonLat: { Lon: row.lon, Lat: row.lat },
  };
}

/** A seeded city as the spec's Location (we store region names only, so Region repeats RegionName). */
export function presentPlace(row: CityRow, language: Language): Place {
  return {
    Id: row.id,
    City: row.name,
    Country: countryName(row.countryCode, language),
    CountryCode: row.countryCode,
    Region: row.region,
    RegionName: row.region,
    Zip: row.zip ?? '',
    LonLat: { Lon: row.lon, Lat: row.lat },
  };
}

/** An IP database hit with no seeded city nearby: its own name and point, no Id. */
export function presentIpPlace(place: IpPlace, language: Language): Location {
  return {
    Id: null,
    City: place.city,
    Country: countryName(place.countryCode, language),
    CountryCode: place.countryCode,
    Region: place.region,
    RegionName: place.region,
    Zip: place.zip,
    LonLat: { Lon: place.lon, Lat: place.lat },
  };
}

export function presentTimezone(timeZone: string, offsets: ZoneOffsets): TimezoneResponse {
  return {
    TimeZoneId: timeZone,
    RawOffset: offsets.rawOffset,
    DstOffset: offsets.dstOffset,
    Offset: offsets.offset,
  };
}

export function presentVatRates(data: typeof VAT_RATES): VatRatesResponse {
  return {
    VatRates: data.map((entry) => ({
      Country: entry.country,
      Rates: entry.rates.map((rate) => ({ Name: rate.name, Rate: rate.rate })),
    })),
  };
}

export function presentCurrency(currency: (typeof SELLING_CURRENCIES)[number], language: Language): Currency {
  return {
    Code: currency.code,
    Symbol: currency.symbol,
    Name: currencyName(currency.code, language),
    MinorUnits: currency.minorUnits,
  };
}
