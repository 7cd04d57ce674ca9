import type { FastifyRequest } from 'fastify';
import type { EventRow } from '../../db/schema/events';
import { requireProfileClaim, requireUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { requireProfileEditor } from '../profiles/profile-routing';
import { findEvent } from './event-management.repository';

/*
 * Who may manage an event: the holders of a claim on its author (organizer) profile. Reading management
 * data needs any honoured claim; changing it needs a role other than StatisticsViewer (spec 1 §6). The
 * order of checks is fixed: 401 before anything is looked up, then 404 for an unknown id, then 403. Like
 * plugins/auth.ts, these guards read the app's database handle from the request, so routes pass none.
 */

async function load(request: FastifyRequest, eventId: string): Promise<EventRow> {
  await requireUser(request);
  const event = await findEvent(request.server.db, eventId);
  if (!event) throw new AppError('NOT_FOUND', 'Event not found.');
  return event;
}

/** Throws UNAUTHORIZED, NOT_FOUND, FORBIDDEN (no claim, or a StatisticsViewer claim). */
export async function requireEventEditor(request: FastifyRequest, eventId: string) {
  const event = await load(request, eventId);
  await requireProfileEditor(request, event.authorProfileId);
  return event;
}

/** Throws UNAUTHORIZED, NOT_FOUND, FORBIDDEN (no claim on the author profile). */
export async function requireEventReader(request: FastifyRequest, eventId: string) {
  const event = await load(request, eventId);
  await requireProfileClaim(request, event.authorProfileId);
  return event;
}
