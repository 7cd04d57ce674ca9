import { eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/accounts/passwords';
import type { Tx } from '../client';
import { type ClaimRole, profileClaims, users } from '../schema/accounts';
import { seedUuid } from './ids';

/**
 * Demo accounts (README "Demo accounts"). Both are confirmed and have accepted the terms, so signing in
 * lands straight in the product. Ids are deterministic like the rest of the demo data.
 *
 * - demo@marquee.test / demo1234: a visitor (and blogger) profile plus a promoter and a venue to switch to.
 * - tester@marquee.test / tester1234: the spec's tester account (IsTester: logged out on route change).
 */
export const DEMO_ACCOUNTS = [
  {
    key: 'demo',
    email: 'demo@marquee.test',
    password: 'demo1234',
    isTester: false,
    claims: [
      ['jana-kovacova', 'Owner'],
      ['marquee-live', 'Owner'],
      ['dunajska-sien', 'Admin'],
    ],
  },
  {
    key: 'tester',
    email: 'tester@marquee.test',
    password: 'tester1234',
    isTester: true,
    claims: [['reka-szabo', 'Owner']],
  },
] as const satisfies ReadonlyArray<{
  key: string;
  email: string;
  password: string;
  isTester: boolean;
  claims: ReadonlyArray<readonly [string, ClaimRole]>;
}>;

/** Writes the demo accounts and their claims; runs inside the demo seed's transaction, after profiles. */
export async function seedAccounts(tx: Tx, now: Date): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const userId = seedUuid('user', account.key);
    await tx.insert(users).values({
      id: userId,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      confirmed: true,
      confirmedAt: now,
      language: 'en',
      termsAcceptedAt: now,
      privacyAcceptedAt: now,
      isTester: account.isTester,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(profileClaims).values(
      account.claims.map(([profileKey, role], index) => ({
        id: seedUuid('claim', `${account.key}/${profileKey}`),
        userId,
        profileId: seedUuid('profile', profileKey),
        role,
        // Claims list oldest first: keep the listed order (visitor profile first).
        createdAt: new Date(now.getTime() + index),
      })),
    );
    // The visitor profile (listed first) is the default, as after a sign-up.
    await tx
      .update(users)
      .set({ defaultProfileClaimId: seedUuid('claim', `${account.key}/${account.claims[0][0]}`) })
      .where(eq(users.id, userId));
  }
}
