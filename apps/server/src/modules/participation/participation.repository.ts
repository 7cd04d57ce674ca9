import type { ParticipationRole, ParticipationState, ProfileType } from '@marquee/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  eventParticipations,
  participationBlocks,
  profileExternalProviders,
} from '../../db/schema/participation';
import { profiles } from '../../db/schema/profiles';
import { queryRows } from '../ticketing/sql-rows';

/** Participation queries (issue 26); rules live in participation.service. */

export interface ListingRow {
  event_id: string;
  event_name: string;
  nickname: string | null;
  begin_at: Date | string;
  end_at: Date | string;
  time_zone: string;
  status: string;
  role: ParticipationRole;
  state: ParticipationState;
  organizer_id: string;
  organizer_type: ProfileType;
  organizer_name: string;
  organizer_picture: string | null;
  organizer_nickname: string | null;
  organizer_role: string;
  organizer_blocked: boolean;
}

/**
 * Every listing of the profile in another organizer's event: its lineup slots (one row per event, confirmed
 * when any slot is) and the events held at its venues, with the state: confirmed as the event keeps it,
 * cancelled when the profile's last answer was a cancellation, else pending.
 */
function listings(profileId: string) {
  return sql`select e.id as event_id, e.name as event_name, e.nickname::text as nickname, e.begin_at, e.end_at,
      e.time_zone, e.status, x.role,
      case when x.confirmed then 'Confirmed' when coalesce(p.cancelled, false) then 'Cancelled'
        else 'Pending' end as state,
      a.id as organizer_id, a.type as organizer_type, a.profile_name as organizer_name,
      a.profile_picture as organizer_picture, a.nickname::text as organizer_nickname, a.role as organizer_role,
      exists(select 1 from participation_blocks b
        where b.profile_id = ${profileId}::uuid and b.organizer_profile_id = a.id) as organizer_blocked
    from (
      select l.event_id, 'Lineup' as role, bool_or(l.confirmed) as confirmed
        from event_lineup l where l.profile_id = ${profileId}::uuid group by l.event_id
      union all
      select ev.id, 'Venue', coalesce(s.building_confirmed, false)
        from events ev join venues v on v.id = ev.venue_id
        left join event_management_settings s on s.event_id = ev.id
        where v.profile_id = ${profileId}::uuid
    ) x
    join events e on e.id = x.event_id
    join profiles a on a.id = e.author_profile_id
    left join event_participations p
      on p.event_id = x.event_id and p.profile_id = ${profileId}::uuid and p.role = x.role
    where e.author_profile_id <> ${profileId}::uuid`;
}

export function listListings(
  db: DbOrTx,
  profileId: string,
  state: ParticipationState | undefined,
  limit: number,
  offset: number,
) {
  return queryRows<ListingRow>(
    db,
    sql`select * from (${listings(profileId)}) q
      ${state ? sql`where q.state = ${state}` : sql``}
      order by q.begin_at desc, q.event_id, q.role limit ${limit} offset ${offset}`,
  );
}

export async function countListings(db: DbOrTx, profileId: string) {
  return queryRows<{ state: ParticipationState; n: number }>(
    db,
    sql`select q.state, count(*)::int as n from (${listings(profileId)}) q group by q.state`,
  );
}

/** Records that the listed profile answered (confirmed, or cancelled when `cancelled`). */
export async function recordAnswer(
  db: DbOrTx,
  key: { eventId: string; profileId: string; role: ParticipationRole },
  cancelled: boolean,
  at: Date,
) {
  await db
    .insert(eventParticipations)
    .values({ ...key, answeredAt: at, cancelled })
    .onConflictDoUpdate({
      target: [eventParticipations.eventId, eventParticipations.profileId, eventParticipations.role],
      set: { answeredAt: at, cancelled },
    });
}

/** Marks the listing as told; true only the first time (one mail per event, profile and role). */
export async function claimNotice(
  db: DbOrTx,
  key: { eventId: string; profileId: string; role: ParticipationRole },
  at: Date,
): Promise<boolean> {
  const rows = await queryRows<{ event_id: string }>(
    db,
    sql`insert into event_participations (event_id, profile_id, role, notified_at)
      values (${key.eventId}::uuid, ${key.profileId}::uuid, ${key.role}, ${at.toISOString()}::timestamptz)
      on conflict (event_id, profile_id, role) do update set notified_at = excluded.notified_at
        where event_participations.notified_at is null
      returning event_id`,
  );
  return rows.length > 0;
}

export interface NoticeRow {
  email: string;
  language: string;
  profile_name: string;
  event_name: string;
  event_id: string;
  begin_at: Date | string;
  time_zone: string;
  organizer_name: string;
}

/**
 * Who is told about a listing: the listed profile's Owner and Admin claim holders (not a generated social
 * address, which cannot receive mail), except those who also hold a claim on the organizer (they listed themselves).
 */
export function noticeRecipients(db: DbOrTx, eventId: string, profileId: string) {
  return queryRows<NoticeRow>(
    db,
    sql`select u.email, u.language, lp.profile_name, e.name as event_name, e.id as event_id, e.begin_at,
        e.time_zone, a.profile_name as organizer_name
      from events e
      join profiles a on a.id = e.author_profile_id
      join profiles lp on lp.id = ${profileId}::uuid
      join profile_claims c on c.profile_id = lp.id and c.role in ('Owner', 'Admin')
      join users u on u.id = c.user_id
      where e.id = ${eventId}::uuid and u.deleted_at is null and u.email not like '%@social.marquee.invalid'
        and not exists (select 1 from profile_claims c2
          where c2.user_id = u.id and c2.profile_id = e.author_profile_id)`,
  );
}

