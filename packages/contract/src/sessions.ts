import { z } from 'zod';
import { REFERRAL_ID_MAX_LENGTH } from './referrals';

/** Anonymous visitor sessions and referrals (spec 1 §3 "Session", §4 session tracking, §7 POST /session). */

/**
 * A referral id (`?ref=` of a link, `referalId` of pay/reserve, POST /session/{id}): any printable text of
 * 1–100 characters, stored as sent and escaped wherever it is shown (React text, CSV formula guard). Control
 * characters are refused: they have no place in a link's label and would garble logs and exports.
 */
export const ReferralIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(REFERRAL_ID_MAX_LENGTH)
  .regex(/^[^\p{Cc}]+$/u, 'No control characters');

export const SessionSchema = z
  .object({
    _id: z.string(),
    /** ISO-8601 UTC; the web app creates a new session after it. */
    Expires: z.string(),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof SessionSchema>;

export const SessionParamsSchema = z.object({ id: z.uuid() });

/** POST /session/{id}: a visit of an event or a profile page, with the referral id it arrived with. */
export const SessionVisitBodySchema = z
  .object({
    eventId: z.uuid().optional(),
    profileId: z.uuid().optional(),
    referalId: ReferralIdSchema.optional(),
  })
  .refine((body) => (body.eventId === undefined) !== (body.profileId === undefined), {
    message: 'Give exactly one of eventId and profileId',
    path: ['eventId'],
  });
export type SessionVisitBody = z.infer<typeof SessionVisitBodySchema>;

/**
 * GET /tracking/config: whether an event's tracking providers may load here (TRACKING_ENABLED: production
 * deployments) and where their scripts come from (configurable so tests serve a local stub).
 */
export const TrackingConfigSchema = z
  .object({
    Enabled: z.boolean(),
    /** The ad pixel's script (Meta `fbevents.js`). */
    PixelScriptUrl: z.string(),
    /** The tag analytics' script (GA4 `gtag/js`); the web appends `?id=<measurement id>`. */
    AnalyticsScriptUrl: z.string(),
  })
  .meta({ id: 'TrackingConfig' });
export type TrackingConfig = z.infer<typeof TrackingConfigSchema>;
