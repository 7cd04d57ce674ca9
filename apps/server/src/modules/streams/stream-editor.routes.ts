import { ApiErrorSchema, StreamInputSchema, StreamParamsSchema, StreamSavedSchema } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActiveProfile } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { managerOf } from './stream-media.routes';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

/**
 * The organizer creates and edits a stream (issue 20; the spec lists only reads). Paid and Donate streams
 * link an own event whose ticket categories carry the price; one stream per event.
 */
export async function streamEditorRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.streamEditor;

  app.post(
    '/stream',
    {
      schema: {
        tags: ['streams'],
        summary:
          'Create a stream of the active (organizer) profile; Paid/Donate need EventId of an own event (409 STREAM.EVENT_HAS_STREAM when it has one)',
        body: StreamInputSchema,
        response: { 201: StreamSavedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const active = await requireActiveProfile(request);
      if (active.claim.role === 'StatisticsViewer')
        throw new AppError('FORBIDDEN', 'A statistics viewer cannot create streams.');
      return reply.status(201).send(await service.create(request.body, active));
    },
  );

  app.put(
    '/stream/:id',
    {
      schema: {
        tags: ['streams'],
        summary: 'Save the whole stream (claim holders of its author that may manage)',
        params: StreamParamsSchema,
        body: StreamInputSchema,
        response: { 200: StreamSavedSchema, ...errors },
      },
    },
    async (request) => service.update(request.params.id, request.body, await managerOf(request)),
  );
}
