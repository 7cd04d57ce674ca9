import { relations, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { citext, createdAt, id, instant, sqlList, updatedAt } from './columns';
import { profiles } from './profiles';

/** Interface languages a user may choose (mirrors the contract's LANGUAGES; the DB keeps its own list). */
const USER_LANGUAGES = ['en', 'sk', 'cs', 'de', 'hu'] as const;

/**
 * An account. `email` is citext so `Foo@x.sk` and `foo@x.sk` are one account. `password_hash` is null for
 * accounts created by social login until they set a password. `token_version` is copied into every access
 * token; bumping it (password reset, account deletion) ends every session at once. Consent is stored as
 * the instant it was given (null = not given), so a terms update can require consent again (TERMS_VERSION_DATE).
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: citext('email').notNull(),
    passwordHash: text('password_hash'),
    confirmed: boolean('confirmed').notNull().default(false),
    confirmedAt: instant('confirmed_at'),
    /** True when the e-mail was made up because the social provider gave none (changeFacebookGeneratedMail). */
    emailGenerated: boolean('email_generated').notNull().default(false),
    language: text('language').notNull().default('en'),
    defaultProfileClaimId: uuid('default_profile_claim_id').references((): AnyPgColumn => profileClaims.id, {
      onDelete: 'set null',
    }),
    termsAcceptedAt: instant('terms_accepted_at'),
    privacyAcceptedAt: instant('privacy_accepted_at'),
    newsletterEnabled: boolean('newsletter_enabled').notNull().default(false),
    newsletterChangedAt: instant('newsletter_changed_at'),
    featuresNewsletterEnabled: boolean('features_newsletter_enabled').notNull().default(false),
    featuresNewsletterChangedAt: instant('features_newsletter_changed_at'),
    tokenVersion: integer('token_version').notNull().default(0),
    /** Spec 1 §6: the tester account is logged out on route change (the web app reads IsTester). */
    isTester: boolean('is_tester').notNull().default(false),
    /** Set when the account was deleted; the row stays (anonymised) so sold tickets keep a buyer reference. */
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_language_check', sql`${t.language} IN (${sqlList(USER_LANGUAGES)})`),
    check('users_token_version_check', sql`${t.tokenVersion} >= 0`),
  ],
);

/** Spec 1 §6 claim roles. Seller, Salesman and SellingPoint claims are ignored by the web product. */
export const CLAIM_ROLES = [
  'Owner',
  'Admin',
  'LicenseAdmin',
  'BackOffice',
  'StatisticsViewer',
  'Seller',
  'Salesman',
  'SellingPoint',
] as const;
export type ClaimRole = (typeof CLAIM_ROLES)[number];
export const IGNORED_CLAIM_ROLES: readonly ClaimRole[] = ['Seller', 'Salesman', 'SellingPoint'];

/**
 * A user's right on a profile (or on a licence). A claim's Type is the claimed profile's type; a claim
 * without a profile (a licence-only claim) has no Type and is left out of UserInfo (spec 1 §6). Licences
 * arrive with the organizer issue, so `licence_id` has no FK yet.
 */
export const profileClaims = pgTable(
  'profile_claims',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    role: text('role').$type<ClaimRole>(),
    licenceId: uuid('licence_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('profile_claims_user_profile_unique').on(t.userId, t.profileId),
    index('profile_claims_profile_idx').on(t.profileId),
    check('profile_claims_role_check', sql`${t.role} IS NULL OR ${t.role} IN (${sqlList(CLAIM_ROLES)})`),
    check('profile_claims_target_check', sql`${t.profileId} IS NOT NULL OR ${t.licenceId} IS NOT NULL`),
  ],
);

/** What a one-time token is for; each purpose has its own lifetime (accounts.service). */
export const ONE_TIME_TOKEN_PURPOSES = ['activation', 'password_reset', 'social_login'] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/** The identity a social login code stands for (purpose social_login): who the provider says signed in. */
export interface SocialLoginPayload {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /**
   * Only for a likes code (issue 26, /oidc/start?mode=likes): the provider's access token, kept for the
   * code's 5 minutes so the likes can be read once; such a code never signs in or links.
   */
  likesToken?: string;
}

/**
 * Activation links, password-reset links and social-login codes. Only a SHA-256 of the secret is stored,
 * so a database leak cannot be replayed; `used_at` makes each single-use (set by a conditional UPDATE).
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OneTimeTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    payload: jsonb('payload').$type<SocialLoginPayload>(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_unique').on(t.tokenHash),
    index('one_time_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check('one_time_tokens_purpose_check', sql`${t.purpose} IN (${sqlList(ONE_TIME_TOKEN_PURPOSES)})`),
  ],
);

/** Kinds of throttled attempts: failed logins, and mails a visitor can trigger (resend, reset). */
export const ATTEMPT_KINDS = ['login_failed', 'login_ok', 'mail'] as const;
export type AttemptKind = (typeof ATTEMPT_KINDS)[number];

/**
 * Throttling memory in the database, so limits hold across several server processes and restarts.
 * Rows older than a day are deleted as new ones arrive.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<AttemptKind>().notNull(),
    email: citext('email'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_attempts_email_idx').on(t.kind, t.email, t.createdAt),
    index('auth_attempts_ip_idx').on(t.kind, t.ip, t.createdAt),
    index('auth_attempts_created_idx').on(t.createdAt),
    check('auth_attempts_kind_check', sql`${t.kind} IN (${sqlList(ATTEMPT_KINDS)})`),
  ],
);

/** A social (OpenID Connect) identity linked to an account: one per provider and account. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: citext('email'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('social_identities_provider_subject_unique').on(t.provider, t.subject),
    unique('social_identities_user_provider_unique').on(t.userId, t.provider),
  ],
);

export const usersRelations = relations(users, ({ many }) => ({
  claims: many(profileClaims),
  identities: many(socialIdentities),
}));

export const profileClaimsRelations = relations(profileClaims, ({ one }) => ({
  user: one(users, { fields: [profileClaims.userId], references: [users.id] }),
  profile: one(profiles, { fields: [profileClaims.profileId], references: [profiles.id] }),
}));

export const socialIdentitiesRelations = relations(socialIdentities, ({ one }) => ({
  user: one(users, { fields: [socialIdentities.userId], references: [users.id] }),
}));

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type ProfileClaimRow = typeof profileClaims.$inferSelect;
export type NewProfileClaim = typeof profileClaims.$inferInsert;
export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
export type SocialIdentityRow = typeof socialIdentities.$inferSelect;
