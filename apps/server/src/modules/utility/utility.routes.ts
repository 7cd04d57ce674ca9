import {
  ApiErrorSchema,
  AvailableCurrenciesQuerySchema,
  AvailableCurrenciesResponseSchema,
  CityParamsSchema,
  CitySchema,
  CountriesResponseSchema,
  LocationSchema,
  PlacesQuerySchema,
  PlacesResponseSchema,
  ServerTestResponseSchema,
  TimezoneQuerySchema,
  TimezoneResponseSchema,
  VatRatesResponseSchema,
  WeblogBodySchema,
  WeblogResponseSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors';
import { registerRateLimit } from '../../plugins/rate-limit-store';

/** Client log lines per IP and minute; a browser stuck in an error loop must not flood the table. */
export const WEBLOG_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;

const REFERENCE_CACHE = 'public, max-age=3600';

/**
 * Utility and reference data (spec 1 §7 "Discovery"): server ping, countries, time zones, VAT rates,
 * currencies, IP location, cities and place search, client logs.
 */
export async function utilityRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.utility;

  // Registered here (not globally) so only routes that opt in via `config.rateLimit` are limited.
  await registerRateLimit(app, {
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError('MAXIMUM_ATTEMPTS_EXCEEDED', `Rate limit exceeded, retry in ${context.after}.`),
  });

  app.get(
    '/utility/servertest',
    {
      schema: {
        tags: ['utility'],
        summary: 'Ping: true when the server and its database answer (the 503 page polls it)',
        response: { 200: ServerTestResponseSchema, 503: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        return await service.serverTest();
      } catch (error) {
        request.log.error({ err: (error as Error).cause ?? error }, 'servertest: database ping failed');
        throw error;
      }
    },
  );

  app.get(
    '/utility/getcountries',
    {
      schema: {
        tags: ['utility'],
        summary: 'Every country (ISO 3166-1 alpha-2) with its name in the request language, sorted by name',
        response: { 200: CountriesResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE).header('vary', 'Accept-Language');
      return service.countries(request.ctx.language);
    },
  );

  app.get(
    '/utility/getTimezone',
    {
      schema: {
        tags: ['utility'],
        summary: 'IANA time zone at a point and its offsets (seconds) at `time`',
        querystring: TimezoneQuerySchema,
        response: { 200: TimezoneResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => service.timezone(request.query.lon, request.query.lat, request.query.time),
  );

  app.get(
    '/utility/vatrates',
    {
      schema: {
        tags: ['utility'],
        summary: 'VAT rates (fractions) per country: EU-27 and neighbouring markets',
        response: { 200: VatRatesResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE);
      return service.vatRates();
    },
  );

  app.get(
    '/utility/availableCurrencies',
    {
      schema: {
        tags: ['utility'],
        summary: 'Currencies an organizer may sell in; names in the request language',
        querystring: AvailableCurrenciesQuerySchema,
        response: { 200: AvailableCurrenciesResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE).header('vary', 'Accept-Language');
      return service.currencies(request.ctx.language, request.query.licenceId);
    },
  );

  app.get(
    '/utility/getLocationFromIp',
    {
      schema: {
        tags: ['utility'],
        summary:
          "The caller's probable city: from the IP (offline DB-IP Lite), else the Location header, else Bratislava",
        response: { 200: LocationSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=3600');
      return service.locationFromIp({
        ip: request.ip,
        location: request.ctx.location,
        language: request.ctx.language,
      });
    },
  );

  app.get(
    '/city/:id',
    {
      schema: {
        tags: ['utility'],
        summary: 'One city; 404 for unknown ids',
        params: CityParamsSchema,
        response: { 200: CitySchema, 404: ApiErrorSchema },
      },
    },
    async (request) => service.city(request.params.id, request.ctx.language),
  );

  app.get(
    '/search/places',
    {
      schema: {
        tags: ['utility'],
        summary: 'City autocomplete: case- and diacritics-insensitive, prefix matches first, typo tolerant',
        querystring: PlacesQuerySchema,
        response: { 200: PlacesResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => service.searchPlaces(request.query.Key, request.query.Limit, request.ctx.language),
  );

  app.post(
    '/weblog',
    {
      config: { rateLimit: WEBLOG_RATE_LIMIT },
      schema: {
        tags: ['utility'],
        summary: 'Stores a client log line',
        body: WeblogBodySchema,
        response: { 200: WeblogResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) =>
      service.log({
        content: request.body.Content,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        sessionId: request.ctx.sessionId,
      }),
  );
}
