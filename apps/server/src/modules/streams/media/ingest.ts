import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { encodeArgs, type MediaTools } from './ffmpeg';

/**
 * Live ingest (issue 20, docs/decisions.md "Streams"): node-media-server's RTMP server takes the
 * organizer's encoder (OBS: rtmp://host:port/live + stream key) — many publishers on one port, each
 * checked against the streams' keys — and for each accepted publish a supervised ffmpeg pulls it back over
 * loopback and packages it as HLS (≤ 720p, 3000 kbit/s, 30 fps) into DATA_DIR/media/live/<streamId>/.
 * Only node-media-server's RTMP listener is used (no HTTP-FLV server, admin API or store). Its state lives
 * in module singletons, so one ingest per process: main.ts-style processes start it, test apps never do.
 */

interface NmsSession {
  id: string;
  streamApp: string;
  streamName: string;
  streamPath: string;
  close: () => void;
}

const require = createRequire(import.meta.url);

export interface IngestOptions {
  port: number;
  host: string;
  mediaDir: string;
  tools: MediaTools;
  log: FastifyBaseLogger;
  /** The stream id a key belongs to, or null (the publisher is refused). */
  streamOfKey: (key: string) => Promise<string | null>;
}

export interface LiveIngest {
  /** Stream ids with a publisher connected and its packager running. */
  isLive(streamId: string): boolean;
  close(): Promise<void>;
}

const KEY_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;
const MAX_RESTARTS = 3;

/** Starts the RTMP listener; resolves once it listens (rejects when the port cannot be had). */
export async function startIngest(options: IngestOptions): Promise<LiveIngest> {
  const { log, tools } = options;
  const logger = require('node-media-server/src/core/logger.js') as { level: string };
  logger.level = 'error';
  const Context = require('node-media-server/src/core/context.js') as {
    config: Record<string, unknown>;
    eventEmitter: NodeJS.EventEmitter;
  };
  Context.config = { bind: options.host, rtmp: { port: options.port } };
  const NodeRtmpServer = require('node-media-server/src/server/rtmp_server.js') as new () => {
    tcpServer: import('node:net').Server;
    stop: () => void;
  };
  const server = new NodeRtmpServer();
  const packagers = new Map<string, { child: ChildProcess; session: string; stopped: boolean }>();

  const packager = (streamId: string, key: string, sessionId: string, attempt: number) => {
    const dir = path.join(options.mediaDir, 'live', streamId);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const child = spawn(
      tools.ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-nostats',
        '-i',
        `rtmp://127.0.0.1:${options.port}/live/${key}`,
        '-map',
        '0:v:0',
        '-map',
        '0:a:0?',
        ...encodeArgs(null).map((arg) => (arg === 'veryfast' ? 'ultrafast' : arg)),
        '-tune',
        'zerolatency',
        '-f',
        'hls',
        '-hls_time',
        '2',
        '-hls_list_size',
        '6',
        '-hls_flags',
        'delete_segments+independent_segments+omit_endlist',
        '-hls_segment_filename',
        `${dir}/seg_%05d.ts`,
        `${dir}/index.m3u8`,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const entry = { child, session: sessionId, stopped: false };
    packagers.set(streamId, entry);
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      if (stderr.length < 2000) stderr += chunk;
    });
    child.on('error', (error) => log.error({ err: error, streamId }, 'live packager could not start'));
    child.on('exit', (code) => {
      if (packagers.get(streamId) !== entry) return;
      packagers.delete(streamId);
      if (entry.stopped) return;
      // The publisher is still connected but ffmpeg died: restart a few times, then give up loudly.
      log.warn({ streamId, code, stderr: stderr.slice(-500) }, 'live packager stopped');
      if (attempt < MAX_RESTARTS)
        setTimeout(() => packager(streamId, key, sessionId, attempt + 1), 1000).unref();
    });
  };

  const onPostPublish = (session: NmsSession) => {
    const key = session.streamName;
    if (session.streamApp !== 'live' || !KEY_SHAPE.test(key)) {
      session.close();
      return;
    }
    options
      .streamOfKey(key)
      .then((streamId) => {
        if (!streamId) {
          log.warn(
            { path: session.streamPath.replace(key, '***') },
            'RTMP publish with an unknown stream key refused',
          );
          session.close();
          return;
        }
        const running = packagers.get(streamId);
        if (running) {
          running.stopped = true;
          running.child.kill('SIGTERM');
        }
        log.info({ streamId }, 'live ingest started');
        packager(streamId, key, session.id, 0);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'stream key lookup failed');
        session.close();
      });
  };
  const onDonePublish = (session: NmsSession) => {
    for (const [streamId, entry] of packagers) {
      if (entry.session !== session.id) continue;
      entry.stopped = true;
      // ffmpeg ends on its own when the source closes; this is for a stuck one.
      setTimeout(() => entry.child.kill('SIGKILL'), 5000).unref();
      packagers.delete(streamId);
      log.info({ streamId }, 'live ingest ended');
    }
  };
  Context.eventEmitter.on('postPublish', onPostPublish);
  Context.eventEmitter.on('donePublish', onDonePublish);

  await new Promise<void>((resolve, reject) => {
    server.tcpServer.once('error', reject);
    server.tcpServer.listen(options.port, options.host, () => {
      server.tcpServer.off('error', reject);
      resolve();
    });
  });
  server.tcpServer.on('error', (error) => log.error({ err: error }, 'RTMP listener error'));

  return {
    isLive: (streamId) => packagers.has(streamId),
    async close() {
      Context.eventEmitter.off('postPublish', onPostPublish);
      Context.eventEmitter.off('donePublish', onDonePublish);
      for (const entry of packagers.values()) {
        entry.stopped = true;
        entry.child.kill('SIGKILL');
      }
      packagers.clear();
      server.stop();
    },
  };
}
