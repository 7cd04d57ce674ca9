import {
  isPublished,
  type Language,
  replayEndsAt,
  type StreamDetail,
  type StreamDetailQuery,
  type StreamListItem,
  type StreamsQuery,
} from '@marquee/contract';
import type { Db } from '../../db/client';
import { normalizeSearchText } from '../../db/schema/columns';
import type { StreamStatus } from '../../db/schema/streams';
import { AppError } from '../../plugins/errors';
import { createTtlCache } from '../discovery/search-cache';
import { beginFilter } from '../events/events.service';
import { followedAmong, type Viewer } from '../events/viewer';
import type { StreamMedia } from './media/stream-media';
import { bindDevice, findTicketByCode } from './stream-access.repository';
import { presentStreamDetail, presentStreamListItem } from './streams.presenter';
import { findStream, listStreams, type StreamDetailRow } from './streams.repository';

/** A typed code as stored: Crockford base32 in capitals, without the spaces or dashes of its printed groups. */
export const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** Stream reads for the public (spec 1 §7 "Streams and session"); drafts only for their author. */
export function createStreamsService(db: Db, media: StreamMedia, now: () => Date = () => new Date()) {
  // Every viewer rechecks every 30–60 s: the stream's row (lineup, genres, recordings) is read once a second,
  // not once per viewer. Codes, bindings and tokens are never memoized.
  const rows = createTtlCache<StreamDetailRow | null>({ ttlMs: media.readCacheMs, maxEntries: 500 });
  /**
   * Spec 1 §4: a ticket code unlocks a paid stream on one device. Throws STREAM.CODE_NOT_VALID (unknown,
   * refunded, unpaid or another stream's code), STREAM.TICKET_TIMEOUT (past the replay window) and
   * STREAM.CODE_IS_USED (bound to another device and no forceAccess).
   */
  async function unlock(row: StreamDetailRow, query: StreamDetailQuery): Promise<void> {
    if (!query.device) {
      throw new AppError('VALIDATION_FAILED', 'Send the device id with the code.', {
        device: ['FIELD_REQUIRED'],
      });
    }
    const ticket = await findTicketByCode(db, normalizeCode(query.code ?? ''));
    if (!ticket || ticket.streamId !== row.id || ticket.refundedAt !== null || ticket.orderState !== 'PAID') {
      throw new AppError('STREAM.CODE_NOT_VALID', 'Ticket code not valid.');
    }
    if (now() > replayEndsAt(row.endAt, row.timeZone)) {
      throw new AppError('STREAM.TICKET_TIMEOUT', 'The ticket is no longer valid.');
    }
    // A recheck from the device that holds the code writes nothing; binding or moving it is one upsert.
    if (ticket.boundDevice === query.device && !query.forceAccess) return;
    const bound = await bindDevice(
      db,
      { ticketId: ticket.ticketId, streamId: row.id, deviceId: query.device },
      query.forceAccess === true,
    );
    if (!bound)
      throw new AppError('STREAM.CODE_IS_USED', 'Code you entered is currently used on another device.');
  }

  return {
    /**
     * GET /stream: upcoming published streams by default; with authorId that profile's streams. DRAFT in
     * `statuses` counts only for a holder of a claim on authorId (silently dropped otherwise). Throws nothing.
     */
    async list(query: StreamsQuery, viewer: Viewer): Promise<StreamListItem[]> {
      const mayDraft = query.authorId !== undefined && viewer.claimedProfileIds.has(query.authorId);
      const asked: StreamStatus[] =
        query.statuses && query.statuses.length > 0 ? query.statuses : ['PUBLISHED'];
      const statuses = asked.filter((status) => status === 'PUBLISHED' || mayDraft);
      if (statuses.length === 0) return [];
      const words = normalizeSearchText(query.key?.replaceAll('\u0000', '') ?? '')
        .split(' ')
        .filter(Boolean)
        .slice(0, 6);
      const rows = await listStreams(db, {
        authorId: query.authorId,
        statuses,
        words,
        begin: beginFilter(query.eventBegin, now()),
        limit: query.perPage,
        offset: query.page * query.perPage,
      });
      return rows.map(presentStreamListItem);
    },

    /**
     * GET /stream/{id} (2.2) by id or nickname; with `code` (paid streams) it unlocks and answers a view token.
     * Throws NOT_FOUND for unknown ids and others' drafts, and the unlock's errors (see unlock).
     */
    async detail(
      key: string,
      viewer: Viewer,
      language: Language,
      query: StreamDetailQuery = {},
    ): Promise<StreamDetail> {
      const row = await rows.get(key.toLowerCase(), () => findStream(db, key));
      const isAuthor = row ? viewer.claimedProfileIds.has(row.authorProfileId) : false;
      if (!row || (!isPublished(row.status) && !isAuthor)) throw new AppError('NOT_FOUND', 'No such stream.');
      const paid = row.sellingChannel === 'Paid';
      let unlocked = !paid || isAuthor;
      if (paid && query.code !== undefined && !isAuthor) {
        await unlock(row, query);
        unlocked = true;
      }
      const profileIds = [
        row.authorProfileId,
        ...(row.event?.lineup.flatMap((item) => (item.profileId ? [item.profileId] : [])) ?? []),
      ];
      const followed = await followedAmong(db, viewer.activeProfileId, profileIds);
      const token = unlocked ? media.tokens.issue(row.id) : null;
      return presentStreamDetail(row, {
        language,
        isAuthor,
        followed,
        locked: !unlocked,
        media: {
          token,
          ttl: token ? media.tokens.ttlSeconds : null,
          url: (rest) => (token ? media.mediaUrl(row.id, token, rest) : null),
          isLive: media.isLive(row.id),
          recheck: media.recheck,
        },
      });
    },
  };
}
