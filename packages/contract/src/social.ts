import { z } from 'zod';
import { PAGE_SIZE } from './limits';
import { pageParams } from './paging';
import { ProfileParamsSchema } from './profile-schemas';
import { ProfileTypeSchema } from './profiles';

/** Follows and going (spec 1 §3 "Follow: a Reference", "Going status"; §4; §7 "Profiles and follows"). */

/** A short reference to a profile, as lineups and listings show it (spec Lineup ProfileRef). */
export const ProfileRefSchema = z
  .object({
    Id: z.string(),
    Type: ProfileTypeSchema,
    ProfileName: z.string(),
    ProfilePicture: z.string().nullable(),
    Nickname: z.string().nullable(),
    IsVerified: z.boolean(),
  })
  .meta({ id: 'ProfileRef' });
export type ProfileRef = z.infer<typeof ProfileRefSchema>;

// POST /{type}/{id}/follows — profile {id} (the caller's, usually the active profile) follows Reference.
export const FollowBodySchema = z.object({
  Reference: z.object({
    /** The profile to follow. */
    Id: z.uuid(),
    /** Informational; the followed profile's stored type is what counts. */
    Type: ProfileTypeSchema.optional(),
  }),
});
export type FollowBody = z.infer<typeof FollowBodySchema>;

export const FollowSchema = z
  .object({
    /** The follow's id; DELETE /{type}/{id}/follows/{followId} accepts it or the followed profile's id. */
    Id: z.string(),
    Reference: ProfileRefSchema,
    CreatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Follow' });
export type Follow = z.infer<typeof FollowSchema>;
export const FollowsResponseSchema = z.array(FollowSchema);
export const FollowsQuerySchema = z.object(pageParams(20));
export const FollowParamsSchema = ProfileParamsSchema.extend({
  followId: z.uuid().describe('The follow id or the followed profile id'),
});

// GET /trending/profiles/lastfollowed?page,perPage,fromDate,tillDate
export const LastFollowedQuerySchema = z.object({
  ...pageParams(PAGE_SIZE.homeLastFollowed),
  fromDate: z.iso.datetime({ offset: true }).optional().describe('Only follows made at or after'),
  tillDate: z.iso.datetime({ offset: true }).optional().describe('Only follows made before'),
});
export const LastFollowedProfileSchema = ProfileRefSchema.extend({
  FollowersCount: z.number().int(),
  LastFollowedAt: z.iso.datetime(),
});
export const LastFollowedResponseSchema = z.array(LastFollowedProfileSchema);

// POST/GET/DELETE /event/{id}/eventvisitors/{visitorId}
export const GOING_STATUSES = ['Going', 'NotGoing'] as const;
export type GoingStatus = (typeof GOING_STATUSES)[number];
export const GoingStatusSchema = z.enum(GOING_STATUSES);
export const EventVisitorParamsSchema = z.object({ id: z.uuid(), visitorId: z.uuid() });
export const EventVisitorBodySchema = z.object({ GoingStatus: GoingStatusSchema });
export const EventVisitorSchema = z.object({
  EventId: z.string(),
  VisitorId: z.string(),
  /** null when the profile has not answered (GET) or after DELETE. */
  GoingStatus: GoingStatusSchema.nullable(),
  UpdatedAt: z.iso.datetime().nullable(),
});
export type EventVisitor = z.infer<typeof EventVisitorSchema>;
