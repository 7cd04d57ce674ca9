import type { FastifyRequest } from 'fastify';
import type { EventRow } from '../../db/schema/events';
import { requireProfileClaim, requireUser, userClaims } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { requireEventReader } from '../event-management/access';
import { findEvent } from '../event-management/event-management.repository';

/**
 * Who reads an event's statistics: any claim holder of its author profile (StatisticsViewer included), or
 * anyone with a live share code of this very event — no account needed. With a code the event is looked up
 * first (404), then the code decides; a claim holder carrying a stale code still reads. Without a code the
 * event guards answer as everywhere: 401, then 404, then 403.
 * Throws UNAUTHORIZED, NOT_FOUND, FORBIDDEN, STATISTICS.SHARE_CODE_INVALID.
 */
export async function requireStatisticsReader(
  request: FastifyRequest,
  eventId: string,
  code: string | undefined,
): Promise<EventRow> {
  if (code === undefined) return requireEventReader(request, eventId);
  const event = await findEvent(request.server.db, eventId);
  if (!event) throw new AppError('NOT_FOUND', 'Event not found.');
  if (await request.server.services.insight.shareCodes.opens(event.id, code)) return event;
  const claims = await userClaims(request);
  if (claims.some((claim) => claim.profileId === event.authorProfileId)) return event;
  throw new AppError('STATISTICS.SHARE_CODE_INVALID', 'This share code does not open these statistics.');
}

/** A profile's overview: 401 anonymous, 404 unknown profile, 403 without a claim on it. */
export async function requireProfileReader(request: FastifyRequest, profileId: string): Promise<void> {
  await requireUser(request);
  if (!(await request.server.services.insight.profileExists(profileId)))
    throw new AppError('NOT_FOUND', 'Profile not found.');
  await requireProfileClaim(request, profileId);
}
