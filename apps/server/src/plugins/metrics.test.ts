import { PAYMENT_FLOWS } from '@marquee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema/orders';
import {
  addSeat,
  addStanding,
  buildSaleFixture,
  createBasket,
  type SaleFixture,
} from '../modules/ticketing/testing';
import { buildTestApp, type TestApp } from '../testing/app';
import { tokenMatches } from './metrics';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line (`name{labels} value`) in a Prometheus text scrape. */
function sample(scrape: string, series: string): number | undefined {
  const line = scrape.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics (open: METRICS_TOKEN unset)', () => {
  let t: TestApp;
  let f: SaleFixture;
  beforeAll(async () => {
    t = await buildTestApp();
    f = await buildSaleFixture(t.app.db, { standingCapacity: 2, maxPerPurchase: 4 });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('counts holds by kind and result, and labels latency by route pattern, never the raw URL', async () => {
    const seatId = f.seating.seatIds[0] as string;
    const first = await createBasket(t);
    const second = await createBasket(t);
    expect((await addSeat(t, f.eventId, first, seatId)).statusCode).toBe(200);
    expect((await addSeat(t, f.eventId, second, seatId)).statusCode).toBe(410);
    expect((await addStanding(t, f.eventId, second, f.standing.id, 3)).statusCode).toBe(410);
    expect((await addStanding(t, f.eventId, second, f.standing.id, 2)).statusCode).toBe(200);

    const body = await scrape();
    expect(sample(body, 'marquee_hold_attempts_total{kind="seat",result="ok"}')).toBe(1);
    expect(sample(body, 'marquee_hold_attempts_total{kind="seat",result="gone"}')).toBe(1);
    expect(sample(body, 'marquee_hold_attempts_total{kind="seat",result="error"}')).toBe(0);
    expect(sample(body, 'marquee_hold_attempts_total{kind="standing",result="gone"}')).toBe(1);
    expect(sample(body, 'marquee_hold_attempts_total{kind="standing",result="ok"}')).toBe(1);

    const seatRoute = '/api/ticketing/:eventId/basket/:guid/seat/:seatId';
    expect(
      sample(
        body,
        `marquee_http_request_duration_seconds_count{method="POST",route="${seatRoute}",status_class="2xx"}`,
      ),
    ).toBe(1);
    expect(
      sample(
        body,
        `marquee_http_request_duration_seconds_count{method="POST",route="${seatRoute}",status_class="4xx"}`,
      ),
    ).toBe(1);
    expect(
      sample(
        body,
        'marquee_http_request_duration_seconds_count{method="GET",route="/api/ticketing/basket/createBasket",status_class="2xx"}',
      ),
    ).toBe(2);
    expect(body).not.toContain(first);
    expect(body).not.toContain(seatId);
  });

  it('labels unmatched paths as one route, so scanners cannot grow the label set', async () => {
    await t.app.inject({ method: 'GET', url: '/api/no/such/path/123' });
    await t.app.inject({ method: 'GET', url: '/api/no/such/path/456' });
    const body = await scrape();
    expect(
      sample(
        body,
        'marquee_http_request_duration_seconds_count{method="GET",route="(unmatched)",status_class="4xx"}',
      ),
    ).toBeGreaterThanOrEqual(2);
    expect(body).not.toContain('/api/no/such/path');
  });

  it('reads orders by state and the confirmation-mail backlog at scrape time', async () => {
    const basketId = await createBasket(t);
    const paidAt = new Date(Date.now() - 90_000);
    const base = {
      basketId,
      eventId: f.eventId,
      email: 'buyer@example.com',
      language: 'en',
      buyerInfo: {} as never,
      gdpr: {} as never,
      flow: PAYMENT_FLOWS[0],
      currency: 'EUR',
      priceMinor: 1000,
      totalMinor: 1000,
    };
    await t.app.db.insert(orders).values([
      { ...base, state: 'PAID', paidAt },
      { ...base, state: 'PAID', paidAt: new Date(), mailSentAt: new Date() },
      { ...base, state: 'RESERVED' },
      { ...base, state: 'FAILED' },
    ]);
    const body = await scrape();
    expect(sample(body, 'marquee_orders{state="PAID"}')).toBe(2);
    expect(sample(body, 'marquee_orders{state="RESERVED"}')).toBe(1);
    expect(sample(body, 'marquee_orders{state="FAILED"}')).toBe(1);
    expect(sample(body, 'marquee_orders{state="REFUNDED"}')).toBe(0);
    expect(sample(body, 'marquee_mail_queue_depth')).toBe(2);
    expect(sample(body, 'marquee_mail_queue_oldest_seconds')).toBeGreaterThanOrEqual(89);
  });

  it("includes Node's process metrics (event-loop lag, heap) from a registry of the app's own", async () => {
    const body = await scrape();
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'process_cpu_seconds_total',
    ])
      expect(body).toContain(`# TYPE ${name} `);
  });

  it.skipIf(!process.env.DATABASE_URL)('reports the PostgreSQL pool', async () => {
    const body = await scrape();
    expect(sample(body, 'marquee_db_pool_connections{state="max"}')).toBeGreaterThan(0);
    expect(sample(body, 'marquee_db_pool_waiting')).toBe(0);
  });

  it('is left out of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).not.toContain('/api/metrics');
    expect(Object.keys(doc.paths)).toContain('/api/health/ready');
  });
});

describe('GET /api/metrics with METRICS_TOKEN set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('answers 401 in the error shape without the token or with a wrong one, 200 with it', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toMatchObject({ Code: 'UNAUTHORIZED' });
    expect(bare.headers['www-authenticate']).toContain('Bearer');
    expect(bare.body).not.toContain('marquee_');

    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);

    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('marquee_http_request_duration_seconds');
  });

  it('compares tokens by digest, so any length is handled', () => {
    expect(tokenMatches(TOKEN, TOKEN)).toBe(true);
    expect(tokenMatches('', TOKEN)).toBe(false);
    expect(tokenMatches(`${TOKEN}${TOKEN}`, TOKEN)).toBe(false);
  });
});
