import { z } from 'zod';
import { instantOfWallClock, wallClockIn } from './event-management-rules';
import { STREAM_LIMITS } from './limits';
import { VOD_STATES } from './streams';

/**
 * Stream access and the organizer's stream calls (issue 20): the ticket-code unlock, the stream key, uploads.
 * Apart from streams.ts so the web's first load (which reads stream lists) does not carry them.
 */
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
