import { isOnMinuteStep, isOrganizerProfile, type LineupInputSchema } from '@marquee/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { EventRow } from '../../db/schema/events';
import { AppError } from '../../plugins/errors';
import type { ParticipationHooks } from '../participation';
import { requireProfileEditor } from '../profiles/profile-routing';
import { presentManagedLineupItem } from './event-management.presenter';
import * as repo from './event-management.repository';
import * as lineupRepo from './lineup.repository';

export type LineupInput = z.output<typeof LineupInputSchema>;
export const MAX_LINEUP_ENTRIES = 200;

async function entryWithProfile(db: DbOrTx, id: string) {
  const row = await lineupRepo.findLineupEntryWithProfile(db, id);
  if (!row) throw new Error('lineup entry vanished');
  return presentManagedLineupItem(row);
}

/** Columns of a lineup entry: a linked profile gives the name; Begin on the 5-minute grid. */
async function entryValues(db: DbOrTx, input: LineupInput) {
  let name = input.Name?.trim() ?? '';
  if (input.ProfileId) {
    const profile = await repo.profileOf(db, input.ProfileId);
    if (!profile || !isOrganizerProfile(profile.type))
      throw new AppError('VALIDATION_FAILED', 'Unknown performer.', { ProfileId: ['INVALID_VALUE'] });
    name = profile.profileName;
  }
  if (!name) throw new AppError('VALIDATION_FAILED', 'Name the performer.', { Name: ['FIELD_REQUIRED'] });
  const beginAt = input.Begin ? new Date(input.Begin) : null;
  if (beginAt && !isOnMinuteStep(beginAt))
    throw new AppError('VALIDATION_FAILED', 'Minutes step by 5.', { Begin: ['DATE_INVALID'] });
  return {
    profileId: input.ProfileId ?? null,
    name,
    day: input.Day ?? null,
    beginAt,
    hideTime: input.HideTime,
  };
}

/** Lineup editing by the organizer and confirmation by performers and the venue (spec 3 §4, §7). */
export function createLineupService(db: Db, participation?: ParticipationHooks) {
  return {
    /** The event (drafts too) for the performer's and the venue's confirmations. Throws NOT_FOUND. */
    async event(id: string): Promise<EventRow> {
      const event = await repo.findEvent(db, id);
      if (!event) throw new AppError('NOT_FOUND', 'Event not found.');
      return event;
    },

    /** POST /event/{id}/lineup: appended unless Order says where. Throws VALIDATION_FAILED. */
    async add(event: EventRow, input: LineupInput) {
      const id = await db.transaction(async (tx) => {
        await repo.lockEvent(tx, event.id);
        const values = await entryValues(tx, input);
        if (values.profileId)
          await participation?.assertListable(tx, event.authorProfileId, values.profileId);
        const stats = await lineupRepo.lineupStats(tx, event.id);
        if ((stats?.count ?? 0) >= MAX_LINEUP_ENTRIES)
          throw new AppError('VALIDATION_FAILED', 'The lineup is full.', { Name: ['MAX_VALUE'] });
        const row = await lineupRepo.insertLineupEntry(tx, {
          eventId: event.id,
          ...values,
          sortOrder: input.Order ?? (stats?.last ?? -1) + 1,
        });
        if (!row) throw new Error('lineup insert returned nothing');
        await repo.refreshSearchText(tx, event.id);
        return { id: row.id, profileId: values.profileId };
      });
      if (id.profileId && id.profileId !== event.authorProfileId)
        await participation?.listed(event.id, id.profileId, 'Lineup');
      return entryWithProfile(db, id.id);
    },

    /** PUT /event/{id}/lineup/{lineupId}: replaces the entry; a new performer must confirm again. */
    async update(event: EventRow, lineupId: string, input: LineupInput) {
      const added = await db.transaction(async (tx) => {
        const current = await lineupRepo.lockLineupEntry(tx, event.id, lineupId);
        if (!current) throw new AppError('NOT_FOUND', 'No such lineup entry.');
        const values = await entryValues(tx, input);
        const changed = values.profileId !== null && values.profileId !== current.profileId;
        if (changed && values.profileId)
          await participation?.assertListable(tx, event.authorProfileId, values.profileId);
        await lineupRepo.updateLineupEntry(tx, lineupId, {
          ...values,
          confirmed: values.profileId === current.profileId ? current.confirmed : false,
          ...(input.Order === undefined ? {} : { sortOrder: input.Order }),
        });
        await repo.refreshSearchText(tx, event.id);
        return changed ? values.profileId : null;
      });
      if (added && added !== event.authorProfileId) await participation?.listed(event.id, added, 'Lineup');
      return entryWithProfile(db, lineupId);
    },

    async remove(event: EventRow, lineupId: string) {
      await db.transaction(async (tx) => {
        if (!(await lineupRepo.deleteLineupEntry(tx, event.id, lineupId)))
          throw new AppError('NOT_FOUND', 'No such lineup entry.');
        await repo.refreshSearchText(tx, event.id);
      });
    },

    /**
     * PUT /event/{id}/lineup/{artistId}?Confirmed: the performer's own profile confirms (or cancels) its
     * attendance. Throws UNAUTHORIZED/FORBIDDEN without an editing claim on it, NOT_FOUND when not listed.
     */
    async confirmAttendance(request: FastifyRequest, eventId: string, artistId: string, confirmed: boolean) {
      await requireProfileEditor(request, artistId);
      const rows = await lineupRepo.setProfileConfirmed(db, eventId, artistId, confirmed);
      if (rows.length === 0) throw new AppError('NOT_FOUND', 'This profile is not in the lineup.');
      await participation?.answered(eventId, artistId, 'Lineup', confirmed);
      return Promise.all(rows.map((row) => entryWithProfile(db, row.id)));
    },

    /** PUT /event/{id}/building/confirmation?Confirmed: the venue's profile confirms hosting the event. */
    async confirmHosting(request: FastifyRequest, event: EventRow, confirmed: boolean) {
      if (!event.venueId) throw new AppError('NOT_FOUND', 'The event has no venue.');
      const venueProfileId = await lineupRepo.findVenueProfileId(db, event.venueId);
      if (venueProfileId === null) throw new AppError('NOT_FOUND', 'The event has no venue.');
      await requireProfileEditor(request, venueProfileId);
      await repo.upsertSettings(db, event.id, { buildingConfirmed: confirmed });
      await participation?.answered(event.id, venueProfileId, 'Venue', confirmed);
      return { Confirmed: confirmed };
    },
  };
}
