/**
 * Authentication and profile-claim checks for every module.
 *
 * API (all take the Fastify request; results are memoized per request, so calling them twice is free):
 *
 * - `getUser(request): Promise<AuthUser | null>` — the signed-in account, or null when there is no
 *   bearer token, or the token is invalid/expired/revoked (public reads treat a bad token as anonymous).
 *   After it resolves, `request.user` holds the same value.
 * - `requireUser(request, { confirmed? }): Promise<AuthUser>` — throws 401 `UNAUTHORIZED` without a valid
 *   token; with `confirmed: true`, 401 `ACCOUNT_NOT_CONFIRMED` for an unconfirmed e-mail (the web app
 *   shows the confirm-account dialog with resend).
 * - `userClaims(request): Promise<ValidClaim[]>` — the user's claims the product honours (spec 1 §6:
 *   Seller/Salesman/SellingPoint and type-less, i.e. licence-only, claims are ignored); [] when anonymous.
 * - `requireProfileClaim(request, profileId, roles?): Promise<ValidClaim>` — 401 when anonymous,
 *   403 `FORBIDDEN` unless the user holds a valid claim on that profile (with one of `roles` if given;
 *   a claim with a null role counts as a plain holder).
 * - `activeProfile(request): Promise<ActiveProfile | null>` — the profile the request acts as: the
 *   `ProfileId` header (403 `FORBIDDEN` if the user has no valid claim on it, or `ProfileType` disagrees),
 *   else the user's default claim, else the first valid claim; null when anonymous or without profiles.
 * - `requireActiveProfile(request)` — like activeProfile, but 401 when anonymous and 403
 *   `FORBIDDEN` when the user has no profile yet.
 *
 * The plugin also decorates `app.authTokens` (issue/verify access tokens; the accounts module uses it).
 * Register it before the routes that use it (app.ts does, before the composition root that needs the tokens).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ClaimRole } from '../db/schema/accounts';
import type { ProfileType } from '../db/schema/profiles';
import { findUserById, listValidClaims } from '../modules/accounts/accounts.repository';
import { clock } from '../modules/accounts/clock';
import { type AccessTokens, createAccessTokens, resolveAuthSecret } from '../modules/accounts/tokens';
import { AppError } from './errors';

export interface AuthUser {
  id: string;
  email: string;
  confirmed: boolean;
  language: string;
  defaultProfileClaimId: string | null;
  isTester: boolean;
  /** The account's current token_version (a new token must carry it). */
  tokenVersion: number;
  /** When the presented access token expires. */
  tokenExpires: Date;
}

export interface ValidClaim {
  id: string;
  profileId: string;
  profileType: ProfileType;
  role: ClaimRole | null;
  licenceId: string | null;
}

export interface ActiveProfile {
  profileId: string;
  profileType: ProfileType;
  claim: ValidClaim;
}

declare module 'fastify' {
  interface FastifyInstance {
    authTokens: AccessTokens;
  }
  interface FastifyRequest {
    /** Set once getUser/requireUser has resolved; null before that and for anonymous requests. */
    user: AuthUser | null;
  }
}

interface AuthState {
  user: Promise<AuthUser | null>;
  claims?: Promise<ValidClaim[]>;
  active?: Promise<ActiveProfile | null>;
}

const states = new WeakMap<FastifyRequest, AuthState>();

async function resolveUser(request: FastifyRequest): Promise<AuthUser | null> {
  const token = request.ctx.bearerToken;
  if (!token) return null;
  const claims = await request.server.authTokens.verify(token, clock.now());
  if (!claims) return null;
  const row = await findUserById(request.server.db, claims.userId);
  // A bumped token_version (password reset, deletion) revokes every token issued before it.
  if (!row || row.tokenVersion !== claims.tokenVersion) return null;
  return {
    id: row.id,
    email: row.email,
    confirmed: row.confirmed,
    language: row.language,
    defaultProfileClaimId: row.defaultProfileClaimId,
    isTester: row.isTester,
    tokenVersion: row.tokenVersion,
    tokenExpires: claims.expires,
  };
}

