import {
  AddVoucherParamsSchema,
  ApiErrorSchema,
  BasketGuidParamsSchema,
  BasketVouchersSchema,
  BoughtVouchersSchema,
  OrderStatusQuerySchema,
  RemoveVoucherParamsSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const noStore = { 'cache-control': 'no-store' };

/** Gift vouchers in the basket (issue 8): bought from the event's voucher templates, beside the holds. */
export async function giftVouchersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.giftVouchers;

  app.post(
    '/ticketing/:eventId/basket/:guid/voucher/:templateId',
    {
      schema: {
        tags: ['ticketing'],
        summary:
          'Adds one gift voucher of an enabled voucher template of the event (404 unknown or disabled)',
        params: AddVoucherParamsSchema,
        response: { 200: BasketVouchersSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { eventId, guid, templateId } = request.params;
      return reply.headers(noStore).send(await service.add(eventId, guid, templateId));
    },
  );

  app.delete(
    '/ticketing/basket/:guid/voucher/:voucherId',
    {
      schema: {
        tags: ['ticketing'],
        summary: 'Takes one gift voucher out of the basket (404 when not in it)',
        params: RemoveVoucherParamsSchema,
        response: { 200: BasketVouchersSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await service.remove(request.params.guid, request.params.voucherId)),
  );

  app.get(
    '/ticketing/basket/:guid/vouchers',
    {
      schema: {
        tags: ['ticketing'],
        summary: "The basket's gift vouchers and their total (added to the basket's own total)",
        params: BasketGuidParamsSchema,
        response: { 200: BasketVouchersSchema, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await service.summary(request.params.guid)),
  );

  app.get(
    '/ticketing/basket/:guid/boughtVouchers',
    {
      schema: {
        tags: ['ticketing'],
        summary:
          "The gift vouchers the basket's order `vs` bought; Code once it is paid (guid and number together are the key)",
        params: BasketGuidParamsSchema,
        querystring: OrderStatusQuerySchema,
        response: { 200: BoughtVouchersSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send({ Vouchers: await service.bought(request.params.guid, Number(request.query.vs)) }),
  );
}
