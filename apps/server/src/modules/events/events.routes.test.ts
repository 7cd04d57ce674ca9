import type { EventListItem } from '@marquee/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/events';
import { seedDemoData } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../testing/app';

let t: TestApp;
const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/event/search${query}` });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  // The demo seed places events relative to "now", so today's listings always have content.
  t = await buildTestApp({ seed: async (database) => void (await seedDemoData(database.db)) });
});
afterAll(() => t.close());

describe('GET /api/event/search', () => {
  it('lists published events that are not over, soonest first', async () => {
    const { status, body } = await search('?perPage=100');
    expect(status).toBe(200);
    const items = body as EventListItem[];
    expect(items.length).toBeGreaterThanOrEqual(30);
    const now = Date.now();
    for (const item of items) expect(Date.parse(item.End)).toBeGreaterThanOrEqual(now - 60_000);
    const begins = items.map((item) => Date.parse(item.Begin));
    expect(begins).toEqual([...begins].sort((a, b) => a - b));
    const drafts = await t.database.db.query.events.findMany({ where: (e, { eq }) => eq(e.status, 'DRAFT') });
    expect(drafts.length).toBeGreaterThan(0);
    const ids = new Set(items.map((item) => item.Id));
    for (const draft of drafts) expect(ids.has(draft.id)).toBe(false);
  });

  it('documents every paged call as 0-based in OpenAPI (issue 16)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paged = Object.entries(
      doc.paths as Record<string, Record<string, { parameters?: unknown[] }>>,
    ).flatMap(([path, methods]) =>
      Object.values(methods).flatMap((operation) =>
        (operation.parameters ?? [])
          .map(
            (p) =>
              p as {
                name: string;
                in: string;
                description?: string;
                schema?: { minimum?: number; default?: number };
              },
          )
          .filter((p) => p.in === 'query' && p.name === 'page')
          .map((p) => ({ path, ...p })),
      ),
    );
    expect(paged.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        '/api/event/search',
        '/api/coupon',
        '/api/article',
        '/api/event/myevents/{profileId}',
      ]),
    );
    for (const p of paged) {
      expect(p.schema, p.path).toMatchObject({ minimum: 0, default: 0 });
      expect(p.description, p.path).toMatch(/0-based/);
    }
  });

  it('pages without overlap; page=0 is the first page (0-based, issue 16)', async () => {
    const first = (await search('?page=0&perPage=5')).body as EventListItem[];
    expect((await search('?perPage=5')).body).toEqual(first);
    const second = (await search('?page=1&perPage=5')).body as EventListItem[];
    expect(first).toHaveLength(5);
    expect(second).toHaveLength(5);
    const firstIds = new Set(first.map((item) => item.Id));
    expect(second.some((item) => firstIds.has(item.Id))).toBe(false);
  });

  it('filters by city', async () => {
    const [kosice] = (await t.app.inject({ method: 'GET', url: '/api/search/places?Key=kosice' })).json();
    const items = (await search(`?cityId=${kosice.Id}&perPage=100`)).body as EventListItem[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.City).toBe('Košice');
  });

  it('treats a parent genre as itself plus its subgenres', async () => {
    const tree = (await t.app.inject({ method: 'GET', url: '/api/category' })).json() as Array<{
      Id: string;
      Slug: string;
      Subgenres: Array<{ Id: string }>;
    }>;
    const music = tree.find((genre) => genre.Slug === 'music');
    expect(music).toBeDefined();
    const allowed = new Set([music?.Id, ...(music?.Subgenres.map((sub) => sub.Id) ?? [])]);
    const items = (await search(`?categories=${music?.Id}&perPage=100`)).body as EventListItem[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.Categories.some((id) => allowed.has(id))).toBe(true);
    const everything = (await search('?perPage=100')).body as EventListItem[];
    expect(items.length).toBeLessThan(everything.length);
  });

  it('leaves out online streams on request', async () => {
    const all = (await search('?perPage=100')).body as EventListItem[];
    expect(all.some((item) => item.IsOnline)).toBe(true);
    const offline = (await search('?perPage=100&withoutStream=true')).body as EventListItem[];
    expect(offline.some((item) => item.IsOnline)).toBe(false);
    expect(offline.length).toBeLessThan(all.length);
  });

  it("places each event at its own position or its venue's, and online events nowhere", async () => {
    // Demo events all carry their own point; clear one so the venue fallback is exercised too.
    const placed = await t.database.db.query.events.findFirst({
      where: (e, { and, eq, gt, isNotNull }) =>
        and(eq(e.status, 'PUBLISHED'), isNotNull(e.venueId), gt(e.endAt, new Date())),
      orderBy: (e, { asc }) => asc(e.beginAt),
      with: { venue: true },
    });
    if (!placed?.venue) throw new Error('the demo data has a published event at a venue');
    await t.database.db.update(events).set({ lon: null, lat: null }).where(eq(events.id, placed.id));
    const items = (await search('?perPage=100')).body as EventListItem[];
    const online = items.filter((item) => item.IsOnline);
    expect(online.length).toBeGreaterThan(0);
    for (const item of online) expect(item.LonLat).toBeNull();
    const fallback = items.find((item) => item.Id === placed.id);
    expect(fallback?.LonLat).toEqual({ Lon: placed.venue.lon, Lat: placed.venue.lat });
    const rows = await t.database.db.query.events.findMany({ where: (e, { isNotNull }) => isNotNull(e.lon) });
    const own = items.find((item) => !item.IsOnline && rows.some((row) => row.id === item.Id));
    const row = rows.find((candidate) => candidate.id === own?.Id);
    expect(own?.LonLat).toEqual({ Lon: row?.lon, Lat: row?.lat });
  });

  it('limits to a date window', async () => {
    const since = new Date(Date.now() + 7 * 86_400_000);
    const till = new Date(Date.now() + 30 * 86_400_000);
    const items = (await search(`?since=${since.toISOString()}&till=${till.toISOString()}&perPage=100`))
      .body as EventListItem[];
    for (const item of items) {
      expect(Date.parse(item.End)).toBeGreaterThanOrEqual(since.getTime());
      expect(Date.parse(item.Begin)).toBeLessThan(till.getTime());
    }
  });

  it('rejects bad input with field errors, never a 500', async () => {
    const bad = await search('?perPage=0&cityId=kosice&since=yesterday');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.FieldErrors).sort()).toEqual(['cityId', 'perPage', 'since']);
    expect((await search('?categories=not-a-uuid')).status).toBe(400);
    expect((await search('?perPage=101')).status).toBe(400);
  });
});
