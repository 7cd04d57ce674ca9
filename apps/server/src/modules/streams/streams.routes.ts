import fs from 'node:fs';
import {
  ApiErrorSchema,
  StreamDetailQuerySchema,
  StreamDetailSchema,
  StreamParamsSchema,
  StreamsQuerySchema,
  StreamsResponseSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors';
import { viewerOf } from '../events/viewer';
import { streamEditorRoutes } from './stream-editor.routes';
import { streamMediaRoutes } from './stream-media.routes';

/**
 * Stream reads (spec 1 §7, API version 2.2), the ticket-code unlock (issue 20) and the token-checked media
 * files; the organizer's calls are in stream-media.routes.ts.
 */
export async function streamsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.streams;
  const media = app.services.streamMedia;

  // Live ingest starts with the server and stops with it; test apps leave RTMP_PORT off.
  app.addHook('onReady', async () => media.startLive());
  app.addHook('onClose', async () => media.close());

  app.get(
    '/stream',
    {
      schema: {
        tags: ['streams'],
        summary:
          'Upcoming published streams (home shows 9), or a profile’s streams with authorId (10 per page)',
        querystring: StreamsQuerySchema,
        response: { 200: StreamsResponseSchema },
      },
    },
    async (request) => service.list(request.query, await viewerOf(request)),
  );

  app.get(
    '/stream/:id',
    {
      schema: {
        tags: ['streams'],
        summary:
          'A stream by id or nickname. A paid stream answers locked until `code` (≥ 8) unlocks it for `device`: 403 wrong code, 401 STREAM.CODE_IS_USED on another device (forceAccess=true moves it), 410 past the replay window; unlocked answers carry a short-lived ViewToken in StreamUrl and recording paths',
        params: StreamParamsSchema,
        querystring: StreamDetailQuerySchema,
        response: {
          200: StreamDetailSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          410: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await service.detail(
        request.params.id,
        await viewerOf(request),
        request.ctx.language,
        request.query,
      );
      // The answer carries a view token: never cached on the way.
      if (answer.ViewToken) reply.header('cache-control', 'private, no-store');
      return answer;
    },
  );

  // HLS playlists and segments, only with a valid view token in the path (no database read per request).
  app.get('/stream/:id/media/:token/*', { schema: { hide: true } }, async (request, reply) => {
    const params = request.params as { id: string; token: string; '*': string };
    const found = media.resolveFile(params.id, params.token, params['*']);
    if (!found) throw new AppError('STREAM.TOKEN_INVALID', 'The view token is not valid for this stream.');
    let stream: fs.ReadStream;
    try {
      const stat = await fs.promises.stat(found.file);
      stream = fs.createReadStream(found.file);
      reply.header('content-length', stat.size);
    } catch {
      throw new AppError('NOT_FOUND', 'No such media file (the stream may not be live).');
    }
    const playlist = found.file.endsWith('.m3u8');
    return reply
      .type(found.type)
      .header('cache-control', playlist ? 'no-cache' : 'private, max-age=3600')
      .send(stream);
  });

  await app.register(streamMediaRoutes);
  await app.register(streamEditorRoutes);
}
