import {
  ApiErrorSchema,
  DEVICE_TOKEN_HEADER,
  DeviceSnapshotSchema,
  PairBodySchema,
  PairingSchema,
  ScanAnswersSchema,
  ScanBatchSchema,
} from '@marquee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors';
import { plainSerializer } from '../../plugins/plain-serializer';
import { registerRateLimit } from '../../plugins/rate-limit-store';
import { clock } from '../accounts/clock';
import { clientIp } from '../accounts/route-helpers';

const tags = ['checkin'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema };

/** Pairing attempts per client address a minute: a token is 256 random bits, this only blunts floods. */
export const PAIR_RATE_LIMIT = 30;

function deviceToken(request: FastifyRequest): string | undefined {
  const value = request.headers[DEVICE_TOKEN_HEADER];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}

/**
 * The door device's calls (issue 17). Door staff have no accounts: a device pairs once through its
 * one-time link, then sends its token in the DeviceToken header (401 DEVICE.NOT_PAIRED when unknown,
 * revoked, or two days after the event).
 */
export async function doorRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.door;
  await registerRateLimit(app, {
    keyGenerator: (request) => clientIp(request),
    errorResponseBuilder: (_request, context) =>
      new AppError('MAXIMUM_ATTEMPTS_EXCEEDED', `Too many pairing attempts, retry in ${context.after}.`),
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/checkin/pair',
    {
      config: { rateLimit: { max: PAIR_RATE_LIMIT, timeWindow: 60_000 }, keepsReadCaches: true },
      schema: {
        tags,
        summary:
          'Pair a door device with its one-time link token: answers the DeviceToken. 404 unknown link, 410 DEVICE.LINK_EXPIRED / DEVICE.LINK_USED',
        body: PairBodySchema,
        response: {
          200: PairingSchema,
          ...errors,
          404: ApiErrorSchema,
          410: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => service.pair(request.body.Token, clock.now()),
  );

  app.get(
    '/checkin/snapshot',
    {
      // Sent as built (16,000 tickets through zod again would cost more than the query); compressed.
      serializerCompiler: plainSerializer(app),
      schema: {
        tags,
        summary:
          'Everything the device (DeviceToken header) decides with offline: public key, gates, sectors, every ticket',
        response: { 200: DeviceSnapshotSchema, ...errors },
      },
    },
    async (request) => {
      const device = await service.authenticate(deviceToken(request), clock.now());
      return service.snapshot(device, request.ctx.language, clock.now());
    },
  );

  app.post(
    '/checkin/scans',
    {
      serializerCompiler: plainSerializer(app),
      // A few answers: compression costs more than the bytes. Scans change no public read.
      compress: false,
      config: { keepsReadCaches: true },
      schema: {
        tags,
        summary:
          'Scans of the device (DeviceToken header), online or queued offline: one answer each, in order; a bad code is an answer, never an error',
        body: ScanBatchSchema,
        response: { 200: ScanAnswersSchema, ...errors },
      },
    },
    async (request) => {
      const device = await service.authenticate(deviceToken(request), clock.now());
      return service.scans(device, request.body.Scans, () => clock.now());
    },
  );
}
