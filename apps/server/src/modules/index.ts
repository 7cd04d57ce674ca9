import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes';
import { articlesRoutes } from './articles/articles.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { checkinModule } from './checkin';
import { couponsModule } from './coupons';
import { discoveryRoutes } from './discovery/discovery.routes';
import { eventManagementModule } from './event-management';
import { eventsRoutes } from './events/events.routes';
import { followsRoutes } from './follows/follows.routes';
import { goingRoutes } from './going/going.routes';
import { insightModule } from './insight';
import { outboxRoutes } from './mail/outbox.routes';
import { merchRoutes } from './merch/merch.routes';
import { participationModule } from './participation';
import { paymentsModule } from './payments';
import { productPagesModule } from './product-pages';
import { profileContentRoutes } from './profiles/profile-content.routes';
import { profilesRoutes } from './profiles/profiles.routes';
import { questionnairesRoutes } from './questionnaires/questionnaires.routes';
import { sessionsRoutes } from './sessions/sessions.routes';
import { socialRoutes } from './social/social.routes';
import { spotsRoutes } from './spots/spots.routes';
import { streamsRoutes } from './streams/streams.routes';
import { guardBasketOwners } from './ticketing/basket-access';
import { ticketingRoutes } from './ticketing/ticketing.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { utilityRoutes } from './utility/utility.routes';
import { venueConfigurationModule } from './venue-configuration';
import { venuesRoutes } from './venues/venues.routes';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write that changes nothing a public read shows (door scans, device pairing): the read memos are
     * kept, so 50 scans a second at the doors don't empty the event page's memo 50 times a second.
     */
    keepsReadCaches?: boolean;
  }
}

/**
 * Every domain's routes, mounted under /api. Each module is a Fastify plugin in modules/<domain>/ that reads
 * its services from app.services (composition.ts, registered before this in app.ts together with the auth
 * plugin every module's getUser/requireUser needs).
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  // The public read memos (events/read-cache.ts) are dropped once any write has been handled, before its
  // answer leaves: whoever made the change, and everyone after, reads it at once.
  const { readCaches } = app.services;
  app.addHook('onSend', async (request, reply) => {
    if (
      WRITES.has(request.method) &&
      reply.statusCode < 400 &&
      !request.routeOptions.config?.keepsReadCaches
    ) {
      readCaches.clear();
    }
  });
  // Before every route: a signed-in buyer's basket answers only to them (ticketing/basket-access.ts).
  guardBasketOwners(app);
  await app.register(accountsRoutes);
  await app.register(outboxRoutes);
  await app.register(socialRoutes);
  await app.register(utilityRoutes);
  await app.register(categoriesRoutes);
  await app.register(eventsRoutes);
  await app.register(eventManagementModule);
  await app.register(venueConfigurationModule);
  await app.register(discoveryRoutes);
  await app.register(articlesRoutes);
  await app.register(spotsRoutes);
  await app.register(streamsRoutes);
  await app.register(sessionsRoutes);
  await app.register(merchRoutes);
  await app.register(participationModule);
  // Profiles own parametric /:type/... routes; static paths of other modules always take precedence.
  await app.register(profilesRoutes);
  await app.register(profileContentRoutes);
  await app.register(followsRoutes);
  await app.register(goingRoutes);
  await app.register(uploadsRoutes);
  await app.register(ticketingRoutes);
  await app.register(paymentsModule);
  await app.register(couponsModule);
  await app.register(checkinModule);
  await app.register(insightModule);
  await app.register(productPagesModule);
  await app.register(questionnairesRoutes);
  await app.register(venuesRoutes);
}
