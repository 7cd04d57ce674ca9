import { z } from 'zod';
import { pageParams } from './paging';
import { WEB_CONTACT_TYPES } from './profiles';
import { ProfileRefSchema } from './social';

/*
 * Participation (issue 26; spec 1 §2 lineup and §4 host/lineup confirmation, spec 3 §4 and §7): the events of
 * other organizers that list a performer-type or venue profile, each pending, confirmed or cancelled; a block
 * list of organizers whose future listings the profile declines; the external providers a profile has
 * connected; and the fan's suggestions from the provider's likes (spec 1 §7 POST /visitor/{id}/facebookLikes).
 */

export const PARTICIPATION_ROLES = ['Lineup', 'Venue'] as const;
export type ParticipationRole = (typeof PARTICIPATION_ROLES)[number];
export const PARTICIPATION_STATES = ['Pending', 'Confirmed', 'Cancelled'] as const;
export type ParticipationState = (typeof PARTICIPATION_STATES)[number];

export const ParticipationParamsSchema = z.object({ profileId: z.uuid() });
export const ParticipationBlockParamsSchema = ParticipationParamsSchema.extend({ organizerId: z.uuid() });

export const ParticipationQuerySchema = z.object({
  State: z.enum(PARTICIPATION_STATES).optional().describe('Only listings in this state'),
  ...pageParams(20),
});
export type ParticipationQuery = z.input<typeof ParticipationQuerySchema>;

export const ParticipationItemSchema = z
  .object({
    EventId: z.string(),
    EventName: z.string(),
    Nickname: z.string().nullable(),
    Begin: z.iso.datetime(),
    End: z.iso.datetime(),
    TimeZone: z.string(),
    Status: z.string(),
    /** Lineup: a slot in the lineup (confirm with PUT /event/{id}/lineup/{profileId}?Confirmed); Venue: the event's venue. */
    Role: z.enum(PARTICIPATION_ROLES),
    State: z.enum(PARTICIPATION_STATES),
    /** The organizer who listed the profile (the event's author). */
    Organizer: ProfileRefSchema,
    /** Whether the profile declines the organizer's future listings. */
    OrganizerBlocked: z.boolean(),
  })
  .meta({ id: 'ParticipationItem' });
export type ParticipationItem = z.infer<typeof ParticipationItemSchema>;
export const ParticipationListSchema = z.array(ParticipationItemSchema);

export const ParticipationSummarySchema = z.object({
  Pending: z.number().int(),
  Confirmed: z.number().int(),
  Cancelled: z.number().int(),
});
export type ParticipationSummary = z.infer<typeof ParticipationSummarySchema>;

export const ParticipationBlockSchema = z.object({
  Organizer: ProfileRefSchema,
  CreatedAt: z.iso.datetime(),
});
export type ParticipationBlock = z.infer<typeof ParticipationBlockSchema>;
export const ParticipationBlocksSchema = z.array(ParticipationBlockSchema);

// --- External providers on a profile (POST /{profiletype}/{id}/externalproviders?Rewrite=true) ---

/** Links a profile may show besides the configured OpenID Connect provider (the music and video web types). */
export const EXTERNAL_LINK_PROVIDERS = WEB_CONTACT_TYPES.filter((type) =>
  ['Youtube', 'Soundcloud', 'Vimeo', 'Facebook', 'Instagram', 'Twitter'].includes(type),
);
export const MAX_EXTERNAL_PROVIDERS = 12;

export const ExternalProviderInputSchema = z.object({
  /** One of EXTERNAL_LINK_PROVIDERS (then Url is required), or the configured OIDC provider's key. */
  Provider: z.string().min(1).max(40),
  Url: z.string().max(2000).nullish(),
});
export const ExternalProvidersBodySchema = z.array(ExternalProviderInputSchema).max(MAX_EXTERNAL_PROVIDERS);
export const ExternalProvidersQuerySchema = z.object({
  Rewrite: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe('true replaces the whole list; otherwise the given providers are added or updated'),
});
export const ExternalProviderSchema = z.object({
  Provider: z.string(),
  /** The provider's display name (the OIDC provider's, else the link type). */
  Name: z.string(),
  Url: z.string().nullable(),
});
export type ExternalProvider = z.infer<typeof ExternalProviderSchema>;
export const ExternalProvidersSchema = z.array(ExternalProviderSchema);

// --- Likes (POST /visitor/{id}/facebookLikes {fbToken}) ---

/** At most this many liked items are read from the provider (page by page); the rest is left unread. */
export const MAX_LIKES_READ = 2000;
/** At most this many suggestions of each kind are answered. */
export const MAX_LIKE_SUGGESTIONS = 50;

export const LikesParamsSchema = z.object({ id: z.uuid() });
export const LikesBodySchema = z.object({
  /** The one-time code from /externalaccount/oidc/start?mode=likes (it stands for the provider's token). */
  fbToken: z.string().min(1).max(200),
});
export const LikedProfileSchema = ProfileRefSchema.extend({ IsFollowing: z.boolean() });
export const LikedEventSchema = z.object({
  Id: z.string(),
  Nickname: z.string().nullable(),
  ProfileName: z.string(),
  Begin: z.iso.datetime(),
  TimeZone: z.string(),
  IsGoing: z.boolean(),
});
export const LikesSuggestionsSchema = z.object({
  Profiles: z.array(LikedProfileSchema),
  Events: z.array(LikedEventSchema),
  /** Liked items read from the provider. */
  LikesRead: z.number().int(),
  /** The provider had more than MAX_LIKES_READ items; the rest was not read. */
  Truncated: z.boolean(),
});
export type LikesSuggestions = z.infer<typeof LikesSuggestionsSchema>;
export type LikedProfile = z.infer<typeof LikedProfileSchema>;
export type LikedEvent = z.infer<typeof LikedEventSchema>;

/** Names compared diacritics- and case-insensitively, spaces collapsed ("Ľúbica  Band" = "lubica band"). */
export function likeNameKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
