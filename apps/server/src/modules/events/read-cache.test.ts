import type { EventDetail, EventListItem, SearchResults } from '@marquee/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/events';
import { follows } from '../../db/schema/social-graph';
import type { TestApp } from '../../testing/app';
import { buildUserWithClaim } from '../../testing/factories';
import { buildDemoApp, demo, getJson, holderOf } from './test-fixtures';

// The read memos are off under NODE_ENV=test (read-cache.ts); these tests switch them on as a deployment has
// them, and write straight to the database — a change the memo cannot know of — to see what it serves.
let t: TestApp;
const rename = (key: string, name: string) =>
  t.database.db
    .update(events)
    .set({ name })
    .where(eq(events.id, demo.event(key)));
/** Any write request the server handles drops the memos (modules/index.ts). */
const someWrite = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/weblog',
    payload: { Content: 'read-cache test' },
  });
  expect(res.statusCode).toBeLessThan(400);
};

beforeAll(async () => {
  t = await buildDemoApp({ env: { READ_CACHE_MS: '60000' } });
});
afterAll(() => t.close());

describe('public read memo', () => {
  it('serves the event page from the memo, its author afresh, and everyone afresh after a write', async () => {
    const id = demo.event('luky-festival');
    expect((await getJson<EventDetail>(t, `/api/event/${id}`)).body.ProfileName).toBe('Lúky Festival');
    await rename('luky-festival', 'Lúky Festival (renamed)');
    expect((await getJson<EventDetail>(t, `/api/event/${id}`)).body.ProfileName).toBe('Lúky Festival');
    const author = await holderOf(t, 'luky-festival');
    const own = await getJson<EventDetail>(t, `/api/event/${id}`, author.headers);
    expect(own.body).toMatchObject({ ProfileName: 'Lúky Festival (renamed)', IsAuthor: true });
    await someWrite();
    expect((await getJson<EventDetail>(t, `/api/event/${id}`)).body.ProfileName).toBe(
      'Lúky Festival (renamed)',
    );
    await rename('luky-festival', 'Lúky Festival');
    await someWrite();
  });

  it('never hands an author’s draft view to anyone else', async () => {
    const draft = demo.event('beethoven-deviata');
    const author = await holderOf(t, 'marquee-live');
    const own = await getJson<EventDetail>(t, `/api/event/${draft}`, author.headers);
    expect(own.body).toMatchObject({ Status: 'DRAFT', IsAuthor: true });
    expect((await getJson(t, `/api/event/${draft}`)).status).toBe(404);
    const stranger = await holderOf(t, 'spree-kultur');
    expect((await getJson(t, `/api/event/${draft}`, stranger.headers)).status).toBe(404);
    // An event unpublished through the server is gone for everyone at once.
    const id = demo.event('metalika-kosice');
    expect((await getJson(t, `/api/event/${id}`)).status).toBe(200);
    await t.database.db.update(events).set({ status: 'DRAFT' }).where(eq(events.id, id));
    await someWrite();
    expect((await getJson(t, `/api/event/${id}`)).status).toBe(404);
    const listing = await getJson<EventListItem[]>(t, '/api/event/search?perPage=100');
    expect(listing.body.map((event) => event.Id)).not.toContain(id);
    await t.database.db.update(events).set({ status: 'PUBLISHED' }).where(eq(events.id, id));
    await someWrite();
  });

  it('answers IsFollowing and GoingStatus per caller, whatever the memo holds', async () => {
    const fan = await buildUserWithClaim(t.app, { profile: { type: 'VisitorProfile', profileName: 'Fan' } });
    await t.database.db
      .insert(follows)
      .values({ followerProfileId: fan.profile.id, followedProfileId: demo.profile('luky-festival') });
    const id = demo.event('luky-festival');
    const anonymous = await getJson<EventDetail>(t, `/api/event/${id}`);
    const signedIn = await getJson<EventDetail>(t, `/api/event/${id}`, fan.headers);
    const again = await getJson<EventDetail>(t, `/api/event/${id}`);
    expect(anonymous.body.Author.IsFollowing).toBe(false);
    expect(signedIn.body.Author.IsFollowing).toBe(true);
    expect(again.body.Author.IsFollowing).toBe(false);

    const search = (headers: Record<string, string> = {}) =>
      getJson<SearchResults>(t, '/api/search/multiple?Key=luky', headers);
    const followed = (body: SearchResults) =>
      body.Profiles.find((profile) => profile.Id === demo.profile('luky-festival'))?.IsFollowing;
    expect(followed((await search()).body)).toBe(false);
    expect(followed((await search(fan.headers)).body)).toBe(true);
    expect(followed((await search()).body)).toBe(false);
  });

  it('serves a listing page from the memo until a write', async () => {
    const url = '/api/event/search?perPage=100';
    const before = await getJson<EventListItem[]>(t, url);
    const first = before.body[0];
    if (!first) throw new Error('no events listed');
    await t.database.db
      .update(events)
      .set({ name: 'Renamed in the database' })
      .where(eq(events.id, first.Id));
    expect((await getJson<EventListItem[]>(t, url)).body[0]?.ProfileName).toBe(first.ProfileName);
    await someWrite();
    expect((await getJson<EventListItem[]>(t, url)).body[0]?.ProfileName).toBe('Renamed in the database');
  });
});
