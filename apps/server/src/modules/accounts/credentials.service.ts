import type { UserInfo } from '@marquee/contract';
import type { AuthUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import type { AccountsContext } from './accounts.context';
import {
  bumpTokenVersion,
  consumeOneTimeToken,
  findUserByEmail,
  findUserById,
  retireOneTimeTokens,
  updateUser,
} from './accounts.repository';
import { clock } from './clock';
import { hashSecret } from './one-time-tokens';
import { hashPassword } from './passwords';
import { MAIL_THROTTLE, takeAttempt } from './throttle';

/** E-mail confirmation, password reset and the generated-e-mail change: everything that works by a mailed link. */
export function createCredentialsService(ctx: AccountsContext) {
  const { db } = ctx;

  return {
    /**
     * Confirms the e-mail with the link's token (24 h, single use). Throws EMAIL_CONFIRMATION.FAIL for an
     * unknown, foreign, expired or already used token.
     */
    async activate(userId: string, token: string): Promise<true> {
      const now = clock.now();
      const confirmed = await db.transaction(async (tx) => {
        const used = await consumeOneTimeToken(
          tx,
          { tokenHash: hashSecret(token), purpose: 'activation', userId },
          now,
        );
        if (!used) return false;
        return (await updateUser(tx, userId, { confirmed: true, confirmedAt: now }, now)) !== null;
      });
      if (!confirmed)
        throw new AppError('EMAIL_CONFIRMATION.FAIL', 'The confirmation link is invalid or expired.');
      return true;
    },

    /**
     * Mails a new confirmation link to the signed-in user. Throws BAD_REQUEST when already confirmed,
     * MAXIMUM_ATTEMPTS_EXCEEDED after 5 mails an hour, SERVICE_UNAVAILABLE when the mail cannot be sent.
     */
    async resendActivationMail(user: AuthUser, ip: string): Promise<true> {
      if (user.confirmed) throw new AppError('BAD_REQUEST', 'The e-mail address is already confirmed.');
      const now = clock.now();
      await takeAttempt(db, MAIL_THROTTLE, { email: user.email, ip }, now);
      // Earlier links stay valid for their 24 h: the user may click whichever mail arrives first.
      const secret = await ctx.createOneTimeToken(db, user.id, 'activation', now);
      const sent = await ctx.sendLinkMail('confirmation', user, 'confirm', secret);
      if (!sent) throw new AppError('SERVICE_UNAVAILABLE', 'The e-mail could not be sent.');
      return true;
    },

    /**
     * Mails a password-reset link (1 h, single use; a new one voids older ones). Answers true for unknown
     * e-mails too, so the form cannot be used to find accounts. Throws MAXIMUM_ATTEMPTS_EXCEEDED after
     * 5 requests an hour per e-mail (or 20 per address), FORGOTTEN_PASSWORD.FAIL when the mail cannot be sent.
     */
    async sendForgottenPasswordEmail(email: string, ip: string): Promise<true> {
      const now = clock.now();
      await takeAttempt(db, MAIL_THROTTLE, { email, ip }, now);
      const user = await findUserByEmail(db, email);
      if (!user) return true;
      const secret = await db.transaction(async (tx) => {
        await retireOneTimeTokens(tx, user.id, 'password_reset', now);
        return ctx.createOneTimeToken(tx, user.id, 'password_reset', now);
      });
      if (!(await ctx.sendLinkMail('passwordReset', user, 'new-password', secret))) {
        throw new AppError('FORGOTTEN_PASSWORD.FAIL', 'The e-mail could not be sent.');
      }
      return true;
    },

    /**
     * Sets a new password with the reset link's token and ends every session (token_version + 1). The
     * mailed link proves the address, so the account also counts as confirmed. Throws NEW_PASSWORD.FAIL
     * for an unknown, foreign, expired or used token.
     */
    async updateForgottenPassword(userId: string, token: string, newPassword: string): Promise<true> {
      const now = clock.now();
      // Hash first: no slow work inside the transaction, and a bad token costs the caller the same time.
      const passwordHash = await hashPassword(newPassword);
      const changed = await db.transaction(async (tx) => {
        const used = await consumeOneTimeToken(
          tx,
          { tokenHash: hashSecret(token), purpose: 'password_reset', userId },
          now,
        );
        if (!used) return false;
        const user = await findUserById(tx, userId);
        if (!user) return false;
        await updateUser(
          tx,
          userId,
          { passwordHash, confirmed: true, confirmedAt: user.confirmedAt ?? now },
          now,
        );
        await bumpTokenVersion(tx, userId);
        await retireOneTimeTokens(tx, userId, 'password_reset', now);
        return true;
      });
      if (!changed) throw new AppError('NEW_PASSWORD.FAIL', 'The reset link is invalid or expired.');
      return true;
    },

    /**
     * Replaces an e-mail that social login had to make up; the new one must be confirmed (mail sent).
     * Throws FORBIDDEN when the e-mail was not generated, AUTH.INCORRECT_SIGNUP_DATA when the domain
     * cannot receive mail, AUTH.EMAIL_ALREADY_IN_USE when another account has it.
     */
    async changeGeneratedEmail(user: AuthUser, email: string): Promise<UserInfo> {
      const row = await findUserById(db, user.id);
      if (!row) throw new AppError('UNAUTHORIZED', 'The account no longer exists.');
      if (!row.emailGenerated)
        throw new AppError('FORBIDDEN', 'Only a generated e-mail can be changed here.');
      if ((await ctx.emailDomain(email)) === 'NON_EXIST') {
        throw new AppError('AUTH.INCORRECT_SIGNUP_DATA', 'The e-mail domain cannot receive mail.', {
          Email: ['EMAIL_INVALID'],
        });
      }
      if (await findUserByEmail(db, email)) {
        throw new AppError('AUTH.EMAIL_ALREADY_IN_USE', 'This e-mail address is already in use.');
      }
      const now = clock.now();
      const result = await db
        .transaction(async (tx) => {
          const updated = await updateUser(
            tx,
            user.id,
            { email, emailGenerated: false, confirmed: false, confirmedAt: null },
            now,
          );
          const secret = await ctx.createOneTimeToken(tx, user.id, 'activation', now);
          return updated ? { updated, secret } : null;
        })
        .catch((error: unknown) => {
          // Lost a race with another sign-up for the same address: the unique index decides.
          if (
            (error as { code?: string }).code === '23505' ||
            (error as { cause?: { code?: string } }).cause?.code === '23505'
          ) {
            throw new AppError('AUTH.EMAIL_ALREADY_IN_USE', 'This e-mail address is already in use.');
          }
          throw error;
        });
      if (!result) throw new AppError('UNAUTHORIZED', 'The account no longer exists.');
      await ctx.sendLinkMail('emailChanged', result.updated, 'confirm', result.secret);
      return ctx.userInfo(result.updated);
    },
  };
}
