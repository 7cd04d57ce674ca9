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

function presentVod(vod: VodRow, stream: StreamRow, locked: boolean): Vod {
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
    FilePath: locked ? null : vod.filePath,
    PreviewFilePath: vod.previewFilePath,
  };
}

export interface StreamViewContext {
  language: Language;
  isAuthor: boolean;
  followed: ReadonlySet<string>;
}

/**
 * The public part of GET /stream/{id} (2.2). A paid stream stays locked — no StreamUrl, HtmlCode, ViewToken
 * or recording paths — until the ticket-code unlock of a later issue; its author sees it unlocked.
 */
export function presentStreamDetail(row: StreamDetailRow, context: StreamViewContext): StreamDetail {
  const locked = row.sellingChannel === 'Paid' && !context.isAuthor;
  const event = row.event;
  return {
    ...listFields(row),
    Author: { ...presentProfileRef(row.author), IsFollowing: context.followed.has(row.author.id) },
    VodCount: row.vods.length,
    // Stream text is rich text: cleaned on the way out like event and article texts.
    Text: row.text === null ? null : safeRichText(row.text),
    StreamType: row.streamType,
    Categories: event ? event.genres.map((link) => presentCategory(link.genre, context.language)) : [],
    StreamUrl: locked ? null : row.streamUrl,
    HtmlCode: locked || !row.htmlCode ? null : safeEmbed(row.htmlCode),
    ViewToken: null,
    IsLocked: locked,
    Vods: row.vods.map((vod) => presentVod(vod, row, locked)),
    Lineup: event ? event.lineup.map((item) => presentLineupItem(item, context.followed)) : [],
    Contacts: event ? presentContacts(event.id, event.contacts, false) : [],
    ShareImage: row.shareImage ?? row.profilePicture,
    IsAuthor: context.isAuthor,
  };
}
