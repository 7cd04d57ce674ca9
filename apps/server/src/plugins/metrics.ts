import { createHash, timingSafeEqual } from 'node:crypto';
import { ORDER_STATES } from '@marquee/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from './errors';

export const METRICS_PATH = '/api/metrics';

/** The hold calls (ticketing.routes.ts), by Fastify route pattern: counted here, not in the ticketing code. */
const HOLD_ROUTES: ReadonlyMap<string, 'seat' | 'standing'> = new Map([
  ['/api/ticketing/:eventId/basket/:guid/seat/:seatId', 'seat'],
  ['/api/ticketing/:eventId/basket/:guid/standing/:sectorId/:count', 'standing'],
]);

/** A scrape never waits on a sick database longer than this; the gauges are left out of that scrape. */
const SCRAPE_QUERY_TIMEOUT_MS = 1000;

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

function statusClass(status: number): string {
  return STATUS_CLASSES[Math.floor(status / 100) - 1] ?? 'other';
}

function holdResult(status: number): 'ok' | 'gone' | 'error' {
  if (status >= 200 && status < 300) return 'ok';
  return status === 410 ? 'gone' : 'error';
}

/** Equal-time comparison of the presented token with the configured one (hashing makes the lengths equal). */
export function tokenMatches(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Prometheus metrics at GET /api/metrics (text format), from a registry of this app's own: tests build many
 * apps in one process, and the global registry would refuse the second app's metric names.
 *
 * - HTTP latency per method, route pattern (routeOptions.url, never the raw URL, so the label set stays
 *   bounded) and status class, from one onResponse hook (after the answer has left, off its latency).
 * - Hold attempts (seat, standing) by result, counted in the same hook by route pattern.
 * - Orders per state, the confirmation-mail backlog and the PostgreSQL pool, read at scrape time.
 * - Node's default metrics (event-loop lag, heap, GC, CPU), started at the first scrape: each start enables
 *   an event-loop delay monitor and a GC observer for the life of the process, which the many apps of a
 *   test run that never scrape should not pay for.
 *
 * METRICS_TOKEN set → the scrape needs `Authorization: Bearer <token>`. The route is hidden from the
 * OpenAPI docs like the other operator-only routes.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const registry = new Registry();
  let defaultsStarted = false;

  const httpDuration = new Histogram({
    name: 'marquee_http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const holdAttempts = new Counter({
    name: 'marquee_hold_attempts_total',
    help: 'Seat and standing hold attempts by result: ok, gone (410, taken or sold out), error (any other).',
    labelNames: ['kind', 'result'] as const,
    registers: [registry],
  });
  for (const kind of ['seat', 'standing'])
    for (const result of ['ok', 'gone', 'error']) holdAttempts.inc({ kind, result }, 0);

  // A failing scrape-time read (database down or slow) is logged once per failure streak, counted, and its
  // gauges answer NaN or are left out, so a stale number never looks current; the scrape itself answers.
  const readFailures = new Counter({
    name: 'marquee_metrics_read_failures_total',
    help: 'Scrape-time database reads that failed or took over 1 s, by read.',
    labelNames: ['read'] as const,
    registers: [registry],
  });
  const failing = new Set<string>();
  async function read<T>(name: string, load: () => Promise<T>): Promise<T | undefined> {
    try {
      const value = await withTimeout(load(), SCRAPE_QUERY_TIMEOUT_MS, name);
      failing.delete(name);
      return value;
    } catch (error) {
      readFailures.inc({ read: name });
      if (!failing.has(name)) app.log.warn({ err: error, read: name }, 'metrics: scrape-time read failed');
      failing.add(name);
      return undefined;
    }
  }
  /** One read shared by the gauges it feeds: a scrape collects every metric at once, in parallel. */
  function sharedRead<T>(name: string, load: () => Promise<T>): () => Promise<T | undefined> {
    let inFlight: Promise<T | undefined> | null = null;
    return () => {
      inFlight ??= read(name, load).finally(() => {
        inFlight = null;
      });
      return inFlight;
    };
  }

  new Gauge({
    name: 'marquee_orders',
    help: 'Orders in the database by state (PENDING = at the payment gateway).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const counts = await read('orders', () => app.services.orderList.countByState());
      if (!counts) return;
      for (const state of ORDER_STATES) this.set({ state }, counts.get(state) ?? 0);
    },
  });
  const readMailBacklog = sharedRead('mail_queue', () => app.services.orderList.mailBacklog());
  new Gauge({
    name: 'marquee_mail_queue_depth',
    help: 'Paid or reserved orders whose confirmation mail is not recorded as sent.',
    registers: [registry],
    async collect() {
      this.set((await readMailBacklog())?.depth ?? Number.NaN);
    },
  });
  new Gauge({
    name: 'marquee_mail_queue_oldest_seconds',
    help: 'How long the oldest unsent confirmation mail has waited since payment (0 when none).',
    registers: [registry],
    async collect() {
      this.set((await readMailBacklog())?.oldestSeconds ?? Number.NaN);
    },
  });

  const poolStats = app.database.poolStats?.bind(app.database);
  if (poolStats) {
    new Gauge({
      name: 'marquee_db_pool_connections',
      help: 'PostgreSQL pool: connections by state (total open, idle) and the pool size (max).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'max' }, stats.max);
      },
    });
    new Gauge({
      name: 'marquee_db_pool_waiting',
      help: 'PostgreSQL pool: queries queued for a free connection.',
      registers: [registry],
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }

  // One child per label set, looked up by a string key: cheaper per request than prom-client hashing the
  // label object, and the key space is as bounded as the labels (routes × methods × 5 classes).
  const durationChildren = new Map<string, ReturnType<typeof httpDuration.labels>>();
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    const status = reply.statusCode;
    const cls = statusClass(status);
    const key = `${request.method} ${cls} ${route}`;
    let child = durationChildren.get(key);
    if (!child) {
      child = httpDuration.labels({ method: request.method, route, status_class: cls });
      durationChildren.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    const hold = HOLD_ROUTES.get(route);
    if (hold) holdAttempts.inc({ kind: hold, result: holdResult(status) });
    done();
  });

  const token = app.config.METRICS_TOKEN;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (token) {
      const presented = request.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() ?? '';
      if (!tokenMatches(presented, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError('UNAUTHORIZED', 'A valid metrics token is required.');
      }
    }
    if (!defaultsStarted) {
      defaultsStarted = true;
      collectDefaultMetrics({ register: registry });
    }
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
});
