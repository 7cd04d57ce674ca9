import type { EventListItem } from '@marquee/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/events';
import { profiles } from '../../db/schema/profiles';
import { eventVisitors, follows } from '../../db/schema/social-graph';
import type { TestApp } from '../../testing/app';
import { buildUserWithClaim } from '../../testing/factories';
import { buildDemoApp, buildEvent, demo, getJson } from './test-fixtures';

let t: TestApp;
const list = (url: string, headers: Record<string, string> = {}) => getJson<EventListItem[]>(t, url, headers);
const ids = (items: EventListItem[]) => items.map((item) => item.Id);

beforeAll(async () => {
  t = await buildDemoApp();
});
afterAll(() => t.close());

describe('GET /api/event/recommended', () => {
  it('answers 8 upcoming published events by default, the same order every time, paged without overlap', async () => {
    const first = await list('/api/event/recommended');
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(8);
    expect(ids((await list('/api/event/recommended')).body)).toEqual(ids(first.body));
    const second = (await list('/api/event/recommended?page=1')).body;
    expect(second.some((item) => ids(first.body).includes(item.Id))).toBe(false);
    const all = (await list('/api/event/recommended?perPage=100')).body;
    const drafts = await t.database.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.status, 'DRAFT'));
    for (const draft of drafts) expect(ids(all)).not.toContain(draft.id);
    for (const item of all) expect(Date.parse(item.End)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('ranks by followers and going answers', async () => {
    const author = await buildEvent(t.database.db, {
      authorProfileId: demo.profile('marquee-live'),
      name: 'Quiet test evening',
    });
    const quiet = (await list('/api/event/recommended?perPage=100')).body;
    const before = ids(quiet).indexOf(author.id);
    const visitors = await t.database.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.type, 'VisitorProfile'));
    await t.database.db
      .insert(eventVisitors)
      .values(
        visitors.map((visitor) => ({ eventId: author.id, profileId: visitor.id, status: 'Going' as const })),
      );
    const after = ids((await list('/api/event/recommended?perPage=100')).body).indexOf(author.id);
    expect(after).toBeLessThan(before);
  });

  it('puts events of profiles a signed-in visitor follows first', async () => {
    const visitor = await buildUserWithClaim(t.app, {
      profile: { type: 'VisitorProfile', profileName: 'Test Fan' },
    });
    await t.database.db
      .insert(follows)
      .values({ followerProfileId: visitor.profile.id, followedProfileId: demo.profile('metalika') });
    const { body } = await list('/api/event/recommended', visitor.headers);
    expect(body[0]?.Id).toBe(demo.event('metalika-kosice'));
  });

  it('rejects bad paging', async () => {
    expect((await list('/api/event/recommended?perPage=0')).status).toBe(400);
    expect((await list('/api/event/recommended?page=x')).status).toBe(400);
  });
});

