import {
  type AccessToken,
  type CheckEmailDomainResponse,
  consentApproved,
  type GdprSettingsBody,
  type Language,
  type LoginBody,
  type RegisterBody,
  type TokenWithUserInfo,
  type UserInfo,
} from '@marquee/contract';
import type { NewUser } from '../../db/schema/accounts';
import { normalizeSearchText } from '../../db/schema/columns';
import type { AuthUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { type AccountsContext, type AccountsDeps, createAccountsContext } from './accounts.context';
import {
  findClaimById,
  findUserByEmail,
  insertClaim,
  insertProfile,
  insertUser,
  listValidClaims,
  markAttemptSucceeded,
  updateUser,
} from './accounts.repository';
import { clock } from './clock';
import { createCredentialsService } from './credentials.service';
import { deleteAccount } from './deletion';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { LOGIN_THROTTLE, takeAttempt } from './throttle';

function signupError(field: string, key: string, message: string): AppError {
  return new AppError('AUTH.INCORRECT_SIGNUP_DATA', message, { [field]: [key] });
}

/** Accounts use cases (spec 1 §7 "Account"). Routes pass plain values; nothing here reads the request. */
export function createAccountsService(deps: AccountsDeps) {
  const ctx: AccountsContext = createAccountsContext(deps);
  const { db } = deps;

  async function settings(user: AuthUser, patch: Partial<NewUser>): Promise<UserInfo> {
    const row = await updateUser(db, user.id, patch, clock.now());
    if (!row) throw new AppError('UNAUTHORIZED', 'The account no longer exists.');
    return ctx.userInfo(row);
  }

  return {
    ...createCredentialsService(ctx),
    context: ctx,

    /** True when an active account uses the e-mail. Throws NOT_FOUND otherwise (spec: 404 = unknown). */
    async userExists(email: string): Promise<true> {
      if (!(await findUserByEmail(db, email)))
        throw new AppError('NOT_FOUND', 'No account uses this e-mail.');
      return true;
    },

    async emailIsAvailable(email: string): Promise<boolean> {
      return (await findUserByEmail(db, email)) === null;
    },

    checkEmailDomain(email: string): Promise<CheckEmailDomainResponse> {
      return ctx.emailDomain(email);
    },

    /**
     * Creates the account (+ the visitor profile and its Owner claim), sends the confirmation mail and
     * signs in. Throws AUTH.INCORRECT_SIGNUP_DATA (terms/privacy not approved, domain NON_EXIST) and
     * AUTH.EMAIL_ALREADY_IN_USE.
     */
    async register(body: RegisterBody, requestLanguage: Language): Promise<TokenWithUserInfo> {
      const { Email, Password, Gdpr } = body.LoginData;
      if (!consentApproved(Gdpr.TermsOfUse))
        throw signupError('LoginData.Gdpr.TermsOfUse', 'CHOOSE_OPTION_REQUIRED', 'Accept the terms of use.');
      if (!consentApproved(Gdpr.PrivacyPolicy))
        throw signupError(
          'LoginData.Gdpr.PrivacyPolicy',
          'CHOOSE_OPTION_REQUIRED',
          'Accept the privacy policy.',
        );
      if ((await ctx.emailDomain(Email)) === 'NON_EXIST')
        throw signupError('LoginData.Email', 'EMAIL_INVALID', 'The e-mail domain cannot receive mail.');
      const passwordHash = await hashPassword(Password);
      const now = clock.now();
      const newsletter = consentApproved(Gdpr.NewsletterEnabled);
      const features = consentApproved(Gdpr.MarqueeFeaturesNewsletter);
      const created = await db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          email: Email,
          passwordHash,
          language: body.Language ?? requestLanguage,
          termsAcceptedAt: now,
          privacyAcceptedAt: now,
          newsletterEnabled: newsletter,
          newsletterChangedAt: newsletter ? now : null,
          featuresNewsletterEnabled: features,
          featuresNewsletterChangedAt: features ? now : null,
          createdAt: now,
          updatedAt: now,
        });
        if (!user) throw new AppError('AUTH.EMAIL_ALREADY_IN_USE', 'This e-mail address is already in use.');
        let row = user;
        if (body.VisitorProfile) {
          const name = body.VisitorProfile.ProfileName;
          const profile = await insertProfile(tx, {
            type: 'VisitorProfile',
            profileName: name,
            searchName: normalizeSearchText(name),
            profilePicture: body.VisitorProfile.ProfilePicture ?? null,
            ownerUserId: user.id,
          });
          const claim = await insertClaim(tx, { userId: user.id, profileId: profile.id, role: 'Owner' });
          row = (await updateUser(tx, user.id, { defaultProfileClaimId: claim.id }, now)) ?? user;
        }
        const secret = await ctx.createOneTimeToken(tx, user.id, 'activation', now);
        return { user: row, secret };
      });
      // After commit: a mail outage must not lose the account (the user can resend from the dialog).
      await ctx.sendLinkMail('confirmation', created.user, 'confirm', created.secret);
      return ctx.signIn(created.user);
    },

    /**
     * Signs in with e-mail and password. Throws MAXIMUM_ATTEMPTS_EXCEEDED (checked before any hashing) and
     * AUTH.WRONG_USERNAME_OR_PWD (same answer and about the same time for an unknown e-mail).
     */
    async login(body: LoginBody, ip: string): Promise<TokenWithUserInfo> {
      const now = clock.now();
      // Counted as a failure before the password is checked; only a right password turns it into a success.
      const attemptId = await takeAttempt(db, LOGIN_THROTTLE, { email: body.Email, ip }, now);
      const user = await findUserByEmail(db, body.Email);
      const ok = await verifyPassword(user?.passwordHash ?? null, body.Password);
      if (!user || !ok) throw new AppError('AUTH.WRONG_USERNAME_OR_PWD', 'Incorrect username or password.');
      await markAttemptSucceeded(db, attemptId);
      if (user.passwordHash && needsRehash(user.passwordHash)) {
        await updateUser(db, user.id, { passwordHash: await hashPassword(body.Password) }, now);
      }
      return ctx.signIn(user);
    },

    /** Throws UNAUTHORIZED when the account vanished after the token was checked. */
    userInfo(user: AuthUser): Promise<UserInfo> {
      return ctx.userInfoById(user.id);
    },

    /** A fresh token with the same token_version; the presented one stays valid until it expires. */
    async newToken(user: AuthUser): Promise<AccessToken> {
      const issued = await deps.tokens.issue(user.id, user.tokenVersion, clock.now());
      return { Access_token: issued.token, Expires: issued.expires.toISOString() };
    },

    /** Records consent changes; an approval is stamped with now (so a later TERMS_VERSION_DATE asks again). */
    gdpr(user: AuthUser, body: GdprSettingsBody): Promise<UserInfo> {
      const now = clock.now();
      const patch: Partial<NewUser> = {};
      if (body.TermsOfUse !== undefined)
        patch.termsAcceptedAt = consentApproved(body.TermsOfUse) ? now : null;
      if (body.PrivacyPolicy !== undefined)
        patch.privacyAcceptedAt = consentApproved(body.PrivacyPolicy) ? now : null;
      if (body.NewsletterEnabled !== undefined) {
        patch.newsletterEnabled = consentApproved(body.NewsletterEnabled);
        patch.newsletterChangedAt = now;
      }
      if (body.MarqueeFeaturesNewsletter !== undefined) {
        patch.featuresNewsletterEnabled = consentApproved(body.MarqueeFeaturesNewsletter);
        patch.featuresNewsletterChangedAt = now;
      }
      return settings(user, patch);
    },

    newsletter(user: AuthUser, enabled: boolean): Promise<UserInfo> {
      return settings(user, { newsletterEnabled: enabled, newsletterChangedAt: clock.now() });
    },

    featuresNewsletter(user: AuthUser, enabled: boolean): Promise<UserInfo> {
      return settings(user, { featuresNewsletterEnabled: enabled, featuresNewsletterChangedAt: clock.now() });
    },

    language(user: AuthUser, language: Language): Promise<UserInfo> {
      return settings(user, { language });
    },

    /** Throws NOT_FOUND for an unknown claim and FORBIDDEN for another user's or an ignored claim. */
    async setDefaultProfileClaim(user: AuthUser, claimId: string): Promise<UserInfo> {
      const claim = await findClaimById(db, claimId);
      if (!claim) throw new AppError('NOT_FOUND', 'No such profile claim.');
      const valid =
        claim.userId === user.id && claim.profileId !== null
          ? await listValidClaims(db, user.id, claim.profileId)
          : [];
      if (!valid.some((c) => c.id === claimId)) throw new AppError('FORBIDDEN', 'This claim is not yours.');
      return settings(user, { defaultProfileClaimId: claimId });
    },

    /** Removes the account's personal data (see deletion.ts). */
    deleteAccount(user: AuthUser): Promise<true> {
      return deleteAccount(ctx, user.id);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
