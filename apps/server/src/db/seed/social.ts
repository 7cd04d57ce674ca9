import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { profiles } from '../schema/profiles';
import { eventVisitors, follows } from '../schema/social-graph';
import type { DemoData } from './demo-data';
import { createRandom } from './ids';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Follows and going answers between the demo profiles, so "last followed" on the home page, IsFollowing
 * and follower lists show data. Deterministic for a given `now` (fixed PRNG seed, input order). The
 * seeded follower counters are display numbers from outside the demo set; the rows written here are
 * added on top, so following or unfollowing in the demo keeps counters and rows moving together.
 */
export function buildSocial(data: DemoData, now: Date) {
  const random = createRandom(20_25);
  const seeded = data.places.profiles.map((p) => ({ id: p.id as string, type: p.type }));
  const visitors = seeded.filter((p) => p.type === 'VisitorProfile');
  const organizers = seeded.filter((p) => p.type !== 'VisitorProfile');
  const pairs = new Map<string, { followerProfileId: string; followedProfileId: string }>();
  const follow = (followerProfileId: string, followedProfileId: string) => {
    if (followerProfileId !== followedProfileId) {
      pairs.set(`${followerProfileId}>${followedProfileId}`, { followerProfileId, followedProfileId });
    }
  };
  for (const visitor of visitors) {
    for (let i = 0; i < 7; i++) follow(visitor.id, random.pick(organizers).id);
  }
  for (const organizer of organizers) {
    for (let i = 0; i < 2; i++) follow(organizer.id, random.pick(organizers).id);
  }
  // Spread over the last days (2.5 h apart, a few minutes of jitter), newest first.
  const followRows = [...pairs.values()].map((pair, index) => ({
    ...pair,
    createdAt: new Date(now.getTime() - index * 2.5 * HOUR_MS - random.int(0, 59) * 60_000),
  }));

  const upcoming = data.events.events
    .filter((e) => e.status === 'PUBLISHED' && e.endAt.getTime() > now.getTime())
    .sort((a, b) => a.beginAt.getTime() - b.beginAt.getTime());
  const goingRows: (typeof eventVisitors.$inferInsert)[] = [];
  for (const visitor of visitors) {
    const chosen = new Set<string>();
    for (let i = 0; i < 6 && upcoming.length > 0; i++) chosen.add(random.pick(upcoming).id as string);
    [...chosen].forEach((eventId, index) => {
      goingRows.push({
        eventId,
        profileId: visitor.id,
        status: index === 0 ? 'NotGoing' : 'Going',
        updatedAt: new Date(now.getTime() - (index + 1) * 5 * HOUR_MS),
      });
    });
  }
  return { follows: followRows, going: goingRows };
}

/** Writes the demo follows and going answers inside the demo seed's transaction, after profiles and events. */
export async function seedSocial(
  tx: Tx,
  data: DemoData,
  now: Date,
): Promise<{ follows: number; going: number }> {
  const social = buildSocial(data, now);
  if (social.follows.length > 0) await tx.insert(follows).values(social.follows);
  if (social.going.length > 0) await tx.insert(eventVisitors).values(social.going);
  await tx.execute(sql`update ${profiles} p set followers_count = p.followers_count + f.n
    from (select followed_profile_id as id, count(*)::int as n from ${follows} group by 1) f where p.id = f.id`);
  await tx.execute(sql`update ${profiles} p set following_count = p.following_count + f.n
    from (select follower_profile_id as id, count(*)::int as n from ${follows} group by 1) f where p.id = f.id`);
  return { follows: social.follows.length, going: social.going.length };
}
