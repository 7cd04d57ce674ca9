import { PAGE_SIZE } from '@marquee/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config';
import type { Db } from './db/client';
import { createAccountsService } from './modules/accounts/accounts.service';
import { type AccessTokens, resolveAuthSecret } from './modules/accounts/tokens';
import { createArticleWritesService } from './modules/articles/article-writes.service';
import { createArticleCardsRepository } from './modules/articles/articles.repository';
import { createArticlesService } from './modules/articles/articles.service';
import { createCategoriesService } from './modules/categories/categories.service';
import { createDoorService } from './modules/checkin/door.service';
import type { EventKeys } from './modules/checkin/signing';
import { createEventKeys } from './modules/checkin/signing';
import { createTurnstileService } from './modules/checkin/turnstile.service';
import { createBasketCoupons } from './modules/coupons/basket-coupons';
import { createBuyerCouponsService } from './modules/coupons/buyer-coupons.service';
import { createCouponsService } from './modules/coupons/coupons.service';
import { createGiftVouchersService } from './modules/coupons/gift-vouchers.service';
import { createVoucherTemplatesService } from './modules/coupons/voucher-templates.service';
import { createDiscoveryRepository } from './modules/discovery/discovery.repository';
import { createDiscoveryService, SEARCH_RANKING_TTL_MS } from './modules/discovery/discovery.service';
import { createEventExtrasService } from './modules/event-management/event-extras.service';
import { createEventManagementService } from './modules/event-management/event-management.service';
import { createLineupService } from './modules/event-management/lineup.service';
import { createResponsibleService } from './modules/event-management/responsible.service';
import { createTicketCategoriesService } from './modules/event-management/ticket-categories.service';
import { createEventCardsRepository } from './modules/events/event-cards.repository';
import { createEventDetailRepository } from './modules/events/event-detail.repository';
import { createRecommendedEvents } from './modules/events/events.repository';
import { createEventsService } from './modules/events/events.service';
import { readCacheTtlMs } from './modules/events/read-cache';
import { createFollowsService } from './modules/follows/follows.service';
import { createGoingService } from './modules/going/going.service';
import { createInsightService } from './modules/insight';
import type { Mailer } from './modules/mail/mailer';
import { createMerchService } from './modules/merch/merch.service';
import { createOrderListService } from './modules/orders/order-list.service';
import { createOrderManagementService } from './modules/orders/order-management.service';
import { createOrdersService } from './modules/orders/orders.service';
import { createParticipationService } from './modules/participation';
import { EXPIRE_GRACE_SECONDS, type Payments } from './modules/payments';
import { createSandboxGateway } from './modules/payments/gateways/sandbox';
import { createSigner } from './modules/payments/gateways/signing';
import { createPaymentMethodsService } from './modules/payments/payment-methods.service';
import { createProviderGateway } from './modules/payments/providers/provider-gateway';
import { createProviderPayments } from './modules/payments/providers/provider-payments.service';
import { createProviderSettings } from './modules/payments/providers/provider-settings.service';
import { derivedKeyRing, parseKeyRing } from './modules/payments/providers/sealing';
import { stripeEndpointOf } from './modules/payments/providers/stripe';
import { createProductPagesService } from './modules/product-pages';
import { createProfileContentService } from './modules/profiles/profile-content.service';
import { createProfilesService } from './modules/profiles/profiles.service';
import { createQuestionnairesService } from './modules/questionnaires/questionnaires.service';
import { createSessionsService } from './modules/sessions/sessions.service';
import { createSharingService } from './modules/sharing/sharing.service';
import { createOidcProvider, createStateSigner } from './modules/social/oidc';
import { createSocialService } from './modules/social/social.service';
import { createSpotsService } from './modules/spots/spots.service';
import { createStreamMedia } from './modules/streams/media/stream-media';
import { createStreamEditorService } from './modules/streams/stream-editor.service';
import { createStreamMediaService } from './modules/streams/stream-media.service';
import { createStreamsService } from './modules/streams/streams.service';
import { createOfferCache } from './modules/ticketing/event-offer';
import { createEventSaleService } from './modules/ticketing/event-sale.service';
import { createBasketBurst } from './modules/ticketing/hoarding';
import { createSeatBlocksService } from './modules/ticketing/seat-blocks.service';
import { createTicketingService } from './modules/ticketing/ticketing.service';
import { createMailQueue } from './modules/tickets/mail-queue';
import { createTicketsService } from './modules/tickets/tickets.service';
import { createUtilityService } from './modules/utility/utility.service';
import { createLayoutService } from './modules/venue-configuration/layout.service';
import { createVenueListService } from './modules/venue-configuration/venue-list.service';
import { createVenuesService } from './modules/venues/venues.service';
import { postgresRateLimitStore } from './plugins/rate-limit-store';

