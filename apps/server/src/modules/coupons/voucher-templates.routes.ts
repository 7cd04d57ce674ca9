import {
  ApiErrorSchema,
  TicketingEventParamsSchema,
  VoucherTemplateInputSchema,
  VoucherTemplateParamsSchema,
  VoucherTemplateSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getUser, userClaims } from '../../plugins/auth';
import { requireEventEditor } from '../event-management/access';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** Voucher templates of an event (spec 2 §7, spec 3 §7). */
export async function voucherTemplatesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.voucherTemplates;

  app.get(
    '/event/:id/voucherTemplates',
    {
      schema: {
        tags: ['coupons'],
        summary: "The event's voucher templates: enabled ones for buyers, every one for its organizer",
        params: TicketingEventParamsSchema,
        response: { 200: z.array(VoucherTemplateSchema), ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = await getUser(request);
      const organizerId = user ? await service.organizerOf(id) : null;
      const organizer =
        organizerId !== null && (await userClaims(request)).some((c) => c.profileId === organizerId);
      return service.list(id, organizer);
    },
  );

  app.post(
    '/event/:id/voucherTemplates',
    {
      schema: {
        tags: ['coupons'],
        summary: 'Adds a voucher template to the event',
        params: TicketingEventParamsSchema,
        body: VoucherTemplateInputSchema,
        response: { 201: VoucherTemplateSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireEventEditor(request, request.params.id);
      return reply.status(201).send(await service.create(request.params.id, request.body));
    },
  );

  app.put(
    '/event/:id/voucherTemplates/:voucherId',
    {
      schema: {
        tags: ['coupons'],
        summary: 'Replaces a voucher template of the event',
        params: VoucherTemplateParamsSchema,
        body: VoucherTemplateInputSchema,
        response: { 200: VoucherTemplateSchema, ...errors },
      },
    },
    async (request) => {
      await requireEventEditor(request, request.params.id);
      return service.update(request.params.id, request.params.voucherId, request.body);
    },
  );

  app.delete(
    '/event/:id/voucherTemplates/:voucherId',
    {
      schema: {
        tags: ['coupons'],
        summary: 'Deletes a voucher template (vouchers already bought stay valid)',
        params: VoucherTemplateParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await requireEventEditor(request, request.params.id);
      await service.remove(request.params.id, request.params.voucherId);
      return reply.status(204).send(null);
    },
  );
}
