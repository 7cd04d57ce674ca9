import { randomUUID } from 'node:crypto';
import {
  initialProfileRole,
  isArtistProfileType,
  isOrganizerProfile,
  type Language,
  type LicenceResponse,
  MAX_PROFILE_CATEGORIES,
  type Profile,
  type ProfileInput,
  type ProfileSubtype,
  type ProfileType,
  subtypeFitsType,
} from '@marquee/contract';
import type { Db, DbOrTx } from '../../db/client';
import { normalizeSearchText } from '../../db/schema/columns';
import type { NewProfile, ProfileRow } from '../../db/schema/profiles';
import { AppError } from '../../plugins/errors';
import { isForeignKeyViolation, uniqueViolation } from './db-errors';
import { withContactIds, withEmbedIds } from './profile-content';
import { prepareProfile } from './profile-input';
import { isBloggerProfile, presentProfile } from './profiles.presenter';
import * as repo from './profiles.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who is looking at a profile: their claims (none when anonymous) and their active profile. */
export interface Viewer {
  claims: readonly { id: string; profileId: string }[];
  activeProfileId: string | null;
  language: Language;
}

export const ANONYMOUS = (language: Language): Viewer => ({ claims: [], activeProfileId: null, language });

function searchNameOf(profileName: string, nickname: string | null | undefined): string {
  return normalizeSearchText(profileName, nickname?.replace(/[-_.]+/g, ' '));
}

/** Maps constraint violations of a profile write to contract errors; anything else is rethrown. */
function rethrowWriteError(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint?.includes('nickname')) {
    throw new AppError('PROFILE.NICKNAME_TAKEN', 'This nickname is taken.', { Nickname: ['INVALID_VALUE'] });
  }
  if (constraint?.includes('one_visitor')) {
    throw new AppError('PROFILE.VISITOR_EXISTS', 'A user may have only one visitor profile.');
  }
  if (isForeignKeyViolation(error)) {
    throw new AppError('VALIDATION_FAILED', 'Unknown city.', { CityId: ['INVALID_VALUE'] });
  }
  throw error;
}

/** Throws VALIDATION_FAILED when there are more than 10 genres or an id names no genre. */
async function checkGenres(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length > MAX_PROFILE_CATEGORIES) {
    throw new AppError('VALIDATION_FAILED', `At most ${MAX_PROFILE_CATEGORIES} genres.`, {
      Categories: ['MAX_VALUE'],
    });
  }
  const known = await repo.existingGenreIds(db, ids);
  if (ids.some((id) => !known.has(id))) {
    throw new AppError('VALIDATION_FAILED', 'Unknown genre.', { Categories: ['INVALID_VALUE'] });
  }
}

