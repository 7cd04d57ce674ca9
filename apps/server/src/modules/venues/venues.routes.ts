import {
  ApiErrorSchema,
  SectorSchema,
  VenueIdParamsSchema,
  VenueQuerySchema,
  VenueSchema,
  VenueSeatsBodySchema,
  VenueSeatsResponseSchema,
  VenueSectorParamsSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };
/** Layouts change rarely and carry no live state (spec: "cached"). */
const cached = { 'cache-control': 'public, max-age=60' };

/** Venue layouts (spec 2 §7, version 2.1): sectors, rows and seats without any event's state. */
export async function venuesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.venues;

  app.get(
    '/venue/:id',
    {
      schema: {
        tags: ['venues'],
        summary: 'The venue with a configuration (default its first) and its sectors; rows load per sector',
        params: VenueIdParamsSchema,
        querystring: VenueQuerySchema,
        response: { 200: VenueSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(cached).send(await service.venue(request.params.id, request.query.configurationId)),
  );

  app.get(
    '/venue/:id/sector/:sectorId',
    {
      schema: {
        tags: ['venues'],
        summary: 'One sector of the venue with its rows and seats',
        params: VenueSectorParamsSchema,
        response: { 200: SectorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(cached).send(await service.sector(request.params.id, request.params.sectorId)),
  );

  app.post(
    '/venue/:id/seats',
    {
      schema: {
        tags: ['venues'],
        summary: 'Seat data (with row and sector names) for the seat ids posted; foreign ids are left out',
        params: VenueIdParamsSchema,
        body: VenueSeatsBodySchema,
        response: { 200: VenueSeatsResponseSchema, ...errors },
      },
    },
    async (request) => service.seats(request.params.id, request.body),
  );
}
