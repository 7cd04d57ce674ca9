import { z } from 'zod';
import { LanguageSchema } from './languages';
import { PASSWORD_MIN_LENGTH } from './limits';

/** Schemas of the Account calls (spec 1 §7 "Account") and the social login ("externalaccount") calls. */

/**
 * Spec 1 §5: a local part, "@", and a domain whose last label (the TLD) has at least 2 letters. No spaces
 * and no second "@". Letters include non-Latin ones (IDN TLDs such as .рф).
 */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+\p{L}{2,}$/u;
export const EMAIL_MAX_LENGTH = 254;
/** argon2 accepts any length; a cap keeps a megabyte "password" from costing hashing time. */
export const PASSWORD_MAX_LENGTH = 200;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Required (FIELD_REQUIRED when empty), then the spec's rule (EMAIL_INVALID). Trimmed. */
export const EmailSchema = z
  .string()
  .trim()
  .min(1)
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ pattern: EMAIL_PATTERN }));

/** Sign-up and new password: at least 6 characters (spec 1 §5). */
export const NewPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
/** Login only needs a password. */
export const LoginPasswordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);

/** One consent: `{ Approved }`. Requests may also send a bare boolean. */
export const ConsentSchema = z.object({ Approved: z.boolean() });
export type Consent = z.infer<typeof ConsentSchema>;
const ConsentInputSchema = z.union([z.boolean(), ConsentSchema]);
export type ConsentInput = z.infer<typeof ConsentInputSchema>;

export function consentApproved(value: ConsentInput | undefined): boolean {
  return typeof value === 'boolean' ? value : (value?.Approved ?? false);
}

/** The product-features newsletter flag; spec's `{product}FeaturesNewsletter`. */
export const FEATURES_NEWSLETTER_KEY = 'MarqueeFeaturesNewsletter';

/** Consent as sent on sign-up; TermsOfUse and PrivacyPolicy must be approved (else AUTH.INCORRECT_SIGNUP_DATA). */
export const GdprInputSchema = z.object({
  TermsOfUse: ConsentInputSchema,
  PrivacyPolicy: ConsentInputSchema,
  NewsletterEnabled: ConsentInputSchema.optional(),
  MarqueeFeaturesNewsletter: ConsentInputSchema.optional(),
});
export type GdprInput = z.infer<typeof GdprInputSchema>;

/** Consent as the server reports it; TermsOfUse/PrivacyPolicy are false when given before the current terms. */
export const GdprSchema = z.object({
  TermsOfUse: ConsentSchema,
  PrivacyPolicy: ConsentSchema,
  NewsletterEnabled: ConsentSchema,
  MarqueeFeaturesNewsletter: ConsentSchema,
});
export type Gdpr = z.infer<typeof GdprSchema>;

// ---------------------------------------------------------------- responses

/** Spec 1 §3 Token. `Expires` is an ISO-8601 instant; refresh with /account/newtoken when < 18 h remain. */
export const AccessTokenSchema = z.object({
  Access_token: z.string(),
  Expires: z.iso.datetime(),
});
export type AccessToken = z.infer<typeof AccessTokenSchema>;

/** Spec 1 §3 Profile claim. EntityType is always "Profile" here; Type is the claimed profile's type. */
export const ProfileClaimSchema = z.object({
  Id: z.uuid(),
  EntityId: z.uuid(),
  EntityType: z.literal('Profile'),
  Name: z.string(),
  Role: z.string().nullable(),
  ProfilePictureUrl: z.string().nullable(),
  Type: z.string(),
  LicenceId: z.uuid().nullable(),
});
export type ProfileClaim = z.infer<typeof ProfileClaimSchema>;

/** The default claim's profile, enough for the header and menus; full profiles come from /search/profile. */
export const UserProfileSummarySchema = z.object({
  Id: z.uuid(),
  ClaimId: z.uuid(),
  ProfileName: z.string(),
  Type: z.string(),
  Nickname: z.string().nullable(),
  ProfilePicture: z.string().nullable(),
  /** Everything but a visitor profile is an organizer (spec 1 §6). */
  IsOrganizer: z.boolean(),
  IsBlogger: z.boolean(),
});
export type UserProfileSummary = z.infer<typeof UserProfileSummarySchema>;

