import {
  ApiErrorSchema,
  CreatedVenueSchema,
  CreateVenueBodySchema,
  GateBodySchema,
  GateSchema,
  isOrganizerProfile,
  NextWaveIdBodySchema,
  NextWaveTimeBodySchema,
  SectorGatesBodySchema,
  SectorImageBodySchema,
  SectorImageParamsSchema,
  SectorImagesSchema,
  SectorOrderBodySchema,
  VenueGateParamsSchema,
  VenueIdParamsSchema,
  VenueSectorGateParamsSchema,
  VenueSectorParamsSchema,
  WaveQuerySchema,
} from '@marquee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActiveProfile, requireUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { requireEventEditor } from '../event-management/access';
import { requireGateEditor, requireLayoutEditor } from './access';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const noContent = { 204: z.null().describe('Done') };
const tags = ['layout editor'];

/**
 * Venue-level writes (spec 3 §7): a new venue, sector order, gates and waves. `{id}` is the venue's id, as
 * in the read calls GET /venue/{id}; sectors name their layout.
 */
export async function venueWriteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.layout;

  async function venueOf(request: FastifyRequest, venueId: string) {
    await requireUser(request);
    return service.venue(venueId);
  }

  /** The sector, when it is in a layout of the venue; the caller must be able to change that layout. */
  async function editableSector(request: FastifyRequest, venueId: string, sectorId: string) {
    await venueOf(request, venueId);
    const sector = await service.findSector(sectorId);
    const found = await service.load(sector.configurationId);
    if (found.venue.id !== venueId) throw new AppError('NOT_FOUND', 'No such sector.');
    await requireLayoutEditor(request, found);
    return sector;
  }

  /** The event whose wave it is: `?eventId`, else the event the sector's layout was made for. */
  async function waveContext(request: FastifyRequest, venueId: string, sectorId: string, eventId?: string) {
    await venueOf(request, venueId);
    const sector = await service.findSector(sectorId);
    const id = eventId ?? (await service.ownerEventOf(sector.configurationId));
    if (!id) throw new AppError('VALIDATION_FAILED', 'Name the event.', { eventId: ['FIELD_REQUIRED'] });
    const event = await requireEventEditor(request, id);
    if (event.venueId !== venueId) throw new AppError('NOT_FOUND', 'The event is not at this venue.');
    return { event, sector };
  }

  app.post(
    '/venue',
    {
      schema: {
        tags,
        summary: 'A new venue of the active organizer profile, with an empty layout to draw',
        body: CreateVenueBodySchema,
        response: { 201: CreatedVenueSchema, ...errors },
      },
    },
    async (request, reply) => {
      const active = await requireActiveProfile(request);
      if (!isOrganizerProfile(active.profileType) || active.claim.role === 'StatisticsViewer')
        throw new AppError('FORBIDDEN', 'Only organizer profiles create venues.');
      return reply.status(201).send(await service.createVenue(active.profileId, request.body));
    },
  );

  app.put(
    '/venue/:id/sector/order',
    {
      schema: {
        tags,
        summary: 'Order the sectors of one layout (the listed first, the rest after them)',
        params: VenueIdParamsSchema,
        body: SectorOrderBodySchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const [first] = request.body.OrderedSectorIds;
      if (!first)
        throw new AppError('VALIDATION_FAILED', 'No sectors.', { OrderedSectorIds: ['FIELD_REQUIRED'] });
      const sector = await editableSector(request, request.params.id, first);
      await service.orderSectors(sector.configurationId, request.body.OrderedSectorIds);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/venue/:id/gate',
    {
      schema: {
        tags,
        summary: 'Add a gate (an entrance) to the venue',
        params: VenueIdParamsSchema,
        body: GateBodySchema,
        response: { 201: GateSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const venue = await venueOf(request, request.params.id);
      await requireGateEditor(request, venue);
      return reply.status(201).send(await service.createGate(venue.id, request.body.Name));
    },
  );

  app.delete(
    '/venue/:id/gate/:gateId',
    {
      schema: {
        tags,
        summary: 'Delete a gate',
        params: VenueGateParamsSchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const venue = await venueOf(request, request.params.id);
      await requireGateEditor(request, venue);
      await service.deleteGate(venue.id, request.params.gateId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/venue/:id/:sectorId/gate',
    {
      schema: {
        tags,
        summary: 'Set the gates that lead to a sector',
        params: VenueSectorGateParamsSchema,
        body: SectorGatesBodySchema,
        response: { 200: SectorGatesBodySchema, ...errors },
      },
    },
    async (request) => {
      const sector = await editableSector(request, request.params.id, request.params.sectorId);
      return service.setSectorGates(request.params.id, sector.id, request.body.GateIds);
    },
  );

  app.post(
    '/venue/:id/images/sector/:sectorId',
    {
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Add a sector picture (Data: base64 JPEG/PNG); IsCover makes it the sector’s cover',
        params: VenueSectorParamsSchema,
        body: SectorImageBodySchema,
        response: { 201: SectorImagesSchema, ...errors, 413: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const sector = await editableSector(request, request.params.id, request.params.sectorId);
      const images = await service.addSectorImage(sector.id, request.body.Data, request.body.IsCover);
      return reply.status(201).send(images);
    },
  );

  app.delete(
    '/venue/:id/images/sector/:sectorId/:imageId',
    {
      schema: {
        tags,
        summary: 'Remove a sector picture',
        params: SectorImageParamsSchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const sector = await editableSector(request, request.params.id, request.params.sectorId);
      await service.removeSectorImage(sector.id, request.params.imageId);
      return reply.status(204).send(null);
    },
  );

  // ——— Waves: per event (spec 3 §4 "a sector may point to a next wave with an activation time") ———

  const waveRoute = (
    path: 'nextWaveId' | 'nextWaveActivationTime',
    method: 'PUT' | 'DELETE',
    body: typeof NextWaveIdBodySchema | typeof NextWaveTimeBodySchema | undefined,
  ) =>
    app.route({
      method,
      url: `/venue/:id/sector/:sectorId/${path}`,
      schema: {
        tags,
        summary: `${method === 'PUT' ? 'Set' : 'Remove'} the sector’s ${path} for an event`,
        params: VenueSectorParamsSchema,
        querystring: WaveQuerySchema,
        ...(body ? { body } : {}),
        response: { ...noContent, ...errors },
      },
      handler: async (request, reply) => {
        const params = request.params as z.infer<typeof VenueSectorParamsSchema>;
        const query = request.query as z.infer<typeof WaveQuerySchema>;
        const { event, sector } = await waveContext(request, params.id, params.sectorId, query.eventId);
        const input = (request.body ?? {}) as { NextWaveId?: string; NextWaveActivationTime?: string };
        await service.setWave(
          event,
          sector,
          path === 'nextWaveId'
            ? { nextWaveSectorId: method === 'PUT' ? (input.NextWaveId ?? null) : null }
            : {
                nextWaveActivationAt:
                  method === 'PUT' && input.NextWaveActivationTime
                    ? new Date(input.NextWaveActivationTime)
                    : null,
              },
        );
        return reply.status(204).send(null);
      },
    });
  waveRoute('nextWaveId', 'PUT', NextWaveIdBodySchema);
  waveRoute('nextWaveId', 'DELETE', undefined);
  waveRoute('nextWaveActivationTime', 'PUT', NextWaveTimeBodySchema);
  waveRoute('nextWaveActivationTime', 'DELETE', undefined);
}
