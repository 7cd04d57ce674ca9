import { createHmac } from 'node:crypto';
import { HEADERS } from '@marquee/contract';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { resolveAuthSecret } from '../accounts/tokens';
import type { EventOffer } from './event-offer';
import { claimChallenge, countBasketCreation, type HoldCaps } from './ticketing.repository';

/*
 * Hoarding caps (issue 16, docs/decisions.md "Hardening"): one client may not sit on a sale. Per client and
 * event: at most 3 open baskets and at most 2 × the event's per-buyer maximum of held places; anonymous
 * clients also count per address, with room for several people behind one address. The caps are checked in
 * the hold itself (ticketing_hold, migration 0019) under a per-client lock, so they hold across processes.
 * A burst of new baskets (more than BASKET_BURST a minute) needs a solved ALTCHA proof of work per basket.
 */
export const HOARDING = {
  basketsPerEvent: 3,
  heldFactor: 2,
  addressFactor: 5,
  burstWindowSeconds: 60,
  /** The solver tries counters from 0 up to this secret number (SHA-256 each): ~0.2–1 s in a browser. */
  challengeCounter: { min: 10_000, max: 50_000 },
  challengeTtlSeconds: 600,
} as const;

/** Who asks, as the caps see it; the route reads it from the request. */
export interface HoldClient {
  userId: string | null;
  address: string;
  /** The SessionId header the web app sends (spec 1 §7), when it looks like one. */
  session: string | null;
}

const SESSION = /^[A-Za-z0-9_-]{8,64}$/;

export function holdClientOf(request: FastifyRequest, userId: string | null): HoldClient {
  const header = request.headers[HEADERS.sessionId];
  const session = typeof header === 'string' && SESSION.test(header) ? header : null;
  return { userId, address: request.ip, session };
}

/** The caps of one hold (null when the limits are off). */
export function holdCaps(client: HoldClient | null, offer: EventOffer): HoldCaps | null {
  if (!client) return null;
  return {
    clientKey: client.userId ? `u:${client.userId}` : `a:${client.address}|${client.session ?? ''}`,
    addressKey: client.userId ? null : `ip:${client.address}`,
    maxBaskets: HOARDING.basketsPerEvent,
    maxHeld: HOARDING.heldFactor * offer.perBuyerMax,
    addressFactor: HOARDING.addressFactor,
  };
}

/** The refusal a cap of ticketing_hold stands for. */
export function capError(cap: string): AppError {
  const address = cap.startsWith('ADDRESS_');
  const where = address ? 'from your network; sign in to buy more' : 'for this event';
  return cap.endsWith('_BASKETS')
    ? new AppError('BASKET.TOO_MANY_BASKETS', `Too many open baskets ${where}.`)
    : new AppError('BASKET.TOO_MANY_HELD', `Too many tickets held ${where}; pay or release some first.`);
}

/** The basket burst check and its ALTCHA challenges. */
export function createBasketBurst(db: Db, config: Config) {
  const root = resolveAuthSecret(config);
  const secret = (purpose: string) => createHmac('sha256', root).update(`marquee:${purpose}`).digest('hex');
  const hmacSignatureSecret = secret('basket-challenge');
  const hmacKeySignatureSecret = secret('basket-challenge-key');

  async function verified(payload: string): Promise<boolean> {
    let parsed: { challenge?: Challenge; solution?: Solution };
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    } catch {
      return false;
    }
    if (!parsed?.challenge?.parameters || !parsed.solution) return false;
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret,
      hmacKeySignatureSecret,
    }).catch(() => null);
    if (!result?.verified) return false;
    // One basket per solved challenge: the first use claims it (any process), a replay finds it taken.
    const expiresAt = Number(parsed.challenge.parameters.expiresAt);
    return claimChallenge(db, parsed.challenge.parameters.nonce, expiresAt);
  }

  return {
    enabled: config.HOARDING_LIMITS === 'on',

    /** A fresh signed challenge (GET /ticketing/basket/challenge). */
    challenge: async (): Promise<{ parameters: Record<string, unknown>; signature?: string }> => {
      const { parameters, signature } = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(HOARDING.challengeCounter.min, HOARDING.challengeCounter.max),
        deriveKey,
        expiresAt: new Date(Date.now() + HOARDING.challengeTtlSeconds * 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return { parameters: { ...parameters }, ...(signature ? { signature } : {}) };
    },

    /**
     * Counts a new basket of the client (account, else address) in the shared window; past the burst it
     * needs a solved, unused challenge. Throws BASKET.CHALLENGE_REQUIRED.
     */
    async admit(client: HoldClient, payload: string | undefined): Promise<void> {
      if (config.HOARDING_LIMITS !== 'on') return;
      const key = client.userId ? `u:${client.userId}` : `ip:${client.address}`;
      const count = await countBasketCreation(db, key, HOARDING.burstWindowSeconds);
      if (count <= config.BASKET_BURST) return;
      if (payload && (await verified(payload))) return;
      throw new AppError(
        'BASKET.CHALLENGE_REQUIRED',
        'Many new baskets in a short while: solve the challenge (GET /ticketing/basket/challenge) and send it as ?altcha=.',
      );
    },
  };
}
export type BasketBurst = ReturnType<typeof createBasketBurst>;
