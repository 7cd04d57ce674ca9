import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const LIVE_PATH = '/api/health/live';
export const READY_PATH = '/api/health/ready';

/** The readiness probe's database check gives up after this: a balancer's check must not hang. */
const DB_CHECK_TIMEOUT_MS = 1000;

export type NotReadyReason = 'migrating' | 'draining' | 'database';
export type Readiness = { Ready: true } | { Ready: false; Reason: NotReadyReason };

/** What main.ts and tests use to steer readiness (app.health). */
export interface Health {
  /** From now on readiness answers `{"Ready":false,"Reason":"draining"}`; the app keeps serving. */
  beginDrain(): void;
  readonly draining: boolean;
  readiness(): Promise<Readiness>;
}

declare module 'fastify' {
  interface FastifyInstance {
    health: Health;
  }
}

const LiveSchema = z.object({ Live: z.literal(true) });
const ReadySchema = z.object({
  Ready: z.boolean(),
  Reason: z.enum(['migrating', 'draining', 'database']).optional(),
});

function withTimeout(promise: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Liveness and readiness for a load balancer. Both always answer 200: "not ready" is a body, never a
 * 5xx, so a balancer's check (HAProxy `http-check expect string "Ready":true`) takes the node out without
 * anything logging it as a server error. Readiness is false while draining for shutdown (main.ts on
 * SIGTERM) or when the database does not answer `select 1` within 1 s. Concurrent probes (several
 * balancers) share one database check.
 */
export const healthPlugin = fp(async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  let draining = false;
  let inFlight: Promise<Readiness> | null = null;
  let lastReason: NotReadyReason | null = null;

  async function checkDatabase(): Promise<Readiness> {
    try {
      // Read at call time: tests swap the database's execute to simulate an outage.
      await withTimeout(app.database.execute('select 1'), DB_CHECK_TIMEOUT_MS);
      return { Ready: true };
    } catch (error) {
      if (lastReason !== 'database') app.log.warn({ err: error }, 'readiness: database check failed');
      return { Ready: false, Reason: 'database' };
    }
  }

  const health: Health = {
    beginDrain() {
      if (!draining) app.log.info('draining: readiness now answers not ready');
      draining = true;
    },
    get draining() {
      return draining;
    },
    async readiness() {
      if (draining) return { Ready: false, Reason: 'draining' };
      inFlight ??= checkDatabase().finally(() => {
        inFlight = null;
      });
      const result = await inFlight;
      const reason = result.Ready ? null : result.Reason;
      if (reason !== lastReason && reason === null) app.log.info('readiness: ready again');
      lastReason = reason;
      return result;
    },
  };
  app.decorate('health', health);

  // While draining, every answer asks its client to reconnect, so keep-alive clients move to another node
  // before this one stops.
  app.addHook('onRequest', (_request, reply, done) => {
    if (draining) reply.header('connection', 'close');
    done();
  });

  const noStore = { 'cache-control': 'no-store' };
  app.get(
    LIVE_PATH,
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 while the process runs',
        response: { 200: LiveSchema },
      },
    },
    async (_request, reply) => reply.headers(noStore).send({ Live: true as const }),
  );
  app.get(
    READY_PATH,
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness for a load balancer: always 200; {"Ready":true}, or {"Ready":false,"Reason"} while migrating, draining or without a database',
        response: { 200: ReadySchema },
      },
    },
    async (_request, reply) => reply.headers(noStore).send(await health.readiness()),
  );
});

export interface MigrationResponder {
  /** The port it listens on (the one asked for, or the one picked for port 0). */
  port: number;
  /** Stops listening and drops open connections, so the app can take the port. */
  close(): Promise<void>;
}

/**
 * A bare node:http server for the port while the database migrates (main.ts, before the app exists):
 * liveness 200, readiness 200 `{"Ready":false,"Reason":"migrating"}`, anything else 503 with Retry-After.
 * A balancer sends no traffic to a node that is not ready; the 503 is for whoever comes directly.
 */
export async function startMigrationResponder(options: {
  port: number;
  host: string;
}): Promise<MigrationResponder> {
  const server = http.createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?', 1)[0];
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      const text = JSON.stringify(body);
      response.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(text),
        'cache-control': 'no-store',
        ...headers,
      });
      response.end(request.method === 'HEAD' ? undefined : text);
    };
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && pathname === LIVE_PATH) return send(200, { Live: true });
    if (isRead && pathname === READY_PATH) return send(200, { Ready: false, Reason: 'migrating' });
    send(
      503,
      {
        Code: 'SERVICE_UNAVAILABLE',
        Message: 'Marquee is starting (database migration); try again shortly.',
      },
      { 'retry-after': '5' },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // A balancer's keep-alive probe connection would otherwise hold the port until it idles out.
        server.closeAllConnections();
      }),
  };
}
