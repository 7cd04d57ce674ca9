import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Stripe's API (issue 23), implementing the documented REST shapes the adapter uses:
 * form-encoded POSTs with bracketed keys, Bearer auth, `Idempotency-Key` (same key → the same answer),
 * Checkout Sessions (create, retrieve, expire), Refunds; errors as `{ error: { type, message } }`. Its
 * hosted page "pays" like Checkout: a declined test card keeps the session open; a good one completes it,
 * sends `checkout.session.completed` signed the Stripe way (`t=…,v1=HMAC-SHA256(secret, t.payload)`) to the
 * registered endpoints, then redirects to success_url. `dropWebhooks` loses them (a lost callback).
 */
export const DECLINED_CARD = '4000000000000002';

interface Session {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  application_fee_amount: number | null;
  transfer_destination: string | null;
  apiKey: string;
}

/** `a[b][0][c]=1` → nested objects (arrays as index-keyed objects, enough for our reads). */
function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        node[part] = node[part] ?? {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

const get = (o: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>(
    (n, k) => (n && typeof n === 'object' ? (n as Record<string, unknown>)[k] : undefined),
    o,
  );

export function signStripePayload(payload: string, secret: string, at = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${at}.${payload}`).digest('hex');
  return `t=${at},v1=${v1}`;
}

export async function startStripeFake(port = 0) {
  const sessions = new Map<string, Session>();
  const refunds = new Map<string, number>();
  const idempotent = new Map<string, { status: number; body: string }>();
  const endpoints: { apiKey: string; url: string; secret: string }[] = [];
  const sent: { url: string; body: string; signature: string }[] = [];
  const options = { dropWebhooks: false, hangMs: 0 };
  const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

  async function sendEvent(session: Session, type: string, overrides: Partial<Session> = {}) {
    const event = {
      id: id('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: publicSession({ ...session, ...overrides }) },
    };
    const body = JSON.stringify(event);
    for (const e of endpoints.filter((x) => x.apiKey === session.apiKey)) {
      const signature = signStripePayload(body, e.secret);
      sent.push({ url: e.url, body, signature });
      // No url: the test delivers it (an app under inject() does not listen); dropWebhooks: lost.
      if (options.dropWebhooks || !e.url) continue;
      await fetch(e.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      }).catch(() => undefined);
    }
    return event;
  }

  const publicSession = ({
    apiKey: _k,
    application_fee_amount: _a,
    transfer_destination: _t,
    ...s
  }: Session) => s;
  const error = (status: number, message: string) => ({
    status,
    body: JSON.stringify({ error: { type: 'invalid_request_error', message } }),
  });

  function api(method: string, path: string, form: Record<string, unknown>, apiKey: string) {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const s: Session = {
        id: id('cs'),
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(get(form, 'line_items', '0', 'price_data', 'unit_amount')),
        currency: String(get(form, 'line_items', '0', 'price_data', 'currency')),
        client_reference_id: (form.client_reference_id as string) ?? null,
        metadata: (form.metadata as Record<string, string>) ?? {},
        payment_intent: null,
        success_url: String(form.success_url),
        cancel_url: String(form.cancel_url),
        url: '',
        application_fee_amount:
          get(form, 'payment_intent_data', 'application_fee_amount') === undefined
            ? null
            : Number(get(form, 'payment_intent_data', 'application_fee_amount')),
        transfer_destination:
          (get(form, 'payment_intent_data', 'transfer_data', 'destination') as string) ?? null,
        apiKey,
      };
      s.url = `${base}/pay/${s.id}`;
      sessions.set(s.id, s);
      return { status: 200, body: JSON.stringify(publicSession(s)) };
    }
    const one = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/.exec(path);
    if (one) {
      const s = sessions.get(one[1] as string);
      if (!s || s.apiKey !== apiKey) return error(404, 'No such checkout.session');
      if (one[2] && method === 'POST') {
        if (s.status !== 'open') return error(400, 'Only open sessions can be expired.');
        s.status = 'expired';
      }
      return { status: 200, body: JSON.stringify(publicSession(s)) };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = String(form.payment_intent ?? '');
      const s = [...sessions.values()].find((x) => x.payment_intent === intent && x.apiKey === apiKey);
      if (!s) return error(404, 'No such payment_intent');
      const amount = form.amount === undefined ? s.amount_total : Number(form.amount);
      const left = s.amount_total - (refunds.get(intent) ?? 0);
      if (!Number.isInteger(amount) || amount <= 0 || amount > left)
        return error(400, `Refund amount (${amount}) is greater than unrefunded amount (${left}).`);
      refunds.set(intent, (refunds.get(intent) ?? 0) + amount);
      const refund = { id: id('re'), object: 'refund', amount, payment_intent: intent, status: 'succeeded' };
      return { status: 200, body: JSON.stringify(refund) };
    }
    return error(404, `Unrecognized request URL (${method}: ${path})`);
  }

  function page(s: Session, message = '') {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe fake checkout</title></head>
<body><main><h1>Pay ${(s.amount_total / 100).toFixed(2)} ${s.currency.toUpperCase()}</h1>
${message ? `<p role="alert">${message}</p>` : ''}
<form method="post" action="/pay/${s.id}"><label>Card number <input name="card" value="4242 4242 4242 4242"></label>
<button name="action" value="pay">Pay</button> <button name="action" value="cancel">Back</button></form></main></body></html>`;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://fake');
      const send = (status: number, text: string, type = 'application/json', headers = {}) => {
        res.writeHead(status, { 'content-type': type, ...headers });
        res.end(text);
      };
      if (url.pathname === '/_fake/endpoints' && req.method === 'POST') {
        endpoints.push(JSON.parse(body));
        return send(204, '');
      }
      const pay = /^\/pay\/([\w]+)$/.exec(url.pathname);
      if (pay) {
        const s = sessions.get(pay[1] as string);
        if (!s) return send(404, 'no such session', 'text/plain');
        if (req.method === 'GET' || s.status !== 'open') return send(200, page(s), 'text/html');
        const form = Object.fromEntries(new URLSearchParams(body));
        if (form.action === 'cancel') return send(303, '', 'text/plain', { location: s.cancel_url });
        if (String(form.card).replace(/\s/g, '') === DECLINED_CARD)
          return send(402, page(s, 'Your card was declined.'), 'text/html');
        s.status = 'complete';
        s.payment_status = 'paid';
        s.payment_intent = id('pi');
        await sendEvent(s, 'checkout.session.completed');
        return send(303, '', 'text/plain', {
          location: s.success_url.replace('{CHECKOUT_SESSION_ID}', s.id),
        });
      }
      if (options.hangMs) await new Promise((r) => setTimeout(r, options.hangMs));
      const auth = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!auth)
        return send(401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'No API key' } }));
      const key = req.headers['idempotency-key'];
      const memo = typeof key === 'string' ? `${auth}|${key}` : null;
      const answer =
        (memo && req.method === 'POST' && idempotent.get(memo)) ||
        api(req.method ?? 'GET', url.pathname, parseForm(body), auth);
      if (memo && req.method === 'POST') idempotent.set(memo, answer);
      send(answer.status, answer.body, 'application/json', memo ? { 'idempotency-key': key } : {});
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    options,
    sessions,
    refunds,
    sent,
    /** Where the fake sends events for an API key (the credential's webhook endpoint and secret). */
    addEndpoint: (apiKey: string, url: string, secret: string) => endpoints.push({ apiKey, url, secret }),
    sendEvent,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;
