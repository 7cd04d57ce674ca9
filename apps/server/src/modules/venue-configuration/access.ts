import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors';
import { findEvent } from '../event-management/event-management.repository';
import { requireProfileEditor } from '../profiles/profile-routing';
import type { ConfigurationWithVenue } from './layout.repository';

/*
 * Who may change a layout: a layout made for an event belongs to that event's organizer; the venue's own
 * layouts belong to the venue's profile. Everyone else gets 403 LAYOUT.NOT_EDITABLE — an organizer who
 * wants another arrangement of someone's hall makes a copy for the event first.
 */

async function canEdit(request: FastifyRequest, profileId: string): Promise<boolean> {
  try {
    await requireProfileEditor(request, profileId);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'FORBIDDEN') return false;
    throw error;
  }
}

/** Throws UNAUTHORIZED, LAYOUT.NOT_EDITABLE. */
export async function requireLayoutEditor(
  request: FastifyRequest,
  found: ConfigurationWithVenue,
): Promise<void> {
  if (found.ownerEventId) {
    const owner = await findEvent(request.server.db, found.ownerEventId);
    if (owner && (await canEdit(request, owner.authorProfileId))) return;
  } else if (await canEdit(request, found.venue.profileId)) {
    return;
  }
  throw new AppError(
    'LAYOUT.NOT_EDITABLE',
    'This layout is not yours to change; make a copy of it for your event (POST /event/{id}/venueconfigurations).',
  );
}

/**
 * Gates are the venue's entrances, shared by every event there: only the venue's profile (its owner and
 * managers) adds or deletes them. An organizer with a layout copy at the venue leads its own sectors
 * through the venue's gates but does not change them (issue 16: a copy gave any organizer the venue's
 * gates). Throws UNAUTHORIZED, LAYOUT.NOT_EDITABLE.
 */
export async function requireGateEditor(
  request: FastifyRequest,
  venue: { id: string; profileId: string },
): Promise<void> {
  if (await canEdit(request, venue.profileId)) return;
  throw new AppError('LAYOUT.NOT_EDITABLE', 'Only the venue manages its gates.');
}
