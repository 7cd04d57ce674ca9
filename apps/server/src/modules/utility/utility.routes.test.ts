import {
  AvailableCurrenciesResponseSchema,
  CitySchema,
  CountriesResponseSchema,
  LocationSchema,
  PlacesResponseSchema,
  TimezoneResponseSchema,
  VatRatesResponseSchema,
} from '@marquee/contract';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CityRow } from '../../db/schema/utility';
import { weblog } from '../../db/schema/weblog';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildCity } from '../../testing/factories';
import { WEBLOG_RATE_LIMIT } from './utility.routes';

let t: TestApp;
const city: Record<string, CityRow> = {};

beforeAll(async () => {
  t = await buildTestApp({
    // These tests act as the proxy in front (inject comes from 127.0.0.1) and send X-Forwarded-For.
    env: { TRUST_PROXY: 'loopback' },
    seed: async ({ db }) => {
      const rows: Array<Parameters<typeof buildCity>[1]> = [
        {
          name: 'Bratislava',
          region: 'Bratislavský kraj',
          zip: '811 01',
          lat: 48.1486,
          lon: 17.1077,
          population: 475000,
        },
        {
          name: 'Košice',
          region: 'Košický kraj',
          zip: '040 01',
          lat: 48.7164,
          lon: 21.2611,
          population: 229000,
        },
        {
          name: 'Humenné',
          region: 'Prešovský kraj',
          zip: '066 01',
          lat: 48.9371,
          lon: 21.9063,
          population: 32000,
        },
        { name: 'Martin', region: 'Žilinský kraj', lat: 49.0636, lon: 18.9214, population: 53000 },
        // Made-up places that outrank "Martin" by population, to prove match quality ranks first.
        { name: 'Martinovce', region: 'Žilinský kraj', lat: 49.1, lon: 18.9, population: 900000 },
        { name: 'Svätý Martin', region: 'Žilinský kraj', lat: 49.2, lon: 18.8, population: 1000000 },
        {
          name: 'Praha',
          countryCode: 'CZ',
          region: 'Hlavní město Praha',
          lat: 50.0755,
          lon: 14.4378,
          population: 1357000,
        },
        {
          name: 'Győr',
          countryCode: 'HU',
          region: 'Győr-Moson-Sopron',
          lat: 47.6875,
          lon: 17.6504,
          population: 129000,
        },
        {
          name: 'München',
          countryCode: 'DE',
          region: 'Bayern',
          lat: 48.1351,
          lon: 11.582,
          population: 1488000,
        },
        {
          name: 'Mannheim',
          countryCode: 'DE',
          region: 'Baden-Württemberg',
          lat: 49.4875,
          lon: 8.466,
          population: 310000,
        },
        {
          name: 'Magdeburg',
          countryCode: 'DE',
          region: 'Sachsen-Anhalt',
          lat: 52.1205,
          lon: 11.6276,
          population: 236000,
        },
      ];
      for (const row of rows) city[row.name] = await buildCity(db, row);
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/utility/servertest', () => {
  it('answers true when the database answers', async () => {
    const res = await get('/api/utility/servertest');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 SERVICE_UNAVAILABLE when the database does not', async () => {
    const spy = vi.spyOn(t.app.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    const res = await get('/api/utility/servertest');
    spy.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ Code: 'SERVICE_UNAVAILABLE' });
    expect(res.body).not.toContain('connection refused');
  });
});

describe('GET /api/utility/getcountries', () => {
  it('names every country in the request language, sorted by that language', async () => {
    const res = await get('/api/utility/getcountries', { 'accept-language': 'sk-SK,sk;q=0.9' });
    expect(res.statusCode).toBe(200);
    const countries = CountriesResponseSchema.parse(res.json());
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(countries.find((c) => c.Code === 'DE')?.Name).toBe('Nemecko');
    expect(countries.find((c) => c.Code === 'SK')?.Name).toBe('Slovensko');
    const names = countries.map((c) => c.Name);
    expect(names).toEqual([...names].sort(new Intl.Collator('sk').compare));
    // Slovak sorts "Č" after "C": Čad comes after every C… name.
    expect(names.indexOf('Čad')).toBeGreaterThan(names.indexOf('Cyprus'));
  });

  it('defaults to English and understands "cz"', async () => {
    const en = CountriesResponseSchema.parse((await get('/api/utility/getcountries')).json());
    expect(en.find((c) => c.Code === 'DE')?.Name).toBe('Germany');
    const cs = CountriesResponseSchema.parse(
      (await get('/api/utility/getcountries', { 'accept-language': 'cz' })).json(),
    );
    expect(cs.find((c) => c.Code === 'DE')?.Name).toBe('Německo');
    const hu = CountriesResponseSchema.parse(
      (await get('/api/utility/getcountries', { 'accept-language': 'hu' })).json(),
    );
    expect(hu.find((c) => c.Code === 'AT')?.Name).toBe('Ausztria');
  });
});

describe('GET /api/utility/getTimezone', () => {
  it('answers Europe/Bratislava with winter and summer offsets', async () => {
    const winter = await get('/api/utility/getTimezone?lon=17.1077&lat=48.1486&time=2026-01-15T12:00:00Z');
    expect(winter.statusCode).toBe(200);
    expect(TimezoneResponseSchema.parse(winter.json())).toEqual({
      TimeZoneId: 'Europe/Bratislava',
      RawOffset: 3600,
      DstOffset: 0,
      Offset: 3600,
    });
    const summer = await get(
      `/api/utility/getTimezone?lon=17.1077&lat=48.1486&time=${Date.UTC(2026, 6, 15)}`,
    );
    expect(summer.json()).toEqual({
      TimeZoneId: 'Europe/Bratislava',
      RawOffset: 3600,
      DstOffset: 3600,
      Offset: 7200,
    });
  });

  it('defaults time to now', async () => {
    const res = await get('/api/utility/getTimezone?lon=14.4378&lat=50.0755');
    expect(res.statusCode).toBe(200);
    expect(res.json().TimeZoneId).toBe('Europe/Prague');
    expect([3600, 7200]).toContain(res.json().Offset);
  });

  it('rejects out-of-range, missing or unreadable values with FieldErrors', async () => {
    const badLat = await get('/api/utility/getTimezone?lon=17.1&lat=91');
    expect(badLat.statusCode).toBe(400);
    expect(badLat.json()).toMatchObject({ Code: 'VALIDATION_FAILED', FieldErrors: { lat: ['MAX_VALUE'] } });
    const badLon = await get('/api/utility/getTimezone?lon=-180.5&lat=0');
    expect(badLon.json().FieldErrors.lon).toEqual(['MIN_VALUE']);
    const missing = await get('/api/utility/getTimezone?lat=10');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().FieldErrors).toHaveProperty('lon');
    const notNumber = await get('/api/utility/getTimezone?lon=abc&lat=10');
    expect(notNumber.statusCode).toBe(400);
    const empty = await get('/api/utility/getTimezone?lon=&lat=48');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().FieldErrors).toHaveProperty('lon');
    const badTime = await get('/api/utility/getTimezone?lon=17&lat=48&time=tomorrow');
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().FieldErrors).toHaveProperty('time');
  });
});

