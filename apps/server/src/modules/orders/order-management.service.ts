import type { Language, OrderPage, OrderSearchQuery, RefundOrder } from '@marquee/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentGateway } from '../payments/gateways/gateway';
import type { MailQueue } from '../tickets/mail-queue';
import { orderDetail } from './order-detail.service';
import { type ExportFormat, type ExportKind, prepareExport } from './order-export';
import { presentOrderListRow } from './order-management.presenter';
import { refundOrder } from './order-refund.service';
import { resendTickets } from './order-resend';
import { countOrders, type OrderFilters, searchOrders } from './order-search.repository';

/**
 * The organizer's orders of an event (issue 18): search, detail, resend, cancel and refund, exports.
 * Authorization (the event's readers; editors for writes) happens in the routes, before these run.
 */
export function createOrderManagementService(deps: {
  db: Db;
  gateway: PaymentGateway;
  mail: MailQueue;
  log: FastifyBaseLogger;
}) {
  const { db } = deps;
  return {
    async search(eventId: string, query: OrderSearchQuery): Promise<OrderPage> {
      const { page, perPage, ...filters } = query;
      const [rows, total] = [
        await searchOrders(db, eventId, filters, page, perPage),
        await countOrders(db, eventId, filters),
      ];
      return { Items: rows.map(presentOrderListRow), Total: total, Page: page, PerPage: perPage };
    },
    /** Throws NOT_FOUND (also for an order of another event). */
    detail: (eventId: string, orderId: string) => orderDetail(db, eventId, orderId),
    /** Throws NOT_FOUND, CONFLICT (not PAID or RESERVED). */
    resend: (input: { eventId: string; orderId: string; email?: string | null; userId: string }) =>
      resendTickets(deps, input),
    /** Throws NOT_FOUND, ORDER.* (409), ORDER.REFUND_FAILED (502). */
    refund: (input: { eventId: string; orderId: string; body: RefundOrder; userId: string }) =>
      refundOrder(deps, input),
    /** Throws NOT_FOUND before anything is streamed. */
    export: (input: {
      eventId: string;
      kind: ExportKind;
      format: ExportFormat;
      filters: OrderFilters;
      language: Language;
    }) => prepareExport(deps, input),
  };
}
export type OrderManagementService = ReturnType<typeof createOrderManagementService>;
