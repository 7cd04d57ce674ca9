import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { readCacheTtlMs } from '../../events/read-cache';
import { streamIdOfKey } from '../stream-access.repository';
import { finishVod, setVodProgress } from '../vods.repository';
import { type MediaTools, type ProbeResult, toolRuns, transcodeToHls } from './ffmpeg';
import { type LiveIngest, startIngest } from './ingest';
import { createViewTokens } from './view-tokens';

/** Where a media request may reach: a live playlist/segment or an uploaded recording's. */
const MEDIA_PATH = /^(live|vod\/[0-9a-f-]{36})\/(index\.m3u8|seg_\d{1,7}\.ts)$/;

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
};

/**
 * The media side of streams (issue 20): view tokens, the files under DATA_DIR/media (live/<streamId>/,
 * vod/<vodId>/, tmp/ for uploads in flight), the recordings' transcodes and the live ingest. Built once in
 * the composition root; `startLive` is called when the server is ready (never by test apps, whose config
 * leaves RTMP_PORT off), `close` when it stops.
 */
export function createStreamMedia(deps: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  secret: Uint8Array;
}) {
  const { db, config, log } = deps;
  const mediaDir = path.join(config.dataDir, 'media');
  const tools: MediaTools = { ffmpeg: config.FFMPEG_PATH, ffprobe: config.FFPROBE_PATH };
  const tokens = createViewTokens(deps.secret, config.STREAM_TOKEN_TTL_SECONDS);
  const [recheckMin = 30, recheckMax = 60] = config.STREAM_RECHECK_SECONDS.split('-').map(Number);
  const rtmpPort = config.RTMP_PORT ?? (config.NODE_ENV === 'test' ? 0 : 1935);
  const transcodes = new Set<Promise<void>>();
  let ingest: LiveIngest | null = null;

  const ingestUrl = () => {
    if (config.RTMP_PUBLIC_URL) return config.RTMP_PUBLIC_URL;
    const host = new URL(config.publicUrl).hostname;
    return `rtmp://${host}:${rtmpPort || 1935}/live`;
  };

  return {
    /** How long the stream page's row may be reused (the public read memo's TTL: 1 s, 0 in tests). */
    readCacheMs: readCacheTtlMs(config),
    tokens,
    tools,
    mediaDir,
    recheck: { MinSeconds: recheckMin, MaxSeconds: Math.max(recheckMin, recheckMax) },
    tmpDir: () => {
      const dir = path.join(mediaDir, 'tmp');
      fs.mkdirSync(dir, { recursive: true });
      return dir;
    },
    ingestUrl,
    ingestEnabled: () => ingest !== null,
    isLive: (streamId: string) => ingest?.isLive(streamId) ?? false,

    /** A media URL under the stream's token: what StreamUrl and a recording's FilePath answer. */
    mediaUrl: (streamId: string, token: string, rest: string) =>
      `/api/stream/${streamId}/media/${token}/${rest}`,

    /**
     * The file of a media request, after checking the token (no database read). null: forged, expired or
     * another stream's token, or a path outside the stream's media.
     */
    resolveFile(streamId: string, token: string, rest: string): { file: string; type: string } | null {
      if (!tokens.verify(streamId, token)) return null;
      const match = MEDIA_PATH.exec(rest);
      if (!match) return null;
      const [, area = '', name = ''] = match;
      const dir =
        area === 'live' ? path.join(mediaDir, 'live', streamId.toLowerCase()) : path.join(mediaDir, area);
      const ext = name.slice(name.lastIndexOf('.') + 1);
      return { file: path.join(dir, name), type: CONTENT_TYPES[ext] ?? 'application/octet-stream' };
    },

    vodDir: (vodId: string) => path.join(mediaDir, 'vod', vodId),

    /**
     * Transcodes an uploaded file into the recording's HLS in the background; the recording ends READY or
     * FAILED with the reason (ffmpeg missing, crashed). The upload file is removed either way.
     */
    transcode(vodId: string, input: string, source: ProbeResult | null): void {
      const out = path.join(mediaDir, 'vod', vodId);
      let lastWrite = 0;
      const job = (async () => {
        fs.mkdirSync(out, { recursive: true });
        const result = await transcodeToHls(tools, input, out, source, (percent) => {
          const now = Date.now();
          if (now - lastWrite < 1000) return;
          lastWrite = now;
          void setVodProgress(db, vodId, percent).catch(() => undefined);
        });
        fs.rmSync(input, { force: true });
        const kept = result.ok
          ? await finishVod(db, vodId, { state: 'READY', durationSeconds: Math.round(source?.duration ?? 0) })
          : await finishVod(db, vodId, { state: 'FAILED', reason: result.reason ?? 'unknown' });
        if (!result.ok || !kept) fs.rmSync(out, { recursive: true, force: true });
        if (!result.ok) log.warn({ vodId, reason: result.reason }, 'recording transcode failed');
      })().catch((error: unknown) => log.error({ err: error, vodId }, 'recording transcode job failed'));
      transcodes.add(job);
      void job.finally(() => transcodes.delete(job));
    },

    /** Waits for the transcodes in flight (tests, shutdown). */
    async settle(): Promise<void> {
      while (transcodes.size > 0) await Promise.all([...transcodes]);
    },

    newUploadPath: () => path.join(mediaDir, 'tmp', `${randomUUID()}.upload`),

    /**
     * Starts live ingest when RTMP_PORT allows and ffmpeg runs; otherwise says, once, that it is off.
     * Never fails the server's start.
     */
    async startLive(): Promise<void> {
      if (rtmpPort === 0) {
        log.info('live ingest is off (RTMP_PORT=0)');
        return;
      }
      if (!(await toolRuns(tools.ffmpeg))) {
        log.warn(
          `ffmpeg was not found (${tools.ffmpeg}): live ingest is off and recordings cannot be processed`,
        );
        return;
      }
      try {
        ingest = await startIngest({
          port: rtmpPort,
          host: config.HOST,
          mediaDir,
          tools,
          log,
          streamOfKey: (key) => streamIdOfKey(db, key),
        });
        log.info({ url: ingestUrl() }, 'live ingest listening (RTMP)');
      } catch (error) {
        log.warn({ err: error, port: rtmpPort }, 'live ingest is off: the RTMP port could not be opened');
      }
    },

    async close(): Promise<void> {
      await ingest?.close();
      ingest = null;
    },
  };
}
export type StreamMedia = ReturnType<typeof createStreamMedia>;
