import {
  AdditionalShapesBodySchema,
  ApiErrorSchema,
  CreateConfigurationBodySchema,
  EventParamsSchema,
  LayoutParamsSchema,
  LayoutSchema,
  LayoutSectorParamsSchema,
  LayoutSvgBodySchema,
  ManagedSectorSchema,
  SectorInputSchema,
  SectorRowsBodySchema,
  SectorUpdateSchema,
} from '@marquee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/errors';
import { clock } from '../accounts/clock';
import { requireEventEditor, requireEventReader } from '../event-management/access';
import { requireLayoutEditor } from './access';
import { changesLayout } from './layout.service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const tags = ['layout editor'];
const base = '/event/:id/venueconfigurations/:vc';
/** A whole drawing or a 20,000-seat sector is larger than the API's default 1 MiB body. */
const LARGE_BODY = 8 * 1024 * 1024;

/** The event's layout: sectors, rows and seats, drawing and decorations (spec 3 §7 "Venue and sectors"). */
export async function layoutRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.layout;

  /** The event (the caller edits it) and its layout `vc`; with `layout`, the caller must also own the layout. */
  async function context(request: FastifyRequest, id: string, vc: string, layout: boolean) {
    const event = await requireEventEditor(request, id);
    if (event.venueConfigurationId !== vc) throw new AppError('NOT_FOUND', 'Not this event’s layout.');
    const found = await service.load(vc);
    if (layout && found.ownerEventId !== event.id) await requireLayoutEditor(request, found);
    return { event, found };
  }

  async function sectorOf(configurationId: string, sectorId: string) {
    const sector = await service.findSector(sectorId);
    if (sector.configurationId !== configurationId) throw new AppError('NOT_FOUND', 'No such sector.');
    return sector;
  }

  app.post(
    '/event/:id/venueconfigurations',
    {
      schema: {
        tags,
        summary: 'A layout of the event’s venue made for this event (a copy, or empty), chosen for it',
        params: EventParamsSchema,
        body: CreateConfigurationBodySchema,
        response: { 201: LayoutSchema, ...errors },
      },
    },
    async (request, reply) => {
      const event = await requireEventEditor(request, request.params.id);
      const { Name, CopyFromConfigurationId } = request.body;
      return reply
        .status(201)
        .send(await service.createEventLayout(event, Name, CopyFromConfigurationId, clock.now()));
    },
  );

  app.get(
    `${base}/layout`,
    {
      schema: {
        tags,
        summary: 'The layout as the editor loads it (seats with whether they are sold or held)',
        params: LayoutParamsSchema,
        response: { 200: LayoutSchema, ...errors },
      },
    },
    async (request) => {
      const event = await requireEventReader(request, request.params.id);
      if (event.venueConfigurationId !== request.params.vc)
        throw new AppError('NOT_FOUND', 'Not this event’s layout.');
      return service.layout(request.params.vc, event.id, clock.now());
    },
  );

  app.put(
    `${base}/svg`,
    {
      bodyLimit: LARGE_BODY,
      schema: {
        tags,
        summary: 'Replace the drawing (sanitized SVG; sector outlines carry id = SvgId)',
        params: LayoutParamsSchema,
        body: LayoutSvgBodySchema,
        response: { 200: LayoutSchema, ...errors },
      },
    },
    async (request) => {
      const { event, found } = await context(request, request.params.id, request.params.vc, true);
      await service.setSvg(found.configuration.id, request.body);
      return service.layout(found.configuration.id, event.id, clock.now());
    },
  );

  app.put(
    `${base}/shapes`,
    {
      schema: {
        tags,
        summary: 'Replace the additional shapes (polygons, texts, images and image pins)',
        params: LayoutParamsSchema,
        body: AdditionalShapesBodySchema,
        response: { 200: LayoutSchema, ...errors },
      },
    },
    async (request) => {
      const { event, found } = await context(request, request.params.id, request.params.vc, true);
      await service.setShapes(found.configuration.id, request.body);
      return service.layout(found.configuration.id, event.id, clock.now());
    },
  );

  app.post(
    `${base}/sector`,
    {
      schema: {
        tags,
        summary: 'Add a Standing, Seating or Virtual sector (colour default 3598db)',
        params: LayoutParamsSchema,
        body: SectorInputSchema,
        response: { 201: ManagedSectorSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { found } = await context(request, request.params.id, request.params.vc, true);
      return reply
        .status(201)
        .send(await service.addSector(found.configuration.id, request.body, clock.now()));
    },
  );

  app.put(
    `${base}/sector/:sectorId`,
    {
      schema: {
        tags,
        summary: 'Change a sector; IsHidden, IsCanceled and IsSellingEnabled are this event’s switches',
        params: LayoutSectorParamsSchema,
        body: SectorUpdateSchema,
        response: { 200: ManagedSectorSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      // The switches are the event's own; changing the sector itself needs the layout.
      const { event, found } = await context(
        request,
        request.params.id,
        request.params.vc,
        changesLayout(request.body),
      );
      const sector = await sectorOf(found.configuration.id, request.params.sectorId);
      return service.updateSector(sector, request.body, event, clock.now());
    },
  );

  app.delete(
    `${base}/sector/:sectorId`,
    {
      schema: {
        tags,
        summary: 'Delete a sector (409 LAYOUT.SECTOR_IN_USE while places of it are sold or held)',
        params: LayoutSectorParamsSchema,
        response: { 204: z.null().describe('Done'), ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { found } = await context(request, request.params.id, request.params.vc, true);
      const sector = await sectorOf(found.configuration.id, request.params.sectorId);
      await service.deleteSector(sector, clock.now());
      return reply.status(204).send(null);
    },
  );

  app.put(
    `${base}/sector/:sectorId/rows`,
    {
      bodyLimit: LARGE_BODY,
      schema: {
        tags,
        summary: 'Replace the seat plan; sold or held seats may not move or go (409 LAYOUT.SEAT_TAKEN)',
        params: LayoutSectorParamsSchema,
        body: SectorRowsBodySchema,
        response: { 200: ManagedSectorSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const { event, found } = await context(request, request.params.id, request.params.vc, true);
      const sector = await sectorOf(found.configuration.id, request.params.sectorId);
      return service.replaceRows(sector, request.body, event, clock.now());
    },
  );
}
