import {
  buyerInfoErrors,
  GATE_FLOW,
  normalizeBuyerInfo,
  type PaymentFlow,
  type PaymentGate,
  type PayResponse,
} from '@marquee/contract';
import type { DbOrTx } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import { AppError } from '../../plugins/errors';
import { consumeCouponsForOrder, releaseCouponsForOrder } from '../coupons/consume';
import { voucherCreditFor } from '../coupons/voucher-credit';
import { feeFor, usableGate } from '../payments/gate-settings';
import { checkPurchaseRegistration } from '../questionnaires';
import { answer, countItems } from './order-answer';
import { payerEmail } from './order-payer';
import { PlaceLost, sellAndIssue } from './order-settlement';
import { insertOrderVouchers, listBasketVouchers, listOrderVouchers } from './order-vouchers';
import * as repo from './orders.repository';
import type { OrdersDeps, PayInput } from './orders.types';

/**
 * reservationPayment: the tickets of a pay-in-place order are paid online after all. The order keeps its
 * places and tickets (RESERVED) and gets the chosen gate and its fee; a PAID notification settles it.
 */
async function payReservation(
  deps: OrdersDeps,
  tx: DbOrTx,
  order: OrderRow,
  input: PayInput,
): Promise<PayResponse> {
  const gate = input.body.PaymentGate ?? null;
  if (!gate || gate === 'RESERVATION')
    throw new AppError('VALIDATION_FAILED', 'Choose a payment method.', {
      PaymentGate: ['CHOOSE_OPTION_REQUIRED'],
    });
  const setting = await usableGate(tx, deps.gateway, order.eventId, order.currency, gate);
  const feeMinor = feeFor(setting, order.priceMinor);
  await repo.setOrderPayment(tx, order.id, {
    gate,
    flow: GATE_FLOW[gate],
    feeMinor,
    totalMinor: order.priceMinor + feeMinor,
  });
  await repo.audit(tx, order.id, 'STARTED', { gateway: deps.gateway.name, gate, reservation: true });
  const updated = (await repo.findOrder(tx, order.id)) as OrderRow;
  return answer(deps, updated, countItems(await repo.listOrderItems(tx, order.id)), tx);
}

/**
 * POST /ticketing/basket/{guid}/pay and /reserveTicket. Throws NOT_FOUND, TICKETS_NOT_AVAILABLE (410, a
 * hold ended), BASKET_EMPTY, VALIDATION_FAILED, NOT_AUTHORIZED_PAY, PAYMENT_GATE_NOT_AVAILABLE,
 * PAYMENT_PROVIDER_NOT_CONFIGURED.
 */
