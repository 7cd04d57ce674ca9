import {
  eventScheduleProblems,
  type FieldErrors,
  MAX_EVENT_GENRES,
  MAXIMUM_DATE,
  newEventDates,
  shiftWallClock,
} from '@marquee/contract';
import type { DbOrTx } from '../../db/client';
import type { EventRow, NewEvent } from '../../db/schema/events';
import { AppError } from '../../plugins/errors';
import { isForeignKeyViolation, uniqueViolation } from '../profiles/db-errors';
import { existingGenreIds } from '../profiles/profiles.repository';
import { timeZoneAt } from '../utility/timezones';
import type { EventInput } from './event-input';
import * as repo from './event-management.repository';

// The steps of an event save (POST/PUT /event) that decide, inside its transaction, what the row becomes:
// the place and its time zone, the schedule in that zone, the genres; and how a constraint violation of
// the write reads as a contract error. The save itself (locks, order, publish check) is the service's.

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

export interface Place {
  values: Partial<NewEvent>;
  timeZone: string;
}

/**
 * Where the event happens and which zone its wall-clock times are in. An online event has no place; an
 * address (with its city chosen from suggestions and a map position) replaces a venue; the venue's zone
 * wins, then the map position's (the getTimezone rule), then the city's, then an explicit TimeZone.
 */
export async function resolvePlace(db: DbOrTx, input: EventInput, existing: EventRow | null): Promise<Place> {
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
export function resolveSchedule(
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

export async function checkGenres(db: DbOrTx, ids: readonly string[] | undefined) {
  if (!ids || ids.length === 0) return;
  if (ids.length > MAX_EVENT_GENRES)
    throw new AppError('VALIDATION_FAILED', 'At most 10 genres.', { Categories: ['MAX_VALUE'] });
  const known = await existingGenreIds(db, ids);
  if (ids.some((id) => !known.has(id)))
    throw new AppError('VALIDATION_FAILED', 'Unknown genre.', { Categories: ['INVALID_VALUE'] });
}
