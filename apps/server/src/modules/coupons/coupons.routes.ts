import {
  ApiErrorSchema,
  CouponBatchInputSchema,
  CouponBatchResultSchema,
  CouponCsvQuerySchema,
  CouponIdParamsSchema,
  CouponInputSchema,
  CouponListSchema,
  CouponQuerySchema,
  CouponSchema,
  CouponUpdateSchema,
  MyCouponsQuerySchema,
  ProfileCouponParamsSchema,
  ProfileCouponsParamsSchema,
  ProfileCouponsQuerySchema,
  RemainingCreditSchema,
} from '@marquee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActiveProfile, requireProfileClaim, requireUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { registerRateLimit } from '../../plugins/rate-limit-store';
import { requireEventReader } from '../event-management/access';
import { guardProfileTypeSegment, requireProfileEditor } from '../profiles/profile-routing';
import { couponActorOf } from './actor';
import { presentCoupon } from './coupons.presenter';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const noStore = { 'cache-control': 'no-store' };

/**
 * Promo-code lookups per client address (GET /coupon?code): enough for a person mistyping a few times,
 * too few to guess an organizer's codes. Lookups without a code (the organizer's list) are not counted.
 */
export const COUPON_LOOKUP_RATE_LIMIT = {
  max: 20,
  timeWindow: 60_000,
  allowList: (request: FastifyRequest) => !(request.query as { code?: unknown }).code,
} as const;

