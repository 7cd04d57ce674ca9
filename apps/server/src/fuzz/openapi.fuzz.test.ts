import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../db/seed';
import { seedUuid } from '../db/seed/ids';
import { signIn, signUp } from '../modules/accounts/testing';
import { buildTestApp, type TestApp } from '../testing/app';
import {
  type FuzzRequest,
  type FuzzWorld,
  ID_TABLES,
  type OpenApiDocument,
  operationsOf,
  PARAM_TABLES,
  requestArbitrary,
} from './openapi-requests';

/**
 * Issue 16: a bounded property-based fuzzer over the OpenAPI document. Property: no request answers 5xx.
 * Every operation gets FUZZ_RUNS generated requests (path parameters that are real ids, wrong ids and
 * hostile strings; query and body values from the schema with wrong types, huge and unicode strings, NUL
 * and lone surrogates mixed in; malformed JSON; anonymous, organizer, stranger and forged identities)
 * against an app on the demo data. fast-check shrinks a failing request; the seed is printed so a run
 * reproduces: FUZZ_SEED=<seed> [FUZZ_ONLY='POST /api/event'] npx vitest run src/fuzz/openapi.fuzz.test.ts
 * (FUZZ_LOG=1 also prints each 5xx's server error; FUZZ_RUNS sets the runs per operation).
 */
/**
 * CI fuzzes with one fixed seed, so a landing is never refused for a defect an unrelated change did not
 * touch; every local run draws a new seed and so explores further (a 5xx it finds is fixed, with a test,
 * and its seed may become CI's). 1393248856 is the seed that found the event copy past MAXIMUM_DATE.
 */
const CI_SEED = 1393248856;
const SEED = Number(
  process.env.FUZZ_SEED ?? (process.env.CI ? CI_SEED : Math.floor(Math.random() * 2 ** 31)),
);
const RUNS = Number(process.env.FUZZ_RUNS ?? 70);
/** FUZZ_ONLY: one operation ('POST /api/event'), or /a regular expression/ over 'METHOD path'. */
const ONLY = process.env.FUZZ_ONLY;
const only = (key: string) =>
  !ONLY ||
  (ONLY.length > 2 && ONLY.startsWith('/') && ONLY.endsWith('/')
    ? new RegExp(ONLY.slice(1, -1)).test(key)
    : key === ONLY);
/** A stuck operation must not eat the run's budget (≤ 90 s per database on the 2-core CI machine). */
const OPERATION_TIME_LIMIT_MS = 8_000;

let t: TestApp;
const world: FuzzWorld = { doc: { paths: {} }, ids: {}, identities: {}, profilePairs: [] };
const { ids, identities } = world;
let requests = 0;
let serverErrors = 0;
/** Answers by status class (how deep the run got: 2xx went past validation and authorization). */
const byClass: Record<string, number> = {};
/** FUZZ_STATS=1: per operation, the answers' statuses and codes (to see which ones never get deep). */
const byOperation = new Map<string, Map<string, number>>();
let currentOperation = '';

async function harvestIds(): Promise<void> {
  const tables = Object.values(PARAM_TABLES)
    .flat()
    .concat(ID_TABLES.flatMap(([, list]) => list));
  const withId = await t.app.db.execute(
    sql`select table_name::text as name from information_schema.columns where column_name = 'id' and table_schema = 'public'`,
  );
  const hasId = new Set((withId as unknown as { rows: Array<{ name: string }> }).rows.map((row) => row.name));
  for (const table of new Set(tables)) {
    if (!hasId.has(table)) continue;
    // Names come from the two constant maps above, never from input.
    const result = await t.app.db.execute(
      sql.raw(`select id::text as id from "${table}" order by id limit 12`),
    );
    const rows = (result as unknown as { rows: Array<{ id: string }> }).rows ?? [];
    ids[table] = rows.map((row) => row.id);
  }
  const profiles = await t.app.db.execute(
    sql`select lower(type) as type, id::text as id from profiles order by (id = ${seedUuid('profile', 'marquee-live')}) desc, id limit 12`,
  );
  world.profilePairs = (profiles as unknown as { rows: Array<{ type: string; id: string }> }).rows.map(
    (r) => [r.type, r.id],
  );
  // The organizer's own events, so organizer writes get past "not yours".
  const own = await t.app.db.execute(
    sql`select id::text as id from events where author_profile_id = ${seedUuid('profile', 'marquee-live')} order by id limit 12`,
  );
  ids.events = [
    ...(own as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id),
    ...(ids.events ?? []),
  ];
}

