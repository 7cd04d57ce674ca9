import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { doorRoutes } from './door.routes';
import { createDoorService } from './door.service';
import { createEventKeys, type EventKeys } from './signing';
import { turnstileRoutes } from './turnstile.routes';
import { createTurnstileService } from './turnstile.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Event signing keys (checkin/signing.ts): ticket QRs are signed with them, devices verify. */
    eventKeys: EventKeys;
  }
}

/**
 * The event signing keys, built once per app and shared by the check-in module and the tickets module
 * (QR in the purchased-tickets list, the PDF and the mail). Registered before both.
 */
export const eventKeysPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('eventKeys', createEventKeys(app.db));
  },
  { name: 'marquee-event-keys' },
);

/** Door check-in (issue 17): the organizer's turnstile system and the door devices' calls. */
export async function checkinModule(app: FastifyInstance): Promise<void> {
  await app.register(turnstileRoutes(createTurnstileService(app.db, app.eventKeys)));
  await app.register(doorRoutes(createDoorService(app.db, app.eventKeys)));
}
