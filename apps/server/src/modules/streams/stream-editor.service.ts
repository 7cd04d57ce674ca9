import { isOrganizerProfile, type StreamInput, type StreamSaved } from '@marquee/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { streams } from '../../db/schema/streams';
import { AppError } from '../../plugins/errors';
import { findEvent } from '../event-management/event-management.repository';
import type { Viewer } from '../events/viewer';
import { uniqueViolation } from '../profiles/db-errors';
import { findStreamOwner } from './streams.repository';

type StreamValues = Omit<typeof streams.$inferInsert, 'authorProfileId'>;

const valuesOf = (input: StreamInput): StreamValues => ({
  title: input.Title,
  nickname: input.Nickname || null,
  about: input.About || null,
  text: input.Text || null,
  beginAt: new Date(input.Begin),
  endAt: new Date(input.End),
  timeZone: input.TimeZone,
  sellingChannel: input.StreamSellingChannel,
  eventId: input.EventId ?? null,
  showAuthor: input.ShowAuthor ?? true,
  status: input.Status ?? 'PUBLISHED',
});

const saved = (row: typeof streams.$inferSelect): StreamSaved => ({
  _id: row.id,
  Nickname: row.nickname,
  EventId: row.eventId,
});

/**
 * The organizer writes a stream (issue 20). A Paid or Donate stream sells through the ticket categories of
 * its event, so it links an event of the same author (one stream per event: STREAM.EVENT_HAS_STREAM).
 */
export function createStreamEditorService(db: Db) {
  /** Throws NOT_FOUND (no such event), FORBIDDEN (another author's), STREAM.EVENT_HAS_STREAM. */
  async function checkEvent(tx: DbOrTx, eventId: string, authorProfileId: string, streamId: string | null) {
    const event = await findEvent(tx, eventId);
    if (!event) throw new AppError('NOT_FOUND', 'No such event.', { EventId: ['INVALID_VALUE'] });
    if (event.authorProfileId !== authorProfileId)
      throw new AppError('FORBIDDEN', 'The event belongs to another profile.', {
        EventId: ['INVALID_VALUE'],
      });
    const [other] = await tx
      .select({ id: streams.id })
      .from(streams)
      .where(
        streamId ? and(eq(streams.eventId, eventId), ne(streams.id, streamId)) : eq(streams.eventId, eventId),
      )
      .limit(1);
    if (other) throw eventHasStream();
  }

  const eventHasStream = () =>
    new AppError('STREAM.EVENT_HAS_STREAM', 'The event already has a stream.', {
      EventId: ['INVALID_VALUE'],
    });

  /** Unique violations of a concurrent write, answered as the checks above would. */
  function conflict(error: unknown): never {
    const constraint = uniqueViolation(error);
    if (constraint?.includes('event')) throw eventHasStream();
    if (constraint?.includes('nickname'))
      throw new AppError('STREAM.NICKNAME_TAKEN', 'Another stream has this nickname.', {
        Nickname: ['INVALID_VALUE'],
      });
    throw error;
  }

  return {
    /** POST /stream for the active profile (an organizer profile). */
    async create(
      input: StreamInput,
      author: { profileId: string; profileType: string },
    ): Promise<StreamSaved> {
      if (!isOrganizerProfile(author.profileType))
        throw new AppError('FORBIDDEN', 'Only organizer profiles create streams.');
      try {
        return await db.transaction(async (tx) => {
          if (input.EventId) await checkEvent(tx, input.EventId, author.profileId, null);
          const [row] = await tx
            .insert(streams)
            .values({ ...valuesOf(input), authorProfileId: author.profileId })
            .returning();
          if (!row) throw new Error('stream insert returned nothing');
          return saved(row);
        });
      } catch (error) {
        conflict(error);
      }
    },

    /** PUT /stream/{id}: the whole stream again (claim holders of its author that may manage). */
    async update(key: string, input: StreamInput, viewer: Viewer): Promise<StreamSaved> {
      const stream = await findStreamOwner(db, key);
      if (!stream) throw new AppError('NOT_FOUND', 'No such stream.');
      if (!viewer.claimedProfileIds.has(stream.authorProfileId))
        throw new AppError('FORBIDDEN', 'Only the stream’s organizer may do this.');
      try {
        return await db.transaction(async (tx) => {
          if (input.EventId) await checkEvent(tx, input.EventId, stream.authorProfileId, stream.id);
          const [row] = await tx
            .update(streams)
            .set({ ...valuesOf(input), updatedAt: new Date() })
            .where(eq(streams.id, stream.id))
            .returning();
          if (!row) throw new AppError('NOT_FOUND', 'No such stream.');
          return saved(row);
        });
      } catch (error) {
        conflict(error);
      }
    },
  };
}
export type StreamEditorService = ReturnType<typeof createStreamEditorService>;