export async function payOrder(deps: OrdersDeps, input: PayInput): Promise<PayResponse> {
  const { db, gateway } = deps;
  const { body } = input;
  const gdprErrors: Record<string, string[]> = {};
  if (!body.Gdpr.TermsOfUse) gdprErrors['Gdpr.TermsOfUse'] = ['FIELD_REQUIRED'];
  if (!body.Gdpr.PrivacyPolicy) gdprErrors['Gdpr.PrivacyPolicy'] = ['FIELD_REQUIRED'];
  if (Object.keys(gdprErrors).length > 0)
    throw new AppError(
      'VALIDATION_FAILED',
      'The terms and the privacy policy must be agreed to.',
      gdprErrors,
    );

  let issued: string | null = null;
  const result = await db.transaction(async (tx) => {
    const basket = await repo.lockBasketForPay(tx, input.guid);
    if (!basket) throw new AppError('NOT_FOUND', 'No such basket.');
    const items = await repo.liveBasketLines(tx, input.guid);
    // Gift vouchers bought from the event's templates: lines of their own, priced in, never paid by credit.
    const vouchers = await listBasketVouchers(tx, input.guid);
    if (items.length === 0 && vouchers.length === 0 && input.mode === 'pay') {
      const reservation = await repo.findReservedOrder(tx, input.guid);
      if (reservation) return payReservation(deps, tx, reservation, input);
    }
    if (items.length === 0 && vouchers.length === 0) {
      // A double submit that arrives after the first one settled at once (free, pay in place): same answer.
      const settled = await repo.recentSettledOrder(tx, input.guid, 600);
      if (settled) {
        await repo.audit(tx, settled.id, 'REUSED');
        return answer(deps, settled, countItems(await repo.listOrderItems(tx, settled.id)), tx);
      }
      // Spec §4: 410 when the holds ended (the client warns and starts over), 400 for a basket never filled.
      if (await repo.basketEverHeld(tx, input.guid))
        throw new AppError('TICKETS_NOT_AVAILABLE', 'The hold of the tickets ended.');
      throw new AppError('BASKET_EMPTY', 'The basket is empty.');
    }
    if (vouchers.length > 0 && input.mode === 'reserve')
      throw new AppError('PAYMENT_GATE_NOT_AVAILABLE', 'Gift vouchers are paid online, not at the venue.');
    const currency = items[0]?.currency ?? vouchers[0]?.currency ?? 'EUR';
    if (vouchers.some((v) => v.currency !== currency))
      throw new AppError(
        'ADD_ERROR.CURRENCY',
        'The vouchers are priced in another currency than the tickets.',
      );
    const linesMinor =
      items.reduce((sum, item) => sum + item.price_minor, 0) +
      vouchers.reduce((sum, v) => sum + v.priceMinor, 0);
    // Spec 2 §3 RemainingCredit: a voucher on the lines pays up to their price; the gate charges the rest.
    // Read under the coupons' row locks, so the consumption below takes exactly this much.
    const pending = await repo.findPendingOrder(tx, input.guid);
    const voucherMinor = await voucherCreditFor(
      tx,
      input.guid,
      items.map((i) => i.id),
      pending?.id ?? null,
    );
    const priceMinor = linesMinor - voucherMinor;
    const eventId =
      input.query.EventId && items.some((i) => i.event_id === input.query.EventId)
        ? input.query.EventId
        : ((items[0]?.event_id ?? vouchers[0]?.eventId) as string);

    let gate: PaymentGate | null = null;
    let flow: PaymentFlow = 'FREE';
    let feeMinor = 0;
    if (priceMinor > 0) {
      gate = input.mode === 'reserve' ? 'RESERVATION' : (body.PaymentGate ?? null);
      if (!gate)
        throw new AppError('VALIDATION_FAILED', 'Choose a payment method.', {
          PaymentGate: ['CHOOSE_OPTION_REQUIRED'],
        });
      const setting = await usableGate(tx, gateway, eventId, currency, gate);
      flow = GATE_FLOW[gate];
      feeMinor = feeFor(setting, priceMinor);
    }
    const buyer = { ...body.BuyerInfo, Phone: body.BuyerInfo.Phone || input.query.phoneNumber || null };
    const fieldErrors = buyerInfoErrors(buyer, gate);
    if (Object.keys(fieldErrors).length > 0)
      throw new AppError('VALIDATION_FAILED', 'The buyer information is incomplete.', fieldErrors);
    const email = await payerEmail(tx, input, basket.email);
    // Issue 19: the ticket registration is checked by the questionnaire engine before any order exists.
    const registration = await checkPurchaseRegistration(tx, items, body.EventRegistration);

    // A double submit (or a second tab) finds the open order: the same purchase answers the same way.
    if (pending) {
      const pendingItems = await repo.listOrderItems(tx, pending.id);
      const pendingVouchers = await listOrderVouchers(tx, pending.id);
      const same =
        pendingVouchers.length === vouchers.length &&
        pendingVouchers.every((pv) => vouchers.some((v) => v.id === pv.basketVoucherId)) &&
        pending.gate === gate &&
        pending.totalMinor === priceMinor + feeMinor &&
        JSON.stringify(pending.eventRegistration ?? null) === JSON.stringify(registration.stored) &&
        pendingItems.length === items.length &&
        pendingItems.every((pi) => items.some((i) => i.id === pi.basketItemId));
      if (same) {
        await repo.audit(tx, pending.id, 'REUSED');
        return answer(deps, pending, countItems(pendingItems), tx);
      }
      await repo.setOrderState(tx, pending.id, { state: 'CANCELLED' });
      await releaseCouponsForOrder(tx, pending.id);
      await repo.setItemsLocked(
        tx,
        pendingItems.map((i) => i.basketItemId),
        false,
      );
      await repo.audit(tx, pending.id, 'SUPERSEDED');
    }

    const order = await repo.insertOrder(tx, {
      basketId: input.guid,
      eventId,
      userId: input.user?.id ?? basket.user_id,
      email,
      language: input.language,
      buyerInfo: normalizeBuyerInfo(buyer, gate),
      gdpr: body.Gdpr,
      eventRegistration: registration.stored,
      referalId: input.query.referalId ?? null,
      fromIosApp: input.query.FromIosApp ?? false,
      gate,
      flow,
      currency,
      priceMinor,
      feeMinor,
      totalMinor: priceMinor + feeMinor,
    });
    await repo.insertOrderItems(tx, order.id, items, registration.answersByLine);
    await insertOrderVouchers(tx, order.id, vouchers);
    // Coupon uses and voucher credit are taken with the order (COUPON.EXHAUSTED / NO_CREDIT roll it back).
    const consumed = await consumeCouponsForOrder(tx, {
      id: input.guid,
      itemIds: items.map((i) => i.id),
      orderId: order.id,
    });
    // Both read under the same row locks; a difference would charge the buyer the wrong amount.
    if (consumed.voucherCreditMinor !== voucherMinor)
      throw new Error(`voucher credit moved under lock: ${voucherMinor} → ${consumed.voucherCreditMinor}`);
    await repo.setItemsLocked(
      tx,
      items.map((i) => i.id),
      true,
    );
    await repo.audit(tx, order.id, 'CREATED', {
      gate,
      flow,
      priceMinor,
      feeMinor,
      voucherMinor,
      count: items.length,
      vouchers: vouchers.length,
    });
    if (!basket.email) await repo.setBasketEmail(tx, input.guid, email);

    if (flow === 'FREE' || flow === 'IN_PLACE') {
      try {
        await sellAndIssue(tx, order, flow === 'FREE' ? 'PAID' : 'RESERVED', { flow });
      } catch (error) {
        // The holds were live a moment ago under the basket lock; losing one now is a bug, not a race.
        if (error instanceof PlaceLost)
          throw new AppError('TICKETS_NOT_AVAILABLE', 'The tickets are no longer available.');
        throw error;
      }
      issued = order.id;
      const settled = await repo.findOrder(tx, order.id);
      return answer(deps, settled ?? order, countItems(items), tx);
    }
    await repo.audit(tx, order.id, 'STARTED', { gateway: gateway.name });
    return answer(deps, order, countItems(items), tx);
  });
  if (issued) deps.onTicketsIssued(issued);
  return result;
}
