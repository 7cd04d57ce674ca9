import type { TokenWithUserInfo } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { type ClaimRole, type NewUser, profileClaims, type UserRow, users } from '../../db/schema/accounts';
import { normalizeSearchText } from '../../db/schema/columns';
import { type ProfileRow, type ProfileType, profiles } from '../../db/schema/profiles';
import { hashPassword } from './passwords';

/** Test helpers for accounts (and for other modules' tests that need a signed-in user). */

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
/** A unique, valid e-mail for one test. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}@mail.sk`;
}

export const GDPR_OK = {
  TermsOfUse: { Approved: true },
  PrivacyPolicy: { Approved: true },
  NewsletterEnabled: { Approved: false },
};

/** Signs up through the API (the real flow: hash, visitor profile, confirmation mail, token). */
export async function signUp(
  app: FastifyInstance,
  options: { email?: string; password?: string; profileName?: string | null; language?: string } = {},
): Promise<TokenWithUserInfo & { email: string; password: string }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'secret-password';
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/register',
    headers: options.language ? { 'accept-language': options.language } : {},
    payload: {
      LoginData: { Email: email, Password: password, Gdpr: GDPR_OK },
      ...(options.profileName === null
        ? {}
        : { VisitorProfile: { ProfileName: options.profileName ?? 'Test Fan' } }),
    },
  });
  if (response.statusCode !== 200) throw new Error(`signUp failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as TokenWithUserInfo), email, password };
}

/** Signs in through the API; returns the access token. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/tokenwithuserinfo',
    payload: { Email: email, Password: password },
  });
  if (response.statusCode !== 200) throw new Error(`signIn failed: ${response.statusCode} ${response.body}`);
  return (response.json() as TokenWithUserInfo).AccessToken.Access_token;
}

/** Writes a user straight to the database (confirmed, consent given) — faster than signUp when mail is not the point. */
export async function buildUser(
  db: Db,
  overrides: Partial<NewUser> & { password?: string } = {},
): Promise<UserRow> {
  const { password, ...rest } = overrides;
  const now = new Date();
  const [row] = await db
    .insert(users)
    .values({
      email: uniqueEmail('built'),
      passwordHash: await hashPassword(password ?? 'secret-password'),
      confirmed: true,
      confirmedAt: now,
      termsAcceptedAt: now,
      privacyAcceptedAt: now,
      ...rest,
    })
    .returning();
  if (!row) throw new Error('buildUser: insert returned nothing');
  return row;
}

/** A profile plus a claim on it for `userId`. */
export async function buildClaimedProfile(
  db: Db,
  userId: string,
  options: { type?: ProfileType; name?: string; role?: ClaimRole | null } = {},
): Promise<{ profile: ProfileRow; claimId: string }> {
  const name = options.name ?? 'Claimed Profile';
  const [profile] = await db
    .insert(profiles)
    .values({
      type: options.type ?? 'PromoterProfile',
      profileName: name,
      searchName: normalizeSearchText(name),
    })
    .returning();
  if (!profile) throw new Error('buildClaimedProfile: insert returned nothing');
  const [claim] = await db
    .insert(profileClaims)
    .values({ userId, profileId: profile.id, role: options.role === undefined ? 'Owner' : options.role })
    .returning();
  if (!claim) throw new Error('buildClaimedProfile: claim insert returned nothing');
  return { profile, claimId: claim.id };
}
