import {
  ApiErrorSchema,
  BasketGuidParamsSchema,
  fromMinor,
  OrderListSchema,
  OrderStatusQuerySchema,
  OrderStatusSchema,
  type OrderSummary,
  paymentResultOf,
  paymentTypeOfGate,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/errors';
import { requireEventReader } from '../event-management/access';
import { findOrderOfBasket, ordersOfEvent, ticketCounts } from './orders.repository';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** The organizer's orders of an event (state, buyer, money), newest first; the statistics issue builds on it. */
export async function ordersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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
      await requireEventReader(request, app.db, request.params.id);
      const rows = await ordersOfEvent(app.db, request.params.id);
      const counts = await ticketCounts(
        app.db,
        rows.map((r) => r.id),
      );
      const list: OrderSummary[] = rows.map((o) => ({
        Id: o.id,
        VariableSymbol: String(o.number),
        State: o.state,
        Gate: o.gate,
        PaymentType: o.gate ? paymentTypeOfGate(o.gate) : null,
        Email: o.email,
        FirstName: o.buyerInfo.FirstName,
        LastName: o.buyerInfo.LastName,
        TicketCount: counts.get(o.id) ?? 0,
        Price: fromMinor(o.priceMinor),
        Fee: fromMinor(o.feeMinor),
        Total: fromMinor(o.totalMinor),
        Currency: o.currency,
        CreatedAt: o.createdAt.toISOString(),
        PaidAt: o.paidAt?.toISOString() ?? null,
      }));
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
      const order = await findOrderOfBasket(app.db, request.params.guid, Number(request.query.vs));
      if (!order) throw new AppError('NOT_FOUND', 'No such order.');
      const count = (await ticketCounts(app.db, [order.id])).get(order.id) ?? 0;
      return reply.header('cache-control', 'no-store').send({
        OrderId: order.id,
        VariableSymbol: String(order.number),
        State: order.state,
        Result: paymentResultOf(order.state),
        EventId: order.eventId,
        Flow: order.flow,
        Gate: order.gate,
        Price: fromMinor(order.priceMinor),
        Fee: fromMinor(order.feeMinor),
        Total: fromMinor(order.totalMinor),
        Currency: order.currency,
        Count: count,
        Email: order.email,
      });
    },
  );
}
