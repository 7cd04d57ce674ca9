import type {
  AddToBasketResponse,
  ApiError,
  Basket,
  BasketVouchers,
  BoughtVoucher,
  PayResponse,
} from '@marquee/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, voucherTemplates } from '../../db/schema/coupons';
import { orderVouchers } from '../../db/schema/gift-vouchers';
import { orders } from '../../db/schema/orders';
import { buildTestApp, type TestApp } from '../../testing/app';
import { resolveAuthSecret } from '../accounts/tokens';
import { createSandboxGateway } from '../payments/gateways/sandbox';
import { createSigner } from '../payments/gateways/signing';
import { enableGates, pay } from '../payments/testing';
import {
  addStanding,
  buildSaleFixture,
  buildSiblingEvent,
  createBasket,
  type SaleFixture,
} from '../ticketing/testing';
import { buildConfirmationMail } from '../tickets/confirmation-mail';
import { applyCoupon } from './testing';

/** Issue 8: buying a gift voucher from an event's voucher templates, and spending it afterwards. */
let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildSaleFixture(t.app.db, { standingCapacity: 100 });
  await enableGates(t.app.db, f.authorId, ['GOPAY']);
});
afterAll(() => t.close());

async function template(eventId: string, values: { price: number; value: number; disabled?: boolean }) {
  const [row] = await t.app.db
    .insert(voucherTemplates)
    .values({
      eventId,
      name: 'Gift 30',
      description: 'For a friend',
      priceMinor: values.price,
      valueMinor: values.value,
      validityDays: 30,
      disabled: values.disabled ?? false,
    })
    .returning();
  if (!row) throw new Error('template');
  return row.id;
}

const addVoucher = (guid: string, templateId: string, eventId = f.eventId) =>
  t.app.inject({ method: 'POST', url: `/api/ticketing/${eventId}/basket/${guid}/voucher/${templateId}` });

function notify(answer: PayResponse) {
  const signer = createSigner(resolveAuthSecret(t.config), 'payments-sandbox');
  const gateway = createSandboxGateway({ apiBase: '', signer, log: t.app.log });
  const signed = gateway.notify({
    orderId: answer.extraData.OrderId,
    outcome: 'PAID',
    amountMinor: Math.round(answer.extraData.Total * 100),
    currency: answer.extraData.Currency,
  });
  return t.app.inject({ method: 'POST', url: '/api/payments/sandbox/notify', payload: signed });
}

