import { z } from 'zod';
import { GenreNamesSchema } from './categories';
import { NAME_MIN_LENGTH } from './limits';
import { AddressSchema, ContactInputSchema, ContactSchema, MAX_CONTACTS } from './profile-contacts';
import {
  PROFILE_NAME_MAX_LENGTH,
  PROFILE_TYPE_SEGMENTS,
  ProfileRoleSchema,
  ProfileSubtypeSchema,
  ProfileTypeSchema,
} from './profiles';
import { CountryCodeSchema, LonLatSchema } from './utility';

/** Request and response schemas of the profile calls (spec 1 §7 "Profiles and follows", spec 3 §7). */

export const MAX_PROFILE_CATEGORIES = 10;
export const MAX_EMBEDDED_CODES = 20;
export const MAX_EMBED_CODE_LENGTH = 20_000;
export const MAX_ABOUT_LENGTH = 5_000;
export const MAX_ABOUT_RICH_TEXT_LENGTH = 50_000;

// --- Path parameters ---

/** Lowercase profile type; anything else answers 400 UNSUPPORTED_PROFILE_TYPE. */
export const ProfileTypeSegmentSchema = z
  .enum(PROFILE_TYPE_SEGMENTS as [string, ...string[]])
  .describe('Lowercase profile type, e.g. promoterprofile');
export const ProfileParamsSchema = z.object({ type: ProfileTypeSegmentSchema, id: z.uuid() });
export const ProfileSearchParamsSchema = z.object({
  id: z.string().min(1).max(100).describe('Profile id or nickname (case-insensitive)'),
});

// --- Embedded codes (spec 1 §3 "Embedded code", spec 3 §5: script tags stripped before saving) ---

export const EmbeddedCodeInputSchema = z.object({
  /** Keep the Id of an existing code to update it; omit it for a new one. */
  Id: z.string().max(64).optional(),
  HtmlCode: z.string().trim().min(1).max(MAX_EMBED_CODE_LENGTH),
  IsHidden: z.boolean().default(false),
  /** Display order (ascending); the list order when omitted. */
  OrderNumber: z.number().int().min(0).max(10_000).optional(),
});
export const EmbeddedCodesInputSchema = z.array(EmbeddedCodeInputSchema).max(MAX_EMBEDDED_CODES);
export const EmbeddedCodeSchema = z
  .object({ Id: z.string(), HtmlCode: z.string(), IsHidden: z.boolean(), OrderNumber: z.number().int() })
  .meta({ id: 'EmbeddedCode' });
export type EmbeddedCodeView = z.infer<typeof EmbeddedCodeSchema>;
export const EmbeddedCodesResponseSchema = z.array(EmbeddedCodeSchema);
export const EmbeddedCodeParamsSchema = ProfileParamsSchema.extend({ codeId: z.string().min(1).max(64) });

// --- Contacts sub-resource (spec 3 §7) ---

export const ContactsResponseSchema = z.array(ContactSchema);
export const ContactParamsSchema = ProfileParamsSchema.extend({ contactId: z.string().min(1).max(64) });
export const ContactsListParamsSchema = ProfileParamsSchema.extend({
  includePrivate: z
    .enum(['true', 'false'])
    .describe('true: every contact (claim holders only); false: public'),
});

// --- Genres of a profile ---

export const ProfileCategorySchema = z
  .object({
    Id: z.string(),
    Name: z.string(),
    NameI18n: GenreNamesSchema,
    Slug: z.string(),
    ParentCategory: z.string().nullable(),
  })
  .meta({ id: 'ProfileCategory' });
export type ProfileCategory = z.infer<typeof ProfileCategorySchema>;
export const ProfileCategoriesResponseSchema = z.array(ProfileCategorySchema);
/** A genre given as its id or as an object carrying Id (what GET returns), so a read can be sent back. */
const CategoryRefSchema = z.union([z.uuid(), z.object({ Id: z.uuid() })]);
export const ProfileCategoriesBodySchema = z.array(CategoryRefSchema).max(MAX_PROFILE_CATEGORIES);
export const CategoryParamsSchema = ProfileParamsSchema.extend({ catId: z.uuid() });

export function categoryIdsOf(refs: readonly z.infer<typeof CategoryRefSchema>[]): string[] {
  return [...new Set(refs.map((ref) => (typeof ref === 'string' ? ref : ref.Id)))];
}

// --- Profile create / update ---

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * POST /{type} and PUT /{type}/{id}. On PUT a field left out keeps its value and `null` clears it;
 * Contacts, Categories and EmbeddedCodes replace the whole list when given.
 */