export function createProfilesService(db: Db, options: { bloggerProfileIds: readonly string[] }) {
  /** The profile with this id and type, or NOT_FOUND (an unknown id or a path type that isn't its type). */
  async function loadOfType(tx: DbOrTx, id: string, type: ProfileType, lock = false): Promise<ProfileRow> {
    const row = lock ? await repo.lockProfile(tx, id) : await repo.findProfileById(tx, id);
    if (!row || row.type !== type) throw new AppError('NOT_FOUND', 'Profile not found.');
    return row;
  }

  async function view(row: ProfileRow, viewer: Viewer): Promise<Profile> {
    const claim = viewer.claims.find((c) => c.profileId === row.id) ?? null;
    const active = viewer.activeProfileId;
    const [categories, isFollowing] = await Promise.all([
      repo.listProfileGenres(db, row.id),
      active && active !== row.id ? repo.followExists(db, active, row.id) : Promise.resolve(false),
    ]);
    return presentProfile(row, {
      claimId: claim?.id ?? null,
      isFollowing,
      isBlogger: isBloggerProfile(row, options.bloggerProfileIds),
      categories,
      language: viewer.language,
    });
  }

  return {
    loadOfType,
    view,

    /**
     * POST /{type}: creates the profile with the creator as owner (an Owner claim; organizer profiles get
     * a licence of their own). Throws PROFILE.VISITOR_EXISTS, PROFILE.NICKNAME_TAKEN,
     * PROFILE.NICKNAME_INVALID, VALIDATION_FAILED.
     */
    async create(userId: string, type: ProfileType, input: ProfileInput, viewer: Viewer): Promise<Profile> {
      const prepared = prepareProfile(input, { type });
      const created = await db
        .transaction(async (tx) => {
          if (type === 'VisitorProfile' && (await repo.findOwnedVisitorProfile(tx, userId))) {
            throw new AppError('PROFILE.VISITOR_EXISTS', 'A user may have only one visitor profile.');
          }
          if (prepared.categoryIds) await checkGenres(tx, prepared.categoryIds);
          const values: NewProfile = {
            ...prepared.values,
            profileName: input.ProfileName,
            type,
            role: initialProfileRole(type),
            searchName: searchNameOf(input.ProfileName, prepared.values.nickname),
            ownerUserId: userId,
            promoterSince: isOrganizerProfile(type) ? new Date() : null,
          };
          const row = await repo.insertProfile(tx, values);
          const licenceId = isOrganizerProfile(type) ? randomUUID() : null;
          const claimId = await repo.insertOwnerClaim(tx, { userId, profileId: row.id, licenceId });
          if (prepared.categoryIds) await repo.addProfileGenres(tx, row.id, prepared.categoryIds);
          return { row, claimId };
        })
        .catch(rethrowWriteError);
      const claims = [...viewer.claims, { id: created.claimId, profileId: created.row.id }];
      return view(created.row, { ...viewer, claims });
    },

    /**
     * PUT /{type}/{id}: fields left out keep their value, null clears; lists replace when given.
     * Throws NOT_FOUND, PROFILE.NICKNAME_TAKEN, PROFILE.NICKNAME_INVALID, VALIDATION_FAILED.
     */
    async update(id: string, type: ProfileType, input: ProfileInput, viewer: Viewer): Promise<Profile> {
      const row = await db
        .transaction(async (tx) => {
          const current = await loadOfType(tx, id, type, true);
          const prepared = prepareProfile(input, {
            type,
            existingContacts: withContactIds(current.id, current.contacts),
            existingEmbeds: withEmbedIds(current.id, current.embeddedCodes),
          });
          if (prepared.categoryIds) await checkGenres(tx, prepared.categoryIds);
          const nickname =
            prepared.values.nickname === undefined ? current.nickname : prepared.values.nickname;
          const switches = input.ExtraSettings?.CustomFrontendSettings;
          if (switches && type === 'VisitorProfile')
            throw new AppError('VALIDATION_FAILED', 'Only organizer profiles have these settings.', {
              ExtraSettings: ['INVALID_VALUE'],
            });
          const updated = await repo.updateProfile(tx, id, {
            ...prepared.values,
            searchName: searchNameOf(input.ProfileName, nickname),
            // The switches merge into what is stored: one left out keeps its value.
            ...(switches
              ? {
                  extraSettings: {
                    ...current.extraSettings,
                    CustomFrontendSettings: {
                      ...current.extraSettings.CustomFrontendSettings,
                      ...Object.fromEntries(Object.entries(switches).filter(([, on]) => on !== undefined)),
                    },
                  },
                }
              : {}),
          });
          if (prepared.categoryIds) await repo.replaceProfileGenres(tx, id, prepared.categoryIds);
          return updated ?? current;
        })
        .catch(rethrowWriteError);
      return view(row, viewer);
    },

    /** PUT /{type}/{id}?profileName: renames only. Throws NOT_FOUND. */
    async rename(id: string, type: ProfileType, profileName: string, viewer: Viewer): Promise<Profile> {
      const current = await loadOfType(db, id, type);
      const row = await repo.updateProfile(db, id, {
        profileName,
        searchName: searchNameOf(profileName, current.nickname),
      });
      return view(row ?? current, viewer);
    },

    /**
     * PUT /{type}/{id}/changeProfileType. Any type may become any other, except that an owner keeps at most
     * one visitor profile. Moving into an artist type resets the role to Pending (the verified badge is
     * never self-granted); a subtype that no longer fits is cleared.
     * Throws NOT_FOUND, PROFILE.VISITOR_EXISTS, VALIDATION_FAILED (subtype).
     */
    async changeType(
      id: string,
      type: ProfileType,
      target: { Type: ProfileType; Subtype?: ProfileSubtype | null },
      viewer: Viewer,
    ): Promise<Profile> {
      const row = await db
        .transaction(async (tx) => {
          const current = await loadOfType(tx, id, type, true);
          if (target.Subtype && !subtypeFitsType(target.Type, target.Subtype)) {
            throw new AppError('VALIDATION_FAILED', 'The subtype does not fit the type.', {
              Subtype: ['INVALID_VALUE'],
            });
          }
          if (target.Type === 'VisitorProfile' && (await repo.findVisitorConflict(tx, id))) {
            throw new AppError('PROFILE.VISITOR_EXISTS', 'The owner already has a visitor profile.');
          }
          const subtype =
            target.Subtype !== undefined
              ? target.Subtype
              : subtypeFitsType(target.Type, current.subtype)
                ? current.subtype
                : null;
          const becomesArtist = isArtistProfileType(target.Type) && !isArtistProfileType(current.type);
          const leavesArtist = !isArtistProfileType(target.Type) && isArtistProfileType(current.type);
          return repo.updateProfile(tx, id, {
            type: target.Type,
            subtype,
            ...(becomesArtist || leavesArtist ? { role: initialProfileRole(target.Type) } : {}),
            promoterSince: current.promoterSince ?? (isOrganizerProfile(target.Type) ? new Date() : null),
          });
        })
        .catch(rethrowWriteError);
      if (!row) throw new AppError('NOT_FOUND', 'Profile not found.');
      return view(row, viewer);
    },

    /** GET /search/profile/{id}: by id or nickname (case-insensitive). Throws NOT_FOUND. */
    async find(idOrNickname: string, viewer: Viewer): Promise<Profile> {
      const key = idOrNickname.trim();
      const row = UUID.test(key)
        ? await repo.findProfileById(db, key)
        : await repo.findProfileByNickname(db, key);
      if (!row) throw new AppError('NOT_FOUND', 'Profile not found.');
      return view(row, viewer);
    },

    /**
     * GET /{type}/{id}/licence: the licence the profile's claims carry and who administers it (Owner, Admin
     * and LicenseAdmin holders, including licence-only LicenseAdmin claims). Throws NOT_FOUND.
     */
    async licence(id: string, type: ProfileType): Promise<LicenceResponse> {
      await loadOfType(db, id, type);
      const onProfile = await repo.listClaimHolders(db, id);
      const licenceId = onProfile.find((claim) => claim.licenceId)?.licenceId ?? null;
      const holders = licenceId ? await repo.listClaimHolders(db, id, [licenceId]) : onProfile;
      const adminRoles = new Set(['Owner', 'Admin', 'LicenseAdmin']);
      return {
        ProfileId: id,
        LicenceId: licenceId,
        Admins: holders
          .filter((claim) => claim.role && adminRoles.has(claim.role))
          .map((claim) => ({
            ClaimId: claim.claimId,
            UserId: claim.userId,
            Email: claim.email,
            Role: claim.role,
          })),
      };
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