describe('GET /api/utility/vatrates', () => {
  it('lists standard and reduced rates as fractions for the EU and neighbours', async () => {
    const res = await get('/api/utility/vatrates');
    expect(res.statusCode).toBe(200);
    const { VatRates } = VatRatesResponseSchema.parse(res.json());
    const rates = (country: string) =>
      VatRates.find((entry) => entry.Country === country)?.Rates.map((r) => r.Rate);
    expect(rates('SK')).toEqual([0.23, 0.19, 0.05]);
    expect(rates('CZ')).toEqual([0.21, 0.12]);
    expect(rates('HU')).toEqual([0.27, 0.18, 0.05]);
    expect(rates('AT')).toEqual([0.2, 0.13, 0.1]);
    expect(rates('DE')).toEqual([0.19, 0.07]);
    expect(rates('PL')).toEqual([0.23, 0.08, 0.05]);
    const eu27 = 'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(
      ' ',
    );
    for (const code of eu27) expect(rates(code)?.length, code).toBeGreaterThan(0);
    for (const entry of VatRates) expect(entry.Rates[0]?.Name, entry.Country).toBe('Standard');
  });
});

describe('GET /api/utility/availableCurrencies', () => {
  it('lists the selling currencies with symbols and names in the request language', async () => {
    // Without a licence: every currency we sell in (a licence narrows it: profile-settings.test.ts).
    const res = await get('/api/utility/availableCurrencies', { 'accept-language': 'sk' });
    expect(res.statusCode).toBe(200);
    const currencies = AvailableCurrenciesResponseSchema.parse(res.json());
    expect(currencies.map((c) => c.Code)).toEqual(['EUR', 'CZK', 'HUF', 'PLN', 'USD', 'GBP', 'UAH', 'BAM']);
    expect(currencies[0]).toEqual({ Code: 'EUR', Symbol: '€', Name: 'euro', MinorUnits: 2 });
    expect(currencies.find((c) => c.Code === 'CZK')?.Name).toBe('česká koruna');
    const de = AvailableCurrenciesResponseSchema.parse(
      (await get('/api/utility/availableCurrencies', { 'accept-language': 'de' })).json(),
    );
    expect(de.find((c) => c.Code === 'HUF')?.Name).toBe('Ungarischer Forint');
  });
});

