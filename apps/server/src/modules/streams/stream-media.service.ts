import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { StreamKeyAndUrl, UploadVodStatus, Vod } from '@marquee/contract';
import type { Db } from '../../db/client';
import type { VodRow } from '../../db/schema/streams';
import { AppError } from '../../plugins/errors';
import type { Viewer } from '../events/viewer';
import { probe } from './media/ffmpeg';
import type { StreamMedia } from './media/stream-media';
import { ensureStreamKey, replaceStreamKey } from './stream-access.repository';
import { presentVod } from './streams.presenter';
import { findStreamOwner } from './streams.repository';
import { deleteVod, insertProcessingVod, vodByGuid, vodsOfStream } from './vods.repository';

const newStreamKey = () => randomBytes(24).toString('base64url');

const statusOf = (vod: VodRow): UploadVodStatus => ({
  Guid: vod.uploadGuid ?? '',
  VodId: vod.id,
  State: vod.state,
  Progress: vod.progress,
  FailureReason: vod.failureReason,
});

/**
 * The organizer's side of a stream (issue 20): its RTMP key and ingest URL, its recordings, uploads and
 * their progress. Every call is for holders of a claim on the stream's author.
 */
export function createStreamMediaService(db: Db, media: StreamMedia) {
  /** Throws NOT_FOUND (no such stream) or FORBIDDEN (not a claim holder of its author). */
  async function ownStream(key: string, viewer: Viewer) {
    const stream = await findStreamOwner(db, key);
    if (!stream) throw new AppError('NOT_FOUND', 'No such stream.');
    if (!viewer.claimedProfileIds.has(stream.authorProfileId)) {
      throw new AppError('FORBIDDEN', 'Only the stream’s organizer may do this.');
    }
    return stream;
  }

  const keyAndUrl = (key: string): StreamKeyAndUrl => ({
    StreamKey: key,
    Url: media.ingestUrl(),
    Enabled: media.ingestEnabled(),
  });

  return {
    ownStream,

    /** GET /stream/{id}/streamsettings/streamKeyAndUrl; the key is made on first ask. Throws as ownStream. */
    async streamKeyAndUrl(streamKey: string, viewer: Viewer): Promise<StreamKeyAndUrl> {
      const stream = await ownStream(streamKey, viewer);
      return keyAndUrl(await ensureStreamKey(db, stream.id, newStreamKey()));
    },

    /** POST …/streamKeyAndUrl/regenerate: the old key stops working for the next publish. Throws as ownStream. */
    async regenerateStreamKey(streamKey: string, viewer: Viewer): Promise<StreamKeyAndUrl> {
      const stream = await ownStream(streamKey, viewer);
      const key = newStreamKey();
      await replaceStreamKey(db, stream.id, key);
      return keyAndUrl(key);
    },

    /** GET /stream/{id}/vod: every recording with its state, playable under a fresh token. Throws as ownStream. */
    async listVods(streamKey: string, viewer: Viewer): Promise<Vod[]> {
      const stream = await ownStream(streamKey, viewer);
      const token = media.tokens.issue(stream.id);
      const view = {
        token,
        ttl: media.tokens.ttlSeconds,
        url: (rest: string) => media.mediaUrl(stream.id, token, rest),
        isLive: false,
        recheck: media.recheck,
      };
      return (await vodsOfStream(db, stream.id)).map((vod) => presentVod(vod, stream, view));
    },

    /** DELETE /stream/{id}/vod/{vodId}: the row and its files. Throws as ownStream, NOT_FOUND. */
    async deleteVod(streamId: string, vodId: string, viewer: Viewer): Promise<void> {
      const stream = await ownStream(streamId, viewer);
      if (!(await deleteVod(db, stream.id, vodId))) throw new AppError('NOT_FOUND', 'No such recording.');
      await fs.rm(media.vodDir(vodId), { recursive: true, force: true });
    },

    /**
     * After the whole upload arrived in `file`: ffprobe must find a video in it (VOD.NOT_A_VIDEO, the file
     * removed), then the recording is listed as PROCESSING and transcoded in the background. Without ffprobe
     * (ffmpeg not installed) the recording is kept and fails with that reason. Throws VOD.GUID_TAKEN.
     */
    async acceptUpload(
      stream: { id: string },
      upload: { guid: string; file: string; bytes: number; name: string },
    ): Promise<UploadVodStatus> {
      let source: Awaited<ReturnType<typeof probe>> = null;
      try {
        source = await probe(media.tools, upload.file);
        if (!source) {
          await fs.rm(upload.file, { force: true });
          throw new AppError('VOD.NOT_A_VIDEO', 'The file is not a video.', { video: ['VOD.NOT_A_VIDEO'] });
        }
      } catch (error) {
        if (error instanceof AppError) throw error;
        source = null; // ffprobe missing: the transcode reports why the recording failed
      }
      const vod = await insertProcessingVod(db, {
        id: randomUUID(),
        streamId: stream.id,
        name: upload.name,
        guid: upload.guid,
        durationSeconds: Math.round(source?.duration ?? 0),
        fileSize: upload.bytes,
      });
      if (!vod) {
        await fs.rm(upload.file, { force: true });
        throw new AppError('VOD.GUID_TAKEN', 'This upload guid is in use.');
      }
      media.transcode(vod.id, upload.file, source);
      return statusOf(vod);
    },

    /** GET /uploadVod/{guid}/status (spec: polled every 5 s until 100). Throws NOT_FOUND, FORBIDDEN. */
    async uploadStatus(guid: string, viewer: Viewer): Promise<UploadVodStatus> {
      const vod = await vodByGuid(db, guid);
      if (!vod) throw new AppError('NOT_FOUND', 'No such upload.');
      await ownStream(vod.streamId, viewer);
      return statusOf(vod);
    },

    async guidTaken(guid: string): Promise<boolean> {
      return (await vodByGuid(db, guid)) !== null;
    },
  };
}