function stateOf(request: FastifyRequest): AuthState {
  let state = states.get(request);
  if (!state) {
    const user = resolveUser(request).then((resolved) => {
      request.user = resolved;
      return resolved;
    });
    state = { user };
    states.set(request, state);
  }
  return state;
}

/** The signed-in account or null (no, invalid, expired or revoked token). Never throws for a bad token. */
export function getUser(request: FastifyRequest): Promise<AuthUser | null> {
  return stateOf(request).user;
}

/** Throws UNAUTHORIZED without a valid token; ACCOUNT_NOT_CONFIRMED when `confirmed` is required and missing. */
export async function requireUser(
  request: FastifyRequest,
  options: { confirmed?: boolean } = {},
): Promise<AuthUser> {
  const user = await getUser(request);
  if (!user) {
    throw new AppError(
      'UNAUTHORIZED',
      request.ctx.bearerToken ? 'The access token is invalid or expired.' : 'Sign in first.',
    );
  }
  if (options.confirmed && !user.confirmed) {
    throw new AppError('ACCOUNT_NOT_CONFIRMED', 'Confirm your e-mail address first.');
  }
  return user;
}

/** The user's honoured claims (spec 1 §6); [] when anonymous. */
export function userClaims(request: FastifyRequest): Promise<ValidClaim[]> {
  const state = stateOf(request);
  state.claims ??= state.user.then(async (user) => {
    if (!user) return [];
    const rows = await listValidClaims(request.server.db, user.id);
    return rows.flatMap((row) =>
      row.profileId && row.type
        ? [
            {
              id: row.id,
              profileId: row.profileId,
              profileType: row.type,
              role: row.role,
              licenceId: row.licenceId,
            },
          ]
        : [],
    );
  });
  return state.claims;
}

/** Throws UNAUTHORIZED when anonymous, FORBIDDEN without a valid claim (with one of `roles`) on the profile. */
export async function requireProfileClaim(
  request: FastifyRequest,
  profileId: string,
  roles?: readonly ClaimRole[],
): Promise<ValidClaim> {
  await requireUser(request);
  const claim = (await userClaims(request)).find((c) => c.profileId === profileId);
  if (!claim || (roles && (claim.role === null || !roles.includes(claim.role)))) {
    throw new AppError('FORBIDDEN', 'You may not act for this profile.');
  }
  return claim;
}

/** The profile the request acts as; throws FORBIDDEN when the ProfileId header names a profile not held. */
export function activeProfile(request: FastifyRequest): Promise<ActiveProfile | null> {
  const state = stateOf(request);
  state.active ??= (async () => {
    const user = await getUser(request);
    if (!user) return null;
    const claims = await userClaims(request);
    const { profileId, profileType } = request.ctx;
    if (profileId) {
      const claim = claims.find((c) => c.profileId === profileId);
      if (!claim || (profileType && profileType.toLowerCase() !== claim.profileType.toLowerCase())) {
        throw new AppError('FORBIDDEN', 'The ProfileId header names a profile you do not hold.');
      }
      return { profileId: claim.profileId, profileType: claim.profileType, claim };
    }
    const claim = claims.find((c) => c.id === user.defaultProfileClaimId) ?? claims[0];
    return claim ? { profileId: claim.profileId, profileType: claim.profileType, claim } : null;
  })();
  return state.active;
}

/** Throws UNAUTHORIZED when anonymous and FORBIDDEN when the user has no (or a foreign) active profile. */
export async function requireActiveProfile(request: FastifyRequest): Promise<ActiveProfile> {
  await requireUser(request);
  const active = await activeProfile(request);
  if (!active) throw new AppError('FORBIDDEN', 'Create a profile first.');
  return active;
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'authTokens',
      createAccessTokens(resolveAuthSecret(app.config), app.config.ACCESS_TOKEN_TTL_HOURS),
    );
    app.decorateRequest('user', null);
  },
  { name: 'marquee-auth' },
);
