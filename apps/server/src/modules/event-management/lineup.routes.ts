import {
  ApiErrorSchema,
  BuildingConfirmationQuerySchema,
  EventParamsSchema,
  LineupConfirmationQuerySchema,
  LineupInputSchema,
  LineupParamsSchema,
  ManagedLineupItemSchema,
  ManagedLineupResponseSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { requireEventEditor } from './access';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const tags = ['event management'];

/** Lineup editing (organizer) and confirmations (performer, venue) — spec 3 §4, §7. */
export async function lineupRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.lineup;

  app.post(
    '/event/:id/lineup',
    {
      schema: {
        tags,
        summary: 'Add a performer (a profile, or a name only) with Day, Begin and HideTime',
        params: EventParamsSchema,
        body: LineupInputSchema,
        response: { 201: ManagedLineupItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const event = await requireEventEditor(request, request.params.id);
      return reply.status(201).send(await service.add(event, request.body));
    },
  );

  // One path, two calls (spec 3 §7): with ?Confirmed the segment is the performer's profile id and the
  // performer confirms its own attendance; without it the organizer edits the lineup entry.
  app.put(
    '/event/:id/lineup/:lineupId',
    {
      schema: {
        tags,
        summary: 'Edit an entry (organizer), or with ?Confirmed confirm attendance (the performer’s profile)',
        params: LineupParamsSchema,
        querystring: LineupConfirmationQuerySchema,
        body: LineupInputSchema.nullish(),
        response: { 200: z.union([ManagedLineupItemSchema, ManagedLineupResponseSchema]), ...errors },
      },
    },
    async (request) => {
      const { id, lineupId } = request.params;
      if (request.query.Confirmed !== undefined) {
        await requireUser(request);
        await service.event(id);
        return service.confirmAttendance(request, id, lineupId, request.query.Confirmed);
      }
      const event = await requireEventEditor(request, id);
      if (!request.body)
        throw new AppError('VALIDATION_FAILED', 'Send the lineup entry.', { Name: ['FIELD_REQUIRED'] });
      return service.update(event, lineupId, request.body);
    },
  );

  app.delete(
    '/event/:id/lineup/:lineupId',
    {
      schema: {
        tags,
        summary: 'Remove a lineup entry',
        params: LineupParamsSchema,
        response: { 204: z.null().describe('Done'), ...errors },
      },
    },
    async (request, reply) => {
      const event = await requireEventEditor(request, request.params.id);
      await service.remove(event, request.params.lineupId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/event/:id/building/confirmation',
    {
      schema: {
        tags,
        summary: 'The venue’s profile confirms (or cancels) hosting the event',
        params: EventParamsSchema,
        querystring: BuildingConfirmationQuerySchema,
        response: { 200: z.object({ Confirmed: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      await requireUser(request);
      const event = await service.event(request.params.id);
      return service.confirmHosting(request, event, request.query.Confirmed);
    },
  );
}
