import { and, asc, eq, gt, inArray, lte, min, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events } from '../../db/schema/events';
import { eventBasePrices, eventTicketCategories } from '../../db/schema/pricing';
import { profiles } from '../../db/schema/profiles';
import { type StreamStatus, streams, vods } from '../../db/schema/streams';
import { type BeginFilter, beginCondition } from '../events/events.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface StreamListFilter {
  authorId?: string;
  statuses: StreamStatus[];
  /** Folded (normalizeSearchText) words that must all occur in the title. */
  words: string[];
  begin: BeginFilter;
  limit: number;
  offset: number;
}

/** Streams with their author and recording count; ordered by begin (see BeginFilter), then id. */
export async function listStreams(db: DbOrTx, filter: StreamListFilter) {
  const { where, orderBy } = beginCondition(filter.begin, streams.beginAt, streams.endAt);
  const conditions: (SQL | undefined)[] = [inArray(streams.status, filter.statuses), where];
  if (filter.authorId) conditions.push(eq(streams.authorProfileId, filter.authorId));
  for (const word of filter.words) {
    conditions.push(
      sql`f_unaccent(lower(${streams.title})) like ${`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
    );
  }
  return db
    .select({
      stream: streams,
      author: {
        id: profiles.id,
        type: profiles.type,
        profileName: profiles.profileName,
        profilePicture: profiles.profilePicture,
        nickname: profiles.nickname,
        role: profiles.role,
      },
      vodCount: sql<number>`(select count(*)::int from ${vods} where ${vods.streamId} = ${streams.id})`,
    })
    .from(streams)
    .innerJoin(profiles, eq(profiles.id, streams.authorProfileId))
    .where(and(...conditions))
    .orderBy(...orderBy, asc(streams.id))
    .limit(filter.limit)
    .offset(filter.offset);
}
export type StreamListRow = Awaited<ReturnType<typeof listStreams>>[number];

/** A stream by id or nickname with its author, recordings and its event's lineup, genres and contacts. */
export async function findStream(db: DbOrTx, key: string) {
  const row = await db.query.streams.findFirst({
    where: UUID.test(key) ? eq(streams.id, key) : eq(streams.nickname, key),
    with: {
      author: true,
      vods: { orderBy: (vod, { asc }) => [asc(vod.startTime), asc(vod.id)] },
      event: {
        with: {
          genres: { with: { genre: true } },
          lineup: {
            with: { profile: true },
            orderBy: (lineup, { asc }) => [asc(lineup.day), asc(lineup.sortOrder), asc(lineup.id)],
          },
        },
      },
    },
  });
  if (!row) return null;
  // A paid stream's price is its event's: the lowest price on sale now (one more read, paid streams only).
  const price = row.sellingChannel === 'Paid' && row.eventId ? await currentPrice(db, row.eventId) : null;
  return { ...row, price };
}
export type StreamDetailRow = NonNullable<Awaited<ReturnType<typeof findStream>>>;

/** The lowest base price of the event's (non-donation) categories valid now, with the event's currency. */
export async function currentPrice(db: DbOrTx, eventId: string) {
  const [row] = await db
    .select({ minor: min(eventBasePrices.priceMinor), currency: events.currency })
    .from(events)
    .innerJoin(
      eventTicketCategories,
      and(eq(eventTicketCategories.eventId, events.id), eq(eventTicketCategories.isDonate, false)),
    )
    .innerJoin(
      eventBasePrices,
      and(
        eq(eventBasePrices.ticketCategoryId, eventTicketCategories.id),
        lte(eventBasePrices.validFrom, sql`now()`),
        gt(eventBasePrices.validTill, sql`now()`),
      ),
    )
    .where(eq(events.id, eventId))
    .groupBy(events.currency);
  return row && row.minor !== null ? { minor: row.minor, currency: row.currency } : null;
}

/** The few fields the organizer's stream calls need (issue 20), by id or nickname. */
export async function findStreamOwner(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ id: streams.id, title: streams.title, authorProfileId: streams.authorProfileId })
    .from(streams)
    .where(UUID.test(key) ? eq(streams.id, key) : eq(streams.nickname, key))
    .limit(1);
  return row ?? null;
}
