import { z } from 'zod';
import { EventCategorySchema, FollowableProfileRefSchema, LineupItemSchema } from './event-detail';
import { instantOfWallClock, wallClockIn } from './event-management-rules';
import { EventBeginSchema, pageParams } from './events';
import { PAGE_SIZE } from './limits';
import { ContactSchema } from './profile-contacts';
import { ProfileRefSchema } from './social';

/** Live streams and recordings (spec 1 §3 "Stream", "Vod"; §7 "Streams and session"; version 2.2). */

export const STREAM_SELLING_CHANNELS = ['Donate', 'Paid', 'Free'] as const;
export const STREAM_STATUSES = ['PUBLISHED', 'DRAFT'] as const;
export const VOD_STATES = ['PROCESSING', 'READY', 'FAILED'] as const;

/** Spec 1 §5 and §9 stream constants (issue 20). */
export const STREAM_LIMITS = {
  codeMinLength: 8,
  recheckMinSeconds: 30,
  recheckMaxSeconds: 60,
  uploadPollMs: 5000,
  maxHeight: 720,
  maxKbps: 3000,
  maxFps: 30,
  /** Rewatch until this hour (local) of the day after the stream ends. */
  replayUntilHour: 20,
} as const;

/** Languages the embed-code generator offers (spec 1 §9: the five plus hr). */
export const EMBED_LANGUAGES = ['en', 'sk', 'cs', 'de', 'hu', 'hr'] as const;

/**
 * The end of a stream's replay window (spec 1 §9 "rewatch until 8 pm the next day"): 20:00 in the stream's
 * zone on the calendar day after the stream ends there.
 */
export function replayEndsAt(streamEnd: Date, timeZone: string): Date {
  const end = wallClockIn(streamEnd, timeZone);
  const nextDay = new Date(Date.UTC(end.year, end.month - 1, end.day + 1));
  return instantOfWallClock(
    {
      year: nextDay.getUTCFullYear(),
      month: nextDay.getUTCMonth() + 1,
      day: nextDay.getUTCDate(),
      hour: STREAM_LIMITS.replayUntilHour,
      minute: 0,
      second: 0,
    },
    timeZone,
  );
}

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

const safeToken = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only');

/**
 * GET /stream/{id} (2.2): `code` unlocks a paid stream (≥ 8 characters, checked before any lookup); `device`
 * names the browser (a random id it keeps), so the code binds to one device; `forceAccess` moves the binding.
 */
export const StreamDetailQuerySchema = z.object({
  code: z
    .string()
    .trim()
    .min(STREAM_LIMITS.codeMinLength)
    .max(64)
    .regex(/^[A-Za-z0-9 -]+$/, 'letters and digits only')
    .optional()
    .describe('Ticket code of a paid stream (at least 8 characters; spaces and dashes ignored)'),
  device: safeToken(100)
    .min(8)
    .optional()
    .describe('A random id the browser keeps: the device the code binds to'),
  forceAccess: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .describe('Move the code to this device (the other device loses it at its next recheck)'),
});
export type StreamDetailQuery = z.infer<typeof StreamDetailQuerySchema>;

/** GET /stream/{id}/streamsettings/streamKeyAndUrl: claim holders only. Enabled false: live ingest is off. */
export const StreamKeyAndUrlSchema = z
  .object({ StreamKey: z.string(), Url: z.string(), Enabled: z.boolean() })
  .meta({ id: 'StreamKeyAndUrl' });
export type StreamKeyAndUrl = z.infer<typeof StreamKeyAndUrlSchema>;

export const StreamVodParamsSchema = z.object({ id: z.uuid(), vodId: z.uuid() });

/** POST /uploadVod?streamId&guid&debug (multipart field `video`). */
export const UploadVodQuerySchema = z.object({
  streamId: z.uuid(),
  guid: safeToken(64).min(8).describe('The uploader’s id for this upload; progress is polled by it'),
  debug: z.string().max(10).optional(),
});
// Not named `guid`: the basket guard reads every `guid` path parameter as a basket id.
export const UploadVodStatusParamsSchema = z.object({ uploadGuid: safeToken(64).min(8) });
export const UploadVodStatusSchema = z
  .object({
    Guid: z.string(),
    VodId: z.string(),
    State: z.enum(VOD_STATES),
    Progress: z.number().int(),
    FailureReason: z.string().nullable(),
  })
  .meta({ id: 'UploadVodStatus' });
export type UploadVodStatus = z.infer<typeof UploadVodStatusSchema>;

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
  Vods: z.array(VodSchema),
  Lineup: z.array(LineupItemSchema),
  /** Public contacts of the stream's event. */
  Contacts: z.array(ContactSchema),
  Author: FollowableProfileRefSchema,
  ShareImage: z.string().nullable(),
  IsAuthor: z.boolean(),
}).meta({ id: 'StreamDetail' });
export type StreamDetail = z.infer<typeof StreamDetailSchema>;