describe('POST /api/event/getByIds', () => {
  it('answers published events in the order asked, leaving out drafts and unknown ids', async () => {
    const wanted = [
      demo.event('kolja'),
      demo.event('beethoven-deviata'),
      demo.event('luky-festival'),
      '00000000-0000-4000-8000-000000000000',
    ];
    const res = await t.app.inject({ method: 'POST', url: '/api/event/getByIds', payload: { Ids: wanted } });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([demo.event('kolja'), demo.event('luky-festival')]);
  });

  it('rejects malformed bodies with field errors', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/event/getByIds', payload: { Ids: ['x'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().FieldErrors).toHaveProperty('Ids.0');
    expect((await t.app.inject({ method: 'POST', url: '/api/event/getByIds', payload: {} })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /api/event?profileId|VisitorId', () => {
  it('lists a profile’s events as author, venue and lineup member, future by default and past on request', async () => {
    const orchestra = demo.profile('bratislavsky-orchester');
    const future = (await list(`/api/event?profileId=${orchestra}`)).body;
    expect(ids(future)).toContain(demo.event('dvorak-novy-svet'));
    expect(ids(future)).not.toContain(demo.event('galakoncert-30'));
    const past = (await list(`/api/event?profileId=${orchestra}&eventBegin=past`)).body;
    expect(ids(past)).toEqual([demo.event('galakoncert-30')]);
    const venue = (await list(`/api/event?profileId=${demo.profile('dunajska-sien')}&perPage=50`)).body;
    expect(ids(venue)).toContain(demo.event('nikola-bric-dunaj'));
    const begins = venue.map((item) => Date.parse(item.Begin));
    expect(begins).toEqual([...begins].sort((a, b) => a - b));
    expect((await list(`/api/event?profileId=${orchestra}&perPage=1`)).body).toHaveLength(1);
  });

  it('shows drafts only to holders of the profile', async () => {
    const promoter = demo.profile('marquee-live');
    const draft = demo.event('beethoven-deviata');
    expect(ids((await list(`/api/event?profileId=${promoter}&perPage=100`)).body)).not.toContain(draft);
    const profile = await t.database.db.query.profiles.findFirst({ where: eq(profiles.id, promoter) });
    const holder = await buildUserWithClaim(t.app, { profile });
    expect(ids((await list(`/api/event?profileId=${promoter}&perPage=100`, holder.headers)).body)).toContain(
      draft,
    );
  });

  it('lists the events a visitor marked Going', async () => {
    const visitor = demo.profile('jana-kovacova');
    const going = await t.database.db
      .select({ id: eventVisitors.eventId })
      .from(eventVisitors)
      .innerJoin(events, eq(events.id, eventVisitors.eventId))
      .where(
        and(
          eq(eventVisitors.profileId, visitor),
          eq(eventVisitors.status, 'Going'),
          eq(events.status, 'PUBLISHED'),
        ),
      );
    const { body } = await list(`/api/event?VisitorId=${visitor}&perPage=100`);
    expect(ids(body).sort()).toEqual(going.map((row) => row.id).sort());
    const notGoing = await t.database.db
      .select({ id: eventVisitors.eventId })
      .from(eventVisitors)
      .where(and(eq(eventVisitors.profileId, visitor), inArray(eventVisitors.status, ['NotGoing'])));
    for (const row of notGoing) expect(ids(body)).not.toContain(row.id);
  });

  it('needs exactly one id and a known profile', async () => {
    expect((await list('/api/event')).status).toBe(400);
    const both = `profileId=${demo.profile('marquee-live')}&VisitorId=${demo.profile('jana-kovacova')}`;
    expect((await list(`/api/event?${both}`)).status).toBe(400);
    expect((await list(`/api/event?profileId=${demo.profile('marquee-live')}&eventBegin=soon`)).status).toBe(
      400,
    );
    expect((await list('/api/event?profileId=00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('filters by a begin instant', async () => {
    const from = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const { body } = await list(
      `/api/event?profileId=${demo.profile('marquee-live')}&eventBegin=${from}&perPage=100`,
    );
    for (const item of body) expect(Date.parse(item.Begin)).toBeGreaterThanOrEqual(Date.parse(from));
  });
});

describe('GET /api/media/{id}/supportedevents', () => {
  it('lists events a media profile authored or covers in its articles', async () => {
    const media = demo.profile('kulturne-noviny');
    const upcoming = ids((await list(`/api/media/${media}/supportedevents?perPage=100`)).body);
    expect(upcoming).toContain(demo.event('metalika-kosice')); // authored
    expect(upcoming).toContain(demo.event('dvorak-novy-svet')); // its article covers the orchestra and the hall
    expect(upcoming).not.toContain(demo.event('galakoncert-30'));
    const past = ids((await list(`/api/media/${media}/supportedevents?Past=true&perPage=100`)).body);
    expect(past).toContain(demo.event('galakoncert-30'));
    expect((await list('/api/media/00000000-0000-4000-8000-000000000000/supportedevents')).status).toBe(404);
    expect((await list('/api/media/nope/supportedevents')).status).toBe(400);
  });
});

describe('GET /api/event/uniqueLineUpMemberEvents', () => {
  it('answers 5 events by default, one per lineup member and each event once', async () => {
    const { status, body } = await getJson<(EventListItem & { LineupMember: { Id: string } })[]>(
      t,
      '/api/event/uniqueLineUpMemberEvents',
    );
    expect(status).toBe(200);
    expect(body).toHaveLength(5);
    expect(new Set(ids(body)).size).toBe(5);
    expect(new Set(body.map((item) => item.LineupMember.Id)).size).toBe(5);
    const begins = body.map((item) => Date.parse(item.Begin));
    expect(begins).toEqual([...begins].sort((a, b) => a - b));
  });

  it('filters by city and genre', async () => {
    const [kosice] = (await getJson<{ Id: string }[]>(t, '/api/search/places?Key=kosice')).body;
    const { body } = await list(`/api/event/uniqueLineUpMemberEvents?cityId=${kosice?.Id}&numberOfEvents=10`);
    expect(body.length).toBeGreaterThan(0);
    for (const item of body) expect(item.City).toBe('Košice');
    expect((await list('/api/event/uniqueLineUpMemberEvents?numberOfEvents=0')).status).toBe(400);
  });
});
