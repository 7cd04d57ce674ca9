import { generateKeyPair, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { signDigest, signResponse, verifyDigest, verifyRequest } from '../providers/gpwebpay';
import {
  envelope,
  faultEnvelope,
  GP_NOT_FOUND,
  GP_WRONG_DIGEST,
  GP_WS_ANSWER_FIELDS,
  GP_WS_FAULT_FIELDS,
  GP_WS_OPERATIONS,
  GP_WS_PATH,
  parseEnvelope,
  signedText,
} from '../providers/gpwebpay-ws';

/**
 * A local stand-in for GP webpay's HTTP API (issue 23): CREATE_ORDER requests (GET redirect or POST) whose
 * DIGEST it checks with the merchant's public key, a card page, and the signed answer (DIGEST, DIGEST1 with
 * the merchant number, GP's own key) sent back to URL: PRCODE/SRCODE 0/0 paid, 50 cancelled by the
 * cardholder, 28/3000 declined (3-D Secure), 14 for a reused ORDERNUMBER, 31 for a bad digest. Its web
 * service (`/pay-ws/v1/PaymentService`, SOAP) answers `getPaymentStatus` and `processRefund` for those
 * payments: the request's signature checked with the merchant's key, the answer or fault signed with GP's
 * (states: 1 requested, 7 deposited, 6 unapproved, 11 credited; faults 15 unknown payment, 18 refund over
 * the deposited sum, 20 not refundable, 31 bad signature). A refund repeated with the same messageId gets
 * the first answer again (money returned once). `ws.forge` signs answers with another key, `ws.replay`
 * answers the previous answer again (tests of refusal).
 */
export const GP_DECLINED_CARD = '4000000000000002';

export function testKeyPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** The same, made in libuv's thread pool: the test's other setup (the database) goes on meanwhile. */
export const newTestKeyPair = () =>
  promisify(generateKeyPair)('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

export async function startGpWebpayFake(port = 0) {
  // GP's own key, and another one that forges answers (ws.forge).
  const [gp, forger] = await Promise.all([newTestKeyPair(), newTestKeyPair()]);
  const merchants = new Map<string, string>();
  const used = new Set<string>();
  const pending = new Map<string, Record<string, string>>();
  /** GP's side of each payment: its state, amount and what was credited back. */
  const payments = new Map<string, { state: number; amount: number; refunded: number }>();
  const refundAnswers = new Map<string, string>();
  const ws = { forge: false, replay: false, last: '', calls: [] as Record<string, string>[] };

  function wsAnswer(operation: string, values: [string, string][]) {
    const key = ws.forge ? forger.privateKey : gp.privateKey;
    const covered = GP_WS_ANSWER_FIELDS.map((f) => values.find(([k]) => k === f)?.[1]);
    const wrapper = GP_WS_OPERATIONS[operation as keyof typeof GP_WS_OPERATIONS].response;
    return envelope(`${operation}Response`, wrapper, [
      ...values,
      ['signature', signDigest(signedText(covered), key)],
    ]);
  }
  function wsFault(messageId: string, primary: number, text: string) {
    const values: [string, string][] = [
      ['messageId', messageId],
      ['primaryReturnCode', String(primary)],
      ['secondaryReturnCode', '0'],
    ];
    const covered = GP_WS_FAULT_FIELDS.map((f) => values.find(([k]) => k === f)?.[1]);
    const key = ws.forge ? forger.privateKey : gp.privateKey;
    return faultEnvelope(text, [...values, ['signature', signDigest(signedText(covered), key)]]);
  }
  /** One web-service call: [HTTP status, SOAP body]. */
  function webService(xml: string): [number, string] {
    const { operation, values: v } = parseEnvelope(xml);
    ws.calls.push({ operation: operation ?? '', ...v });
    const messageId = v.messageId ?? '';
    if (operation !== 'getPaymentStatus' && operation !== 'processRefund')
      return [500, faultEnvelope('Unknown operation', [])];
    const key = merchants.get(v.merchantNumber ?? '');
    if (!key) return [500, wsFault(messageId, 11, 'Unknown merchant')];
    const fields = ['messageId', 'provider', 'merchantNumber', 'paymentNumber'];
    if (operation === 'processRefund') fields.push('amount');
    if (
      !/^\d{4}$/.test(v.provider ?? '') ||
      !verifyDigest(signedText(fields.map((f) => v[f])), v.signature, key)
    )
      return [500, wsFault(messageId, GP_WRONG_DIGEST, 'Wrong signature')];
    const payment = payments.get(`${v.merchantNumber}:${v.paymentNumber}`);
    if (!payment) return [500, wsFault(messageId, GP_NOT_FOUND, 'Object not found')];
    if (operation === 'getPaymentStatus')
      return [
        200,
        wsAnswer(operation, [
          ['messageId', messageId],
          ['state', String(payment.state)],
        ]),
      ];
    const again = refundAnswers.get(messageId);
    if (again) return [200, again];
    const amount = Number(v.amount);
    if (![7, 8, 11].includes(payment.state)) return [500, wsFault(messageId, 20, 'Not in a valid state')];
    if (!Number.isInteger(amount) || amount <= 0 || payment.refunded + amount > payment.amount)
      return [500, wsFault(messageId, 18, 'Credited sum exceeds the deposited amount')];
    payment.refunded += amount;
    payment.state = 11;
    const answer = wsAnswer(operation, [
      ['messageId', messageId],
      ['state', '11'],
    ]);
    refundAnswers.set(messageId, answer);
    return [200, answer];
  }

  function answer(req: Record<string, string>, prcode: number, srcode: number, text: string) {
    const params: Record<string, string> = {
      OPERATION: 'CREATE_ORDER',
      ORDERNUMBER: req.ORDERNUMBER ?? '',
      ...(req.MERORDERNUM ? { MERORDERNUM: req.MERORDERNUM } : {}),
      ...(req.MD ? { MD: req.MD } : {}),
      PRCODE: String(prcode),
      SRCODE: String(srcode),
      RESULTTEXT: text,
    };
    const signed = signResponse(params, req.MERCHANTNUMBER ?? '', gp.privateKey);
    return `${req.URL}?${new URLSearchParams(signed)}`;
  }

  const page = (
    key: string,
    r: Record<string, string>,
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>GP webpay fake</title></head><body><main><h1>GP webpay: ${(Number(r.AMOUNT) / 100).toFixed(2)}</h1>
<form method="post" action="/pgw/pay"><input type="hidden" name="key" value="${key}">
<label>Card number <input name="card" value="4056 0700 0000 0008"></label>
<button name="action" value="pay">Pay</button> <button name="action" value="cancel">Cancel payment</button></form></main></body></html>`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = Object.fromEntries(
        req.method === 'POST'
          ? new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
          : url.searchParams,
      );
      const redirect = (location: string) => {
        res.writeHead(303, { location });
        res.end();
      };
      // For a test in another process (e2e): GP's public key, and a merchant registered as the portal does.
      if (url.pathname === '/_fake/gp-public-key') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        return res.end(gp.publicKey);
      }
      if (url.pathname === '/_fake/merchants' && req.method === 'POST') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string>;
        merchants.set(String(body.MerchantNumber), String(body.PublicKeyPem));
        res.writeHead(204);
        return res.end();
      }
      if (url.pathname === GP_WS_PATH && req.method === 'POST') {
        const [status, body] =
          ws.replay && ws.last ? [200, ws.last] : webService(Buffer.concat(chunks).toString('utf8'));
        ws.last = body;
        res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' });
        return res.end(body);
      }
      if (url.pathname === '/pgw/order.do') {
        const key = merchants.get(form.MERCHANTNUMBER ?? '');
        if (!key || form.OPERATION !== 'CREATE_ORDER' || !form.URL) {
          res.writeHead(400, { 'content-type': 'text/plain' });
          return res.end('unknown merchant or operation');
        }
        if (!verifyRequest(form, key)) return redirect(answer(form, 31, 0, 'Wrong digest'));
        const id = `${form.MERCHANTNUMBER}:${form.ORDERNUMBER}`;
        if (used.has(id)) return redirect(answer(form, 14, 0, 'Duplicate order number'));
        used.add(id);
        pending.set(id, form);
        payments.set(id, { state: 1, amount: Number(form.AMOUNT), refunded: 0 });
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(page(id, form));
      }
      if (url.pathname === '/pgw/pay' && req.method === 'POST') {
        const r = pending.get(form.key ?? '');
        if (!r) {
          res.writeHead(404);
          return res.end();
        }
        pending.delete(form.key ?? '');
        const payment = payments.get(form.key ?? '');
        const declined =
          form.action === 'cancel' || String(form.card).replace(/\s/g, '') === GP_DECLINED_CARD;
        if (payment) payment.state = declined ? 6 : 7;
        if (form.action === 'cancel') return redirect(answer(r, 50, 0, 'Cancelled by cardholder'));
        if (String(form.card).replace(/\s/g, '') === GP_DECLINED_CARD)
          return redirect(answer(r, 28, 3000, 'Declined in 3D'));
        return redirect(answer(r, 0, 0, 'OK'));
      }
      res.writeHead(404);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/pgw/order.do`,
    wsUrl: `http://127.0.0.1:${address.port}${GP_WS_PATH}`,
    /** The web service's switches and the calls it received. */
    ws,
    /** GP's side of a payment (`merchant:ORDERNUMBER`). */
    payment: (key: string) => payments.get(key),
    /** GP's public key (the merchant configures it) and GP's private key (to forge in tests). */
    gpPublicKey: gp.publicKey,
    gpPrivateKey: gp.privateKey,
    /** Registers a merchant and its public key, as GP's merchant portal does. */
    addMerchant: (merchantNumber: string, publicKeyPem: string) =>
      merchants.set(merchantNumber, publicKeyPem),
    answer,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
export type GpWebpayFake = Awaited<ReturnType<typeof startGpWebpayFake>>;
