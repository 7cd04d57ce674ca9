import type { EventListItem, Language, ProfileSummary, Spot } from '@marquee/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { SpotRow } from '../../db/schema/discovery';
import { presentProfileSummary } from '../discovery/discovery.presenter';
import type { DiscoveryRepository } from '../discovery/discovery.repository';
import type { EventCardsRepository } from '../events/event-cards.repository';
import { presentEventListItem } from '../events/events.presenter';
import { followedAmong, type Viewer } from '../events/viewer';
import { listCurrentSpots } from './spots.repository';

/** A spot is only shown with something to show: nested groups deeper than this are cut off. */
const MAX_DEPTH = 3;

function presentSpot(row: SpotRow, ref: Spot['Ref'], children: Spot[]): Spot {
  return {
    Id: row.id,
    Name: row.name,
    Title: row.title,
    ProfilePicture: row.profilePicture,
    TimePeriod: { Begin: row.beginAt?.toISOString() ?? null, End: row.endAt?.toISOString() ?? null },
    Type: row.type,
    EntityType: row.entityType,
    Ref: ref,
    SpotCustomOptions: { CustomText: row.customText },
    Url: row.url,
    ExternalSpotType: row.externalSpotType,
    Children: children,
  };
}

/** GET /spot?Name (spec 1 §3 "Spot"): external, entity and nested group spots within their TimePeriod. */
export function createSpotsService(
  db: Db,
  repos: { search: DiscoveryRepository; eventCards: EventCardsRepository },
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
) {
  return {
    /**
     * The group's spots as a tree. An entity spot whose event is a draft or over, or whose entity type is
     * unsupported, is skipped (logged, spec 1 §8 "EntityType not supported"); an empty group is skipped.
     * Throws nothing.
     */
    async list(name: string, viewer: Viewer, language: Language): Promise<Spot[]> {
      const at = now();
      const rows = await listCurrentSpots(db, name, at);
      const eventIds = rows.flatMap((row) =>
        row.entityType === 'Event' && row.eventId ? [row.eventId] : [],
      );
      const profileIds = rows.flatMap((row) =>
        row.entityType === 'Profile' && row.profileId ? [row.profileId] : [],
      );
      const [eventRows, profileRows, followed] = await Promise.all([
        repos.eventCards.byIds(eventIds, 'current', at),
        repos.search.profileSummariesByIds(profileIds),
        followedAmong(db, viewer.activeProfileId, profileIds),
      ]);
      const eventRefs = new Map<string, EventListItem>(
        eventRows.map((row) => [row.id, presentEventListItem(row, language)]),
      );
      const profileRefs = new Map<string, ProfileSummary>(
        profileRows.map((row) => [row.profile.id, presentProfileSummary(row, language, followed)]),
      );
      const childrenOf = new Map<string | null, SpotRow[]>();
      for (const row of rows)
        childrenOf.set(row.parentSpotId, [...(childrenOf.get(row.parentSpotId) ?? []), row]);

      const build = (row: SpotRow, depth: number): Spot | null => {
        if (row.type === 'ExternalSpot') return presentSpot(row, null, []);
        if (row.type === 'GroupSpot') {
          if (depth >= MAX_DEPTH) return null;
          const children = (childrenOf.get(row.id) ?? []).flatMap((child) => build(child, depth + 1) ?? []);
          return children.length > 0 ? presentSpot(row, null, children) : null;
        }
        const ref =
          row.entityType === 'Event'
            ? eventRefs.get(row.eventId ?? '')
            : row.entityType === 'Profile'
              ? profileRefs.get(row.profileId ?? '')
              : undefined;
        if (row.entityType !== 'Event' && row.entityType !== 'Profile') {
          log.warn({ spotId: row.id, entityType: row.entityType }, 'EntityType not supported; spot skipped');
        }
        return ref ? presentSpot(row, ref, []) : null;
      };
      // Roots only: a child whose group is outside its period is not shown on its own.
      return (childrenOf.get(null) ?? []).flatMap((row) => build(row, 0) ?? []);
    },
  };
}
