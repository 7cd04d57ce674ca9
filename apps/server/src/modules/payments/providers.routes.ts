import {
  ApiErrorSchema,
  ProviderCredentialBodySchema,
  ProviderCredentialListSchema,
  ProviderCredentialParamsSchema,
  ProviderCredentialSchema,
  ProviderCredentialsQuerySchema,
  ReconcileResultSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import { requireEventEditor } from '../event-management/access';
import { requireProfileEditor } from '../profiles/profile-routing';

type Form = Record<string, string | undefined>;
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const noStore = { 'cache-control': 'no-store' };

/**
 * Issue 23: the providers' pages and callbacks (start, Stripe returns and webhook, GP webpay return), the
 * organizer's provider settings and the order's reconciliation.
 */
export async function providersRoutes(fastify: FastifyInstance): Promise<void> {
  const { providers, providerSettings } = fastify.services.payments;
  // Banks post HTML forms (the go form, GP's return); parsed in this plugin's scope only.
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const go = async (orderId: string, token: unknown) => providers.go(orderId, token);
  fastify.get<{ Params: { orderId: string }; Querystring: Form }>(
    '/payments/go/:orderId',
    { schema: { hide: true } },
    async (request, reply) =>
      reply.headers(noStore).redirect(await go(request.params.orderId, request.query.token), 303),
  );
  fastify.post<{ Params: { orderId: string }; Body: Form }>(
    '/payments/go/:orderId',
    { schema: { hide: true } },
    async (request, reply) =>
      reply.headers(noStore).redirect(await go(request.params.orderId, request.body?.token), 303),
  );
  fastify.get<{ Params: { orderId: string }; Querystring: Form }>(
    '/payments/stripe/return/:orderId',
    { schema: { hide: true } },
    async (request, reply) =>
      reply.redirect(
        await providers.stripeReturn(request.params.orderId, request.query.token, request.query.session_id),
        303,
      ),
  );
  fastify.get<{ Params: { orderId: string }; Querystring: Form }>(
    '/payments/stripe/cancel/:orderId',
    { schema: { hide: true } },
    async (request, reply) =>
      reply.redirect(await providers.stripeCancel(request.params.orderId, request.query.token), 303),
  );
  fastify.get<{ Querystring: Form }>(
    '/payments/gpwebpay/return',
    { schema: { hide: true } },
    async (request, reply) => reply.redirect(await providers.gpReturn(request.query), 303),
  );
  fastify.post<{ Body: Form }>(
    '/payments/gpwebpay/return',
    { schema: { hide: true } },
    async (request, reply) => reply.redirect(await providers.gpReturn(request.body ?? {}), 303),
  );

  // The webhook needs the exact bytes Stripe signed: JSON is kept as text in this scope.
  await fastify.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/payments/stripe/webhook/:credentialId',
      {
        schema: {
          tags: ['payments'],
          summary: 'Stripe webhook (Stripe-Signature verified; replays of an event id change nothing)',
          params: z.object({ credentialId: z.string().max(64) }),
          response: { 200: z.object({ received: z.boolean(), replay: z.boolean() }), ...errors },
        },
      },
      async (request) =>
        providers.stripeWebhook(
          request.params.credentialId,
          typeof request.body === 'string' ? request.body : '',
          request.headers['stripe-signature'],
        ),
    );
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/payments/providers',
    {
      schema: {
        tags: ['payments'],
        summary: 'The organizer’s payment providers per currency (secrets never answered)',
        querystring: ProviderCredentialsQuerySchema,
        response: { 200: ProviderCredentialListSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireProfileEditor(request, request.query.profileId);
      return reply.headers(noStore).send(await providerSettings.list(request.query.profileId));
    },
  );
  app.put(
    '/payments/providers/:profileId/:provider/:currency',
    {
      schema: {
        tags: ['payments'],
        summary: 'Set an organizer’s Stripe or GP webpay credentials for a currency (sealed at rest)',
        params: ProviderCredentialParamsSchema,
        body: ProviderCredentialBodySchema,
        response: { 200: ProviderCredentialSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { profileId, provider, currency } = request.params;
      await requireProfileEditor(request, profileId);
      return reply
        .headers(noStore)
        .send(await providerSettings.put(profileId, provider, currency, request.body));
    },
  );
  app.delete(
    '/payments/providers/:profileId/:provider/:currency',
    {
      schema: {
        tags: ['payments'],
        summary: 'Remove an organizer’s provider credentials for a currency',
        params: ProviderCredentialParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { profileId, provider, currency } = request.params;
      await requireProfileEditor(request, profileId);
      await providerSettings.remove(profileId, provider, currency);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/event/:id/orders/:orderId/reconcile',
    {
      schema: {
        tags: ['orders'],
        summary: 'Read the order’s payment state again from its provider (a lost callback is made up for)',
        params: z.object({ id: z.uuid(), orderId: z.uuid() }),
        response: { 200: ReconcileResultSchema, ...errors, 409: ApiErrorSchema, 502: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await requireUser(request);
      await requireEventEditor(request, request.params.id);
      const result = await providers.reconcile(request.params.id, request.params.orderId);
      return reply.headers(noStore).send(result);
    },
  );
}
