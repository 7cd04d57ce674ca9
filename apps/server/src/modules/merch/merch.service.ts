import { MAX_MERCH_PER_PROFILE, type Merch, type MerchCreate, type MerchUpdate } from '@marquee/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { presentMerch } from './merch.presenter';
import * as repo from './merch.repository';
import { prepareMerch } from './merch-input';

function valid(input: MerchUpdate) {
  const prepared = prepareMerch(input);
  if (Object.keys(prepared.fieldErrors).length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Invalid merchandise item.', prepared.fieldErrors);
  }
  return prepared.values;
}

/**
 * Merchandise of a profile (spec 3 §7 Merchandise). Authorization (a claim on the item's profile) is
 * checked by the routes with the profile id this service answers, before any change.
 */
export function createMerchService(db: Db) {
  return {
    /** Public list of a profile's items. Throws NOT_FOUND for an unknown profile. */
    async list(profileId: string): Promise<Merch[]> {
      if (!(await repo.profileExists(db, profileId))) throw new AppError('NOT_FOUND', 'Profile not found.');
      return (await repo.listMerchByProfile(db, profileId)).map(presentMerch);
    },

    /** The profile an item belongs to. Throws NOT_FOUND for an unknown item. */
    async ownerOf(id: string): Promise<string> {
      const row = await repo.findMerchById(db, id);
      if (!row) throw new AppError('NOT_FOUND', 'Merchandise item not found.');
      return row.profileId;
    },

    /** Throws VALIDATION_FAILED (Url, ProfilePicture, too many items). */
    async create(input: MerchCreate): Promise<Merch> {
      const values = valid(input);
      return db.transaction(async (tx) => {
        if ((await repo.countMerchOfProfile(tx, input.ProfileId)) >= MAX_MERCH_PER_PROFILE) {
          throw new AppError('VALIDATION_FAILED', 'Too many merchandise items.', { Merch: ['MAX_VALUE'] });
        }
        return presentMerch(await repo.insertMerch(tx, { ...values, profileId: input.ProfileId }));
      });
    },

    /** Replaces the item's fields. Throws NOT_FOUND, VALIDATION_FAILED. */
    async update(id: string, input: MerchUpdate): Promise<Merch> {
      const row = await repo.updateMerch(db, id, valid(input));
      if (!row) throw new AppError('NOT_FOUND', 'Merchandise item not found.');
      return presentMerch(row);
    },

    /** Throws NOT_FOUND. */
    async remove(id: string): Promise<void> {
      if (!(await repo.deleteMerch(db, id))) throw new AppError('NOT_FOUND', 'Merchandise item not found.');
    },
  };
}