/** Coupons and promo codes (spec 2 §7, spec 3 §7): the organizer's calls and the buyer's. */
export async function couponsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  guardProfileTypeSegment(app);
  const { coupons: service, buyerCoupons: buyer, basketCoupons } = app.services;
  // Registered in this scope with global: false, so only routes that opt in via `config.rateLimit` count.
  await registerRateLimit(app, {
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError('MAXIMUM_ATTEMPTS_EXCEEDED', `Too many promo-code lookups, retry in ${context.after}.`),
  });

  /** 401 before lookups, 404 for a profile of another type or none, then 403 without a claim. */
  async function profileAccess(request: FastifyRequest, type: string, id: string, write: boolean) {
    await requireUser(request);
    if (!(await service.profileExists(id, type))) throw new AppError('NOT_FOUND', 'Profile not found.');
    if (write) await requireProfileEditor(request, id);
    else await requireProfileClaim(request, id);
  }

  /** A coupon of the organizer; a coupon of another organizer is not found (404) for them. */
  async function organizerCoupon(request: FastifyRequest, couponId: string, organizerId?: string) {
    await requireUser(request);
    const coupon = await service.get(couponId);
    if (organizerId && coupon.organizerProfileId !== organizerId)
      throw new AppError('NOT_FOUND', 'No such coupon.');
    await requireProfileEditor(request, coupon.organizerProfileId);
    return coupon;
  }

  // ——— Organizer ———

  app.get(
    '/:type/:id/coupons',
    {
      schema: {
        tags: ['coupons'],
        summary: "The organizer's coupons (newest first), optionally of one event or batch",
        params: ProfileCouponsParamsSchema,
        querystring: ProfileCouponsQuerySchema,
        response: { 200: CouponListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { type, id } = request.params;
      await profileAccess(request, type, id, false);
      const { eventId, BatchId, includeDisabled, page, perPage } = request.query;
      return reply.headers(noStore).send(
        await service.list({
          organizerId: id,
          eventId,
          batchId: BatchId,
          includeDisabled: includeDisabled ?? true,
          page,
          perPage,
        }),
      );
    },
  );

  app.post(
    '/:type/:id/coupons',
    {
      schema: {
        tags: ['coupons'],
        summary: 'Creates a coupon of the organizer; 409 COUPON.CODE_TAKEN when it has the code already',
        params: ProfileCouponsParamsSchema,
        body: CouponInputSchema,
        response: { 201: CouponSchema, ...errors },
      },
    },
    async (request, reply) => {
      await profileAccess(request, request.params.type, request.params.id, true);
      return reply.status(201).send(await service.create(request.params.id, request.body));
    },
  );

  app.put(
    '/:type/:id/coupons/:couponId',
    {
      schema: {
        tags: ['coupons'],
        summary:
          'Updates (or with Disabled true, disables) a coupon of the organizer; coupons are never deleted',
        params: ProfileCouponParamsSchema,
        body: CouponUpdateSchema,
        response: { 200: CouponSchema, ...errors },
      },
    },
    async (request) => {
      const { type, id, couponId } = request.params;
      await profileAccess(request, type, id, true);
      await organizerCoupon(request, couponId, id);
      return service.update(couponId, request.body);
    },
  );

  app.post(
    '/:type/:id/coupons/generate',
    {
      schema: {
        tags: ['coupons'],
        summary: 'Bulk generation: Count single-use codes after Prefix, sharing a BatchId (beyond the spec)',
        params: ProfileCouponsParamsSchema,
        body: CouponBatchInputSchema,
        response: { 201: CouponBatchResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      await profileAccess(request, request.params.type, request.params.id, true);
      return reply.status(201).send(await service.generate(request.params.id, request.body));
    },
  );

  app.get(
    '/:type/:id/coupons/csv',
    {
      schema: {
        tags: ['coupons'],
        summary: "The organizer's coupons (or one batch) as CSV",
        params: ProfileCouponsParamsSchema,
        querystring: CouponCsvQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      await profileAccess(request, request.params.type, request.params.id, false);
      const csv = await service.csv(request.params.id, request.query.BatchId);
      return reply
        .type('text/csv; charset=utf-8')
        .headers({ ...noStore, 'content-disposition': 'attachment; filename="coupons.csv"' })
        .send(csv);
    },
  );

  app.post(
    '/coupon',
    {
      schema: {
        tags: ['coupons'],
        summary: 'Creates a coupon of the active profile (ProfileId header)',
        body: CouponInputSchema,
        response: { 201: CouponSchema, ...errors },
      },
    },
    async (request, reply) => {
      const active = await requireActiveProfile(request);
      await requireProfileEditor(request, active.profileId);
      return reply.status(201).send(await service.create(active.profileId, request.body));
    },
  );

  app.put(
    '/coupon/:id',
    {
      schema: {
        tags: ['coupons'],
        summary: 'Updates (or with Disabled true, disables) a coupon; coupons are never deleted',
        params: CouponIdParamsSchema,
        body: CouponUpdateSchema,
        response: { 200: CouponSchema, ...errors },
      },
    },
    async (request) => {
      await organizerCoupon(request, request.params.id);
      return service.update(request.params.id, request.body);
    },
  );

  // ——— Buyer ———

  app.get(
    '/coupon',
    {
      config: { rateLimit: COUPON_LOOKUP_RATE_LIMIT },
      schema: {
        tags: ['coupons'],
        summary:
          'With code: the promo code for the event (404 COUPON.BY_CODE_ERROR; 409 COUPON.* when it cannot be used). ' +
          "Without: the event's coupons for its organizer (page, perPage)",
        querystring: CouponQuerySchema,
        response: { 200: z.union([CouponSchema, CouponListSchema]), ...errors, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { code, eventId, page, perPage } = request.query;
      if (code) {
        const found = await basketCoupons.lookup(code, eventId, await couponActorOf(request));
        return reply.headers(noStore).send(presentCoupon(found.coupon, new Date(), found.remainingForEvent));
      }
      await requireEventReader(request, eventId);
      return reply
        .headers(noStore)
        .send(await service.list({ eventId, includeDisabled: true, page, perPage }));
    },
  );

  app.get(
    '/coupon/mycoupons',
    {
      schema: {
        tags: ['coupons'],
        summary: "The signed-in buyer's coupons (season, owned, vouchers), with the event's public ones",
        querystring: MyCouponsQuerySchema,
        response: { 200: z.array(CouponSchema), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.headers(noStore).send(await buyer.myCoupons(user.id, request.query.eventId, new Date()));
    },
  );

  app.get(
    '/coupon/:id/remainingCredit',
    {
      schema: {
        tags: ['coupons'],
        summary: "A voucher's credit left (0 for other coupons); another owner's voucher answers 403",
        params: CouponIdParamsSchema,
        response: { 200: RemainingCreditSchema, ...errors },
      },
    },
    async (request, reply) => {
      const credit = await buyer.remainingCredit(
        request.params.id,
        async () => (await requireUser(request)).id,
      );
      return reply.headers(noStore).send(credit);
    },
  );
}
