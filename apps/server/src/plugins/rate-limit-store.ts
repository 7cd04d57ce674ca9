import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { queryRows } from '../modules/ticketing/sql-rows';

/**
 * @fastify/rate-limit counters in PostgreSQL (table rate_limits), so a per-IP limit is the same whether one
 * server process or ten answer behind the balancer: the plugin's default store keeps them in each process's
 * memory, which makes the effective limit N × max. One statement per limited request (an upsert on the
 * key's primary key), in its own implicit transaction; concurrent requests of one key queue on the row.
 * Time comes from the database's clock, so processes with skewed clocks agree on the window.
 */

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes to the constructor (its global params) and to child() (a route's merged params). */
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Expired rows are deleted at most this often per process (they count as empty meanwhile). */
const CLEANUP_EVERY_MS = 60_000;

/**
 * One increment: a new key, or a key whose window has ended, starts a window of `timeWindow` ms at 1; a
 * live one counts up. With continueExceeding, a request over the limit restarts the window (like the
 * plugin's own stores). Answers the count and the ms left in the window.
 */
async function increment(db: Db, key: string, timeWindow: number, max: number, continueExceeding: boolean) {
  const rows = await queryRows<{ count: number; ttl: number }>(
    db,
    sql`insert into rate_limits as r (key, window_start, window_end, count)
      values (${key}, now(), now() + make_interval(secs => ${timeWindow}::float8 / 1000), 1)
      on conflict (key) do update set
        count = case when r.window_end <= now() then 1 else r.count + 1 end,
        window_start = case when r.window_end <= now() then now() else r.window_start end,
        window_end = case
          when r.window_end <= now() then excluded.window_end
          when ${continueExceeding}::boolean and r.count + 1 > ${max}::int then excluded.window_end
          else r.window_end end
      returning count, greatest(0, ceil(extract(epoch from window_end - now()) * 1000))::int as ttl`,
  );
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return { current: row.count, ttl: row.ttl };
}

async function peek(db: Db, key: string) {
  const rows = await queryRows<{ count: number; ttl: number }>(
    db,
    sql`select count, greatest(0, ceil(extract(epoch from window_end - now()) * 1000))::int as ttl
      from rate_limits where key = ${key} and window_end > now()`,
  );
  return rows[0] ? { current: rows[0].count, ttl: rows[0].ttl } : { current: 0, ttl: 0 };
}

/**
 * The store class of one database handle (the plugin instantiates it; it takes no other arguments). Made
 * once per app in the composition root, so every module's limiter shares it and its cleanup throttle.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastCleanup = 0;
  const cleanUp = () => {
    const now = Date.now();
    if (now - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = now;
    // Off the request's path; a failure only leaves rows for the next try.
    queryRows(db, sql`delete from rate_limits where window_end < now() - interval '1 minute'`).catch(
      () => undefined,
    );
  };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly continueExceeding: boolean;
    /** `METHOD /url|`: each route counts on its own, as with the plugin's per-route in-memory stores. */
    private readonly prefix: string;

    constructor(params: StoreParams, prefix = '') {
      if (params.exponentialBackoff)
        throw new Error('the PostgreSQL rate-limit store has no exponentialBackoff');
      this.continueExceeding = params.continueExceeding === true;
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      cleanUp();
      increment(db, this.prefix + key, timeWindow, max, this.continueExceeding).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** The plugin's `increment: false` check: the live count without counting. */
    read(key: string, callback: Callback): void {
      peek(db, this.prefix + key).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const params = routeOptions as StoreParams;
      const method = [params.routeInfo?.method ?? ''].flat().join(',');
      return new PostgresRateLimitStore(params, `${method} ${params.routeInfo?.url ?? ''}|`);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Registers @fastify/rate-limit in the calling plugin's scope with the app's PostgreSQL store
 * (app.services.rateLimitStore); only routes that opt in with `config.rateLimit` are limited (global:
 * false). Every module registers it through here.
 */
export async function registerRateLimit(
  app: Pick<FastifyInstance, 'register'> & { services: { rateLimitStore: FastifyRateLimitStoreCtor } },
  options: Omit<RateLimitPluginOptions, 'store' | 'global' | 'redis'>,
): Promise<void> {
  await app.register(rateLimit, { ...options, global: false, store: app.services.rateLimitStore });
}
