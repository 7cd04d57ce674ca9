import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { citext, createdAt, id, instant, sqlList, updatedAt } from './columns';
import { events } from './events';
import { tickets } from './orders';
import { profiles } from './profiles';

export const STREAM_SELLING_CHANNELS = ['Donate', 'Paid', 'Free'] as const;
export type StreamSellingChannel = (typeof STREAM_SELLING_CHANNELS)[number];

export const STREAM_STATUSES = ['PUBLISHED', 'DRAFT'] as const;

export const VOD_STATES = ['PROCESSING', 'READY', 'FAILED'] as const;
export type VodState = (typeof VOD_STATES)[number];
export type StreamStatus = (typeof STREAM_STATUSES)[number];

/**
 * A live stream (spec "Stream"). Paid and donation streams sell through their online event's ticket
 * categories, so a stream that sells is linked to exactly one event; genres and lineup come from it.
 */
export const streams = pgTable(
  'streams',
  {
    id: id(),
    nickname: citext('nickname').unique(),
    title: text('title').notNull(),
    about: text('about'),
    text: text('text'),
    /** Source kind of the player: 'Live' (HLS from the stream service) or 'Embed' (html_code). */
    streamType: text('stream_type').notNull().default('Live'),
    beginAt: instant('begin_at').notNull(),
    endAt: instant('end_at').notNull(),
    timeZone: text('time_zone').notNull(),
    status: text('status').$type<StreamStatus>().notNull().default('DRAFT'),
    sellingChannel: text('selling_channel').$type<StreamSellingChannel>().notNull().default('Free'),
    streamUrl: text('stream_url'),
    htmlCode: text('html_code'),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    authorProfileId: uuid('author_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    showAuthor: boolean('show_author').notNull().default(true),
    profilePicture: text('profile_picture'),
    shareImage: text('share_image'),
    /** Secret RTMP stream key (issue 20): made on first ask, replaced on regenerate; null until then. */
    streamKey: text('stream_key').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('streams_event_unique').on(t.eventId).where(sql`${t.eventId} IS NOT NULL`),
    index('streams_begin_idx').on(t.beginAt).where(sql`${t.status} = 'PUBLISHED'`),
    index('streams_author_idx').on(t.authorProfileId, t.beginAt),
    check('streams_selling_channel_check', sql`${t.sellingChannel} IN (${sqlList(STREAM_SELLING_CHANNELS)})`),
    check('streams_status_check', sql`${t.status} IN (${sqlList(STREAM_STATUSES)})`),
    check('streams_stream_type_check', sql`${t.streamType} IN ('Live', 'Embed')`),
    check('streams_dates_check', sql`${t.endAt} >= ${t.beginAt}`),
    check('streams_selling_event_check', sql`${t.sellingChannel} = 'Free' OR ${t.eventId} IS NOT NULL`),
  ],
);

/** A recording of a stream (spec "Vod"). */
export const vods = pgTable(
  'vods',
  {
    id: id(),
    streamId: uuid('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull().default('Recording'),
    startTime: instant('start_time').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull().default(0),
    filePath: text('file_path').notNull(),
    previewFilePath: text('preview_file_path'),
    /** Issue 20: an upload is PROCESSING (transcoding, `progress` 0–100), then READY or FAILED (`failureReason`). */
    state: text('state').$type<VodState>().notNull().default('READY'),
    progress: integer('progress').notNull().default(100),
    /** The uploader's guid (spec: POST /uploadVod guid, progress polled by it). */
    uploadGuid: text('upload_guid').unique(),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('vods_stream_idx').on(t.streamId, t.startTime),
    check('vods_duration_check', sql`${t.durationSeconds} >= 0 AND ${t.fileSize} >= 0`),
    check('vods_state_check', sql`${t.state} IN (${sqlList(VOD_STATES)})`),
    check('vods_progress_check', sql`${t.progress} BETWEEN 0 AND 100`),
  ],
);

/**
 * Which device a paid stream's ticket code is bound to (issue 20): one row per ticket, its device moved only
 * by the same device or by forceAccess, in one conditional upsert (so two devices racing cannot both win).
 */
export const streamAccess = pgTable(
  'stream_access',
  {
    ticketId: uuid('ticket_id')
      .primaryKey()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    streamId: uuid('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    boundAt: instant('bound_at').notNull().defaultNow(),
  },
  (t) => [index('stream_access_stream_idx').on(t.streamId)],
);

export type StreamRow = typeof streams.$inferSelect;
export type VodRow = typeof vods.$inferSelect;
export type StreamAccessRow = typeof streamAccess.$inferSelect;
