import {
  AddSeatParamsSchema,
  AddStandingParamsSchema,
  AddToBasketQuerySchema,
  AddToBasketResponseSchema,
  ApiErrorSchema,
  ApplyCouponQuerySchema,
  BasketChallengeSchema,
  BasketDeleteQuerySchema,
  BasketGuidParamsSchema,
  BasketSchema,
  ChangeBasketEmailQuerySchema,
  ChangeBasketEmailResponseSchema,
  CreateBasketQuerySchema,
  CreateBasketResponseSchema,
  EventConfigurationParamsSchema,
  EventPricesAndCountsSchema,
  EventPricesQuerySchema,
  EventSectorsResponseSchema,
  SeatBlockBodySchema,
  SeatBlockResponseSchema,
  SeatBlocksSchema,
  SeatsStatusQuerySchema,
  SeatsStatusResponseSchema,
  TicketingEventParamsSchema,
} from '@marquee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthUser, getUser, requireUser } from '../../plugins/auth';
import { couponActorOf } from '../coupons/actor';
import { requireEventEditor } from '../event-management/access';
import { holdClientOf } from './hoarding';
import { holdRouteOptions, idempotencyKeyOf } from './hold-route';

const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const addErrors = { ...errors, 410: ApiErrorSchema, 422: ApiErrorSchema };

