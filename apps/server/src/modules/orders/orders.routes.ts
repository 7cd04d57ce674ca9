import {
  ApiErrorSchema,
  BasketGuidParamsSchema,
  OrderStatusQuerySchema,
  OrderStatusSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderManagementRoutes } from './order-management.routes';
import { presentOrderStatus } from './orders.presenter';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** The payment-result page's order state, and the organizer's orders (order-management.routes.ts). */
export async function ordersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const orders = app.services.orderList;
  await app.register(orderManagementRoutes);
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
