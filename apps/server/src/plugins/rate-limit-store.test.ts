import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../composition';
import { type Database, type Db, openDatabase } from '../db/client';
import { openTestDatabase, type TestDatabase } from '../db/testing';
import { queryRows } from '../modules/ticketing/sql-rows';
import { postgresRateLimitStore, registerRateLimit } from './rate-limit-store';

/**
 * Two server processes on one database share each per-IP limit. On PostgreSQL the second app has its own
 * connection pool, as a second process would; PGlite is one connection, so there both apps share it (each
 * still has its own plugin instance and store, which is what held the counts before).
 */

let database: TestDatabase;
let other: Database | undefined;
const apps: FastifyInstance[] = [];

/** A bare Fastify app with the shared limiter and three limited routes; the client address is a header. */
async function appOn(db: Db) {
  const app = Fastify();
  app.decorate('db', db);
  // The one part of the app's services the limiter needs: its store, made once per app.
  app.decorate('services', { rateLimitStore: postgresRateLimitStore(db) } as unknown as Services);
  await app.register(async (scope) => {
    await registerRateLimit(scope, {
      keyGenerator: (request) => String(request.headers['x-client'] ?? request.ip),
      continueExceeding: false,
    });
    scope.get('/limited', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => 'ok');
    scope.get('/other', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => 'ok');
    scope.get('/short', { config: { rateLimit: { max: 2, timeWindow: 400 } } }, async () => 'ok');
    scope.get('/free', async () => 'ok');
  });
  await app.ready();
  apps.push(app);
  return app;
}

let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  // A counter whose window ended long ago: the first limited request of a process deletes it.
  await database.execute(
    "insert into rate_limits (key, window_start, window_end, count) values ('GET /gone|z', now() - interval '10 minutes', now() - interval '9 minutes', 7)",
  );
  other = database.databaseUrl
    ? await openDatabase({ databaseUrl: database.databaseUrl, poolSize: 2 })
    : undefined;
  first = await appOn(database.db);
  second = await appOn(other?.db ?? database.db);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await other?.close();
  await database?.dispose();
});

const hit = (app: FastifyInstance, url: string, client: string) =>
  app.inject({ method: 'GET', url, headers: { 'x-client': client } });

describe('rate limits in PostgreSQL shared by several processes', () => {
  it('the second app sees the first app’s count: 3 a minute in total, not 3 each', async () => {
    const statuses = [];
    for (const app of [first, second, first, second, first])
      statuses.push((await hit(app, '/limited', 'a')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await hit(second, '/limited', 'a');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
  });

  it('counts each client and each route on its own; routes without a limit never touch the table; ended windows are deleted', async () => {
    expect((await hit(second, '/limited', 'b')).statusCode).toBe(200);
    expect((await hit(first, '/other', 'a')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await hit(first, '/free', 'a')).statusCode).toBe(200);
    const keys = await queryRows<{ key: string; count: number }>(
      database.db,
      'select key, count from rate_limits order by key' as never,
    );
    expect(keys).toEqual([
      { key: 'GET /limited|a', count: 6 },
      { key: 'GET /limited|b', count: 1 },
      { key: 'GET /other|a', count: 1 },
    ]);
  });

  it('starts a new window once the old one has ended, in whichever app', async () => {
    expect((await hit(first, '/short', 'c')).statusCode).toBe(200);
    expect((await hit(second, '/short', 'c')).statusCode).toBe(200);
    expect((await hit(first, '/short', 'c')).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await hit(second, '/short', 'c')).statusCode).toBe(200);
    expect((await hit(first, '/short', 'c')).statusCode).toBe(200);
    expect((await hit(second, '/short', 'c')).statusCode).toBe(429);
  });

  it('concurrent requests through both apps are counted exactly', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => hit(i % 2 ? first : second, '/other', 'd')),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    const [row] = await queryRows<{ count: number }>(
      database.db,
      "select count from rate_limits where key = 'GET /other|d'" as never,
    );
    expect(row?.count).toBe(10);
  });
});
