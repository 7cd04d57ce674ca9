import type { Language, StreamDetail, StreamListItem, Vod } from '@marquee/contract';
import type { StreamRow, VodRow } from '../../db/schema/streams';
import { presentContacts, presentLineupItem } from '../events/event-detail.presenter';
import { safeEmbed, safeRichText } from '../events/html';
import { presentCategory, presentProfileRef } from '../profiles/profiles.presenter';
import type { StreamDetailRow, StreamListRow } from './streams.repository';

function listFields(stream: StreamRow): Omit<StreamListItem, 'Author' | 'VodCount'> {
  return {
    _id: stream.id,
    Title: stream.title,
    Nickname: stream.nickname,
    About: stream.about,
    Begin: stream.beginAt.toISOString(),
    End: stream.endAt.toISOString(),
    TimeZone: stream.timeZone,
    Status: stream.status,
    StreamSellingChannel: stream.sellingChannel,
    ProfilePicture: stream.profilePicture,
    EventId: stream.eventId,
    ShowAuthor: stream.showAuthor,
  };
}

export function presentStreamListItem(row: StreamListRow): StreamListItem {
  return { ...listFields(row.stream), Author: presentProfileRef(row.author), VodCount: row.vodCount };
}

/** A recording's playable path: an upload's HLS under the view token, a demo's own path; null while locked. */
function vodPath(vod: VodRow, media: StreamMediaView | null): string | null {
  if (!media || vod.state !== 'READY') return null;
  if (vod.filePath.startsWith('media:')) return media.url(vod.filePath.slice('media:'.length));
  return media.token ? vod.filePath : null;
}

export function presentVod(
  vod: VodRow,
  stream: Pick<StreamRow, 'id' | 'title'>,
  media: StreamMediaView | null,
): Vod {
  return {
    VodId: vod.id,
    VodName: vod.name,
    StreamId: stream.id,
    StreamName: stream.title,
    Type: vod.type,
    CreationDate: vod.createdAt.toISOString(),
    StartTime: vod.startTime.toISOString(),
    Duration: vod.durationSeconds,
    FileSize: vod.fileSize,
    // A locked paid stream's recordings are listed, not playable.
    FilePath: vodPath(vod, media),
    PreviewFilePath: vod.previewFilePath,
    State: vod.state,
    Progress: vod.progress,
    FailureReason: vod.failureReason,
  };
}

/** What the caller may play: the view token and the URLs under it (issue 20). */
export interface StreamMediaView {
  token: string | null;
  ttl: number | null;
  /** A media URL under the token (null without one). */
  url: (rest: string) => string | null;
  isLive: boolean;
  recheck: { MinSeconds: number; MaxSeconds: number };
}

export interface StreamViewContext {
  language: Language;
  isAuthor: boolean;
  followed: ReadonlySet<string>;
  /** A paid stream the caller has not unlocked with a ticket code. */
  locked: boolean;
  media: StreamMediaView;
}

/**
 * GET /stream/{id} (2.2). A locked paid stream has no StreamUrl, HtmlCode, ViewToken or recording paths;
 * unlocked (free, donation, a valid code, its author) they come under a short-lived view token. Recordings
 * still processing or failed are the author's to see.
 */
export function presentStreamDetail(row: StreamDetailRow, context: StreamViewContext): StreamDetail {
  const { locked, media } = context;
  const event = row.event;
  const vods = context.isAuthor ? row.vods : row.vods.filter((vod) => vod.state === 'READY');
  const playable = locked ? null : media;
  return {
    ...listFields(row),
    Author: { ...presentProfileRef(row.author), IsFollowing: context.followed.has(row.author.id) },
    VodCount: vods.length,
    // Stream text is rich text: cleaned on the way out like event and article texts.
    Text: row.text === null ? null : safeRichText(row.text),
    StreamType: row.streamType,
    Categories: event ? event.genres.map((link) => presentCategory(link.genre, context.language)) : [],
    StreamUrl: locked || row.streamType !== 'Live' ? null : media.url('live/index.m3u8'),
    HtmlCode: locked || !row.htmlCode ? null : safeEmbed(row.htmlCode),
    ViewToken: locked ? null : media.token,
    ViewTokenTtl: locked ? null : media.ttl,
    IsLive: media.isLive,
    Recheck: media.recheck,
    IsLocked: locked,
    Price: row.price ? { Amount: row.price.minor / 100, Currency: row.price.currency } : null,
    Vods: vods.map((vod) => presentVod(vod, row, playable)),
    Lineup: event ? event.lineup.map((item) => presentLineupItem(item, context.followed)) : [],
    Contacts: event ? presentContacts(event.id, event.contacts, false) : [],
    ShareImage: row.shareImage ?? row.profilePicture,
    IsAuthor: context.isAuthor,
  };
}
