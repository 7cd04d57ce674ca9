import {
  ApiErrorSchema,
  fromMinor,
  OrderListSchema,
  type OrderSummary,
  paymentTypeOfGate,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireEventReader } from '../event-management/access';
import { ordersOfEvent, ticketCounts } from './orders.repository';

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
}