describe('GET /api/utility/getLocationFromIp', () => {
  it("maps the IP's city to our city of the same name", async () => {
    // DB-IP Lite places this Slovak address in "Humenne" (no diacritics); we answer our Humenné.
    const res = await get('/api/utility/getLocationFromIp', {
      'x-forwarded-for': '87.244.192.1',
      'accept-language': 'sk',
    });
    expect(res.statusCode).toBe(200);
    expect(LocationSchema.parse(res.json())).toEqual({
      Id: city.Humenné?.id,
      City: 'Humenné',
      Country: 'Slovensko',
      CountryCode: 'SK',
      Region: 'Prešovský kraj',
      RegionName: 'Prešovský kraj',
      Zip: '066 01',
      LonLat: { Lon: 21.9063, Lat: 48.9371 },
    });
  });

  it("answers the IP database's own place when none of our cities is near", async () => {
    const res = await get('/api/utility/getLocationFromIp', { 'x-forwarded-for': '8.8.8.8' });
    const location = LocationSchema.parse(res.json());
    expect(location).toMatchObject({ Id: null, CountryCode: 'US', Country: 'United States of America' });
    expect(location.City).not.toBe('');
  });

  it('falls back to our city nearest the Location header for private addresses', async () => {
    const res = await get('/api/utility/getLocationFromIp', {
      'x-forwarded-for': '192.168.1.20',
      location: '21.25;48.70',
    });
    expect(res.json()).toMatchObject({ Id: city.Košice?.id, City: 'Košice' });
  });

  it('falls back to Bratislava without a usable IP or Location', async () => {
    const loopback = await get('/api/utility/getLocationFromIp');
    expect(loopback.statusCode).toBe(200);
    expect(loopback.json()).toMatchObject({ Id: city.Bratislava?.id, City: 'Bratislava', CountryCode: 'SK' });
    const farAway = await get('/api/utility/getLocationFromIp', {
      'x-forwarded-for': '10.0.0.1',
      location: '-74.0;40.7',
    });
    expect(farAway.json()).toMatchObject({ City: 'Bratislava' });
    const garbage = await get('/api/utility/getLocationFromIp', {
      'x-forwarded-for': 'not-an-ip',
      location: 'nonsense',
    });
    expect(garbage.statusCode).toBe(200);
    expect(garbage.json()).toMatchObject({ City: 'Bratislava' });
  });
});

describe('GET /api/city/{id}', () => {
  it('answers the city with its country name in the request language', async () => {
    const res = await get(`/api/city/${city.Košice?.id}`, { 'accept-language': 'de' });
    expect(res.statusCode).toBe(200);
    expect(CitySchema.parse(res.json())).toEqual({
      Id: city.Košice?.id,
      Name: 'Košice',
      Country: 'SK',
      CountryName: 'Slowakei',
      Region: 'Košický kraj',
      Zip: '040 01',
      LonLat: { Lon: 21.2611, Lat: 48.7164 },
    });
  });

  it('answers JSON 404 for unknown ids and for ids that are not uuids', async () => {
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      '1',
      "x'; drop table cities; --",
    ]) {
      const res = await get(`/api/city/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toMatchObject({ Code: 'NOT_FOUND' });
    }
  });
});

describe('GET /api/search/places', () => {
  const search = async (query: string, headers: Record<string, string> = {}) => {
    const res = await get(`/api/search/places?${query}`, headers);
    expect(res.statusCode, query).toBe(200);
    return PlacesResponseSchema.parse(res.json());
  };

  it('ignores case and diacritics', async () => {
    expect((await search('Key=kosice'))[0]?.City).toBe('Košice');
    expect((await search('Key=KOŠICE'))[0]?.City).toBe('Košice');
    expect((await search('Key=gyor'))[0]?.City).toBe('Győr');
    expect((await search('Key=munchen'))[0]?.City).toBe('München');
    expect((await search('Key=praha'))[0]?.City).toBe('Praha');
    expect((await search(`Key=${encodeURIComponent('humenne')}`))[0]?.City).toBe('Humenné');
  });

  it('finds prefixes and words inside names, and tolerates typos', async () => {
    expect((await search('Key=kos'))[0]?.City).toBe('Košice');
    expect((await search('Key=bratslava'))[0]?.City).toBe('Bratislava');
    expect((await search('Key=muenchen')).map((p) => p.City)).toContain('München');
  });

  it('ranks the exact name first, then prefixes, then words inside names, regardless of population', async () => {
    expect((await search('Key=martin')).map((p) => p.City)).toEqual(['Martin', 'Martinovce', 'Svätý Martin']);
  });

  it('ranks bigger cities first among equal matches and respects Limit', async () => {
    const all = await search('Key=ma');
    expect(all.map((p) => p.City).slice(0, 3)).toEqual(['Martinovce', 'Mannheim', 'Magdeburg']);
    expect(await search('Key=ma&Limit=2')).toHaveLength(2);
  });

  it('answers Location-shaped items with the country in the request language', async () => {
    const [praha] = await search('Key=praha', { 'accept-language': 'sk' });
    expect(praha).toEqual({
      Id: city.Praha?.id,
      City: 'Praha',
      Country: 'Česko',
      CountryCode: 'CZ',
      Region: 'Hlavní město Praha',
      RegionName: 'Hlavní město Praha',
      Zip: '',
      LonLat: { Lon: 14.4378, Lat: 50.0755 },
    });
  });

  it('answers [] for keys shorter than 2 characters and treats LIKE wildcards literally', async () => {
    expect(await search('Key=k')).toEqual([]);
    expect(await search('Key=%20k%20')).toEqual([]);
    expect(await search('')).toEqual([]);
    expect(await search('Key=%25%25')).toEqual([]);
    expect(await search('Key=__')).toEqual([]);
    // NUL cannot reach PostgreSQL: the app-wide input rule refuses it (plugins/input-guard.ts).
    expect((await get('/api/search/places?Key=pra%00ha')).statusCode).toBe(400);
  });

  it('rejects a Limit outside 1..100 with 400', async () => {
    for (const limit of ['0', '101', 'abc']) {
      const res = await get(`/api/search/places?Key=praha&Limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().FieldErrors).toHaveProperty('Limit');
    }
    expect(await search('Key=praha&Limit=100')).toHaveLength(1);
  });
});