describe('gift vouchers in the basket', () => {
  it('the basket answer lists its voucher lines (GiftVouchers); emptying the basket removes them too', async () => {
    const id = await template(f.eventId, { price: 1200, value: 1500 });
    const guid = await createBasket(t);
    expect((await addStanding(t, f.eventId, guid, f.standing.id, 1)).statusCode).toBe(200);
    expect((await addVoucher(guid, id)).statusCode).toBe(200);
    const basket = (
      await t.app.inject({ method: 'GET', url: `/api/ticketing/basket/${guid}` })
    ).json() as Basket;
    expect(basket.GiftVouchers).toEqual([
      expect.objectContaining({
        Name: 'Gift 30',
        Price: 12,
        Value: 15,
        Currency: 'EUR',
        VoucherTemplateId: id,
      }),
    ]);
    // A hold's answer carries them too (it is the same basket).
    const held = (await addStanding(t, f.eventId, guid, f.standing.id, 1)).json() as AddToBasketResponse;
    expect(held.Basket.GiftVouchers).toHaveLength(1);

    const cleared = await t.app.inject({ method: 'DELETE', url: `/api/ticketing/basket/${guid}` });
    expect(cleared.statusCode).toBe(200);
    expect((cleared.json() as Basket).GiftVouchers).toEqual([]);
    const listed = await t.app.inject({ method: 'GET', url: `/api/ticketing/basket/${guid}/vouchers` });
    expect(listed.json()).toMatchObject({ Vouchers: [], TotalPrice: 0 });
  });

  it('adds and removes voucher lines; unknown or disabled templates are 404; the limit is 10', async () => {
    const id = await template(f.eventId, { price: 2500, value: 3000 });
    const guid = await createBasket(t);
    const added = await addVoucher(guid, id);
    expect(added.statusCode).toBe(200);
    const body = added.json() as BasketVouchers;
    expect(body).toMatchObject({ TotalPrice: 25, Currency: 'EUR' });
    expect(body.Vouchers).toEqual([
      expect.objectContaining({ Name: 'Gift 30', Price: 25, Value: 30, ValidityDays: 30, Currency: 'EUR' }),
    ]);
    expect(((await addVoucher(guid, id)).json() as BasketVouchers).TotalPrice).toBe(50);

    const voucherId = body.Vouchers[0]?.Id as string;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/ticketing/basket/${guid}/voucher/${voucherId}`,
    });
    expect((removed.json() as BasketVouchers).Vouchers).toHaveLength(1);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/ticketing/basket/${guid}/voucher/${voucherId}`,
    });
    expect(again.statusCode).toBe(404);

    const disabled = await template(f.eventId, { price: 100, value: 100, disabled: true });
    expect((await addVoucher(guid, disabled)).statusCode).toBe(404);
    expect((await addVoucher(guid, '6f1c1c1e-1d6a-4f4e-9a35-2f0c7f7e7a11')).statusCode).toBe(404);
    // Another event's template under this event's path is not found either.
    const sibling = await buildSiblingEvent(t.app.db, f);
    const foreign = await template(sibling.eventId, { price: 100, value: 100 });
    expect((await addVoucher(guid, foreign)).statusCode).toBe(404);

    for (let i = 1; i < 10; i++) expect((await addVoucher(guid, id)).statusCode).toBe(200);
    const eleventh = await addVoucher(guid, id);
    expect(eleventh.statusCode).toBe(409);
    const listed = await t.app.inject({ method: 'GET', url: `/api/ticketing/basket/${guid}/vouchers` });
    expect((listed.json() as BasketVouchers).Vouchers).toHaveLength(10);
  });

  it('refuses to mix currencies with the held tickets or other vouchers (ADD_ERROR.CURRENCY)', async () => {
    const czk = await buildSiblingEvent(t.app.db, f, { currency: 'CZK' });
    const czkTemplate = await template(czk.eventId, { price: 50000, value: 50000 });
    const guid = await createBasket(t);
    expect((await addStanding(t, f.eventId, guid, f.standing.id, 1)).statusCode).toBe(200);
    const mixed = await addVoucher(guid, czkTemplate, czk.eventId);
    expect(mixed.statusCode).toBe(409);
    expect((mixed.json() as ApiError).Code).toBe('ADD_ERROR.CURRENCY');

    const other = await createBasket(t);
    expect((await addVoucher(other, await template(f.eventId, { price: 100, value: 100 }))).statusCode).toBe(
      200,
    );
    expect(((await addVoucher(other, czkTemplate, czk.eventId)).json() as ApiError).Code).toBe(
      'ADD_ERROR.CURRENCY',
    );
  });
});

