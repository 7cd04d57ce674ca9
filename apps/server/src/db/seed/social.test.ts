import { LastFollowedResponseSchema } from '@marquee/contract';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app';
import { eventVisitors, follows } from '../schema/social-graph';
import { buildDemoData, seedDemoData } from './index';
import { buildSocial } from './social';

const NOW = new Date('2025-06-11T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ seed: async ({ db }) => void (await seedDemoData(db, { now: NOW })) });
});
afterAll(async () => {
  await t?.close();
});

describe('demo follows and going answers', () => {
  it('are deterministic', () => {
    const data = buildDemoData(NOW);
    expect(buildSocial(data, NOW)).toEqual(buildSocial(buildDemoData(NOW), NOW));
  });

  it('are seeded, with counters at least the rows', async () => {
    const [followRows] = await t.app.db.select({ n: count() }).from(follows);
    const [goingRows] = await t.app.db.select({ n: count() }).from(eventVisitors);
    expect(followRows?.n).toBeGreaterThanOrEqual(30);
    expect(goingRows?.n).toBeGreaterThanOrEqual(8);
    const behind = await t.app.db.execute(sql`select p.id from profiles p
      where p.followers_count < (select count(*) from follows f where f.followed_profile_id = p.id)
         or p.following_count < (select count(*) from follows f where f.follower_profile_id = p.id)`);
    expect((behind as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it('feed the home "last followed" list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/trending/profiles/lastfollowed' });
    const list = LastFollowedResponseSchema.parse(res.json());
    expect(list).toHaveLength(5);
    expect(new Set(list.map((p) => p.Id)).size).toBe(5);
    const dates = list.map((p) => p.LastFollowedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
