import type { Language, TokenWithUserInfo, UserInfo } from '@marquee/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { OneTimeTokenPurpose, UserRow } from '../../db/schema/accounts';
import { AppError } from '../../plugins/errors';
import type { Mailer } from '../mail/mailer';
import type { MailKind } from '../mail/templates';
import { presentToken, presentUserInfo } from './accounts.presenter';
import { findUserById, insertOneTimeToken, listIdentities, listValidClaims } from './accounts.repository';
import { clock } from './clock';
import { createEmailDomainChecker, type EmailDomainChecker } from './email-domain';
import { hashSecret, newSecret, TOKEN_LIFETIME_MS } from './one-time-tokens';
import type { AccessTokens } from './tokens';

export interface AccountsDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  tokens: AccessTokens;
  log: FastifyBaseLogger;
}

/** What every accounts use case shares: the dependencies plus the helpers below. */
export interface AccountsContext extends AccountsDeps {
  emailDomain: EmailDomainChecker;
  userInfo(user: UserRow, db?: DbOrTx): Promise<UserInfo>;
  userInfoById(userId: string): Promise<UserInfo>;
  signIn(user: UserRow): Promise<TokenWithUserInfo>;
  /** Stores a one-time token for the user and returns its secret (only the hash is kept). */
  createOneTimeToken(db: DbOrTx, userId: string, purpose: OneTimeTokenPurpose, now: Date): Promise<string>;
  /** Sends an account mail with a link to a web route; a failure is logged and reported as false. */
  sendLinkMail(
    kind: MailKind,
    user: Pick<UserRow, 'id' | 'email' | 'language'>,
    route: string,
    secret: string,
  ): Promise<boolean>;
}

function asLanguage(value: string): Language {
  return (['en', 'sk', 'cs', 'de', 'hu'] as const).find((l) => l === value) ?? 'en';
}

export function createAccountsContext(deps: AccountsDeps): AccountsContext {
  const termsVersionDate = deps.config.TERMS_VERSION_DATE ? new Date(deps.config.TERMS_VERSION_DATE) : null;
  const context: AccountsContext = {
    ...deps,
    emailDomain: createEmailDomainChecker({ production: deps.config.NODE_ENV === 'production' }),

    async userInfo(user, db = deps.db) {
      const [claims, identities] = await Promise.all([
        listValidClaims(db, user.id),
        listIdentities(db, user.id),
      ]);
      // Spec 1 §6: IsBlogger is the profile's flag or the configured list (BLOGGER_PROFILE_IDS).
      const bloggers = deps.config.BLOGGER_PROFILE_IDS;
      const flagged = claims.map((claim) =>
        claim.profileId && bloggers.includes(claim.profileId) ? { ...claim, isBlogger: true } : claim,
      );
      return presentUserInfo(user, flagged, identities, { termsVersionDate });
    },

    async userInfoById(userId) {
      const user = await findUserById(deps.db, userId);
      if (!user) throw new AppError('UNAUTHORIZED', 'The account no longer exists.');
      return context.userInfo(user);
    },

    async signIn(user) {
      const [issued, info] = await Promise.all([
        deps.tokens.issue(user.id, user.tokenVersion, clock.now()),
        context.userInfo(user),
      ]);
      return { AccessToken: presentToken(issued), UserInfo: info };
    },

    async createOneTimeToken(db, userId, purpose, now) {
      const secret = newSecret();
      await insertOneTimeToken(db, {
        userId,
        purpose,
        tokenHash: hashSecret(secret),
        expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
        createdAt: now,
      });
      return secret;
    },

    async sendLinkMail(kind, user, route, secret) {
      const language = asLanguage(user.language);
      // Appended, not resolved, so a PUBLIC_URL with a path prefix (https://x.sk/marquee) keeps it.
      const link = new URL(`${deps.config.publicUrl.replace(/\/+$/, '')}/${language}/${route}`);
      link.searchParams.set('id', user.id);
      link.searchParams.set('token', secret);
      try {
        await deps.mailer.send({
          kind,
          to: user.email,
          language,
          vars: { link: link.toString(), email: user.email },
        });
        return true;
      } catch (error) {
        deps.log.error({ err: error, kind, userId: user.id }, 'account mail could not be sent');
        return false;
      }
    },
  };
  return context;
}
