import { z } from 'zod';
import { EventCategorySchema, FollowableProfileRefSchema, LineupItemSchema } from './event-detail';
import { EventBeginSchema } from './events';
import { PAGE_SIZE } from './limits';
import { pageParams } from './paging';
import { ContactSchema } from './profile-contacts';
import { ProfileRefSchema } from './social';

/** Live streams and recordings (spec 1 §3 "Stream", "Vod"; §7 "Streams and session"; version 2.2). */

export const STREAM_SELLING_CHANNELS = ['Donate', 'Paid', 'Free'] as const;
export const STREAM_STATUSES = ['PUBLISHED', 'DRAFT'] as const;
export const VOD_STATES = ['PROCESSING', 'READY', 'FAILED'] as const;

const statusList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(STREAM_STATUSES)).max(2));

/**
 * GET /stream: upcoming published streams (home shows the first 9), or with authorId a profile's streams.
 * DRAFT in `statuses` counts only for a caller holding a claim on authorId.
 */
export const StreamsQuerySchema = z.object({
  authorId: z.uuid().optional(),
  statuses: statusList.optional().describe('PUBLISHED (default) and/or DRAFT'),
  key: z.string().max(100).optional().describe('Words of the title (diacritics-insensitive)'),
  eventBegin: EventBeginSchema.optional(),
  ...pageParams(PAGE_SIZE.profileStreams),
});
export type StreamsQuery = z.infer<typeof StreamsQuerySchema>;

export const StreamListItemSchema = z
  .object({
    _id: z.string(),
    Title: z.string(),
    Nickname: z.string().nullable(),
    About: z.string().nullable(),
    Begin: z.string(),
    End: z.string(),
    TimeZone: z.string(),
    Status: z.enum(STREAM_STATUSES),
    StreamSellingChannel: z.enum(STREAM_SELLING_CHANNELS),
    ProfilePicture: z.string().nullable(),
    EventId: z.string().nullable(),
    ShowAuthor: z.boolean(),
    Author: ProfileRefSchema,
    VodCount: z.number().int(),
  })
  .meta({ id: 'StreamListItem' });
export type StreamListItem = z.infer<typeof StreamListItemSchema>;
export const StreamsResponseSchema = z.array(StreamListItemSchema);

/** Spec "Vod". FilePath is null while a paid stream is locked. Duration in seconds, FileSize in bytes. */
export const VodSchema = z
  .object({
    VodId: z.string(),
    VodName: z.string(),
    StreamId: z.string(),
    StreamName: z.string(),
    Type: z.string(),
    CreationDate: z.string(),
    StartTime: z.string(),
    Duration: z.number().int(),
    FileSize: z.number().int(),
    FilePath: z.string().nullable(),
    PreviewFilePath: z.string().nullable(),
    /** Issue 20: uploads are PROCESSING (Progress 0–100) until READY, or FAILED with FailureReason. */
    State: z.enum(VOD_STATES),
    Progress: z.number().int(),
    FailureReason: z.string().nullable(),
  })
  .meta({ id: 'Vod' });
export type Vod = z.infer<typeof VodSchema>;

// GET /stream/{id} (id or nickname)
export const StreamParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

export const StreamDetailSchema = StreamListItemSchema.extend({
  Text: z.string().nullable(),
  StreamType: z.string(),
  Categories: z.array(EventCategorySchema),
  /** HLS playlist (token in the path); null for a locked paid stream or while nothing is live. */
  StreamUrl: z.string().nullable(),
  /** Sanitized embed of an 'Embed' stream; null for paid streams until unlocked. */
  HtmlCode: z.string().nullable(),
  /** Short-lived signed token for the media URLs (also in StreamUrl and FilePath); null while locked. */
  ViewToken: z.string().nullable(),
  /** Seconds the ViewToken is valid; recheck before (spec: every 30–60 s). */
  ViewTokenTtl: z.number().int().nullable(),
  /** A live ingest is running for this stream now. */
  IsLive: z.boolean(),
  /** How often the player rechecks its code (spec 1 §4: at random between 30 and 60 s). */
  Recheck: z.object({ MinSeconds: z.number().int(), MaxSeconds: z.number().int() }),
  /** True for a paid stream the caller has not unlocked. */
  IsLocked: z.boolean(),
  /** A paid stream's ticket price now (the lowest current price of its event's categories); else null. */
  Price: z.object({ Amount: z.number(), Currency: z.string() }).nullable(),
  Vods: z.array(VodSchema),
  Lineup: z.array(LineupItemSchema),
  /** Public contacts of the stream's event. */
  Contacts: z.array(ContactSchema),
  Author: FollowableProfileRefSchema,
  ShareImage: z.string().nullable(),
  IsAuthor: z.boolean(),
}).meta({ id: 'StreamDetail' });
export type StreamDetail = z.infer<typeof StreamDetailSchema>;