/** What the services are built from: the app's database handle, config, logger, mailer and token keys. */
export interface ServiceDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  tokens: AccessTokens;
}

/**
 * The composition root (ARCHITECTURE §7): every service of the app, built once at start, each with the
 * caches it owns; routes read them from `app.services` and construct nothing. State shared between
 * services is made here once and handed to each user: the event offers (ticketing, the event's sale reads
 * and the cart's coupons read one offer cache), the event signing keys (tickets' QRs, confirmation mails,
 * check-in), and the repositories holding prepared statements (event cards, the event page, search), which
 * are per database handle. Each app (and so each test app) gets its own.
 */
export function createServices(deps: ServiceDeps) {
  const { db, config, log, mailer, tokens } = deps;
  const { publicUrl, dataDir } = config;
  const cacheTtlMs = readCacheTtlMs(config);
  const offers = createOfferCache(db);
  const eventKeys = createEventKeys(db);
  const eventCards = createEventCardsRepository(db);
  const search = createDiscoveryRepository(db);

  const accounts = createAccountsService({ db, config, mailer, tokens, log });
  const oidc = createOidcProvider(config);
  const events = createEventsService(
    db,
    {
      cards: eventCards,
      details: createEventDetailRepository(db),
      recommended: createRecommendedEvents(db),
    },
    { publicUrl, cacheTtlMs },
  );
  const discovery = createDiscoveryService(
    db,
    { search, eventCards, articleCards: createArticleCardsRepository(db) },
    { rankingTtlMs: SEARCH_RANKING_TTL_MS, cardsTtlMs: cacheTtlMs },
  );
  const basketCoupons = createBasketCoupons(db);
  const payments = createPayments(deps, eventKeys);
  const streamMedia = createStreamMedia({ db, config, log, secret: resolveAuthSecret(config) });
  const social = createSocialService(accounts.context, oidc, { likes: Boolean(config.OIDC_LIKES_URL) });
  const participation = createParticipationService({ db, config, log, mailer, social, oidc });

  return {
    /** The public read memos (events, search): emptied once a write request has been handled. */
    readCaches: {
      clear(): void {
        events.clearReadCaches();
        discovery.clearReadCaches();
      },
    },
    /** The events' sale offers (tests clear it after editing an event behind its back). */
    offers,
    eventKeys,
    /** The @fastify/rate-limit store class every module's limiter shares (plugins/rate-limit-store.ts). */
    rateLimitStore: postgresRateLimitStore(db),

    accounts,
    social,
    /** Issue 26: the listed profiles' inbox, block list and mails; external providers; likes. */
    participation,
    /** The OpenID Connect provider of social login; null when none is configured. */
    oidc,
    /** Seals the pending social login into its cookie. */
    oidcStates: createStateSigner(resolveAuthSecret(config)),
    sessions: createSessionsService(db),
    utility: createUtilityService(db),
    categories: createCategoriesService(db),

    profiles: createProfilesService(db, { bloggerProfileIds: config.BLOGGER_PROFILE_IDS }),
    profileContent: createProfileContentService(db, dataDir),
    follows: createFollowsService(db),
    going: createGoingService(db),
    merch: createMerchService(db),
    articles: createArticlesService(db),
    articleWrites: createArticleWritesService(db, { bloggerProfileIds: config.BLOGGER_PROFILE_IDS, dataDir }),
    streams: createStreamsService(db, streamMedia),
    // Issue 20: view tokens, media files, recordings' transcodes and the RTMP ingest; the organizer's calls.
    streamMedia,
    streamMediaAdmin: createStreamMediaService(db, streamMedia),
    streamEditor: createStreamEditorService(db),

    events,
    discovery,
    spots: createSpotsService(db, { search, eventCards }, log),
    sharing: createSharingService(db, publicUrl, {
      allEventsFirstPage: (language) => events.search({ page: 0, perPage: PAGE_SIZE.allEvents }, language),
    }),

    eventManagement: createEventManagementService(db, participation.hooks),
    eventExtras: createEventExtrasService(db),
    lineup: createLineupService(db, participation.hooks),
    responsible: createResponsibleService(db),
    ticketCategories: createTicketCategoriesService(db),
    layout: createLayoutService(db, { dataDir }),
    venueList: createVenueListService(db),
    venues: createVenuesService(db),

    ticketing: createTicketingService(db, offers, basketCoupons),
    eventSale: createEventSaleService(db, offers),
    seatBlocks: createSeatBlocksService(db),
    basketBurst: createBasketBurst(db, config),
    basketCoupons,
    coupons: createCouponsService(db),
    buyerCoupons: createBuyerCouponsService(db),
    voucherTemplates: createVoucherTemplatesService(db),
    giftVouchers: createGiftVouchersService(db),
    questionnaires: createQuestionnairesService(db),

    payments,
    orderList: createOrderListService(db),
    orderManagement: createOrderManagementService({
      db,
      gateway: payments.gateway,
      mail: payments.mail,
      log,
    }),
    tickets: createTicketsService(db, eventKeys),
    turnstile: createTurnstileService(db, eventKeys),
    door: createDoorService(db, eventKeys),
    insight: createInsightService(db, offers),
    // Category landing lists and the fan's recommendations (issue 21).
    productPages: createProductPagesService(db),
  };
}
export type Services = ReturnType<typeof createServices>;

