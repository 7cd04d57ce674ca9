import {
  fromMinor,
  type PaymentFeeAnswer,
  type PaymentFeeQuerySchema,
  type PaymentMethod,
  toMinor,
} from '@marquee/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { saleLinesOf } from '../orders/order-vouchers';
import { findReservedOrder } from '../orders/orders.repository';
import { feeFor, gatesFor, presentMethods, usableGate, usableGates } from './gate-settings';
import type { PaymentGateway } from './gateways/gateway';

/** The gates a buyer may pay through and their fees (spec 2 §7 getAvailablePaymentMethods, paymentFee). */
export function createPaymentMethodsService(db: Db, gateway: PaymentGateway) {
  return {
    /**
     * The gates the basket's organizer takes in its currency, in order; `forReservationsPay` drops
     * RESERVATION. A basket without live lines pays its reserved order (event and currency from there); a
     * basket with neither answers []. Throws nothing.
     */
    async ofBasket(guid: string, forReservationsPay: boolean): Promise<PaymentMethod[]> {
      const [first] = await saleLinesOf(db, guid);
      // reservationPayment: the basket's tickets are reserved; their order names event and currency.
      const reserved = first ? null : await findReservedOrder(db, guid);
      const sale = first
        ? { eventId: first.event_id, currency: first.currency }
        : reserved && { eventId: reserved.eventId, currency: reserved.currency };
      if (!sale) return [];
      const rows = await usableGates(
        db,
        await gatesFor(db, sale.eventId, sale.currency),
        gateway,
        sale.eventId,
        sale.currency,
      );
      return presentMethods(rows, forReservationsPay);
    },

    /**
     * The price with the gate's fee. Throws PAYMENT_PROVIDER_NOT_CONFIGURED (an online gate without a
     * provider) and PAYMENT_GATE_NOT_AVAILABLE (a gate the organizer does not take here).
     */
    async fee(query: z.output<typeof PaymentFeeQuerySchema>): Promise<PaymentFeeAnswer> {
      const priceMinor = toMinor(query.Price);
      const currency = query.Currency.toUpperCase();
      const setting = await usableGate(db, gateway, query.EventId, currency, query.PaymentGate);
      if (query.ForReservationsPay && query.PaymentGate === 'RESERVATION')
        throw new AppError('PAYMENT_GATE_NOT_AVAILABLE', 'This payment method is not offered here.');
      const feeMinor = feeFor(setting, priceMinor);
      return {
        Price: fromMinor(priceMinor),
        TotalPrice: fromMinor(priceMinor + feeMinor),
        Fee: fromMinor(feeMinor),
        Currency: currency,
      };
    },
  };
}
export type PaymentMethodsService = ReturnType<typeof createPaymentMethodsService>;
