import path from 'node:path';
import multipart from '@fastify/multipart';
import {
  ApiErrorSchema,
  StreamKeyAndUrlSchema,
  StreamParamsSchema,
  StreamVodParamsSchema,
  UploadVodQuerySchema,
  UploadVodStatusParamsSchema,
  UploadVodStatusSchema,
  VodSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userClaims } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import type { Viewer } from '../events/viewer';
import { receiveUpload } from './media/upload-file';

/**
 * The caller as the organizer's calls see them: profiles held with a claim that may manage (a
 * StatisticsViewer reads statistics, not stream keys or recordings). Throws UNAUTHORIZED when anonymous.
 */
export async function managerOf(request: Parameters<typeof userClaims>[0]): Promise<Viewer> {
  await requireUser(request);
  const claims = (await userClaims(request)).filter((claim) => claim.role !== 'StatisticsViewer');
  return { activeProfileId: null, claimedProfileIds: new Set(claims.map((claim) => claim.profileId)) };
}

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** A recording's name from its file name: no extension, no control characters, at most 200 characters. */
function vodName(fileName: string | undefined): string {
  const base = path.basename(fileName ?? '').replace(/\.[^.]{1,8}$/, '');
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return clean || 'Recording';
}

/**
 * The organizer's stream calls (spec 1 §7, issue 20): the stream key and ingest URL, recordings, the
 * upload (POST /uploadVod, multipart field `video`) and its progress by guid. Claim holders of the
 * stream's author only.
 */
export async function streamMediaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.streamMediaAdmin;
  const media = app.services.streamMedia;
  // Multipart only in this scope, sized for recordings; the file is streamed to disk, never buffered.
  await app.register(multipart, {
    limits: { fileSize: app.config.VOD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.get(
    '/stream/:id/streamsettings/streamKeyAndUrl',
    {
      schema: {
        tags: ['streams'],
        summary:
          'The stream’s RTMP key and ingest URL (claim holders of its author); Enabled false when live ingest is off',
        params: StreamParamsSchema,
        response: { 200: StreamKeyAndUrlSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.streamKeyAndUrl(request.params.id, await managerOf(request));
    },
  );

  app.post(
    '/stream/:id/streamsettings/streamKeyAndUrl/regenerate',
    {
      schema: {
        tags: ['streams'],
        summary: 'A new RTMP key for the stream; the old one no longer publishes',
        params: StreamParamsSchema,
        response: { 200: StreamKeyAndUrlSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.regenerateStreamKey(request.params.id, await managerOf(request));
    },
  );

  app.get(
    '/stream/:id/vod',
    {
      schema: {
        tags: ['streams'],
        summary:
          'The stream’s recordings with their state (PROCESSING with Progress, READY, FAILED with FailureReason)',
        params: StreamParamsSchema,
        response: { 200: z.array(VodSchema), ...errors },
      },
    },
    async (request) => {
      return service.listVods(request.params.id, await managerOf(request));
    },
  );

  app.delete(
    '/stream/:id/vod/:vodId',
    {
      schema: {
        tags: ['streams'],
        summary: 'Delete a recording and its files',
        params: StreamVodParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteVod(request.params.id, request.params.vodId, await managerOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/uploadVod',
    {
      schema: {
        tags: ['streams'],
        summary:
          'Upload a recording (multipart field `video`; streamId, guid, debug): checked by content (a video, at most VOD_MAX_BYTES), then transcoded to HLS ≤ 720p/3000 kbit/s/30 fps in the background; poll GET /uploadVod/{guid}/status',
        consumes: ['multipart/form-data'],
        querystring: UploadVodQuerySchema,
        response: {
          201: UploadVodStatusSchema,
          400: ApiErrorSchema,
          409: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
          ...errors,
        },
      },
      // An upload changes no public read memo (events, search).
      config: { keepsReadCaches: true },
    },
    async (request, reply) => {
      // Who and where before a byte of the file is read.
      const stream = await service.ownStream(request.query.streamId, await managerOf(request));
      if (await service.guidTaken(request.query.guid)) {
        throw new AppError('VOD.GUID_TAKEN', 'This upload guid is in use.');
      }
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the video as multipart/form-data.');
      }
      const file = await request.file();
      if (file?.fieldname !== 'video') {
        throw new AppError('VALIDATION_FAILED', 'Send the file in the field "video".', {
          video: ['FIELD_REQUIRED'],
        });
      }
      media.tmpDir();
      const target = media.newUploadPath();
      const bytes = await receiveUpload(file, target, app.config.VOD_MAX_BYTES);
      const status = await service.acceptUpload(stream, {
        guid: request.query.guid,
        file: target,
        bytes,
        name: vodName(file.filename),
      });
      return reply.status(201).send(status);
    },
  );

  app.get(
    '/uploadVod/:uploadGuid/status',
    {
      schema: {
        tags: ['streams'],
        summary: 'Progress of an upload’s processing (spec: polled every 5 s until 100)',
        params: UploadVodStatusParamsSchema,
        response: { 200: UploadVodStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.uploadStatus(request.params.uploadGuid, await managerOf(request));
    },
  );
}
