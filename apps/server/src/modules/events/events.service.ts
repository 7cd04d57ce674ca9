import type {
  EventBegin,
  EventDetail,
  EventListItem,
  EventSearchQuery,
  Language,
  ProfileEventsQuery,
} from '@marquee/contract';
import { isPublished } from '@marquee/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { presentProfileRef } from '../profiles/profiles.presenter';
import { buildEventCalendar } from './calendar';
import type { EventCardsRepository } from './event-cards.repository';
import { presentEventDetail } from './event-detail.presenter';
import type { EventDetailRepository, EventDetailRow, RelatedPerformanceRow } from './event-detail.repository';
import { presentEventListItem } from './events.presenter';
import {
  type BeginFilter,
  followedTaste,
  profileEvents,
  profileExists,
  type RecommendedEvents,
  supportedEvents,
  uniqueLineupMemberPicks,
  visitorEvents,
} from './events.repository';
import { createReadCache } from './read-cache';
import { followedAmong, goingStatusOf, type Viewer } from './viewer';

const page = (query: { page: number; perPage: number }) => ({
  limit: query.perPage,
  offset: query.page * query.perPage,
});

export function beginFilter(value: EventBegin | undefined, now: Date): BeginFilter {
  if (value === undefined || value === 'future') return { kind: 'future', now };
  if (value === 'past') return { kind: 'past', now };
  return { kind: 'from', from: new Date(value) };
}

/** What GET /event/{id} loads for an event, whoever asks; `anonymous` holds its answers per language. */
interface DetailEntry {
  row: EventDetailRow | null;
  related: RelatedPerformanceRow[];
  anonymous: Map<Language, EventDetail>;
}

/** The prepared-statement repositories the event reads share with search and spots (composition root). */
export interface EventReadRepositories {
  cards: EventCardsRepository;
  details: EventDetailRepository;
  recommended: RecommendedEvents;
}

/**
 * Event reads for the public: drafts are only ever shown to holders of a claim on their author profile.
 * `cacheTtlMs` (see read-cache.ts) lets the event page and listings reuse a load for that long; 0 = off.
 * The service owns those memos; clearReadCaches() empties them (after every write, modules/index.ts).
 */