async function prepare(): Promise<void> {
  t = await buildTestApp({
    // FUZZ_LOG=1 logs each 5xx's error (the cause) to the console.
    env: { HOARDING_LIMITS: 'off', ...(process.env.FUZZ_LOG ? { LOG_LEVEL: 'error' } : {}) },
    seed: async (database) => void (await seedDemoData(database.db)),
  });
  world.doc = t.app.swagger() as unknown as OpenApiDocument;
  // Live baskets, so basket calls reach their rules.
  for (let i = 0; i < 2; i++)
    await t.app.inject({ method: 'GET', url: '/api/ticketing/basket/createBasket' });
  await harvestIds();
  const organizer = await signIn(t.app, 'demo@marquee.test', 'demo1234');
  const stranger = await signUp(t.app, { profileName: 'Fuzz Stranger' });
  identities.anonymous = {};
  identities.organizer = {
    authorization: `Bearer ${organizer}`,
    profileid: seedUuid('profile', 'marquee-live'),
    profiletype: 'PromoterProfile',
  };
  identities.fan = { authorization: `Bearer ${organizer}` };
  identities.stranger = {
    authorization: `Bearer ${stranger.AccessToken.Access_token}`,
    profileid: seedUuid('profile', 'marquee-live'),
    profiletype: 'PromoterProfile',
  };
  identities.forged = {
    authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.',
    profileid: '%00',
    profiletype: 'Nope',
  };
}

async function send(request: FuzzRequest) {
  requests += 1;
  const res = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    payload: request.payload,
    remoteAddress: request.remoteAddress,
  });
  if (res.statusCode >= 500) serverErrors += 1;
  const statusClass = `${String(res.statusCode)[0]}xx`;
  byClass[statusClass] = (byClass[statusClass] ?? 0) + 1;
  if (process.env.FUZZ_STATS) {
    const code = res.statusCode >= 400 ? ` ${String((res.json() as { Code?: string }).Code)}` : '';
    const counts = byOperation.get(currentOperation) ?? new Map<string, number>();
    counts.set(`${res.statusCode}${code}`, (counts.get(`${res.statusCode}${code}`) ?? 0) + 1);
    byOperation.set(currentOperation, counts);
  }
  return res;
}

const describeRequest = (r: FuzzRequest) =>
  `${r.method} ${r.url.slice(0, 300)} as ${r.headers.authorization ? 'signed-in' : 'anonymous'} ` +
  `body=${(r.payload ?? '').slice(0, 400)}`;

/**
 * CI fuzzes once, in its PostgreSQL stage: the property is about how the API treats hostile input, which the
 * database engine does not change, and a second pass on PGlite cost ~90 s of the 30-minute CI budget. Local
 * `npm test` (no CI) still fuzzes on PGlite.
 */
const FUZZ_HERE = !(process.env.CI && !process.env.DATABASE_URL);

describe.runIf(FUZZ_HERE)('OpenAPI fuzzer: no request answers 5xx', () => {
  beforeAll(prepare, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('holds for every operation', { timeout: 600_000 }, async () => {
    const all = operationsOf(world.doc);
    expect(all.length).toBeGreaterThan(150);
    const started = Date.now();
    const failures: string[] = [];
    for (const [index, operation] of all.entries()) {
      if (!only(operation.key)) continue;
      currentOperation = operation.key;
      const details = await fc.check(
        fc.asyncProperty(requestArbitrary(world, operation), async (request) => {
          const res = await send(request);
          if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
        }),
        {
          seed: SEED + index,
          numRuns: RUNS,
          interruptAfterTimeLimit: OPERATION_TIME_LIMIT_MS,
          // Shrinking a server error is worth a few requests, not the whole budget.
          endOnFailure: false,
          skipAllAfterTimeLimit: OPERATION_TIME_LIMIT_MS,
        },
      );
      if (details.failed && details.counterexample) {
        const [request] = details.counterexample;
        failures.push(
          `${operation.key} (seed ${SEED + index}): ${describeRequest(request)}\n    → ${String(details.errorInstance ?? '').slice(0, 300)}`,
        );
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    for (const [key, counts] of byOperation) {
      const list = [...counts].sort((a, b) => b[1] - a[1]).map(([status, n]) => `${status}×${n}`);
      console.log(`  ${key}: ${list.join(', ')}`);
    }
    console.log(
      `openapi fuzz: seed ${SEED}, ${RUNS} runs × ${all.length} operations, ${requests} requests, ` +
        `${serverErrors} answered 5xx, ${failures.length} operations failing, ${seconds} s ` +
        `(${Object.entries(byClass)
          .sort()
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')})` +
        (failures.length > 0
          ? `\n  reproduce: FUZZ_SEED=${SEED} FUZZ_ONLY='<operation>' npx vitest run src/fuzz/openapi.fuzz.test.ts\n  ${failures.join('\n  ')}`
          : ''),
    );
    expect(failures).toEqual([]);
  });
});