/** Spec 1 §3 User, as /account/userinfo answers it. */
export const UserInfoSchema = z.object({
  Id: z.uuid(),
  Email: z.string(),
  Confirmed: z.boolean(),
  DefaultProfileClaimId: z.uuid().nullable(),
  /** Subject of a linked social identity (any provider except one named Google). */
  FB_id: z.string().nullable(),
  /** Subject of a linked identity from a provider named Google. */
  G_id: z.string().nullable(),
  /** True when the e-mail was generated because the social provider gave none (changeFacebookGeneratedMail). */
  EmailGenerated: z.boolean(),
  HasPassword: z.boolean(),
  /** Spec 1 §6: the tester account is logged out on route change (except on survey). */
  IsTester: z.boolean(),
  Gdpr: GdprSchema,
  ProfileClaims: z.array(ProfileClaimSchema),
  Profile: UserProfileSummarySchema.nullable(),
  Language: LanguageSchema,
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const TokenWithUserInfoSchema = z.object({ AccessToken: AccessTokenSchema, UserInfo: UserInfoSchema });
export type TokenWithUserInfo = z.infer<typeof TokenWithUserInfoSchema>;

export const OkSchema = z.literal(true);

// ---------------------------------------------------------------- requests

// POST /account/userexist, GET /email/emailIsAvailable?Email
export const EmailBodySchema = z.object({ Email: EmailSchema });
export const EmailQuerySchema = z.object({ Email: EmailSchema });
// GET /utility/checkEmailDomain?email
export const CheckEmailDomainQuerySchema = z.object({ email: EmailSchema });
export const EMAIL_DOMAIN_RESULTS = ['OK', 'NON_EXIST'] as const;
export const CheckEmailDomainResponseSchema = z.enum(EMAIL_DOMAIN_RESULTS);
export type CheckEmailDomainResponse = z.infer<typeof CheckEmailDomainResponseSchema>;

/** The visitor profile made on sign-up (spec 1 §2: profile name, picture). */
export const VisitorProfileInputSchema = z.object({
  ProfileName: z.string().trim().min(2).max(100),
  /** A URL or path from the image upload; optional on the API (the web form requires it). */
  ProfilePicture: z.string().max(2000).nullish(),
});
export type VisitorProfileInput = z.infer<typeof VisitorProfileInputSchema>;

// POST /account/register
export const RegisterBodySchema = z.object({
  LoginData: z.object({
    Email: EmailSchema,
    Password: NewPasswordSchema,
    Gdpr: GdprInputSchema,
  }),
  VisitorProfile: VisitorProfileInputSchema.nullish(),
  /** Language of the mails and of the account; default the request's Accept-Language. */
  Language: LanguageSchema.optional(),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

// POST /account/tokenwithuserinfo
export const LoginBodySchema = z.object({ Email: EmailSchema, Password: LoginPasswordSchema });
export type LoginBody = z.infer<typeof LoginBodySchema>;

// POST /account/accountsettings/gdpr
export const GdprSettingsBodySchema = z.object({
  NewsletterEnabled: ConsentInputSchema.optional(),
  TermsOfUse: ConsentInputSchema.optional(),
  PrivacyPolicy: ConsentInputSchema.optional(),
  MarqueeFeaturesNewsletter: ConsentInputSchema.optional(),
});
export type GdprSettingsBody = z.infer<typeof GdprSettingsBodySchema>;

export const UserIdParamsSchema = z.object({ id: z.uuid() });
// POST /account/activation/{id}
export const ActivationBodySchema = z.object({ Token: z.string().min(1).max(200) });
// PUT /account/updateforgottenpassword/{id}
export const NewPasswordBodySchema = z.object({
  Token: z.string().min(1).max(200),
  NewPassword: NewPasswordSchema,
});

/** A query flag: "true"/"false" (also 1/0). */
export const QueryBooleanSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');
// PATCH /account/accountsettings/newsletter?enabled, …/MarqueeFeaturesNewsletter?enabled
export const EnabledQuerySchema = z.object({ enabled: QueryBooleanSchema });
// PUT /account/accountsettings/language
export const LanguageBodySchema = z.object({ Language: LanguageSchema });
// GET /account/setdefaultprofileclaim/{claimId}
export const ClaimIdParamsSchema = z.object({ claimId: z.uuid() });

// ---------------------------------------------------------------- social login (OpenID Connect)

export const SocialProviderSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  /** Open in the browser (full page): redirects to the provider and back to the web app. */
  StartUrl: z.string(),
  /** Issue 26: the provider's likes can suggest profiles and events (StartUrl?mode=likes); absent when off. */
  Likes: z.literal(true).optional(),
});
export const SocialProvidersResponseSchema = z.array(SocialProviderSchema);
export type SocialProvider = z.infer<typeof SocialProviderSchema>;

export const OidcStartQuerySchema = z.object({
  /** A path in the web app ("/en/events") to come back to; anything else is ignored. */
  returnUrl: z.string().max(2000).optional(),
  /** "link" adds the identity to the signed-in account (then POST /externalaccount/addfacebooklogin). */
  mode: z.enum(['login', 'link', 'likes']).default('login'),
  lang: LanguageSchema.optional(),
});

export const OidcCallbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  iss: z.string().optional(),
});

/** POST /externalaccount/facebooklogin: the one-time code the OIDC callback handed to the web app. */
export const SocialLoginBodySchema = z.object({
  Code: z.string().min(1).max(200),
  Gdpr: GdprInputSchema.partial().optional(),
  Language: LanguageSchema.optional(),
});
export type SocialLoginBody = z.infer<typeof SocialLoginBodySchema>;

export const SOCIAL_LOGIN_ACTIONS = ['Login', 'Register'] as const;
export const SocialLoginResponseSchema = z.object({
  AccessToken: AccessTokenSchema,
  UserInfo: UserInfoSchema,
  Action: z.enum(SOCIAL_LOGIN_ACTIONS),
});
export type SocialLoginResponse = z.infer<typeof SocialLoginResponseSchema>;

// POST /externalaccount/addfacebooklogin
export const AddSocialLoginBodySchema = z.object({ Token: z.string().min(1).max(200) });
