import {
  type EventManagement,
  eventScheduleProblems,
  type FieldErrors,
  isOrganizerProfile,
  MAX_EVENT_GENRES,
  MAXIMUM_DATE,
  type MyEvent,
  newEventDates,
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
import { isForeignKeyViolation, uniqueViolation } from '../profiles/db-errors';
import { existingGenreIds } from '../profiles/profiles.repository';
import { timeZoneAt } from '../utility/timezones';
import { type EventInput, prepareEventFields } from './event-input';
import { presentEventManagement } from './event-management.presenter';
import * as repo from './event-management.repository';

const HOUR_MS = 3_600_000;
const MAX_DATE_MS = Date.parse(MAXIMUM_DATE);

/** Maps constraint violations of an event write to contract errors; anything else is rethrown. */
export function rethrowEventWriteError(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint?.includes('nickname')) {
    throw new AppError('EVENT.NICKNAME_TAKEN', 'Another event has this nickname.', {
      Nickname: ['INVALID_VALUE'],
    });
  }
  if (isForeignKeyViolation(error)) {
    throw new AppError('VALIDATION_FAILED', 'Unknown city.', { CityId: ['INVALID_VALUE'] });
  }
  throw error;
}

function throwIfErrors(errors: FieldErrors, message = 'Invalid event data.'): void {
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', message, errors);
}

const parseInstant = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

interface Place {
  values: Partial<NewEvent>;
  timeZone: string;
}

/**
 * Where the event happens and which zone its wall-clock times are in. An online event has no place; an
 * address (with its city chosen from suggestions and a map position) replaces a venue; the venue's zone
 * wins, then the map position's (the getTimezone rule), then the city's, then an explicit TimeZone.
 */
async function resolvePlace(db: DbOrTx, input: EventInput, existing: EventRow | null): Promise<Place> {
  const online = input.IsOnline ?? existing?.isOnline ?? false;
  const fallbackZone = input.TimeZone ?? existing?.timeZone ?? 'UTC';
  if (online) {
    return {
      values: {
        isOnline: true,
        venueId: null,
        venueConfigurationId: null,
        cityId: null,
        address: null,
        lon: null,
        lat: null,
      },
      timeZone: fallbackZone,
    };
  }
  const detachesVenue = Boolean(input.AddressContact) || input.IsOnline === true;
  const keepsVenue = Boolean(existing?.venueId) && !detachesVenue;
  if (keepsVenue && existing) {
    // The venue decides the place: a stray city or map position in the same save must not contradict it.
    return {
      values: {
        isOnline: false,
        cityId: existing.cityId,
        address: existing.address,
        lon: existing.lon,
        lat: existing.lat,
      },
      timeZone: existing.timeZone,
    };
  }

  const values: Partial<NewEvent> = { isOnline: false };
  if (existing?.venueId) Object.assign(values, { venueId: null, venueConfigurationId: null });
  const lon = input.LonLat === undefined ? existing?.lon : (input.LonLat?.Lon ?? null);
  const lat = input.LonLat === undefined ? existing?.lat : (input.LonLat?.Lat ?? null);
  if (lon !== null && lon !== undefined && lat !== null && lat !== undefined)
    return { values, timeZone: timeZoneAt(lon, lat) };
  const cityId = input.CityId === undefined ? existing?.cityId : input.CityId;
  if (cityId) {
    const zone = await repo.findCityZone(db, cityId);
    if (!zone) throw new AppError('VALIDATION_FAILED', 'Unknown city.', { CityId: ['INVALID_VALUE'] });
    return { values, timeZone: zone };
  }
  return { values, timeZone: fallbackZone };
}

/**
 * Begin, End, OpenGate and the selling window after this save. Fields sent are taken as given; fields not
 * sent keep their wall-clock time when the zone changes. A new event gets spec 1 §9 defaults.
 */
function resolveSchedule(
  input: EventInput,
  existing: EventRow | null,
  oldZone: string,
  zone: string,
  now: Date,
) {
  const shift = (value: Date | null | undefined) => (value ? shiftWallClock(value, oldZone, zone) : null);
  const defaults = newEventDates(now, zone);
  const givenBegin = parseInstant(input.Begin);
  const shiftedBegin = existing ? shiftWallClock(existing.beginAt, oldZone, zone) : null;
  const begin = givenBegin ?? shiftedBegin ?? defaults.Begin;
  // Moving the start moves the gate with it and keeps the length; a long-term end stays long-term.
  const moved = shiftedBegin ? begin.getTime() - shiftedBegin.getTime() : 0;
  let end = parseInstant(input.End);
  if (!end) {
    if (!existing) end = givenBegin ? new Date(begin.getTime() + 4 * HOUR_MS) : defaults.End;
    else if (existing.endAt.getTime() === MAX_DATE_MS) end = existing.endAt;
    else end = new Date((shift(existing.endAt) ?? existing.endAt).getTime() + moved);
  }
  let openGate: Date | null | undefined = parseInstant(input.OpenGate);
  if (input.OpenGate === undefined) {
    if (!existing) openGate = givenBegin ? new Date(begin.getTime() - 2 * HOUR_MS) : defaults.OpenGate;
    else {
      const gate = shift(existing.openGateAt);
      openGate = gate && new Date(gate.getTime() + moved);
    }
  }
  const beginSelling =
    input.BeginSelling !== undefined ? parseInstant(input.BeginSelling) : shift(existing?.beginSellingAt);
  const endSelling =
    input.EndSelling !== undefined ? parseInstant(input.EndSelling) : shift(existing?.endSellingAt);
  const schedule = {
    Begin: begin,
    End: end,
    OpenGate: openGate ?? null,
    BeginSelling: beginSelling ?? null,
    EndSelling: endSelling ?? null,
  };
  const entered = (['Begin', 'End', 'OpenGate', 'BeginSelling', 'EndSelling'] as const).filter(
    (field) => input[field] !== undefined,
  );
  throwIfErrors(eventScheduleProblems(schedule, entered), 'Invalid event dates.');
  return {
    beginAt: schedule.Begin,
    endAt: schedule.End,
    openGateAt: schedule.OpenGate,
    beginSellingAt: schedule.BeginSelling,
    endSellingAt: schedule.EndSelling,
  };
}

async function checkGenres(db: DbOrTx, ids: readonly string[] | undefined) {
  if (!ids || ids.length === 0) return;
  if (ids.length > MAX_EVENT_GENRES)
    throw new AppError('VALIDATION_FAILED', 'At most 10 genres.', { Categories: ['MAX_VALUE'] });
  const known = await existingGenreIds(db, ids);
  if (ids.some((id) => !known.has(id)))
    throw new AppError('VALIDATION_FAILED', 'Unknown genre.', { Categories: ['INVALID_VALUE'] });
}

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
