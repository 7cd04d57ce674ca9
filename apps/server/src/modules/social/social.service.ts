import { createHash } from 'node:crypto';
import {
  consentApproved,
  type Language,
  type SocialLoginBody,
  type SocialLoginResponse,
  type SocialProvider,
  type UserInfo,
} from '@marquee/contract';
import type { SocialLoginPayload, UserRow } from '../../db/schema/accounts';
import type { AuthUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import type { AccountsContext } from '../accounts/accounts.context';
import {
  consumeOneTimeToken,
  findIdentity,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertOneTimeToken,
  insertUser,
  listIdentities,
  updateUser,
} from '../accounts/accounts.repository';
import { clock } from '../accounts/clock';
import { hashSecret, newSecret, TOKEN_LIFETIME_MS } from '../accounts/one-time-tokens';
import type { OidcProvider } from './oidc';

const codeFailed = () => new AppError('SOCIAL_LOGIN.FAIL', 'The sign-in code is invalid or expired.');

/** An address for a provider that gave none: valid syntax, can never receive mail (.invalid), unique per identity. */
function generatedEmail(payload: SocialLoginPayload): string {
  const digest = createHash('sha256')
    .update(`${payload.provider}:${payload.subject}`)
    .digest('hex')
    .slice(0, 20);
  return `${payload.provider}-${digest}@social.marquee.invalid`;
}

/** Social login ("continue with …") over OpenID Connect, in the spec's externalaccount contract. */
export function createSocialService(
  ctx: AccountsContext,
  provider: OidcProvider | null,
  options: { likes?: boolean } = {},
) {
  const { db } = ctx;

  async function redeem(code: string): Promise<SocialLoginPayload> {
    const used = await consumeOneTimeToken(
      db,
      { tokenHash: hashSecret(code), purpose: 'social_login' },
      clock.now(),
    );
    // A likes code carries the provider's token for reading likes; it never signs in or links.
    if (!used?.payload || used.payload.likesToken) throw codeFailed();
    return used.payload;
  }

  /** Finds the account for a verified identity, linking by verified e-mail, or creates one. */
  async function findOrCreate(
    payload: SocialLoginPayload,
    body: SocialLoginBody,
    language: Language,
  ): Promise<{ user: UserRow; action: 'Login' | 'Register' }> {
    const identity = await findIdentity(db, payload.provider, payload.subject);
    const linked = identity ? await findUserById(db, identity.userId) : null;
    if (linked) return { user: linked, action: 'Login' };
    const now = clock.now();
    // Only an address the provider vouches for may take over an existing password account.
    if (payload.email && payload.emailVerified) {
      const byEmail = await findUserByEmail(db, payload.email);
      if (byEmail) {
        await insertIdentity(db, {
          userId: byEmail.id,
          provider: payload.provider,
          subject: payload.subject,
          email: payload.email,
        });
        const user = byEmail.confirmed
          ? byEmail
          : ((await updateUser(db, byEmail.id, { confirmed: true, confirmedAt: now }, now)) ?? byEmail);
        return { user, action: 'Login' };
      }
    }
    const realEmail = payload.email && payload.emailVerified ? payload.email : null;
    const terms = consentApproved(body.Gdpr?.TermsOfUse) ? now : null;
    const privacy = consentApproved(body.Gdpr?.PrivacyPolicy) ? now : null;
    const newsletter = consentApproved(body.Gdpr?.NewsletterEnabled);
    const user = await db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        email: realEmail ?? generatedEmail(payload),
        emailGenerated: realEmail === null,
        passwordHash: null,
        confirmed: realEmail !== null,
        confirmedAt: realEmail ? now : null,
        language: body.Language ?? language,
        // Without consent in the request the terms-updated dialog asks for it (Gdpr.TermsOfUse false).
        termsAcceptedAt: terms,
        privacyAcceptedAt: privacy,
        newsletterEnabled: newsletter,
        newsletterChangedAt: newsletter ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      if (!created) throw new AppError('AUTH.EMAIL_ALREADY_IN_USE', 'This e-mail address is already in use.');
      await insertIdentity(tx, {
        userId: created.id,
        provider: payload.provider,
        subject: payload.subject,
        email: payload.email,
      });
      return created;
    });
    return { user, action: 'Register' };
  }

  return {
    /**
     * The provider's access token behind a likes code (single use). Throws SOCIAL_LOGIN.FAIL for a bad, used
     * or expired code, or one that was not made for likes.
     */
    async redeemLikesCode(code: string): Promise<string> {
      const used = await consumeOneTimeToken(
        db,
        { tokenHash: hashSecret(code), purpose: 'social_login' },
        clock.now(),
      );
      if (!used?.payload?.likesToken) throw codeFailed();
      return used.payload.likesToken;
    },

    providers(): SocialProvider[] {
      return provider
        ? [
            {
              Id: provider.key,
              Name: provider.name,
              StartUrl: '/api/externalaccount/oidc/start',
              ...(options.likes ? { Likes: true as const } : {}),
            },
          ]
        : [];
    },

    /** Stores the identity the provider confirmed and returns the one-time code for the web app (5 min). */
    async issueLoginCode(payload: SocialLoginPayload): Promise<string> {
      const secret = newSecret();
      const now = clock.now();
      await insertOneTimeToken(db, {
        userId: null,
        purpose: 'social_login',
        tokenHash: hashSecret(secret),
        payload,
        expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS.social_login),
        createdAt: now,
      });
      return secret;
    },

    /**
     * POST /externalaccount/facebooklogin: redeems the callback's one-time code and signs in, creating the
     * account on first use (Action Register). Throws SOCIAL_LOGIN.FAIL for a bad, used or expired code.
     */
    async login(body: SocialLoginBody, language: Language): Promise<SocialLoginResponse> {
      const payload = await redeem(body.Code);
      const { user, action } = await findOrCreate(payload, body, language);
      const signedIn = await ctx.signIn(user);
      return { ...signedIn, Action: action };
    },

    /**
     * POST /externalaccount/addfacebooklogin: links the code's identity to the signed-in account. Throws
     * SOCIAL_LOGIN.FAIL (bad code) and SOCIAL_LOGIN.ALREADY_LINKED (identity on another account, or this
     * account already linked to another identity of the provider).
     */
    async link(user: AuthUser, code: string): Promise<UserInfo> {
      const payload = await redeem(code);
      const identity = await findIdentity(db, payload.provider, payload.subject);
      if (identity && identity.userId !== user.id) {
        throw new AppError('SOCIAL_LOGIN.ALREADY_LINKED', 'This identity belongs to another account.');
      }
      if (!identity) {
        const mine = await listIdentities(db, user.id);
        if (mine.some((i) => i.provider === payload.provider)) {
          throw new AppError(
            'SOCIAL_LOGIN.ALREADY_LINKED',
            'Another identity of this provider is linked already.',
          );
        }
        await insertIdentity(db, {
          userId: user.id,
          provider: payload.provider,
          subject: payload.subject,
          email: payload.email,
        });
      }
      return ctx.userInfoById(user.id);
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
