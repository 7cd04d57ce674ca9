import {
  ApiErrorSchema,
  BasePriceDeleteParamsSchema,
  BasePriceInputSchema,
  ManagedBasePriceSchema,
  ManagedTicketCategoriesResponseSchema,
  ManagedTicketCategorySchema,
  TicketCategoryInputSchema,
  TicketCategoryParamsSchema,
  TicketCategoryUpdateSchema,
  VenueConfigurationParamsSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { clock } from '../accounts/clock';
import { requireEventEditor, requireEventReader } from './access';
import { assertConfigurationOf, assertVenueOf } from './ticket-categories.service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const noContent = { 204: z.null().describe('Done') };
const tags = ['event management'];
const base = '/event/:id/venueconfigurations/:vc/ticketcategories';

/** Ticket categories and base-price windows of an event (spec 3 §7 "Venue and sectors"). */
export async function ticketCategoriesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.ticketCategories;

  /** The event, after the caller's right to edit it and the {vc} segment are checked. */
  const editable = async (request: Parameters<typeof requireEventEditor>[0], id: string, vc: string) => {
    const event = await requireEventEditor(request, id);
    assertConfigurationOf(event, vc);
    return event;
  };

  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'The event’s ticket categories with their price timelines',
        params: VenueConfigurationParamsSchema,
        response: { 200: ManagedTicketCategoriesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const event = await requireEventReader(request, request.params.id);
      assertConfigurationOf(event, request.params.vc);
      return service.list(event.id);
    },
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Add a ticket category (colour, name, order, donation) with its first price windows',
        params: VenueConfigurationParamsSchema,
        body: TicketCategoryInputSchema,
        response: { 201: ManagedTicketCategorySchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const event = await editable(request, request.params.id, request.params.vc);
      return reply.status(201).send(await service.create(event, request.body, clock.now()));
    },
  );

  app.put(
    `${base}/:cat`,
    {
      schema: {
        tags,
        summary: 'Change a ticket category',
        params: TicketCategoryParamsSchema,
        body: TicketCategoryUpdateSchema,
        response: { 200: ManagedTicketCategorySchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const event = await editable(request, request.params.id, request.params.vc);
      return service.update(event, request.params.cat, request.body);
    },
  );

  app.delete(
    `${base}/:cat`,
    {
      schema: {
        tags,
        summary: 'Delete a ticket category (409 TICKET_CATEGORY.IN_USE while sectors or tickets use it)',
        params: TicketCategoryParamsSchema,
        response: { ...noContent, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const event = await editable(request, request.params.id, request.params.vc);
      await service.remove(event, request.params.cat);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/:cat/baseprices`,
    {
      schema: {
        tags,
        summary: 'Add a price window (a wave); without ValidFrom it starts in 10 s and ends the current one',
        params: TicketCategoryParamsSchema,
        body: BasePriceInputSchema,
        response: { 201: ManagedBasePriceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const event = await editable(request, request.params.id, request.params.vc);
      return reply
        .status(201)
        .send(await service.addBasePrice(event, request.params.cat, request.body, clock.now()));
    },
  );

  app.delete(
    '/venue/:id/baseprices/:priceId',
    {
      schema: {
        tags,
        summary:
          'Delete a price window ({id}: the event’s venue or layout; the event itself without a venue)',
        params: BasePriceDeleteParamsSchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await requireUser(request);
      const eventId = await service.eventOfPrice(request.params.priceId);
      if (!eventId) throw new AppError('NOT_FOUND', 'No such base price.');
      assertVenueOf(await requireEventEditor(request, eventId), request.params.id);
      await service.removeBasePrice(request.params.priceId);
      return reply.status(204).send(null);
    },
  );
}
