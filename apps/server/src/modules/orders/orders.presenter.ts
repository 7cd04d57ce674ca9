import {
  fromMinor,
  type OrderStatus,
  type OrderSummary,
  paymentResultOf,
  paymentTypeOfGate,
} from '@marquee/contract';
import type { OrderRow } from '../../db/schema/orders';

/** A row of the organizer's order list: state, buyer, money. */
export function presentOrderSummary(order: OrderRow, ticketCount: number): OrderSummary {
  return {
    Id: order.id,
    VariableSymbol: String(order.number),
    State: order.state,
    Gate: order.gate,
    PaymentType: order.gate ? paymentTypeOfGate(order.gate) : null,
    Email: order.email,
    FirstName: order.buyerInfo.FirstName,
    LastName: order.buyerInfo.LastName,
    TicketCount: ticketCount,
    Price: fromMinor(order.priceMinor),
    Fee: fromMinor(order.feeMinor),
    Total: fromMinor(order.totalMinor),
    Currency: order.currency,
    CreatedAt: order.createdAt.toISOString(),
    PaidAt: order.paidAt?.toISOString() ?? null,
  };
}

/** One order's state as the payment-result page checks it. */
export function presentOrderStatus(order: OrderRow, count: number): OrderStatus {
  return {
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
  };
}
