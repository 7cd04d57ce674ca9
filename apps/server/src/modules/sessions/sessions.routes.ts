import {
  ApiErrorSchema,
  SessionParamsSchema,
  SessionSchema,
  SessionVisitBodySchema,
  type TrackingConfig,
  TrackingConfigSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/errors';
import { registerRateLimit } from '../../plugins/rate-limit-store';

/**
 * New sessions per IP and minute: a browser makes one per visit (then restores it), but many visitors can
 * share an IP (offices, mobile carriers, the e2e suite); a loop or a bot must still not fill the table.
 */
export const SESSION_RATE_LIMIT = { max: 120, timeWindow: 60_000 } as const;

/** Anonymous visitor sessions with referral ids (spec 1 §7 "POST /session", "POST /session/{id}"). */
export async function sessionsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.sessions;

  await registerRateLimit(app, {
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError('MAXIMUM_ATTEMPTS_EXCEEDED', `Rate limit exceeded, retry in ${context.after}.`),
  });

  app.post(
    '/session',
    {
      config: { rateLimit: SESSION_RATE_LIMIT },
      schema: {
        tags: ['sessions'],
        summary: 'A new anonymous session ({ _id, Expires }, valid 30 days); no body',
        response: { 200: SessionSchema, 429: ApiErrorSchema },
      },
    },
    async () => service.create(),
  );

  // Issue 22: read by the web only once a visitor consented and an event has providers; fixed while running.
  const trackingConfig: TrackingConfig = {
    Enabled: app.config.trackingEnabled,
    PixelScriptUrl: app.config.TRACKING_PIXEL_SCRIPT_URL,
    AnalyticsScriptUrl: app.config.TRACKING_ANALYTICS_SCRIPT_URL,
  };
  app.get(
    '/tracking/config',
    {
      schema: {
        tags: ['sessions'],
        summary:
          'Whether events’ pixels and analytics may load here (TRACKING_ENABLED) and their script addresses',
        response: { 200: TrackingConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return trackingConfig;
    },
  );

  app.post(
    '/session/:id',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Records a visit of an event or profile, and its referral id (kept 30 days per target)',
        params: SessionParamsSchema,
        body: SessionVisitBodySchema,
        response: { 204: z.null().describe('Recorded'), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await service.visit(request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
}