describe('POST /api/weblog', () => {
  const post = (payload: unknown, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/weblog',
      payload: payload as object,
      headers: { 'x-forwarded-for': ip, 'user-agent': 'vitest/4', sessionid: 'session-1' },
    });

  it('stores the line with the IP, user agent and session', async () => {
    const res = await post({ Content: 'TypeError: x is undefined at app.js:1' }, '203.0.113.7');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    const [row] = await t.app.db.select().from(weblog).orderBy(desc(weblog.createdAt)).limit(1);
    expect(row).toMatchObject({
      content: 'TypeError: x is undefined at app.js:1',
      ip: '203.0.113.7',
      userAgent: 'vitest/4',
      sessionId: 'session-1',
    });
  });

  it('refuses NUL characters PostgreSQL cannot store (the app-wide input rule), keeps line breaks', async () => {
    const res = await post({ Content: 'a\u0000b\nc' }, '203.0.113.9');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Code: 'VALIDATION_FAILED',
      FieldErrors: { Content: ['INVALID_VALUE'] },
    });
    expect((await post({ Content: 'a\tb\nc' }, '203.0.113.9')).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(weblog).orderBy(desc(weblog.createdAt)).limit(1);
    expect(row?.content).toBe('a\tb\nc');
  });

  it('rejects a missing, empty or too long Content with FieldErrors', async () => {
    const missing = await post({}, '203.0.113.8');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      Code: 'VALIDATION_FAILED',
      FieldErrors: { Content: ['FIELD_REQUIRED'] },
    });
    expect((await post({ Content: '' }, '203.0.113.8')).json().FieldErrors.Content).toEqual([
      'FIELD_REQUIRED',
    ]);
    expect((await post({ Content: 'x'.repeat(10_001) }, '203.0.113.8')).json().FieldErrors.Content).toEqual([
      'MAX_LENGTH',
    ]);
    expect((await post({ Content: 42 }, '203.0.113.8')).statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/weblog',
      payload: '{"Content":',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.8' },
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('limits each IP to 60 lines a minute with 429 MAXIMUM_ATTEMPTS_EXCEEDED', async () => {
    const ip = '198.51.100.23';
    for (let i = 0; i < WEBLOG_RATE_LIMIT.max; i++) {
      // Invalid bodies count too (the limit runs before validation) and keep this test off the table.
      expect((await post({}, ip)).statusCode).toBe(400);
    }
    const limited = await post({ Content: 'one too many' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ Code: 'MAXIMUM_ATTEMPTS_EXCEEDED', Message: expect.any(String) });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await post({ Content: 'another client' }, '198.51.100.24')).statusCode).toBe(200);
  });

  it('does not rate-limit the other utility calls', async () => {
    for (let i = 0; i < WEBLOG_RATE_LIMIT.max + 5; i++) {
      const res = await get('/api/utility/vatrates', { 'x-forwarded-for': '198.51.100.23' });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every utility call', async () => {
    const doc = (await get('/api/docs/json')).json() as { paths: Record<string, unknown> };
    for (const path of [
      '/api/utility/servertest',
      '/api/utility/getcountries',
      '/api/utility/getTimezone',
      '/api/utility/vatrates',
      '/api/utility/availableCurrencies',
      '/api/utility/getLocationFromIp',
      '/api/city/{id}',
      '/api/search/places',
      '/api/weblog',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