export function createEventsService(
  db: Db,
  repos: EventReadRepositories,
  options: { publicUrl: string; now?: () => Date; cacheTtlMs?: number },
) {
  const now = options.now ?? (() => new Date());
  const ttlMs = options.cacheTtlMs ?? 0;
  const details = createReadCache<DetailEntry>(ttlMs);
  const listings = createReadCache<EventListItem[]>(ttlMs);

  async function loadDetail(key: string): Promise<DetailEntry> {
    const row = await repos.details.find(key);
    const related =
      row?.eventGroupId && isPublished(row.status)
        ? await repos.details.related(row.eventGroupId, row.id, now())
        : [];
    return { row, related, anonymous: new Map() };
  }

  /** The event by id or nickname if the viewer may see it. Throws NOT_FOUND otherwise. */
  async function visibleEvent(
    key: string,
    viewer: Viewer,
  ): Promise<{ row: EventDetailRow; isAuthor: boolean }> {
    const row = await repos.details.find(key);
    const isAuthor = row ? viewer.claimedProfileIds.has(row.authorProfileId) : false;
    // A draft answers exactly like a missing event, so its existence doesn't leak.
    if (!row || (!isPublished(row.status) && !isAuthor)) throw new AppError('NOT_FOUND', 'No such event.');
    return { row, isAuthor };
  }

  return {
    /** Empties the event page and listing memos (a write was handled). */
    clearReadCaches(): void {
      details.clear();
      listings.clear();
    },

    /** Published events for listings; no errors beyond validation. */
    async search(query: EventSearchQuery, language: Language): Promise<EventListItem[]> {
      const key = JSON.stringify([
        language,
        query.categories,
        query.cityId,
        query.since,
        query.till,
        query.withoutStream ?? false,
        query.page,
        query.perPage,
      ]);
      return listings.get(key, async () => {
        const rows = await repos.cards.search({
          genreIds: query.categories,
          cityId: query.cityId,
          since: query.since ? new Date(query.since) : now(),
          till: query.till ? new Date(query.till) : undefined,
          withoutStream: query.withoutStream ?? false,
          ...page(query),
        });
        return rows.map((row) => presentEventListItem(row, language));
      });
    },

    /** Upcoming published events ranked for the viewer; throws nothing. */
    async recommended(query: { page: number; perPage: number }, viewer: Viewer, language: Language) {
      const taste = viewer.activeProfileId ? await followedTaste(db, viewer.activeProfileId) : null;
      const rows = await repos.recommended({ now: now(), taste, ...page(query) });
      return rows.map((row) => presentEventListItem(row, language));
    },

    /** Published events by id, in the order asked; unknown and draft ids are skipped. Throws nothing. */
    async byIds(ids: string[], language: Language): Promise<EventListItem[]> {
      const rows = await repos.cards.byIds([...new Set(ids)], 'published');
      return rows.map((row) => presentEventListItem(row, language));
    },

    /** GET /event?profileId|VisitorId. Throws NOT_FOUND for an unknown profile. */
    async ofProfile(query: ProfileEventsQuery, viewer: Viewer, language: Language): Promise<EventListItem[]> {
      const begin = beginFilter(query.eventBegin, now());
      const profileId = query.profileId ?? query.VisitorId ?? '';
      if (!(await profileExists(db, profileId))) throw new AppError('NOT_FOUND', 'No such profile.');
      const rows = query.profileId
        ? await profileEvents(db, {
            profileId,
            includeDrafts: viewer.claimedProfileIds.has(profileId),
            begin,
            ...page(query),
          })
        : await visitorEvents(db, { visitorId: profileId, begin, ...page(query) });
      return rows.map((row) => presentEventListItem(row, language));
    },

    /** GET /media/{id}/supportedevents. Throws NOT_FOUND for an unknown profile. */
    async supported(
      profileId: string,
      query: { Past?: boolean; page: number; perPage: number },
      language: Language,
    ) {
      if (!(await profileExists(db, profileId))) throw new AppError('NOT_FOUND', 'No such profile.');
      const begin = beginFilter(query.Past ? 'past' : 'future', now());
      const rows = await supportedEvents(db, { profileId, begin, ...page(query) });
      return rows.map((row) => presentEventListItem(row, language));
    },

    /** One event per lineup member (its soonest match), at most numberOfEvents, each event once. Throws nothing. */
    async uniqueLineupMembers(
      query: { categories?: string[]; cityId?: string; since?: string; numberOfEvents: number },
      language: Language,
    ) {
      const picks = await uniqueLineupMemberPicks(db, {
        genreIds: query.categories,
        cityId: query.cityId,
        since: query.since ? new Date(query.since) : now(),
        // Festivals put many members on one event; over-fetch so deduping still fills the list.
        limit: query.numberOfEvents * 10,
      });
      const chosen = new Map<string, string>();
      for (const pick of picks) {
        if (chosen.size >= query.numberOfEvents) break;
        // Picks are one per member already; a festival's second member must not repeat the festival.
        if (!chosen.has(pick.eventId)) chosen.set(pick.eventId, pick.profileId);
      }
      const [cards, members] = await Promise.all([
        repos.cards.byIds([...chosen.keys()]),
        db.query.profiles.findMany({ where: (p, { inArray }) => inArray(p.id, [...chosen.values()]) }),
      ]);
      const memberById = new Map(members.map((member) => [member.id, member]));
      return cards.flatMap((card) => {
        const member = memberById.get(chosen.get(card.id) ?? '');
        return member
          ? [{ ...presentEventListItem(card, language), LineupMember: presentProfileRef(member) }]
          : [];
      });
    },

    /**
     * GET /event/{id}. Throws NOT_FOUND for unknown ids and for drafts the viewer doesn't author. The event
     * as everyone sees it comes from the read memo; an author (who may be editing it) always reads afresh.
     */
    async detail(key: string, viewer: Viewer, language: Language): Promise<EventDetail> {
      let entry = await details.get(key, () => loadDetail(key));
      const mayAuthor = entry.row !== null && viewer.claimedProfileIds.has(entry.row.authorProfileId);
      if (mayAuthor) entry = await loadDetail(key);
      const row = entry.row;
      const isAuthor = row ? viewer.claimedProfileIds.has(row.authorProfileId) : false;
      // A draft answers exactly like a missing event, so its existence doesn't leak.
      if (!row || (!isPublished(row.status) && !isAuthor)) throw new AppError('NOT_FOUND', 'No such event.');
      const at = now();
      if (!viewer.activeProfileId && !isAuthor) {
        const cached = entry.anonymous.get(language);
        if (cached) return cached;
      }
      const profileIds = [
        row.authorProfileId,
        ...row.lineup.flatMap((item) => (item.profileId ? [item.profileId] : [])),
      ];
      const [followed, status, related] = await Promise.all([
        followedAmong(db, viewer.activeProfileId, profileIds),
        goingStatusOf(db, row.id, viewer.activeProfileId),
        // Drafts are only ever loaded for their author; a draft's other performances are shown to it.
        row.eventGroupId && !isPublished(row.status)
          ? repos.details.related(row.eventGroupId, row.id, at)
          : Promise.resolve(entry.related),
      ]);
      const answer = presentEventDetail(row, {
        now: at,
        language,
        isAuthor,
        followed,
        goingStatus: status,
        goingCount: Number(row.goingCount),
        related,
      });
      if (!viewer.activeProfileId && !isAuthor && !mayAuthor) entry.anonymous.set(language, answer);
      return answer;
    },

    /** GET /event/{id}/calendar.ics. Throws NOT_FOUND like detail. */
    async calendar(
      key: string,
      viewer: Viewer,
      language: Language,
    ): Promise<{ ics: string; fileName: string }> {
      const { row } = await visibleEvent(key, viewer);
      const slug = (row.nickname ?? row.id).replace(/[^A-Za-z0-9._-]+/g, '-');
      return { ics: buildEventCalendar(row, options.publicUrl, language, now()), fileName: `${slug}.ics` };
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
