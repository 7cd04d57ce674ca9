import { randomUUID } from 'node:crypto';
import type { ProfileType } from '@marquee/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { ProfileResponsibleRow } from '../../db/schema/event-management';
import type { EventRow } from '../../db/schema/events';
import { AppError } from '../../plugins/errors';
import { isResponsibleLocked, presentResponsible } from './event-management.presenter';
import * as repo from './event-management.repository';
import * as responsibleRepo from './responsible.repository';
import {
  type ParsedResponsible,
  prepareResponsible,
  type ResponsibleValues,
  sameResponsible,
} from './responsible-input';

export const MAX_RESPONSIBLE_TEMPLATES = 20;

const todayUtc = (now: Date) => now.toISOString().slice(0, 10);

function valuesOf(row: ProfileResponsibleRow): ResponsibleValues {
  return {
    type: row.type,
    name: row.name,
    surname: row.surname,
    birthday: row.birthday,
    address: row.address,
    iban: row.iban,
    vat: row.vat,
    companyDetails: row.companyDetails,
  };
}

const presentTemplate = (row: ProfileResponsibleRow) => ({ Id: row.id, ...presentResponsible(row) });

/** Keeps `values` among the profile's templates unless an identical one is saved already. */
async function rememberTemplate(tx: DbOrTx, profileId: string, values: ResponsibleValues) {
  const saved = await responsibleRepo.listProfileResponsibles(tx, profileId);
  if (saved.some((row) => sameResponsible(valuesOf(row), values))) return;
  if (saved.length >= MAX_RESPONSIBLE_TEMPLATES) return;
  await responsibleRepo.insertProfileResponsible(tx, { profileId, ...values, sortOrder: saved.length });
}

/** The responsible person or company of events and the saved templates of profiles (spec 3 §2, §3, §4, §7). */
export function createResponsibleService(db: Db) {
  async function profileOfType(profileId: string, type: ProfileType) {
    const profile = await repo.profileOf(db, profileId);
    if (!profile || profile.type !== type) throw new AppError('NOT_FOUND', 'Profile not found.');
    return profile;
  }

  return {
    async ofEvent(eventId: string) {
      const row = await repo.findEventResponsible(db, eventId);
      if (!row) throw new AppError('NOT_FOUND', 'The event has no responsible person or company yet.');
      const sold = (await repo.soldCounts(db, [eventId])).get(eventId) ?? 0;
      return { ...presentResponsible(row), IsLocked: isResponsibleLocked(row, sold) };
    },

    /**
     * PUT /event/{id}/responsible. Throws RESPONSIBLE_LOCKED once the event has sold tickets (locked_at),
     * VALIDATION_FAILED for the form rules. With SaveAsTemplate the party is also saved for the profile.
     */
    async setForEvent(event: EventRow, input: ParsedResponsible & { SaveAsTemplate: boolean }, now: Date) {
      const values = prepareResponsible(input, todayUtc(now));
      const row = await db.transaction(async (tx) => {
        await repo.lockEvent(tx, event.id);
        const current = await repo.findEventResponsible(tx, event.id);
        const sold = (await repo.soldCounts(tx, [event.id])).get(event.id) ?? 0;
        if (current && isResponsibleLocked(current, sold))
          throw new AppError(
            'RESPONSIBLE_LOCKED',
            'Tickets have been sold; the responsible party is locked.',
          );
        const saved = await responsibleRepo.upsertEventResponsible(tx, event.id, values, now);
        if (input.SaveAsTemplate) await rememberTemplate(tx, event.authorProfileId, values);
        return saved;
      });
      if (!row) throw new Error('responsible upsert returned nothing');
      return { ...presentResponsible(row), IsLocked: false };
    },

    /** GET /{type}/{id}/responsible: the profile's own responsible party, or NOT_FOUND (the client reads null). */
    async primaryOf(profileId: string, type: ProfileType) {
      await profileOfType(profileId, type);
      const row = await responsibleRepo.findPrimaryResponsible(db, profileId);
      if (!row) throw new AppError('NOT_FOUND', 'No responsible person or company saved.');
      return presentResponsible(row);
    },

    async setPrimary(profileId: string, type: ProfileType, input: ParsedResponsible, now: Date) {
      await profileOfType(profileId, type);
      const values = prepareResponsible(input, todayUtc(now));
      const row = await responsibleRepo.upsertPrimaryResponsible(db, profileId, values);
      if (!row) throw new Error('responsible upsert returned nothing');
      return presentResponsible(row);
    },

    /** GET /{type}/{id}/responsibles: every saved party of the profile, its own first. */
    async templates(profileId: string, type: ProfileType) {
      await profileOfType(profileId, type);
      return (await responsibleRepo.listProfileResponsibles(db, profileId)).map(presentTemplate);
    },

    /**
     * PUT /{type}/{id}/responsibles: replaces the saved templates (the profile's own party stays). An item
     * keeps its Id when it names a saved template; the rest are new. Answers the list as stored.
     */
    async replaceTemplates(
      profileId: string,
      type: ProfileType,
      input: (ParsedResponsible & { Id?: string })[],
      now: Date,
    ) {
      await profileOfType(profileId, type);
      const prepared = input.map((item, index) => {
        try {
          return { id: item.Id, values: prepareResponsible(item, todayUtc(now)) };
        } catch (error) {
          if (!(error instanceof AppError) || !error.fieldErrors) throw error;
          const prefixed = Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, keys]) => [`${index}.${field}`, keys]),
          );
          throw new AppError('VALIDATION_FAILED', error.message, prefixed);
        }
      });
      return db.transaction(async (tx) => {
        const existing = await responsibleRepo.listTemplateIds(tx, profileId);
        const known = new Set(existing.map((row) => row.id));
        const keptIds: string[] = [];
        for (const [index, item] of prepared.entries()) {
          if (item.id && known.has(item.id)) {
            known.delete(item.id);
            keptIds.push(item.id);
            await responsibleRepo.updateProfileResponsible(tx, item.id, { ...item.values, sortOrder: index });
          } else {
            const id = randomUUID();
            keptIds.push(id);
            await responsibleRepo.insertProfileResponsible(tx, {
              id,
              profileId,
              ...item.values,
              sortOrder: index,
            });
          }
        }
        await responsibleRepo.deleteTemplatesExcept(tx, profileId, keptIds);
        return (await responsibleRepo.listProfileResponsibles(tx, profileId)).map(presentTemplate);
      });
    },
  };
}