export const ProfileInputSchema = z.object({
  ProfileName: z.string().trim().min(NAME_MIN_LENGTH).max(PROFILE_NAME_MAX_LENGTH),
  Nickname: optionalText(100),
  Subtype: ProfileSubtypeSchema.nullable().optional(),
  About: optionalText(MAX_ABOUT_LENGTH),
  /** Sanitized HTML is stored (scripts, handlers and unknown tags removed). */
  AboutRichText: optionalText(MAX_ABOUT_RICH_TEXT_LENGTH),
  /** A URL answered by an upload call (`/uploads/…`); other URLs are refused. */
  ProfilePicture: optionalText(500),
  Country: CountryCodeSchema.nullable().optional(),
  CityId: z.uuid().nullable().optional(),
  Hometown: optionalText(100),
  LonLat: LonLatSchema.nullable().optional(),
  AddressContact: AddressSchema.nullable().optional(),
  Birthday: z.iso.date().nullable().optional(),
  Gender: optionalText(20),
  AllowVisitorPosts: z.boolean().optional(),
  Contacts: z.array(ContactInputSchema).max(MAX_CONTACTS).optional(),
  Categories: ProfileCategoriesBodySchema.optional(),
  EmbeddedCodes: EmbeddedCodesInputSchema.optional(),
  /**
   * An organizer profile's own switches (spec 3 §3 "Custom frontend settings", §6: batch coupons and season
   * events depend on them), as the profile view shows them; a switch left out keeps its value. PUT only.
   */
  ExtraSettings: z
    .object({
      CustomFrontendSettings: z.object({
        BatchCouponsEnabled: z.boolean().optional(),
        SeasonTicketEventEnabled: z.boolean().optional(),
      }),
    })
    .optional(),
});
export type ProfileInput = z.infer<typeof ProfileInputSchema>;

/** PUT /{type}/{id}?profileName=… renames only (the body is then ignored). */
export const ProfileUpdateQuerySchema = z.object({
  profileName: z.string().trim().min(NAME_MIN_LENGTH).max(PROFILE_NAME_MAX_LENGTH).optional(),
});

/** PUT /{type}/{id}/changeProfileType: organizer types change among each other; see docs/decisions.md. */
export const ChangeProfileTypeBodySchema = z.object({
  Type: ProfileTypeSchema,
  /** Must fit the new type; left out → cleared when the old subtype no longer fits. */
  Subtype: ProfileSubtypeSchema.nullable().optional(),
});

// --- Profile view (GET /search/profile/{id} and every write) ---

export const CustomFrontendSettingsSchema = z.object({
  BatchCouponsEnabled: z.boolean(),
  SeasonTicketEventEnabled: z.boolean(),
});

export const ProfileSchema = z
  .object({
    Id: z.string(),
    ProfileName: z.string(),
    Type: ProfileTypeSchema,
    Subtype: ProfileSubtypeSchema.nullable(),
    Nickname: z.string().nullable(),
    /** The caller's claim on this profile, or null. */
    ClaimId: z.string().nullable(),
    Role: ProfileRoleSchema,
    IsVerified: z.boolean(),
    IsOrganizer: z.boolean(),
    IsBlogger: z.boolean(),
    /** Whether the caller's active profile follows this one (false when anonymous). */
    IsFollowing: z.boolean(),
    FollowersCount: z.number().int(),
    FollowingCount: z.number().int(),
    PromoterSince: z.iso.datetime().nullable(),
    Country: z.string().nullable(),
    CityId: z.string().nullable(),
    Hometown: z.string().nullable(),
    LonLat: LonLatSchema.nullable(),
    AddressContact: AddressSchema.nullable(),
    /** Personal data of visitors: null unless the caller holds a claim. */
    Birthday: z.string().nullable(),
    Gender: z.string().nullable(),
    About: z.string().nullable(),
    AboutRichText: z.string().nullable(),
    ProfilePicture: z.string().nullable(),
    /** Private contacts only for claim holders. */
    Contacts: z.array(ContactSchema),
    Categories: z.array(ProfileCategorySchema),
    /** Hidden codes only for claim holders; ordered by OrderNumber. */
    EmbeddedCodes: z.array(EmbeddedCodeSchema),
    AllowVisitorPosts: z.boolean(),
    HasResponsible: z.boolean(),
    ExternalProviders: z.array(z.string()),
    ExtraSettings: z.object({ CustomFrontendSettings: CustomFrontendSettingsSchema }),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof ProfileSchema>;

// --- Licence (GET /{type}/{id}/licence) ---

export const LicenceAdminSchema = z.object({
  ClaimId: z.string(),
  UserId: z.string(),
  Email: z.string(),
  Role: z.string().nullable(),
});
export const LicenceResponseSchema = z.object({
  ProfileId: z.string(),
  /** The licence the profile sells under; null until one is assigned. */
  LicenceId: z.string().nullable(),
  /** Holders of an Owner, Admin or LicenseAdmin claim on the profile or a LicenseAdmin claim on its licence. */
  Admins: z.array(LicenceAdminSchema),
});
export type LicenceResponse = z.infer<typeof LicenceResponseSchema>;
