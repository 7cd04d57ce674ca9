import {
  ApiErrorSchema,
  BasketGuidParamsSchema,
  OrderListSchema,
  OrderStatusQuerySchema,
  OrderStatusSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireEventReader } from '../event-management/access';
import { presentOrderStatus, presentOrderSummary } from './orders.presenter';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** The organizer's orders of an event (state, buyer, money), newest first; the statistics issue builds on it. */
export async function ordersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const orders = app.services.orderList;
  app.get(
    '/event/:id/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Orders of the event with state and buyer (claim holders of its organizer profile)',
        params: z.object({ id: z.uuid() }),
        response: { 200: OrderListSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireEventReader(request, request.params.id);
      const rows = await orders.ofEvent(request.params.id);
      const list = rows.map(({ order, ticketCount }) => presentOrderSummary(order, ticketCount));
      return reply.header('cache-control', 'private, no-store').send(list);
    },
  );

  app.get(
    '/ticketing/basket/:guid/order',
    {
      schema: {
        tags: ['orders'],
        summary: 'The state of the basket’s order with this variable symbol (the payment-result page)',
        params: BasketGuidParamsSchema,
        querystring: OrderStatusQuerySchema,
        response: { 200: OrderStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { order, count } = await orders.ofBasket(request.params.guid, Number(request.query.vs));
      return reply.header('cache-control', 'no-store').send(presentOrderStatus(order, count));
    },
  );
}
