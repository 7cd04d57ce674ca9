import { createSign, createVerify } from 'node:crypto';
import type { GatewayOutcome } from '../gateways/gateway';

/**
 * GP webpay's HTTP redirect API (GP webpay "HTTP API" documentation, CREATE_ORDER): the shop sends the payer
 * to the gateway with signed parameters; the gateway sends the payer back to URL with the result, signed by
 * GP. Signatures are RSA with SHA-1 over the values joined by '|' in the documented order, base64.
 */
export const GP_TEST_URL = 'https://test.3dsecure.gpwebpay.com/pgw/order.do';
export const GP_LIVE_URL = 'https://3dsecure.gpwebpay.com/pgw/order.do';

/** ISO 4217 numeric codes of the currencies we sell in. */
export const ISO_NUMERIC: Record<string, string> = {
  EUR: '978',
  CZK: '203',
  HUF: '348',
  PLN: '985',
  USD: '840',
  GBP: '826',
};

/** The request fields in the order the DIGEST covers them (optional ones left out when empty). */
const REQUEST_FIELDS = [
  'MERCHANTNUMBER',
  'OPERATION',
  'ORDERNUMBER',
  'AMOUNT',
  'CURRENCY',
  'DEPOSITFLAG',
  'MERORDERNUM',
  'URL',
  'DESCRIPTION',
  'MD',
] as const;
/** The response fields DIGEST covers; DIGEST1 covers the same plus MERCHANTNUMBER. */
const RESPONSE_FIELDS = [
  'OPERATION',
  'ORDERNUMBER',
  'MERORDERNUM',
  'MD',
  'PRCODE',
  'SRCODE',
  'RESULTTEXT',
  'USERPARAM1',
  'ADDINFO',
] as const;

export const digestText = (params: Record<string, string | undefined>, fields: readonly string[]) =>
  fields
    .map((f) => params[f])
    .filter((v): v is string => v !== undefined && v !== '')
    .join('|');

export function signDigest(text: string, privateKeyPem: string, passphrase?: string | null): string {
  const signer = createSign('RSA-SHA1');
  signer.update(text, 'utf8');
  return signer.sign(passphrase ? { key: privateKeyPem, passphrase } : privateKeyPem, 'base64');
}

export function verifyDigest(text: string, signature: unknown, publicKeyPem: string): boolean {
  if (typeof signature !== 'string' || signature.length === 0) return false;
  try {
    const verifier = createVerify('RSA-SHA1');
    verifier.update(text, 'utf8');
    return verifier.verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}

export interface GpOrderInput {
  merchantNumber: string;
  orderNumber: number;
  amountMinor: number;
  currency: string;
  /** Our order's variable symbol (numeric), shown in GP's portal. */
  merOrderNum: string;
  returnUrl: string;
  md: string;
  language: string;
}

/** The CREATE_ORDER parameters with DIGEST; throws for a currency GP does not take from us. */
export function createOrderParams(input: GpOrderInput, privateKeyPem: string, passphrase?: string | null) {
  const currency = ISO_NUMERIC[input.currency];
  if (!currency) throw new Error(`GP webpay: unsupported currency ${input.currency}`);
  if (!Number.isInteger(input.orderNumber) || String(input.orderNumber).length > 15)
    throw new Error('GP webpay: ORDERNUMBER must be numeric with at most 15 digits');
  const params: Record<string, string> = {
    MERCHANTNUMBER: input.merchantNumber,
    OPERATION: 'CREATE_ORDER',
    ORDERNUMBER: String(input.orderNumber),
    AMOUNT: String(input.amountMinor),
    CURRENCY: currency,
    DEPOSITFLAG: '1',
    MERORDERNUM: input.merOrderNum.replace(/\D/g, '').slice(0, 30),
    URL: input.returnUrl,
    MD: input.md,
  };
  params.DIGEST = signDigest(digestText(params, REQUEST_FIELDS), privateKeyPem, passphrase);
  // LANG is not part of the DIGEST (GP webpay HTTP API).
  params.LANG = ['cs', 'sk', 'en', 'de', 'hu'].includes(input.language) ? input.language : 'en';
  return params;
}

/** The request's DIGEST checked with the merchant's public key (the fake bank does this, as GP does). */
export function verifyRequest(params: Record<string, string>, merchantPublicKeyPem: string): boolean {
  return verifyDigest(digestText(params, REQUEST_FIELDS), params.DIGEST, merchantPublicKeyPem);
}

/** The response parameters signed as GP signs them (used by the fake bank). */
export function signResponse(
  params: Record<string, string>,
  merchantNumber: string,
  gpPrivateKeyPem: string,
): Record<string, string> {
  const text = digestText(params, RESPONSE_FIELDS);
  return {
    ...params,
    DIGEST: signDigest(text, gpPrivateKeyPem),
    DIGEST1: signDigest(`${text}|${merchantNumber}`, gpPrivateKeyPem),
  };
}

export interface GpResult {
  orderNumber: number;
  outcome: GatewayOutcome;
  prcode: number;
  srcode: number;
  md: string;
}

/**
 * The gateway's answer if both DIGEST and DIGEST1 verify with GP's public key (DIGEST1 binds our merchant
 * number: an answer for another merchant is refused), else null. PRCODE/SRCODE 0/0 is paid, PRCODE 50 is
 * the cardholder cancelling; anything else is declined.
 */
export function verifyResponse(
  params: Record<string, unknown>,
  merchantNumber: string,
  gpPublicKeyPem: string,
): GpResult | null {
  const p: Record<string, string> = {};
  for (const f of RESPONSE_FIELDS) if (typeof params[f] === 'string') p[f] = params[f] as string;
  if (p.OPERATION !== 'CREATE_ORDER' || !/^\d{1,15}$/.test(p.ORDERNUMBER ?? '')) return null;
  const text = digestText(p, RESPONSE_FIELDS);
  if (!verifyDigest(text, params.DIGEST, gpPublicKeyPem)) return null;
  if (!verifyDigest(`${text}|${merchantNumber}`, params.DIGEST1, gpPublicKeyPem)) return null;
  const prcode = Number(p.PRCODE);
  const srcode = Number(p.SRCODE);
  if (!Number.isInteger(prcode) || !Number.isInteger(srcode)) return null;
  const outcome: GatewayOutcome =
    prcode === 0 && srcode === 0 ? 'PAID' : prcode === 50 ? 'CANCELLED' : 'FAILED';
  return { orderNumber: Number(p.ORDERNUMBER), outcome, prcode, srcode, md: p.MD ?? '' };
}

/** The ORDERNUMBER a return names, before its signature is checked (to find the merchant's keys). */
export const claimedOrderNumber = (params: Record<string, unknown>): number | null =>
  typeof params.ORDERNUMBER === 'string' && /^\d{1,15}$/.test(params.ORDERNUMBER)
    ? Number(params.ORDERNUMBER)
    : null;
