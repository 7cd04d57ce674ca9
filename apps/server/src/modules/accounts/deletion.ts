import type { AccountsContext } from './accounts.context';
import {
  anonymiseDeletedUser,
  clearDefaultClaim,
  deleteAttemptsForEmail,
  deleteClaimsOfUser,
  deleteIdentitiesOfUser,
  deleteOneTimeTokensOfUser,
  deleteProfiles,
  detachOrganizerProfile,
  findUserById,
  listClaimsForDeletion,
} from './accounts.repository';
import { clock } from './clock';

/**
 * DELETE /account/: removes the person's data and keeps what others rely on.
 *
 * - The visitor profile goes (with its follows and going marks, by FK cascade).
 * - An organizer profile someone else also holds stays; only this user's claim goes.
 * - An organizer profile only this user holds is deleted when nothing references it; when it has events
 *   (FK restrict) it stays as the business record it is, detached from the person (owner cleared, private
 *   contacts removed).
 * - The user row stays, anonymised (e-mail `deleted-<id>@deleted.invalid`, no password, no consent), with
 *   deleted_at set and token_version bumped so every session ends. Keeping the row lets sold tickets keep a
 *   buyer reference.
 * - TICKETS HOOK: when the tickets module lands, anonymise the buyer's name/e-mail on this user's orders
 *   and tickets here (same transaction) and keep the rows: organizers' sales and check-ins must still add up.
 */
export async function deleteAccount(ctx: AccountsContext, userId: string): Promise<true> {
  const now = clock.now();
  await ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) return;
    const claims = await listClaimsForDeletion(tx, userId);
    const visitorProfiles = claims
      .filter((c) => c.profileId && c.type === 'VisitorProfile' && c.otherHolders === 0)
      .map((c) => c.profileId as string);
    const soleOrganizerProfiles = claims
      .filter((c) => c.profileId && c.type !== 'VisitorProfile' && c.otherHolders === 0)
      .map((c) => c.profileId as string);

    await clearDefaultClaim(tx, userId);
    await deleteClaimsOfUser(tx, userId);
    await deleteProfiles(tx, visitorProfiles);
    for (const profileId of soleOrganizerProfiles) {
      try {
        // A savepoint: a restrict FK (events authored) fails this delete without aborting the transaction.
        await tx.transaction(async (sp) => deleteProfiles(sp, [profileId]));
      } catch {
        await detachOrganizerProfile(tx, profileId, now);
      }
    }
    await deleteIdentitiesOfUser(tx, userId);
    await deleteOneTimeTokensOfUser(tx, userId);
    await deleteAttemptsForEmail(tx, user.email);
    await anonymiseDeletedUser(tx, userId, now);
  });
  return true;
}
