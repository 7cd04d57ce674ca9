import type { EventListItem, SearchResults } from '@marquee/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/events';
import type { TestApp } from '../../testing/app';
import { buildDemoApp, buildEvent, demo, getJson } from '../events/test-fixtures';

let t: TestApp;
const multiple = async (key: string, extra = '') =>
  (await getJson<SearchResults>(t, `/api/search/multiple?Key=${encodeURIComponent(key)}${extra}`)).body;
const names = (items: { ProfileName: string }[]) => items.map((item) => item.ProfileName);

beforeAll(async () => {
  t = await buildDemoApp();
});
afterAll(() => t.close());

describe('GET /api/search/multiple', () => {
  it('finds Košice events by "kosice" through their city, and only upcoming published ones', async () => {
    const { Events } = await multiple('kosice', '&Limit=100');
    expect(Events.length).toBeGreaterThanOrEqual(5);
    expect(Events.every((event) => event.City === 'Košice' || /košic/i.test(event.ProfileName))).toBe(true);
    expect(names(Events)).toContain('Metalika: Master of Puppets v Košiciach');
    const now = Date.now();
    for (const event of Events) expect(Date.parse(event.End)).toBeGreaterThanOrEqual(now - 60_000);
  });

  it('ignores diacritics and case in both directions', async () => {
    const folded = await multiple('gyor');
    const exact = await multiple('GYŐR');
    expect(names(folded.Events)).toEqual(names(exact.Events));
    expect(folded.Events.some((event) => event.City === 'Győr')).toBe(true);
    expect(names((await multiple('dvorak')).Events)).toEqual(names((await multiple('Dvořák')).Events));
    expect(names((await multiple('dvorak')).Events)[0]).toMatch(/^Dvořák/);
  });

  it('tolerates typos: "metalica" finds the Metalika band and its concert', async () => {
    const { Profiles, Events } = await multiple('metalica');
    expect(Profiles.map((p) => p.ProfileName)).toContain('Metalika');
    expect(names(Events)).toContain('Metalika: Master of Puppets v Košiciach');
    const { Profiles: slipped } = await multiple('mlynksa kola');
    expect(slipped[0]?.ProfileName).toBe('Mlýnská kola');
  });

  it('carries what the search bar shows for events and profiles', async () => {
    const { Events, Profiles } = await multiple('metalika');
    const concert = Events.find((event) => event.Id === demo.event('metalika-kosice'));
    expect(concert).toMatchObject({
      ProfilePicture: expect.stringContaining('/demo/images/'),
      LineupNames: ['Oceľ', 'Metalika'],
      LonLat: { Lon: expect.any(Number), Lat: expect.any(Number) },
      TimeZone: 'Europe/Bratislava',
      City: 'Košice',
      CountryCode: 'SK',
      Country: 'Slovakia',
      IsOnline: false,
    });
    expect(Profiles[0]).toMatchObject({
      ProfileName: 'Metalika',
      City: 'Košice',
      Country: 'Slovakia',
      IsFollowing: false,
    });
    const online = (await multiple('tuzmadar')).Events[0];
    expect(online).toMatchObject({ IsOnline: true, City: null, Country: null });
  });

  it('ranks the exact name first, then names starting with the key, then other matches', async () => {
    const { Profiles } = await multiple('kazan klub');
    expect(Profiles[0]?.ProfileName).toBe('Kazán Klub');
    const { Events } = await multiple('luky festival');
    expect(Events[0]?.ProfileName).toBe('Lúky Festival');
  });

  it('ranks exact > prefix > word > inside a word > typo, whatever the dates', async () => {
    const author = demo.profile('marquee-live');
    const day = 86_400_000;
    // Later begins for better matches, so the order can only come from match quality.
    const titles = [
      'Wombatko',
      'Wombatko Night',
      'Night of the Wombatko',
      'Superwombatko Fest',
      'Wombatka Party',
    ];
    for (const [index, name] of titles.entries()) {
      await buildEvent(t.database.db, {
        authorProfileId: author,
        name,
        beginAt: new Date(Date.now() + (10 - index) * day),
      });
    }
    expect(names((await multiple('wombatko')).Events)).toEqual(titles);
  });

  it('answers articles and profiles, never visitors, drafts or past events', async () => {
    const { Articles, Profiles } = await multiple('metalika');
    expect(Articles.map((a) => a.Title)).toContain('Metalika: „Master of Puppets hráme celý, bez prestávky“');
    expect(Profiles.some((p) => p.Type === 'VisitorProfile')).toBe(false);
    expect((await multiple('jana kovacova')).Profiles).toEqual([]);
    const ids = async (key: string) => (await multiple(key)).Events.map((event) => event.Id);
    expect(await ids('beethoven')).not.toContain(demo.event('beethoven-deviata')); // a draft
    expect(await ids('galakoncert')).not.toContain(demo.event('galakoncert-30')); // over 20 days ago
    expect(await ids('spreewerk jubilaeum')).not.toContain(demo.event('spreewerk-jubilaeum')); // a draft
    const articles = (await multiple('rozhovor zuzanou')).Articles.map((a) => a.Id);
    expect(articles).not.toContain(demo.article('pripravujeme-rozhovor')); // a draft
  });

  it('applies Limit to each list (default 30, max 100)', async () => {
    const { Events } = await multiple('a', '');
    expect(Events).toEqual([]);
    const limited = await multiple('kosice', '&Limit=2');
    expect(limited.Events).toHaveLength(2);
    expect((await getJson(t, '/api/search/multiple?Key=kosice&Limit=101')).status).toBe(400);
    expect((await getJson(t, '/api/search/multiple?Key=kosice&Limit=0')).status).toBe(400);
  });

  it('answers empty results for keys under 2 characters and blanks, 400 for NUL bytes, never a 5xx', async () => {
    for (const key of ['', 'k', ' k ']) {
      const res = await getJson<SearchResults>(t, `/api/search/multiple?Key=${encodeURIComponent(key)}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ Profiles: [], Events: [], Articles: [] });
    }
    const odd = await getJson<SearchResults>(
      t,
      `/api/search/multiple?Key=${encodeURIComponent('%_\\\'"; --')}`,
    );
    expect(odd.status).toBe(200);
    // The app-wide input rule (plugins/input-guard.ts).
    expect((await getJson(t, `/api/search/multiple?Key=${encodeURIComponent('\u0000k')}`)).status).toBe(400);
  });

  it('finds a newly published event by a word of its name and its lineup', async () => {
    const author = demo.profile('marquee-live');
    await buildEvent(t.database.db, {
      authorProfileId: author,
      name: 'Zvláštny večer s hosťami',
      searchText: 'zvlastny vecer s hostami quokka',
    });
    expect(names((await multiple('zvlastny')).Events)).toEqual(['Zvláštny večer s hosťami']);
    expect(names((await multiple('quokka')).Events)).toEqual(['Zvláštny večer s hosťami']);
  });

  it('never shows an event unpublished after its search was memoized (cards are re-read)', async () => {
    const event = await buildEvent(t.database.db, {
      authorProfileId: demo.profile('marquee-live'),
      name: 'Pangolin Night',
      searchText: 'pangolin night',
    });
    expect(names((await multiple('pangolin')).Events)).toEqual(['Pangolin Night']);
    await t.database.db.update(events).set({ status: 'DRAFT' }).where(eq(events.id, event.id));
    expect((await multiple('pangolin')).Events).toEqual([]);
  });
});

describe('GET /api/search/prefix and /api/event/prefix', () => {
  it('limits /search/prefix to the asked Types', async () => {
    const res = await getJson<SearchResults>(t, '/api/search/prefix?Key=kino&Types=Profiles');
    expect(res.body.Profiles.map((p) => p.ProfileName)).toContain('Kino Panoráma');
    expect(res.body.Events).toEqual([]);
    expect(res.body.Articles).toEqual([]);
    const both = await getJson<SearchResults>(t, '/api/search/prefix?Key=kino&Types=events,Articles');
    expect(both.body.Profiles).toEqual([]);
    expect(both.body.Events.length).toBeGreaterThan(0);
    expect((await getJson(t, '/api/search/prefix?Key=kino&Types=Venues')).status).toBe(400);
  });

  it('answers events as a plain list from /event/prefix', async () => {
    const res = await getJson<EventListItem[]>(t, '/api/event/prefix?Key=luky&Limit=5');
    expect(res.status).toBe(200);
    expect(names(res.body)[0]).toBe('Lúky Festival');
    expect((await getJson(t, '/api/event/prefix?Key=l')).body).toEqual([]);
  });
});

describe('GET /api/search/tags', () => {
  it('needs 4 characters and answers keywords as written, diacritics-insensitive', async () => {
    expect((await getJson(t, '/api/search/tags?key=jaz')).body).toEqual([]);
    expect((await getJson(t, '/api/search/tags?key=jazz')).body).toEqual(['jazz']);
    expect((await getJson(t, '/api/search/tags?key=dvorak')).body).toEqual(['dvořák']);
    const festival = (await getJson<string[]>(t, '/api/search/tags?key=fest')).body;
    expect(festival[0]).toBe('festival');
    expect(festival).toContain('stadtfest');
  });

  it('never offers keywords of drafts and pages the list', async () => {
    expect((await getJson(t, '/api/search/tags?key=beethoven')).body).toEqual([]);
    const first = (await getJson<string[]>(t, '/api/search/tags?key=fest&perPage=1')).body;
    const second = (await getJson<string[]>(t, '/api/search/tags?key=fest&perPage=1&page=1')).body;
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(first[0]).not.toBe(second[0]);
    expect((await getJson(t, '/api/search/tags?key=fest&perPage=101')).status).toBe(400);
  });
});