/**
 * The payments part (modules/payments/index.ts): the sandbox bank while PAYMENTS_SANDBOX is on (else no
 * online gate), the order service, and the confirmation-mail queue it kicks after each commit that made
 * tickets, signing their QRs with the app's event keys.
 */
function createPayments({ db, config, log, mailer }: ServiceDeps, eventKeys: EventKeys): Payments {
  const signer = createSigner(resolveAuthSecret(config), 'payments-sandbox');
  // PAYMENTS_SANDBOX off (production's default) and no real provider: online gates are refused.
  const sandbox = config.paymentsSandbox ? createSandboxGateway({ apiBase: '/api', signer, log }) : null;
  // Issue 23: organizers' own Stripe / GP webpay where they set credentials, the sandbox (if on) elsewhere.
  const ring = config.PAYMENTS_MASTER_KEY
    ? parseKeyRing(config.PAYMENTS_MASTER_KEY)
    : config.NODE_ENV === 'production'
      ? null
      : derivedKeyRing(resolveAuthSecret(config));
  const stripe = {
    endpoint: stripeEndpointOf(config.STRIPE_API_URL, config.PAYMENTS_PROVIDER_TIMEOUT_MS),
    platformKey: config.STRIPE_SECRET_KEY ?? null,
    platformWebhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
  };
  const gp = { url: config.GPWEBPAY_URL ?? null, timeoutMs: config.PAYMENTS_PROVIDER_TIMEOUT_MS };
  const gateway = createProviderGateway({ db, ring, sandbox, signer, log, stripe, gp });
  if (!sandbox && !ring)
    log.warn('PAYMENTS_SANDBOX is off and PAYMENTS_MASTER_KEY unset: online gates are off');
  const mail = createMailQueue({ db, mailer, publicUrl: config.publicUrl, log, keys: eventKeys });
  const orders = createOrdersService({
    db,
    gateway,
    publicUrl: config.publicUrl,
    log,
    onTicketsIssued: (orderId) => mail.kick(orderId),
  });
  const providers = createProviderPayments({
    db,
    ring,
    sandbox,
    signer,
    log,
    stripe,
    gp,
    gateway,
    publicUrl: config.publicUrl,
    gpUrl: config.GPWEBPAY_URL ?? null,
    reconcileMinutes: config.PAYMENTS_RECONCILE_MINUTES,
    settle: (n) => orders.settle(n),
    resultUrlOf: (orderId) => orders.resultUrlOf(orderId),
  });
  return {
    orders,
    mail,
    methods: createPaymentMethodsService(db, gateway),
    gateway,
    sandbox,
    signer,
    providers,
    providerSettings: createProviderSettings({
      db,
      ring,
      publicUrl: config.publicUrl,
      platformStripe: stripe.platformKey !== null,
    }),
    async sweep() {
      // Lost provider callbacks first: a payment made long ago must not see its order expire.
      await providers.sweep();
      await orders.expireStale(EXPIRE_GRACE_SECONDS);
      await mail.sweep();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/**
 * Builds the services once and decorates the app with them (`app.services`), for every route, hook and
 * plugin registered after it. Needs `db`, `config`, the mailer (marquee-mail) and the access tokens
 * (marquee-auth).
 */
export const servicesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'services',
      createServices({
        db: app.db,
        config: app.config,
        log: app.log,
        mailer: app.mailer,
        tokens: app.authTokens,
      }),
    );
  },
  { name: 'marquee-services', dependencies: ['marquee-mail', 'marquee-auth'] },
);
