import {
  DEFAULT_SECTOR_COLOR,
  isOrganizerProfile,
  MAXIMUM_DATE,
  type StreamInput,
  type StreamSaved,
} from '@marquee/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { EventRow } from '../../db/schema/events';
import { streams } from '../../db/schema/streams';
import { AppError } from '../../plugins/errors';
import { findEvent, hasResponsible, updateEvent } from '../event-management/event-management.repository';
import * as categoriesRepo from '../event-management/ticket-categories.repository';
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

/** The key of the one ticket category the stream editor makes for a paid stream's event. */
export const STREAM_CATEGORY_KEY = 'STREAM';

const priceRefused = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { Price: ['INVALID_VALUE'] });

/**
 * A paid stream's price (issue 20): the event's one ticket category, made by the editor on the first price
 * (an online event has no seat map, so the event wizard cannot make one). A new price starts now and ends
 * the open window, as a price change "from now on" does; the same price again changes nothing. An event
 * whose categories were made elsewhere (or that has a seat map) keeps its own prices: refused. An event
 * still marked free starts selling on Marquee (a published one needs its organizer details first).
 */
async function setStreamPrice(tx: DbOrTx, event: EventRow, title: string, priceMinor: number, now: Date) {
  if (event.venueConfigurationId)
    throw priceRefused('The event sells through its seat map: its ticket categories carry the price.');
  // A priced stream sells on Marquee: an event still marked free switches; one sold elsewhere is refused.
  if (event.sellingChannel !== 'Marquee') {
    if (event.sellingChannel !== 'IsFree')
      throw priceRefused('The event sells its tickets elsewhere (its selling channel).');
    if (event.status === 'PUBLISHED' && !(await hasResponsible(tx, event.id)))
      throw priceRefused('Give the event’s organizer details before it sells tickets.');
    await updateEvent(tx, event.id, { sellingChannel: 'Marquee' });
  }
  const categories = await categoriesRepo.listCategories(tx, event.id);
  if (categories.some((c) => c.key !== STREAM_CATEGORY_KEY))
    throw priceRefused('The event’s own ticket categories carry the price.');
  let categoryId = categories[0]?.id;
  if (categoryId) {
    await categoriesRepo.lockCategory(tx, categoryId);
    const prices = await categoriesRepo.listBasePricesOf(tx, [categoryId]);
    const current = prices.find((p) => p.validFrom <= now && p.validTill > now);
    if (current?.priceMinor === priceMinor) return;
    await categoriesRepo.closeWindowOpenAt(tx, categoryId, now);
  } else {
    const created = await categoriesRepo.insertCategory(tx, {
      eventId: event.id,
      key: STREAM_CATEGORY_KEY,
      name: title.slice(0, 100),
      color: DEFAULT_SECTOR_COLOR,
    });
    if (!created) throw new Error('ticket category insert returned nothing');
    categoryId = created.id;
  }
  try {
    await categoriesRepo.insertBasePriceInSavepoint(tx, {
      ticketCategoryId: categoryId,
      priceMinor,
      validFrom: now,
      validTill: new Date(MAXIMUM_DATE),
    });
  } catch {
    // A window set for later in the event's categories (the no-overlap constraint): its prices stay.
    throw priceRefused('The stream ticket has a price set for later; change it in the event.');
  }
}

/**
 * The organizer writes a stream (issue 20). A Paid or Donate stream sells through the ticket categories of
 * its event, so it links an event of the same author (one stream per event: STREAM.EVENT_HAS_STREAM).
 */
export function createStreamEditorService(db: Db) {
  /** Throws NOT_FOUND (no such event), FORBIDDEN (another author's), STREAM.EVENT_HAS_STREAM. */
  async function checkEvent(
    tx: DbOrTx,
    eventId: string,
    authorProfileId: string,
    streamId: string | null,
  ): Promise<EventRow> {
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
    return event;
  }

  /** The linked event checked, and a paid stream's price set on it. */
  async function linkEvent(tx: DbOrTx, input: StreamInput, authorProfileId: string, streamId: string | null) {
    if (!input.EventId) return;
    const event = await checkEvent(tx, input.EventId, authorProfileId, streamId);
    if (input.Price != null && input.StreamSellingChannel === 'Paid')
      await setStreamPrice(tx, event, input.Title, Math.round(input.Price * 100), new Date());
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
          await linkEvent(tx, input, author.profileId, null);
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
          await linkEvent(tx, input, stream.authorProfileId, stream.id);
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
