import {
  ApiErrorSchema,
  DeviceLinkBodySchema,
  DeviceLinkSchema,
  DeviceParamsSchema,
  TransitionCountSchema,
  TurnstileCreateQuerySchema,
  TurnstileGateBodySchema,
  TurnstileGateParamsSchema,
  TurnstileParamsSchema,
  TurnstileSettingsBodySchema,
  TurnstileSystemSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clock } from '../accounts/clock';
import { requireEventEditor, requireEventReader } from '../event-management/access';

const tags = ['checkin'];
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const system = { 200: TurnstileSystemSchema, ...errors };

/**
 * The organizer's turnstile calls (spec 3 §7; issue 17): editors of the event (claim holders of its author
 * profile other than StatisticsViewer) change the system, any claim holder reads it and its counts.
 */
export async function turnstileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.turnstile;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/turnstile/:id/create',
    {
      schema: {
        tags,
        summary:
          'Create the door check-in system (CanCreateTurnstileSystem): gates from the venue’s gates, or one for all sectors. 409 TURNSTILE.EXISTS, 403 TURNSTILE.NOT_ALLOWED',
        params: TurnstileParamsSchema,
        querystring: TurnstileCreateQuerySchema,
        response: system,
      },
    },
    async (request) => {
      const event = await requireEventEditor(request, request.params.id);
      return service.create(event, request.query.sendSectorName ?? false, clock.now());
    },
  );

  app.get(
    '/turnstile/:id',
    {
      schema: {
        tags,
        summary: 'The system: gates ↔ sectors with counts, re-entry rule, devices, sectors, conflicts',
        params: TurnstileParamsSchema,
        response: system,
      },
    },
    async (request) => {
      const event = await requireEventReader(request, request.params.id);
      return service.view(event.id);
    },
  );

  app.put(
    '/turnstile/:id',
    {
      schema: {
        tags,
        summary: 'Settings: the welcome names sector and seat; a ticket may come in again after going out',
        params: TurnstileParamsSchema,
        body: TurnstileSettingsBodySchema,
        response: system,
      },
    },
    async (request) => {
      const event = await requireEventEditor(request, request.params.id);
      return service.updateSettings(event.id, request.body);
    },
  );

  app.post(
    '/turnstile/:id/gates',
    {
      schema: {
        tags,
        summary: 'Add a gate (SectorKeys: the sectors entering there, empty = all)',
        params: TurnstileParamsSchema,
        body: TurnstileGateBodySchema,
        response: system,
      },
    },
    async (request) => {
      const event = await requireEventEditor(request, request.params.id);
      return service.addGate(event.id, request.body);
    },
  );

  app.put(
    '/turnstile/:id/gates/:gateId',
    {
      schema: {
        tags,
        summary: 'Rename a gate or change its sectors',
        params: TurnstileGateParamsSchema,
        body: TurnstileGateBodySchema,
        response: system,
      },
    },
    async (request) => {
      const event = await requireEventEditor(request, request.params.id);
      return service.updateGate(event.id, request.params.gateId, request.body);
    },
  );

  app.delete(
    '/turnstile/:id/gates/:gateId',
    {
      schema: {
        tags,
        summary: 'Delete a gate; 409 TURNSTILE.GATE_IN_USE while a device that is not revoked scans there',
        params: TurnstileGateParamsSchema,
        response: system,
      },
    },
    async (request) => {
      const event = await requireEventEditor(request, request.params.id);
      return service.deleteGate(event.id, request.params.gateId);
    },
  );

  app.post(
    '/turnstile/:id/devices',
    {
      schema: {
        tags,
        summary: 'A door device and its one-time pairing link (the token is shown only in this answer)',
        params: TurnstileParamsSchema,
        body: DeviceLinkBodySchema,
        response: { 200: DeviceLinkSchema, ...errors },
      },
    },
    async (request) => {
      const event = await requireEventEditor(request, request.params.id);
      return service.createDeviceLink(event.id, request.body, request.ctx.language, clock.now());
    },
  );

  app.delete(
    '/turnstile/:id/devices/:deviceId',
    {
      schema: {
        tags,
        summary: 'Revoke a device: its link and token stop working at once',
        params: DeviceParamsSchema,
        response: system,
      },
    },
    async (request) => {
      const event = await requireEventEditor(request, request.params.id);
      return service.revokeDevice(event.id, request.params.deviceId, clock.now());
    },
  );

  app.get(
    '/checkticket/transition/:id/count',
    {
      schema: {
        tags,
        summary: 'Entries, exits and people inside now: overall, per gate and per sector',
        params: TurnstileParamsSchema,
        response: { 200: TransitionCountSchema, ...errors },
      },
    },
    async (request) => {
      const event = await requireEventReader(request, request.params.id);
      return service.counts(event.id, clock.now());
    },
  );
}
