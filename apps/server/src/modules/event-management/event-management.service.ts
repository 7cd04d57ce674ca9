import {
  type EventManagement,
  isOrganizerProfile,
  type MyEvent,
  publishProblems,
  shiftWallClock,
} from '@marquee/contract';
import { inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { normalizeSearchText } from '../../db/schema/columns';
import { type EventRow, events, type NewEvent } from '../../db/schema/events';
import { AppError } from '../../plugins/errors';
import { turnstileFlags } from '../checkin/turnstile.service';
import { listEventCards } from '../events/event-cards.repository';
import { presentEventListItem } from '../events/events.presenter';
import type { ParticipationHooks } from '../participation';
import { type EventInput, prepareEventFields } from './event-input';
import { presentEventManagement } from './event-management.presenter';
import * as repo from './event-management.repository';
import { checkGenres, resolvePlace, resolveSchedule, rethrowEventWriteError } from './event-write-steps';

export { rethrowEventWriteError } from './event-write-steps';

export function createEventManagementService(db: Db, participation?: ParticipationHooks) {
  /** `isEditor`: the caller may change the event (every write is an editor's; a read may be a viewer's). */
  async function view(tx: DbOrTx, eventId: string, isEditor = true): Promise<EventManagement> {
    const row = await repo.loadEventAggregate(tx, eventId);
    if (!row) throw new AppError('NOT_FOUND', 'Event not found.');
    const [settings, gallery, responsible, seasonEventIds, related, sold, turnstile, cancelled] =
      await Promise.all([
        repo.findSettings(tx, eventId),
        repo.listGallery(tx, eventId),
        repo.findEventResponsible(tx, eventId),
        repo.seasonEventIdsOf(tx, eventId),
        row.eventGroupId ? repo.groupMembers(tx, row.eventGroupId, row.id) : Promise.resolve([]),
        repo.soldCounts(tx, [eventId]),
        turnstileFlags(tx, row, isEditor, new Date()),
        participation?.cancelledIn(tx, eventId),
      ]);
    return presentEventManagement(row, {
      cancelled,
      settings,
      gallery,
      responsible,
      seasonEventIds,
      related,
      ticketsSold: sold.get(eventId) ?? 0,
      turnstile,
    });
  }

  /** What a published event must have; throws EVENT.PUBLISH_INCOMPLETE with the missing fields. */
  async function assertPublishable(tx: DbOrTx, event: EventRow, now: Date): Promise<void> {
    const problems = publishProblems(
      {
        ProfilePicture: event.profilePicture,
        IsOnline: event.isOnline,
        HasPlace: Boolean(event.venueId || event.cityId),
        End: event.endAt,
        SellingChannel: event.sellingChannel,
        ExternalUrl: event.externalUrl,
        PricedCategoryCount: await repo.pricedCategoryCount(tx, event.id, now),
        MissingCategoryKeys: event.venueConfigurationId
          ? await repo.missingCategoryKeys(tx, event.id, event.venueConfigurationId)
          : [],
        HasResponsible: await repo.hasResponsible(tx, event.id),
      },
      now,
    );
    if (Object.keys(problems).length > 0)
      throw new AppError('EVENT.PUBLISH_INCOMPLETE', 'The event is not complete yet.', problems);
  }

  async function write(
    input: EventInput,
    existing: EventRow | null,
    now: Date,
    base: Partial<NewEvent>,
  ): Promise<string> {
    try {
      return await db.transaction(async (tx) => {
        const current = existing ? await repo.lockEvent(tx, existing.id) : null;
        if (existing && !current) throw new AppError('NOT_FOUND', 'Event not found.');
        const prepared = prepareEventFields(input, current);
        await checkGenres(tx, prepared.categoryIds);
        const place = await resolvePlace(tx, input, current);
        const schedule = resolveSchedule(
          input,
          current,
          current?.timeZone ?? place.timeZone,
          place.timeZone,
          now,
        );
        const values: Partial<NewEvent> = {
          ...base,
          ...prepared.values,
          ...place.values,
          ...schedule,
          timeZone: place.timeZone,
        };
        let row: EventRow;
        if (current) {
          if (place.values.venueId === null && current.venueConfigurationId)
            await repo.deleteSectorSettings(tx, current.id);
          row = await repo.updateEvent(tx, current.id, values);
        } else {
          const name = values.name ?? '';
          row = await repo.insertEvent(tx, {
            ...values,
            name,
            searchText: normalizeSearchText(name),
          } as NewEvent);
        }
        if (prepared.categoryIds) await repo.replaceEventGenres(tx, row.id, prepared.categoryIds);
        if (prepared.trackingProviders)
          await repo.upsertSettings(tx, row.id, { trackingProviders: prepared.trackingProviders });
        if (values.name !== undefined || values.keywords !== undefined)
          await repo.refreshSearchText(tx, row.id);
        // A published event stays complete: a save that would take something required away is refused.
        if (row.status === 'PUBLISHED') await assertPublishable(tx, row, now);
        return row.id;
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      rethrowEventWriteError(error);
    }
  }

  return {
    view: (eventId: string, options: { isEditor?: boolean } = {}) => view(db, eventId, options.isEditor),

    /**
     * POST /event: a draft authored by `authorProfileId` with spec 1 §9 defaults (EUR, free, tomorrow
     * 18:00–22:00, gate 16:00). Throws FORBIDDEN (visitor profile), VALIDATION_FAILED, EVENT.NICKNAME_*.
     */
    async create(input: EventInput, author: { profileId: string; profileType: string }, now: Date) {
      if (!isOrganizerProfile(author.profileType))
        throw new AppError('FORBIDDEN', 'Only organizer profiles create events.');
      const id = await write(input, null, now, {
        authorProfileId: author.profileId,
        status: 'DRAFT',
        currency: 'EUR',
        sellingChannel: 'IsFree',
      });
      return view(db, id);
    },

    /** PUT /event/{id}: a partial save. Throws VALIDATION_FAILED, EVENT.NICKNAME_*, EVENT.PUBLISH_INCOMPLETE. */
    async update(event: EventRow, input: EventInput, now: Date) {
      await write(input, event, now, {});
      return view(db, event.id);
    },

    /**
     * PUT /event/{id}/setvenue: the venue, its layout (given or its first) and with them the place and the
     * zone; times keep their wall clock. A changed layout drops the per-sector settings of the old one.
     */
    async setVenue(
      event: EventRow,
      venueId: string | null,
      configurationId: string | null | undefined,
      now: Date,
    ) {
      // Issue 26: the venue's profile (when it is another's) is asked to confirm hosting, and told once.
      let listedVenueProfile: string | null = null;
      await db.transaction(async (tx) => {
        const current = await repo.lockEvent(tx, event.id);
        if (!current) throw new AppError('NOT_FOUND', 'Event not found.');
        let values: Partial<NewEvent>;
        if (venueId === null) {
          values = { venueId: null, venueConfigurationId: null };
        } else {
          const venue = await repo.findVenue(tx, venueId);
          if (!venue)
            throw new AppError('VALIDATION_FAILED', 'Unknown venue.', { VenueId: ['INVALID_VALUE'] });
          const configuration = await repo.findConfiguration(tx, venueId, configurationId);
          if (configurationId && !configuration)
            throw new AppError('VALIDATION_FAILED', 'Not a layout of this venue.', {
              VenueConfigurationId: ['INVALID_VALUE'],
            });
          if (venue.profileId && venue.id !== current.venueId) {
            await participation?.assertListable(tx, current.authorProfileId, venue.profileId);
            if (venue.profileId !== current.authorProfileId) listedVenueProfile = venue.profileId;
          }
          const shift = (value: Date | null) =>
            value && shiftWallClock(value, current.timeZone, venue.timeZone);
          values = {
            venueId: venue.id,
            venueConfigurationId: configuration?.id ?? null,
            isOnline: false,
            cityId: venue.cityId,
            address: venue.address,
            lon: venue.lon,
            lat: venue.lat,
            timeZone: venue.timeZone,
            beginAt: shift(current.beginAt) ?? current.beginAt,
            endAt: shift(current.endAt) ?? current.endAt,
            openGateAt: shift(current.openGateAt),
            beginSellingAt: shift(current.beginSellingAt),
            endSellingAt: shift(current.endSellingAt),
          };
        }
        if (current.venueConfigurationId && values.venueConfigurationId !== current.venueConfigurationId)
          await repo.deleteSectorSettings(tx, current.id);
        // Another venue has not confirmed anything yet.
        if (values.venueId !== current.venueId)
          await repo.upsertSettings(tx, current.id, { buildingConfirmed: false });
        const row = await repo.updateEvent(tx, current.id, values);
        if (row.status === 'PUBLISHED') await assertPublishable(tx, row, now);
      });
      if (listedVenueProfile) await participation?.listed(event.id, listedVenueProfile, 'Venue');
      return view(db, event.id);
    },

    /** PUT /event/{id}/status: DRAFT always; PUBLISHED only when complete (EVENT.PUBLISH_INCOMPLETE). */
    async setStatus(event: EventRow, status: 'PUBLISHED' | 'DRAFT', now: Date) {
      await db.transaction(async (tx) => {
        const current = await repo.lockEvent(tx, event.id);
        if (!current) throw new AppError('NOT_FOUND', 'Event not found.');
        if (status === 'PUBLISHED') await assertPublishable(tx, current, now);
        await repo.updateEvent(tx, current.id, { status });
      });
      return view(db, event.id);
    },

    async setShowPromocodeSection(event: EventRow, show: boolean) {
      await repo.updateEvent(db, event.id, { showPromocodeSection: show });
      return view(db, event.id);
    },

    /** GET /event/myevents/{profileId}: the profile's events (drafts included), 8 a page. */
    async myEvents(
      profileId: string,
      query: {
        eventBegin?: '' | 'Future' | 'Past';
        statuses?: ('PUBLISHED' | 'DRAFT')[];
        key?: string;
        order?: 'asc' | 'desc';
        from?: string;
        till?: string;
        groupEvents?: boolean;
        eventType?: 'Online' | 'Venue';
        page: number;
        perPage: number;
      },
      language: Parameters<typeof presentEventListItem>[1],
      now: Date,
    ): Promise<MyEvent[]> {
      const timeline = query.eventBegin || undefined;
      const descending = query.order ? query.order === 'desc' : timeline !== 'Future';
      const ids = await repo.myEventIds(db, {
        profileId,
        statuses: query.statuses,
        key: query.key,
        timeline,
        from: query.from ? new Date(query.from) : undefined,
        till: query.till ? new Date(query.till) : undefined,
        online: query.eventType === undefined ? undefined : query.eventType === 'Online',
        groupEvents: query.groupEvents,
        descending,
        limit: query.perPage,
        offset: query.page * query.perPage,
        now,
      });
      if (ids.length === 0) return [];
      const [cards, extra, sold] = await Promise.all([
        listEventCards(db, { where: inArray(events.id, ids), orderBy: [], limit: ids.length }),
        repo.managementColumns(db, ids),
        repo.soldCounts(db, ids),
      ]);
      const cardById = new Map(cards.map((card) => [card.id, card]));
      const extraById = new Map(extra.map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const card = cardById.get(id);
        const more = extraById.get(id);
        if (!card || !more) return [];
        return [
          {
            ...presentEventListItem(card, language),
            Status: more.status,
            EventGroupId: more.eventGroupId,
            PerformanceLabel: more.performanceLabel,
            TicketsSold: sold.get(id) ?? 0,
          },
        ];
      });
    },
  };
}
export type EventManagementService = ReturnType<typeof createEventManagementService>;
