import {
  ApiErrorSchema,
  LANGUAGES,
  type Language,
  paymentResultOf,
  SandboxCardResultSchema,
  SandboxCardSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrderRow } from '../../db/schema/orders';
import { AppError } from '../../plugins/errors';
import { type CardInput, cardErrors, DECLINED_CARD, isCardGate, renderSandboxPage } from './sandbox-page';

type Form = Record<string, string | undefined>;

/** Waiting for the bank: a new order, or a reservation being paid online (reservationPayment). */
const payable = (order: OrderRow) =>
  order.state === 'PENDING' || (order.state === 'RESERVED' && order.gate !== 'RESERVATION');

/**
 * The sandbox bank's hosted pages (GET for redirects, POST for form-post gates) and its two ways of telling
 * us the outcome: a signed server-to-server notification and the payer's signed return, both verified by
 * the same HMAC and both idempotent.
 */
export async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  const { orders, sandbox } = app.services.payments;
  if (!sandbox) return; // PAYMENTS_SANDBOX off: no sandbox bank (payments/index.ts does not register these)
  const gateway = sandbox;
  // Banks post HTML forms; parse them here only (this plugin's scope).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  async function page(
    orderId: string,
    token: unknown,
    extra: { card?: CardInput; errors?: ReturnType<typeof cardErrors> } = {},
  ) {
    if (!/^[0-9a-f-]{36}$/i.test(orderId) || !gateway.verifyPageToken(orderId, token))
      throw new AppError('NOT_FOUND', 'No such payment.');
    const order = await orders.find(orderId);
    if (!order?.gate) throw new AppError('NOT_FOUND', 'No such payment.');
    const language = (
      (LANGUAGES as readonly string[]).includes(order.language) ? order.language : 'en'
    ) as Language;
    const doneUrl = payable(order) ? null : await orders.resultUrlOf(order.id);
    return {
      order,
      html: renderSandboxPage({
        language,
        orderId,
        token: String(token),
        gate: order.gate,
        variableSymbol: String(order.number),
        totalMinor: order.totalMinor,
        currency: order.currency,
        doneUrl,
        ...extra,
      }),
    };
  }

  const html = 'text/html; charset=utf-8';
  const noStore = { 'cache-control': 'no-store' };

  app.get<{ Params: { orderId: string }; Querystring: Form }>(
    '/sandbox-bank/:orderId',
    { schema: { hide: true } },
    async (request, reply) =>
      reply
        .type(html)
        .headers(noStore)
        .send((await page(request.params.orderId, request.query.token)).html),
  );

  app.post<{ Params: { orderId: string }; Body: Form }>(
    '/sandbox-bank/:orderId',
    { schema: { hide: true } },
    async (request, reply) =>
      reply
        .type(html)
        .headers(noStore)
        .send((await page(request.params.orderId, request.body?.token)).html),
  );

  app.post<{ Params: { orderId: string }; Body: Form }>(
    '/sandbox-bank/:orderId/complete',
    { schema: { hide: true } },
    async (request, reply) => {
      const form = request.body ?? {};
      const { order } = await page(request.params.orderId, form.token);
      if (!payable(order) || !order.gate) return reply.redirect(await orders.resultUrlOf(order.id), 303);
      let outcome: 'PAID' | 'FAILED' | 'CANCELLED' = 'CANCELLED';
      if (form.action === 'decline') outcome = 'FAILED';
      else if (form.action === 'approve' && !isCardGate(order.gate)) outcome = 'PAID';
      else if (form.action === 'pay' && isCardGate(order.gate)) {
        const card = {
          name: form.name ?? '',
          number: form.number ?? '',
          expiry: form.expiry ?? '',
          cvc: form.cvc ?? '',
        };
        const errors = cardErrors(card, new Date());
        if (errors.length > 0)
          return reply
            .code(400)
            .type(html)
            .headers(noStore)
            .send((await page(order.id, form.token, { card, errors })).html);
        outcome = card.number.replace(/[\s-]/g, '') === DECLINED_CARD ? 'FAILED' : 'PAID';
      } else if (form.action !== 'cancel') throw new AppError('BAD_REQUEST', 'Unknown action.');
      const signed = gateway.notify({
        orderId: order.id,
        outcome,
        amountMinor: order.totalMinor,
        currency: order.currency,
      });
      // The bank's server-to-server notification first (the payer may never come back)…
      await orders.handleNotification(signed);
      // …then the payer returns with the same signed answer, which is a replay.
      return reply.redirect(`/api/payments/sandbox/return?${new URLSearchParams(signed)}`, 303);
    },
  );

  // The card stage's own form (JSON), for a client that draws the card fields itself.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/sandbox-bank/:orderId/card',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox bank: pay a card order with card data (token = extraData.ClientToken)',
        params: z.object({ orderId: z.uuid() }),
        body: SandboxCardSchema,
        response: { 200: SandboxCardResultSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const { token, ...card } = request.body;
      const { order } = await page(request.params.orderId, token);
      if (!order.gate || !isCardGate(order.gate)) throw new AppError('NOT_FOUND', 'No such card payment.');
      if (payable(order)) {
        const errors = cardErrors(card, new Date());
        if (errors.length > 0)
          throw new AppError(
            'VALIDATION_FAILED',
            'The card was not accepted.',
            Object.fromEntries(errors.map((field) => [field, ['INVALID_VALUE']])),
          );
        const outcome = card.number.replace(/[\s-]/g, '') === DECLINED_CARD ? 'FAILED' : 'PAID';
        await orders.handleNotification(
          gateway.notify({
            orderId: order.id,
            outcome,
            amountMinor: order.totalMinor,
            currency: order.currency,
          }),
        );
      }
      const settled = (await orders.find(order.id)) as OrderRow;
      return { Result: paymentResultOf(settled.state), url: await orders.resultUrlOf(order.id) };
    },
  );

  app.get<{ Querystring: Form }>(
    '/payments/sandbox/return',
    { schema: { hide: true } },
    async (request, reply) => {
      const { order } = await orders.handleNotification(request.query);
      return reply.redirect(await orders.resultUrlOf(order.id), 303);
    },
  );

  app.post<{ Body: Form }>(
    '/payments/sandbox/notify',
    {
      schema: { tags: ['payments'], summary: 'The sandbox bank’s signed notification (HMAC); idempotent' },
    },
    async (request) => {
      const { order } = await orders.handleNotification(request.body ?? {});
      return { OrderId: order.id, State: order.state };
    },
  );
}
