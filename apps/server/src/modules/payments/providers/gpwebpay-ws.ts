import { createHash, randomBytes } from 'node:crypto';
import type { GatewayOutcome } from '../gateways/gateway';
import { signDigest, verifyDigest } from './gpwebpay';

/**
 * GP webpay's SOAP web service (issue 23 follow-up): `getPaymentStatus` re-reads a payment whose return was
 * lost, `processRefund` returns money. Document/literal SOAP 1.1 at `/pay-ws/v1/PaymentService` of the
 * gateway's host; the operation element is in the `proc/v1` namespace, its fields in `proc/v1/type`. Every
 * request is signed like the HTTP API (RSA-SHA1 over the field values joined by '|' in the schema's element
 * order, base64, the merchant's key); every answer and every service fault is signed by GP and must verify
 * with GP's public key and carry our own messageId (an answer to another request, replayed, is refused).
 * The element names and order follow GP's WSDL (`cws_v1.wsdl`, as published with open-source clients); the
 * `state` numbers and return codes are not checked against GP's own documentation (docs/decisions.md).
 */
export const GP_WS_PATH = '/pay-ws/v1/PaymentService';
export const GP_WS_TEST_URL = `https://test.3dsecure.gpwebpay.com${GP_WS_PATH}`;
export const GP_WS_LIVE_URL = `https://3dsecure.gpwebpay.com${GP_WS_PATH}`;
export const GP_WS_NS = 'http://gpe.cz/pay/pay-ws/proc/v1';
export const GP_WS_TYPE_NS = 'http://gpe.cz/pay/pay-ws/proc/v1/type';

/** The operations we call: their wrapper elements (request inside the operation, answer inside …Response). */
export const GP_WS_OPERATIONS = {
  getPaymentStatus: { request: 'paymentStatusRequest', response: 'paymentStatusResponse' },
  processRefund: { request: 'refundRequest', response: 'refundRequestResponse' },
} as const;
export type GpWsOperation = keyof typeof GP_WS_OPERATIONS;

/** What an answer's signature covers, in order (absent optional elements left out). */
export const GP_WS_ANSWER_FIELDS = ['messageId', 'state', 'status', 'subStatus'] as const;
export const GP_WS_FAULT_FIELDS = ['messageId', 'primaryReturnCode', 'secondaryReturnCode'] as const;

/** Return codes (shared with the HTTP API's PRCODE): the payment is unknown to GP / over the deposited sum. */
export const GP_NOT_FOUND = 15;
export const GP_WRONG_DIGEST = 31;

/**
 * GP's order states (`state`): which settle our order. 1–3 requested/pending/created: the payer is not
 * done; 4 approved, 7–8 deposited: paid; 5 approval reversed, 6 unapproved (declined or cancelled), 10
 * deleted: failed; 11–12 credited (refunded at GP) and anything else: left for a person (not settled here).
 */
export function outcomeOfState(state: number | null): GatewayOutcome | null {
  if (state === 4 || state === 7 || state === 8) return 'PAID';
  if (state === 5 || state === 6 || state === 10) return 'FAILED';
  return null;
}

/** A fresh messageId, or one derived from an idempotency key (a retried refund carries the same id). */
export const messageIdOf = (seed?: string) =>
  seed ? createHash('sha256').update(seed).digest('hex') : randomBytes(16).toString('hex');

const escapeXml = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeXml = (v: string) =>
  v
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The '|'-joined text a signature covers. */
export const signedText = (values: readonly (string | undefined)[]) =>
  values.filter((v): v is string => v !== undefined && v !== '').join('|');

/** A SOAP envelope: `<ns:op><ns:wrapper><t:field>…</t:field>…</ns:wrapper></ns:op>`. */
export function envelope(operation: string, wrapper: string, fields: readonly [string, string][]) {
  const inner = fields.map(([k, v]) => `<t:${k}>${escapeXml(v)}</t:${k}>`).join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" ` +
    `xmlns:ns="${GP_WS_NS}" xmlns:t="${GP_WS_TYPE_NS}"><soapenv:Body><ns:${operation}><ns:${wrapper}>${inner}` +
    `</ns:${wrapper}></ns:${operation}></soapenv:Body></soapenv:Envelope>`
  );
}