/** Profiles of the event's lineup whose last answer was a cancellation. */
export async function cancelledLineupProfiles(db: DbOrTx, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ profileId: eventParticipations.profileId })
    .from(eventParticipations)
    .where(
      and(
        eq(eventParticipations.eventId, eventId),
        eq(eventParticipations.role, 'Lineup'),
        eq(eventParticipations.cancelled, true),
      ),
    );
  return rows.map((row) => row.profileId);
}

export async function isBlocked(db: DbOrTx, profileId: string, organizerProfileId: string) {
  const [row] = await db
    .select({ profileId: participationBlocks.profileId })
    .from(participationBlocks)
    .where(
      and(
        eq(participationBlocks.profileId, profileId),
        eq(participationBlocks.organizerProfileId, organizerProfileId),
      ),
    );
  return Boolean(row);
}

export async function insertBlock(db: DbOrTx, profileId: string, organizerProfileId: string) {
  await db.insert(participationBlocks).values({ profileId, organizerProfileId }).onConflictDoNothing();
}

export async function deleteBlock(db: DbOrTx, profileId: string, organizerProfileId: string) {
  await db
    .delete(participationBlocks)
    .where(
      and(
        eq(participationBlocks.profileId, profileId),
        eq(participationBlocks.organizerProfileId, organizerProfileId),
      ),
    );
}

export function listBlocks(db: DbOrTx, profileId: string) {
  return db
    .select({ createdAt: participationBlocks.createdAt, organizer: profiles })
    .from(participationBlocks)
    .innerJoin(profiles, eq(profiles.id, participationBlocks.organizerProfileId))
    .where(eq(participationBlocks.profileId, profileId))
    .orderBy(asc(profiles.profileName))
    .limit(500);
}

export function findProfile(db: DbOrTx, id: string) {
  return db.query.profiles.findFirst({ where: eq(profiles.id, id) });
}

// --- External providers ---

export function listExternalProviders(db: DbOrTx, profileId: string) {
  return db
    .select()
    .from(profileExternalProviders)
    .where(eq(profileExternalProviders.profileId, profileId))
    .orderBy(asc(profileExternalProviders.sortOrder), asc(profileExternalProviders.provider));
}

export async function replaceExternalProviders(
  tx: DbOrTx,
  profileId: string,
  rows: { provider: string; url: string | null }[],
  rewrite: boolean,
) {
  if (rewrite)
    await tx.delete(profileExternalProviders).where(eq(profileExternalProviders.profileId, profileId));
  for (const [index, row] of rows.entries()) {
    await tx
      .insert(profileExternalProviders)
      .values({ profileId, provider: row.provider, url: row.url, sortOrder: index })
      .onConflictDoUpdate({
        target: [profileExternalProviders.profileId, profileExternalProviders.provider],
        set: { url: row.url },
      });
  }
}

// --- Likes ---

export interface LikedProfileRow {
  id: string;
  type: ProfileType;
  profile_name: string;
  profile_picture: string | null;
  nickname: string | null;
  role: string;
  is_following: boolean;
}

/**
 * Organizer-side profiles (not fans) whose name folds to one of `keys` (lowercased, unaccented, spaces
 * collapsed — likeNameKey in the contract), with whether `visitorId` follows them; most followed first.
 */
export function profilesNamed(db: DbOrTx, keys: string[], visitorId: string, limit: number) {
  return queryRows<LikedProfileRow>(
    db,
    sql`select p.id, p.type, p.profile_name, p.profile_picture, p.nickname::text as nickname, p.role,
        exists(select 1 from follows f where f.follower_profile_id = ${visitorId}::uuid
          and f.followed_profile_id = p.id) as is_following
      from profiles p
      where p.type <> 'VisitorProfile' and p.id <> ${visitorId}::uuid
        and regexp_replace(lower(unaccent(p.profile_name)), '\\s+', ' ', 'g') = any(${sql.param(keys)}::text[])
      order by p.followers_count desc, p.id limit ${limit}`,
  );
}

export interface LikedEventRow {
  id: string;
  nickname: string | null;
  name: string;
  begin_at: Date | string;
  time_zone: string;
  is_going: boolean;
}

/** Published events not yet over whose name folds to one of `keys`, soonest first. */
export function eventsNamed(db: DbOrTx, keys: string[], visitorId: string, now: Date, limit: number) {
  return queryRows<LikedEventRow>(
    db,
    sql`select e.id, e.nickname::text as nickname, e.name, e.begin_at, e.time_zone,
        exists(select 1 from event_visitors v where v.event_id = e.id and v.profile_id = ${visitorId}::uuid
          and v.status = 'Going') as is_going
      from events e
      where e.status = 'PUBLISHED' and e.end_at >= ${now.toISOString()}::timestamptz
        and regexp_replace(lower(unaccent(e.name)), '\\s+', ' ', 'g') = any(${sql.param(keys)}::text[])
      order by e.begin_at, e.id limit ${limit}`,
  );
}
