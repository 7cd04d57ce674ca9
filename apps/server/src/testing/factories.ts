import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import {
  type ClaimRole,
  type ProfileClaimRow,
  profileClaims,
  type UserRow,
  users,
} from '../db/schema/accounts';
import { type GenreRow, genres, type NewGenre } from '../db/schema/categories';
import { normalizeSearchText } from '../db/schema/columns';
import { type NewProfile, type ProfileRow, profiles } from '../db/schema/profiles';
import { type CityRow, cities, type NewCity } from '../db/schema/utility';
import { createAccessTokens, resolveAuthSecret } from '../modules/accounts/tokens';

/**
 * Test factories that write to the real test database (ARCHITECTURE §7). Each takes overrides and fills
 * the rest with valid defaults, so a test states only what it is about.
 */

export async function buildCity(db: Db, overrides: Partial<NewCity> & { name: string }): Promise<CityRow> {
  const [row] = await db
    .insert(cities)
    .values({
      searchName: normalizeSearchText(overrides.name),
      countryCode: 'SK',
      region: 'Test region',
      lon: 17.1077,
      lat: 48.1486,
      timeZone: 'Europe/Bratislava',
      population: 0,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('buildCity: insert returned nothing');
  return row;
}

export async function buildGenre(db: Db, overrides: Partial<NewGenre> & { name: string }): Promise<GenreRow> {
  const [row] = await db
    .insert(genres)
    .values({
      nameI18n: { en: overrides.name },
      slug: `${normalizeSearchText(overrides.name).replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 8)}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('buildGenre: insert returned nothing');
  return row;
}

/** A profile (default: a promoter) without owner or claims; pass `type`, `role`, `nickname`… to shape it. */
export async function buildProfile(db: Db, overrides: Partial<NewProfile> = {}): Promise<ProfileRow> {
  const profileName = overrides.profileName ?? `Test profile ${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(profiles)
    .values({
      type: 'PromoterProfile',
      searchName: normalizeSearchText(profileName, overrides.nickname),
      ...overrides,
      profileName,
    })
    .returning();
  if (!row) throw new Error('buildProfile: insert returned nothing');
  return row;
}

/** A confirmed account with a unique e-mail. */
export async function buildUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ email: `user-${randomUUID()}@example.test`, confirmed: true, ...overrides })
    .returning();
  if (!row) throw new Error('buildUser: insert returned nothing');
  return row;
}

/**
 * An access token for `user`, signed with the app's key. plugins/auth.ts decorates `authTokens` inside
 * the /api scope only, so the key is resolved from the config (DATA_DIR/secrets or AUTH_SECRET) again.
 */
export async function issueTestToken(app: FastifyInstance, user: UserRow): Promise<string> {
  const tokens = createAccessTokens(resolveAuthSecret(app.config), app.config.ACCESS_TOKEN_TTL_HOURS);
  return (await tokens.issue(user.id, user.tokenVersion)).token;
}

export interface UserWithClaim {
  user: UserRow;
  profile: ProfileRow;
  claim: ProfileClaimRow;
  token: string;
  /** Authorization (and ProfileId/ProfileType of the claimed profile) for app.inject. */
  headers: Record<string, string>;
}

/**
 * A signed-in user holding a claim (default Owner) on a profile: the given one, or a new one built from
 * `profile` overrides (owned by the user). The token is minted with the app's own key (plugins/auth.ts).
 */
export async function buildUserWithClaim(
  app: FastifyInstance,
  options: { profile?: ProfileRow | Partial<NewProfile>; role?: ClaimRole | null; user?: UserRow } = {},
): Promise<UserWithClaim> {
  const user = options.user ?? (await buildUser(app.db));
  const given = options.profile;
  const profile =
    given && 'id' in given && typeof given.id === 'string' && 'createdAt' in given
      ? (given as ProfileRow)
      : await buildProfile(app.db, { ownerUserId: user.id, ...(given as Partial<NewProfile> | undefined) });
  const [claim] = await app.db
    .insert(profileClaims)
    .values({
      userId: user.id,
      profileId: profile.id,
      role: options.role === undefined ? 'Owner' : options.role,
    })
    .returning();
  if (!claim) throw new Error('buildUserWithClaim: insert returned nothing');
  const token = await issueTestToken(app, user);
  return {
    user,
    profile,
    claim,
    token,
    headers: { authorization: `Bearer ${token}`, profileid: profile.id, profiletype: profile.type },
  };
}
