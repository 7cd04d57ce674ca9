import {
  ApiErrorSchema,
  AvailablePaymentMethodsQuerySchema,
  AvailablePaymentMethodsSchema,
  BasketGuidParamsSchema,
  ClientTokenQuerySchema,
  ClientTokenSchema,
  PayBodySchema,
  PaymentFeeQuerySchema,
  PaymentFeeSchema,
  PaymentsModeSchema,
  PayQuerySchema,
  PayResponseSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { registerRateLimit } from '../../plugins/rate-limit-store';

const errors = {
  400: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  410: ApiErrorSchema,
};
const noStore = { 'cache-control': 'no-store' };
const CLIENT_TOKEN_TTL_MS = 15 * 60_000;
/** Spec §8 MAXIMUM_ATTEMPTS_EXCEEDED: pay attempts per client address (a person retries a few times). */
const PAY_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** Spec 2 §7: pay / reserveTicket, the basket's payment methods, the fee lookup and the card client token. */
export async function paymentsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { orders, signer, gateway, methods } = app.services.payments;
  await registerRateLimit(app, {
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError('MAXIMUM_ATTEMPTS_EXCEEDED', `Too many payment attempts, retry in ${context.after}.`),
  });

  for (const [path, mode] of [
    ['pay', 'pay'],
    ['reserveTicket', 'reserve'],
  ] as const)
    app.post(
      `/ticketing/basket/:guid/${path}`,
      {
        config: { rateLimit: PAY_RATE_LIMIT },
        schema: {
          tags: ['payments'],
          summary:
            mode === 'pay'
              ? 'Makes the order from the basket’s live holds and starts the payment (410 when the holds ended)'
              : 'Reserves the basket’s tickets to be paid in place (gate RESERVATION)',
          params: BasketGuidParamsSchema,
          querystring: PayQuerySchema,
          body: PayBodySchema,
          response: { 200: PayResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.headers(noStore).send(
          await orders.pay({
            guid: request.params.guid,
            mode,
            query: request.query,
            body: request.body,
            user: await getUser(request),
            language: request.ctx.language,
          }),
        ),
    );

  app.get(
    '/payments/mode',
    {
      schema: {
        tags: ['payments'],
        summary: 'Whether online payments go to the built-in test bank (the web shows a test-mode ribbon)',
        response: { 200: PaymentsModeSchema },
      },
    },
    async () => ({ Sandbox: gateway.name === 'sandbox' }),
  );

  app.get(
    '/ticketing/basket/:guid/getAvailablePaymentMethods',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Gates the basket’s organizer takes in its currency, in order (forReservationsPay drops RESERVATION)',
        params: BasketGuidParamsSchema,
        querystring: AvailablePaymentMethodsQuerySchema,
        response: { 200: AvailablePaymentMethodsSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await methods.ofBasket(request.params.guid, request.query.forReservationsPay ?? false)),
  );

  app.get(
    '/utility/paymentFee',
    {
      schema: {
        tags: ['payments'],
        summary:
          'The price with the gate’s fee (fee = TotalPrice − Price); 0 fee where PSD2 forbids a surcharge',
        querystring: PaymentFeeQuerySchema,
        response: { 200: PaymentFeeSchema, ...errors },
      },
    },
    async (request) => methods.fee(request.query),
  );

  app.get(
    '/bank/braintree/getClientToken',
    {
      schema: {
        tags: ['payments'],
        summary: 'A short-lived signed token for the card stage (currency and event bound)',
        querystring: ClientTokenQuerySchema,
        response: { 200: ClientTokenSchema, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (!gateway.configured)
        throw new AppError(
          'PAYMENT_PROVIDER_NOT_CONFIGURED',
          'Online payments are not set up on this server.',
        );
      const expires = new Date(Date.now() + CLIENT_TOKEN_TTL_MS).toISOString();
      const payload = [
        'client',
        q.Currency.toUpperCase(),
        q.EventId,
        String(q.forReservationsPay ?? false),
        expires,
      ].join('|');
      const token = Buffer.from(`${payload}|${signer.sign(payload)}`).toString('base64url');
      return reply.headers(noStore).send({ ClientToken: token, ExpiresAt: expires });
    },
  );
}
