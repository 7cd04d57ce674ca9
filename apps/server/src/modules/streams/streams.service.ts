import {
  isPublished,
  type Language,
  type StreamDetail,
  type StreamListItem,
  type StreamsQuery,
} from '@marquee/contract';
import type { Db } from '../../db/client';
import { normalizeSearchText } from '../../db/schema/columns';
import type { StreamStatus } from '../../db/schema/streams';
import { AppError } from '../../plugins/errors';
import { beginFilter } from '../events/events.service';
import { followedAmong, type Viewer } from '../events/viewer';
import { presentStreamDetail, presentStreamListItem } from './streams.presenter';
import { findStream, listStreams } from './streams.repository';

/** Stream reads for the public (spec 1 §7 "Streams and session"); drafts only for their author. */
export function createStreamsService(db: Db, now: () => Date = () => new Date()) {
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

    /** GET /stream/{id} by id or nickname. Throws NOT_FOUND for unknown ids and others' drafts. */
    async detail(key: string, viewer: Viewer, language: Language): Promise<StreamDetail> {
      const row = await findStream(db, key);
      const isAuthor = row ? viewer.claimedProfileIds.has(row.authorProfileId) : false;
      if (!row || (!isPublished(row.status) && !isAuthor)) throw new AppError('NOT_FOUND', 'No such stream.');
      const profileIds = [
        row.authorProfileId,
        ...(row.event?.lineup.flatMap((item) => (item.profileId ? [item.profileId] : [])) ?? []),
      ];
      const followed = await followedAmong(db, viewer.activeProfileId, profileIds);
      return presentStreamDetail(row, { language, isAuthor, followed });
    },
  };
}
