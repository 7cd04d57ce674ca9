import { z } from 'zod';

/** Anonymous visitor sessions and referrals (spec 1 §3 "Session", §4 session tracking, §7 POST /session). */

/** The spec leaves both lengths open; see docs/decisions.md. */
export const SESSION_DAYS = 30;
export const REFERRAL_DAYS = 30;
export const REFERRAL_ID_MAX_LENGTH = 100;

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
    referalId: z.string().trim().min(1).max(REFERRAL_ID_MAX_LENGTH).optional(),
  })
  .refine((body) => (body.eventId === undefined) !== (body.profileId === undefined), {
    message: 'Give exactly one of eventId and profileId',
    path: ['eventId'],
  });
export type SessionVisitBody = z.infer<typeof SessionVisitBodySchema>;
