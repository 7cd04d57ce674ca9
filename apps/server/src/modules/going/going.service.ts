import type { EventVisitor, GoingStatus } from '@marquee/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { presentGoing } from './going.presenter';
import * as repo from './going.repository';

/** Going (spec 1 §4): the acting profile's Going / NotGoing answer for a published event. */
export function createGoingService(db: Db) {
  /** Drafts and unknown events look the same from outside: NOT_FOUND. */
  async function requirePublished(eventId: string): Promise<void> {
    if (!(await repo.isPublishedEvent(db, eventId))) throw new AppError('NOT_FOUND', 'Event not found.');
  }

  return {
    /** Sets the answer (a repeat overwrites it). Throws NOT_FOUND. */
    async set(eventId: string, visitorId: string, status: GoingStatus): Promise<EventVisitor> {
      await requirePublished(eventId);
      return presentGoing(eventId, visitorId, await repo.upsertGoing(db, eventId, visitorId, status));
    },

    /** The answer, GoingStatus null when there is none. Throws NOT_FOUND. */
    async get(eventId: string, visitorId: string): Promise<EventVisitor> {
      await requirePublished(eventId);
      return presentGoing(eventId, visitorId, await repo.findGoing(db, eventId, visitorId));
    },

    /** Withdraws the answer; idempotent. Throws NOT_FOUND. */
    async remove(eventId: string, visitorId: string): Promise<void> {
      await requirePublished(eventId);
      await repo.deleteGoing(db, eventId, visitorId);
    },
  };
}