describe('buying a gift voucher', () => {
  it('prices it into the order; paid → one coupon with its credit and validity, even when the bank repeats', async () => {
    const id = await template(f.eventId, { price: 2500, value: 3000 });
    const guid = await createBasket(t);
    expect((await addStanding(t, f.eventId, guid, f.standing.id, 1)).statusCode).toBe(200);
    expect((await addVoucher(guid, id)).statusCode).toBe(200);
    const res = await pay(t, guid, 'GOPAY', { email: 'gift.buyer@example.com' });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as PayResponse;
    // 25.00 ticket + 25.00 voucher.
    expect(answer.extraData.Price).toBe(50);
    // Paying again for the same purchase answers the same order.
    expect(
      ((await pay(t, guid, 'GOPAY', { email: 'gift.buyer@example.com' })).json() as PayResponse).extraData
        .OrderId,
    ).toBe(answer.extraData.OrderId);

    const before = Date.now();
    expect((await notify(answer)).json()).toMatchObject({ State: 'PAID' });
    expect((await notify(answer)).json()).toMatchObject({ State: 'PAID' });
    const lines = await t.app.db
      .select()
      .from(orderVouchers)
      .where(eq(orderVouchers.orderId, answer.extraData.OrderId));
    expect(lines).toHaveLength(1);
    const bought = await t.app.db.select().from(coupons).where(eq(coupons.voucherTemplateId, id));
    expect(bought).toHaveLength(1);
    const coupon = bought[0];
    expect(coupon).toMatchObject({
      id: lines[0]?.couponId,
      discountType: 'Voucher',
      amountMinor: 3000,
      remainingCreditMinor: 3000,
      currency: 'EUR',
      disabled: false,
    });
    const days = ((coupon?.validTill?.getTime() ?? 0) - (coupon?.validFrom?.getTime() ?? 0)) / 86_400_000;
    expect(days).toBe(30);
    expect(coupon?.validFrom?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(coupon?.code).toMatch(/^[A-Z2-9]{8}$/);

    // The confirmation mail (buyer's language, sk here) lists the code and the credit.
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, answer.extraData.OrderId));
    const mail = await buildConfirmationMail(
      t.app.db,
      order as NonNullable<typeof order>,
      'https://marquee.test',
      new Date(),
      t.app.services.eventKeys,
    );
    expect(mail.text).toContain('Vaše darčekové poukážky');
    expect(mail.text).toContain(`Gift 30 — kód ${coupon?.code} — kredit 30,00`);
    expect(mail.html).toContain(String(coupon?.code));

    // The bought voucher left the basket; the result page can show its code.
    const left = await t.app.inject({ method: 'GET', url: `/api/ticketing/basket/${guid}/vouchers` });
    expect((left.json() as BasketVouchers).Vouchers).toHaveLength(0);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/ticketing/basket/${guid}/boughtVouchers?vs=${answer.extraData.VariableSymbol}`,
    });
    expect((shown.json() as { Vouchers: BoughtVoucher[] }).Vouchers).toEqual([
      expect.objectContaining({ Name: 'Gift 30', Code: coupon?.code, Value: 30, Currency: 'EUR' }),
    ]);

    // The voucher pays part of another basket: 25.00 ticket − 30.00 credit → free, 5.00 credit left.
    const next = await createBasket(t);
    expect((await addStanding(t, f.eventId, next, f.standing.id, 2)).statusCode).toBe(200);
    expect((await applyCoupon(t, next, coupon?.id as string)).statusCode).toBe(200);
    const second = (await pay(t, next, 'GOPAY', { email: 'friend@example.com' })).json() as PayResponse;
    expect(second.extraData.Price).toBe(20);
    const [spent] = await t.app.db
      .select()
      .from(coupons)
      .where(eq(coupons.id, coupon?.id as string));
    expect(spent?.remainingCreditMinor).toBe(0);
  });

  it('a voucher alone makes an order; its credit never pays for a voucher', async () => {
    const id = await template(f.eventId, { price: 1000, value: 5000 });
    const guid = await createBasket(t);
    expect((await addVoucher(guid, id)).statusCode).toBe(200);
    // A basket of vouchers only still offers the organizer's gates.
    const methods = await t.app.inject({
      method: 'GET',
      url: `/api/ticketing/basket/${guid}/getAvailablePaymentMethods`,
    });
    expect(JSON.stringify(methods.json())).toContain('GOPAY');
    const answer = (await pay(t, guid, 'GOPAY', { email: 'alone@example.com' })).json() as PayResponse;
    expect(answer.extraData).toMatchObject({ Price: 10, Currency: 'EUR' });
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, answer.extraData.OrderId));
    expect(order).toMatchObject({ priceMinor: 1000, eventId: f.eventId, state: 'PENDING' });
    expect((await notify(answer)).json()).toMatchObject({ State: 'PAID' });
    const [bought] = await t.app.db.select().from(coupons).where(eq(coupons.voucherTemplateId, id));
    expect(bought?.remainingCreditMinor).toBe(5000);

    // 50.00 of credit on a basket of a 25.00 ticket and a 10.00 voucher: the credit pays the ticket only.
    const mixed = await createBasket(t);
    expect((await addStanding(t, f.eventId, mixed, f.standing.id, 1)).statusCode).toBe(200);
    expect((await addVoucher(mixed, id)).statusCode).toBe(200);
    expect((await applyCoupon(t, mixed, bought?.id as string)).statusCode).toBe(200);
    const paid = (await pay(t, mixed, 'GOPAY', { email: 'credit@example.com' })).json() as PayResponse;
    expect(paid.extraData.Price).toBe(10);
    const [after] = await t.app.db
      .select()
      .from(coupons)
      .where(eq(coupons.id, bought?.id as string));
    expect(after?.remainingCreditMinor).toBe(2500);

    // Pay in place cannot buy vouchers (they are issued when paid).
    const reserve = await createBasket(t);
    expect((await addVoucher(reserve, id)).statusCode).toBe(200);
    const refused = await pay(t, reserve, null, { path: 'reserveTicket', email: 'inplace@example.com' });
    expect(refused.statusCode).toBe(400);
  });
});
