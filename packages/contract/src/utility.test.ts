import { describe, expect, it } from 'vitest';
import {
  AvailableCurrenciesResponseSchema,
  CitySchema,
  CountriesResponseSchema,
  LocationSchema,
  PlacesQuerySchema,
  PlacesResponseSchema,
  parseTimeParam,
  TimezoneQuerySchema,
  TimezoneResponseSchema,
  VatRatesResponseSchema,
  WeblogBodySchema,
} from './utility';

const bratislava = {
  Id: '8a7b4c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
  City: 'Bratislava',
  Country: 'Slovensko',
  CountryCode: 'SK',
  Region: 'Bratislavský kraj',
  RegionName: 'Bratislavský kraj',
  Zip: '811 01',
  LonLat: { Lon: 17.1077, Lat: 48.1486 },
};

describe('utility response schemas', () => {
  it('parse sample answers', () => {
    expect(CountriesResponseSchema.parse([{ Code: 'DE', Name: 'Nemecko' }])).toHaveLength(1);
    expect(
      TimezoneResponseSchema.parse({
        TimeZoneId: 'Europe/Bratislava',
        RawOffset: 3600,
        DstOffset: 3600,
        Offset: 7200,
      }),
    ).toMatchObject({ Offset: 7200 });
    expect(
      VatRatesResponseSchema.parse({
        VatRates: [{ Country: 'SK', Rates: [{ Name: 'Standard', Rate: 0.23 }] }],
      }),
    ).toBeTruthy();
    expect(
      AvailableCurrenciesResponseSchema.parse([{ Code: 'EUR', Symbol: '€', Name: 'euro', MinorUnits: 2 }]),
    ).toHaveLength(1);
    expect(PlacesResponseSchema.parse([bratislava])).toHaveLength(1);
    expect(LocationSchema.parse({ ...bratislava, Id: null }).Id).toBeNull();
    expect(
      CitySchema.parse({
        Id: bratislava.Id,
        Name: 'Bratislava',
        Country: 'SK',
        CountryName: 'Slovakia',
        Region: 'Bratislavský kraj',
        Zip: '',
        LonLat: bratislava.LonLat,
      }),
    ).toBeTruthy();
  });

  it('reject malformed answers', () => {
    expect(CountriesResponseSchema.safeParse([{ Code: 'deu', Name: 'Germany' }]).success).toBe(false);
    expect(
      VatRatesResponseSchema.safeParse({ VatRates: [{ Country: 'SK', Rates: [{ Name: 'x', Rate: 23 }] }] })
        .success,
    ).toBe(false);
    expect(
      AvailableCurrenciesResponseSchema.safeParse([{ Code: 'XXX', Symbol: '', Name: '', MinorUnits: 2 }])
        .success,
    ).toBe(false);
    expect(PlacesResponseSchema.safeParse([{ ...bratislava, Id: null }]).success).toBe(false);
  });
});

describe('TimezoneQuerySchema', () => {
  it('coerces query strings and checks ranges', () => {
    expect(TimezoneQuerySchema.parse({ lon: '17.1077', lat: '48.1486' })).toEqual({
      lon: 17.1077,
      lat: 48.1486,
    });
    expect(TimezoneQuerySchema.safeParse({ lon: '17', lat: '91' }).success).toBe(false);
    expect(TimezoneQuerySchema.safeParse({ lon: '-181', lat: '0' }).success).toBe(false);
    expect(TimezoneQuerySchema.safeParse({ lon: 'abc', lat: '0' }).success).toBe(false);
    expect(TimezoneQuerySchema.safeParse({ lat: '0' }).success).toBe(false);
    expect(TimezoneQuerySchema.safeParse({ lon: '', lat: '0' }).success).toBe(false);
    expect(TimezoneQuerySchema.safeParse({ lon: 'Infinity', lat: '0' }).success).toBe(false);
  });

  it('accepts ISO-8601 or epoch ms for time', () => {
    expect(TimezoneQuerySchema.safeParse({ lon: '0', lat: '0', time: '2026-07-01T12:00:00Z' }).success).toBe(
      true,
    );
    expect(TimezoneQuerySchema.safeParse({ lon: '0', lat: '0', time: '1782907200000' }).success).toBe(true);
    expect(TimezoneQuerySchema.safeParse({ lon: '0', lat: '0', time: 'yesterday' }).success).toBe(false);
  });
});

describe('parseTimeParam', () => {
  it('reads ISO-8601 and epoch milliseconds', () => {
    expect(parseTimeParam('2026-01-15T12:00:00Z')).toBe(Date.UTC(2026, 0, 15, 12));
    expect(parseTimeParam(String(Date.UTC(2026, 6, 15)))).toBe(Date.UTC(2026, 6, 15));
    expect(parseTimeParam('')).toBeNull();
    expect(parseTimeParam('not a date')).toBeNull();
    expect(parseTimeParam('99999999999999999999')).toBeNull();
  });
});

describe('PlacesQuerySchema', () => {
  it('defaults Key to empty and Limit to 10, caps Limit at the city search limit', () => {
    expect(PlacesQuerySchema.parse({})).toEqual({ Key: '', Limit: 10 });
    expect(PlacesQuerySchema.parse({ Key: 'kosice', Limit: '100' })).toEqual({ Key: 'kosice', Limit: 100 });
    expect(PlacesQuerySchema.safeParse({ Limit: '101' }).success).toBe(false);
    expect(PlacesQuerySchema.safeParse({ Limit: '0' }).success).toBe(false);
  });
});

describe('WeblogBodySchema', () => {
  it('needs 1 to 10000 characters of Content', () => {
    expect(WeblogBodySchema.safeParse({ Content: 'x' }).success).toBe(true);
    expect(WeblogBodySchema.safeParse({ Content: '' }).success).toBe(false);
    expect(WeblogBodySchema.safeParse({ Content: 'x'.repeat(10_001) }).success).toBe(false);
    expect(WeblogBodySchema.safeParse({}).success).toBe(false);
  });
});