/** A SOAP fault whose detail is GP's signed `serviceException`. */
export function faultEnvelope(text: string, fields: readonly [string, string][]) {
  const inner = fields.map(([k, v]) => `<t:${k}>${escapeXml(v)}</t:${k}>`).join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/">` +
    `<soapenv:Body><soapenv:Fault><faultcode>soapenv:Server</faultcode><faultstring>${escapeXml(text)}</faultstring>` +
    `<detail><ns:serviceException xmlns:ns="${GP_WS_NS}" xmlns:t="${GP_WS_TYPE_NS}">${inner}</ns:serviceException>` +
    `</detail></soapenv:Fault></soapenv:Body></soapenv:Envelope>`
  );
}

/** The leaf elements of a (flat) SOAP message by local name, and the name of the Body's first element. */
export function parseEnvelope(xml: string): { operation: string | null; values: Record<string, string> } {
  const body = /<(?:[\w.-]+:)?Body\b[^>]*>([\s\S]*)<\/(?:[\w.-]+:)?Body>/.exec(xml)?.[1] ?? '';
  const operation = /<(?:[\w.-]+:)?([A-Za-z]\w*)\b[^>]*>/.exec(body)?.[1] ?? null;
  const values: Record<string, string> = {};
  for (const m of body.matchAll(/<(?:[\w.-]+:)?(\w+)\b[^>/]*>([^<]*)<\/(?:[\w.-]+:)?\1>/g))
    if (m[1] && values[m[1]] === undefined) values[m[1]] = unescapeXml((m[2] ?? '').trim());
  return { operation, values };
}

export interface GpWsMerchant {
  url: string;
  /** GP's 4-digit provider (acquirer) code of the merchant. */
  provider: string;
  merchantNumber: string;
  privateKeyPem: string;
  passphrase?: string | null;
  gpPublicKeyPem: string;
  timeoutMs: number;
}

export type GpWsAnswer =
  | { ok: true; messageId: string; state: number | null; status: string | null; subStatus: string | null }
  | { ok: false; messageId: string; primaryReturnCode: number; secondaryReturnCode: number; text: string };

/** An answer that is not GP's (bad signature, another request's messageId): never acted on. */
export class GpWsSignatureError extends Error {}

/**
 * One signed call. Answers GP's signed answer or signed fault; throws GpWsSignatureError for an answer that
 * does not verify, and the network's error (timeout, refused, not SOAP) otherwise.
 */
export async function callGpWs(
  merchant: GpWsMerchant,
  operation: GpWsOperation,
  paymentNumber: string,
  options: { amountMinor?: number; messageId?: string } = {},
): Promise<GpWsAnswer> {
  const messageId = options.messageId ?? messageIdOf();
  const fields: [string, string][] = [
    ['messageId', messageId],
    ['provider', merchant.provider],
    ['merchantNumber', merchant.merchantNumber],
    ['paymentNumber', paymentNumber],
  ];
  if (options.amountMinor !== undefined) fields.push(['amount', String(options.amountMinor)]);
  const signature = signDigest(
    signedText(fields.map(([, v]) => v)),
    merchant.privateKeyPem,
    merchant.passphrase,
  );
  const names = GP_WS_OPERATIONS[operation];
  const res = await fetch(merchant.url, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' },
    body: envelope(operation, names.request, [...fields, ['signature', signature]]),
    signal: AbortSignal.timeout(merchant.timeoutMs),
  });
  const xml = await res.text();
  const { operation: answered, values } = parseEnvelope(xml);
  const fault = answered === 'Fault';
  if (!fault && answered !== `${operation}Response`)
    throw new Error(`GP webpay web service answered HTTP ${res.status} without a SOAP answer`);
  const covered = fault ? GP_WS_FAULT_FIELDS : GP_WS_ANSWER_FIELDS;
  const verified =
    values.messageId === messageId &&
    verifyDigest(signedText(covered.map((f) => values[f])), values.signature, merchant.gpPublicKeyPem);
  if (!verified) throw new GpWsSignatureError('GP webpay web service answer does not verify');
  if (fault)
    return {
      ok: false,
      messageId,
      primaryReturnCode: Number(values.primaryReturnCode),
      secondaryReturnCode: Number(values.secondaryReturnCode),
      text: values.faultstring ?? '',
    };
  // The WSDL makes `state` required, but a published sample answer carries only `status`: no state, no
  // outcome (the payment is left as it is and read again later).
  const state = values.state !== undefined && /^\d+$/.test(values.state) ? Number(values.state) : null;
  return { ok: true, messageId, state, status: values.status ?? null, subStatus: values.subStatus ?? null };
}