/** Basket and holds (spec 2 §7 /ticketing) and the event's sale reads (prices, counts, seat states, map). */
export async function ticketingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const {
    ticketing,
    eventSale: sale,
    seatBlocks: blocks,
    basketBurst: burst,
    basketCoupons: coupons,
  } = app.services;
  const noStore = { 'cache-control': 'no-store' };
  const holdRoute = holdRouteOptions(app);
  /** Who holds, for the hoarding caps; null when HOARDING_LIMITS is off. */
  const clientOf = (request: FastifyRequest, user: AuthUser | null) =>
    burst.enabled ? holdClientOf(request, user?.id ?? null) : null;
  /** Add-to-basket with CouponId: the coupon and who applies it. */
  const couponOf = async (request: FastifyRequest<{ Querystring: { CouponId?: string | undefined } }>) =>
    request.query.CouponId ? { id: request.query.CouponId, actor: await couponActorOf(request) } : null;

  app.get(
    '/ticketing/basket/createBasket',
    {
      schema: {
        tags: ['ticketing'],
        summary:
          'A new empty basket; its guid is random and the only key to it. After a burst of new baskets ' +
          'from one client, 429 BASKET.CHALLENGE_REQUIRED until ?altcha= carries a solved challenge',
        querystring: CreateBasketQuerySchema,
        response: { 200: CreateBasketResponseSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await getUser(request);
      await burst.admit(holdClientOf(request, user?.id ?? null), request.query.altcha);
      return reply.headers(noStore).send(await ticketing.createBasket(user));
    },
  );

  app.get(
    '/ticketing/basket/challenge',
    {
      schema: {
        tags: ['ticketing'],
        summary: 'An ALTCHA proof-of-work challenge for the next createBasket (after a burst of new baskets)',
        response: { 200: BasketChallengeSchema },
      },
    },
    async (_request, reply) => reply.headers(noStore).send(await burst.challenge()),
  );

  app.get(
    '/ticketing/basket/:guid',
    {
      schema: {
        tags: ['ticketing'],
        summary: 'The basket with its live items (a passed ValidTill is gone)',
        params: BasketGuidParamsSchema,
        response: { 200: BasketSchema, ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await ticketing.getBasket(request.params.guid)),
  );

  app.delete(
    '/ticketing/basket/:guid',
    {
      schema: {
        tags: ['ticketing'],
        summary: 'Empties the basket, or with TicketId removes that one item (404 when not in the basket)',
        params: BasketGuidParamsSchema,
        querystring: BasketDeleteQuerySchema,
        response: { 200: BasketSchema, ...errors },
      },
    },
    async (request) =>
      request.query.TicketId
        ? ticketing.removeItem(request.params.guid, request.query.TicketId)
        : ticketing.clearBasket(request.params.guid),
  );

  app.put(
    '/ticketing/basket/:guid/changeBasketEmail',
    {
      schema: {
        tags: ['ticketing'],
        summary: "Sets the buyer's e-mail; answers the basket owner's user id (null for a guest)",
        params: BasketGuidParamsSchema,
        querystring: ChangeBasketEmailQuerySchema,
        response: { 200: ChangeBasketEmailResponseSchema, ...errors },
      },
    },
    async (request) => ticketing.changeEmail(request.params.guid, request.query.NewMail),
  );

  app.put(
    '/ticketing/basket/:guid/extend',
    {
      schema: {
        tags: ['ticketing'],
        summary: 'Once per basket: every live hold gets a full hold length from now (WCAG 2.2.1); 409 after',
        params: BasketGuidParamsSchema,
        response: { 200: BasketSchema, ...errors },
      },
    },
    async (request) => ticketing.extend(request.params.guid),
  );

  app.post(
    '/ticketing/:eventId/basket/:guid/seat/:seatId',
    {
      ...holdRoute,
      schema: {
        tags: ['ticketing'],
        summary:
          'Holds a seat until ValidTill at the base price valid now; 410 when someone else has it. ' +
          'Optional Idempotency-Key header: a repeat answers the first hold (422 when sent with another add)',
        params: AddSeatParamsSchema,
        querystring: AddToBasketQuerySchema,
        response: { 200: AddToBasketResponseSchema, ...addErrors },
      },
    },
    async (request) => {
      const { eventId, guid, seatId } = request.params;
      const user = await getUser(request);
      return ticketing.addSeat(eventId, seatId, {
        guid,
        user,
        query: request.query,
        client: clientOf(request, user),
        coupon: await couponOf(request),
        idempotencyKey: idempotencyKeyOf(request),
      });
    },
  );

  app.post(
    '/ticketing/:eventId/basket/:guid/standing/:sectorId/:count',
    {
      ...holdRoute,
      schema: {
        tags: ['ticketing'],
        summary:
          'Holds count standing/virtual/merchandise places; 410 when fewer are left. ' +
          'Optional Idempotency-Key header: a repeat answers the first hold (422 when sent with another add)',
        params: AddStandingParamsSchema,
        querystring: AddToBasketQuerySchema,
        response: { 200: AddToBasketResponseSchema, ...addErrors },
      },
    },
    async (request) => {
      const { eventId, guid, sectorId, count } = request.params;
      const user = await getUser(request);
      return ticketing.addStanding(eventId, sectorId, count, {
        guid,
        user,
        query: request.query,
        client: clientOf(request, user),
        coupon: await couponOf(request),
        idempotencyKey: idempotencyKeyOf(request),
      });
    },
  );

  app.post(
    '/ticketing/coupon/:guid',
    {
      schema: {
        tags: ['coupons', 'ticketing'],
        summary:
          'Applies CouponId to the basket (prices recomputed); with remove=true takes it off; without CouponId removes every coupon',
        params: BasketGuidParamsSchema,
        querystring: ApplyCouponQuerySchema,
        response: { 200: BasketSchema, ...errors, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { guid } = request.params;
      const { CouponId, remove } = request.query;
      if (!CouponId || remove) await ticketing.removeCoupon(guid, CouponId ?? null);
      else await ticketing.applyCoupon(guid, CouponId, await couponActorOf(request));
      return reply.headers(noStore).send(await ticketing.getBasket(guid));
    },
  );

  app.get(
    '/event/:id/eventpricesandcounts',
    {
      schema: {
        tags: ['ticketing'],
        summary: 'Categories with the price valid now, sectors with live counts, merchandise, price range',
        params: TicketingEventParamsSchema,
        querystring: EventPricesQuerySchema,
        response: { 200: EventPricesAndCountsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const prices = await sale.pricesAndCounts(request.params.id);
      const { couponId } = request.query;
      const answer = couponId
        ? await coupons.discountPrices(prices, couponId, await couponActorOf(request))
        : prices;
      return reply.headers(noStore).send(answer);
    },
  );

  app.get(
    '/event/:id/getSeatsStatus',
    {
      schema: {
        tags: ['ticketing'],
        summary: 'Seat id → state for the seating sectors asked (sectorIds comma separated)',
        params: TicketingEventParamsSchema,
        querystring: SeatsStatusQuerySchema,
        response: { 200: SeatsStatusResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(
          await sale.seatsStatus(
            request.params.id,
            request.query.sectorIds,
            request.query.guid,
            request.query.couponIds ?? [],
          ),
        ),
  );

  // Ours (spec 2 seat state BLOCKED): the organizer keeps seats out of sale, e.g. for technicians or press.
  // The public seat states cannot tell the block screen which seats are blocked: a sector that is not
  // selling (a draft, a wave still waiting) answers BLOCKED for every seat.
  app.get(
    '/event/:id/seats/blocks',
    {
      schema: {
        tags: ['ticketing'],
        summary: "The event's blocked seats (its editors only)",
        params: TicketingEventParamsSchema,
        response: { 200: SeatBlocksSchema, 401: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireEventEditor(request, request.params.id);
      return reply.headers(noStore).send(await blocks.list(request.params.id));
    },
  );
  for (const action of ['block', 'unblock'] as const) {
    app.put(
      `/event/:id/seats/${action}`,
      {
        schema: {
          tags: ['ticketing'],
          summary:
            action === 'block'
              ? 'Blocks seats of the event (state BLOCKED, never holdable); held or sold ones stay their buyer’s'
              : 'Gives blocked seats of the event back to sale',
          params: TicketingEventParamsSchema,
          body: SeatBlockBodySchema,
          response: { 200: SeatBlockResponseSchema, 401: ApiErrorSchema, ...errors },
        },
      },
      async (request) => {
        await requireEventEditor(request, request.params.id);
        const user = await requireUser(request);
        return action === 'block'
          ? blocks.block(request.params.id, request.body.SeatIds, user.id)
          : blocks.unblock(request.params.id, request.body.SeatIds);
      },
    );
  }

  app.get(
    '/event/:id/venueconfigurations/:cfg/sector',
    {
      schema: {
        tags: ['ticketing'],
        summary: "The event's sectors of its venue configuration, with live counts",
        params: EventConfigurationParamsSchema,
        response: { 200: EventSectorsResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await sale.sectors(request.params.id, request.params.cfg)),
  );

  app.get(
    '/event/:id/venueconfigurations/:cfg/svg',
    {
      schema: {
        tags: ['ticketing'],
        summary: "The venue configuration's SVG drawing (sector shapes carry their SvgId)",
        params: EventConfigurationParamsSchema,
        produces: ['image/svg+xml'],
        response: { 200: z.string().describe('image/svg+xml'), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(await sale.svg(request.params.id, request.params.cfg)),
  );
}
