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
import { profiles } from './profiles';

export const STREAM_SELLING_CHANNELS = ['Donate', 'Paid', 'Free'] as const;
export type StreamSellingChannel = (typeof STREAM_SELLING_CHANNELS)[number];

export const STREAM_STATUSES = ['PUBLISHED', 'DRAFT'] as const;
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
    createdAt: createdAt(),
  },
  (t) => [
    index('vods_stream_idx').on(t.streamId, t.startTime),
    check('vods_duration_check', sql`${t.durationSeconds} >= 0 AND ${t.fileSize} >= 0`),
  ],
);

export type StreamRow = typeof streams.$inferSelect;
export type VodRow = typeof vods.$inferSelect;
