import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own SQL checks the basket's owner (the hold calls, in the same round trip). */
    basketOwnerCheckedInSql?: boolean;
  }
}

/**
 * A basket a signed-in buyer owns is theirs alone (issue 16): every call that names a basket `:guid` —
 * reads, writes, payment, order and voucher lookups — answers 404 to anyone else, anonymous or another
 * account, exactly as for an unknown guid (the web app then forgets the basket and starts a new one). A
 * guest's basket stays open to whoever holds its guid, the only key a guest has. Registered once for every
 * module, so a new basket route cannot forget it; the hold routes check it inside ticketing_hold instead.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function guardBasketOwners(app: FastifyInstance): void {
  const { ticketing } = app.services;
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const guid = (request.params as { guid?: unknown } | undefined)?.guid;
    if (typeof guid !== 'string' || request.routeOptions.config?.basketOwnerCheckedInSql) return;
    // Only a basket id can name a basket: another module's `:guid` (an upload's, say) is not looked up, and a
    // malformed value is left to the route's own validation instead of reaching the uuid column (a 500).
    if (!UUID.test(guid)) return;
    const basket = await ticketing.basketOwnerOf(guid);
    if (!basket?.userId) return; // unknown guids are each route's own 404
    if (basket.userId !== (await getUser(request))?.id) throw new AppError('NOT_FOUND', 'No such basket.');
  });
}
