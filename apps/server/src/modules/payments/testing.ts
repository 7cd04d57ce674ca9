import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PaymentGate, PayResponse } from '@marquee/contract';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Db } from '../../db/client';
import { paymentGateSettings } from '../../db/schema/orders';
import type { TestApp } from '../../testing/app';

/** Enables gates for an organizer in a currency (fees in basis points / minor units). */
export async function enableGates(
  db: Db,
  organizerProfileId: string | null,
  gates: PaymentGate[],
  options: {
    currency?: string;
    feePercentBp?: number;
    feeFixedMinor?: number;
    surchargeAllowed?: boolean;
  } = {},
) {
  await db.insert(paymentGateSettings).values(
    gates.map((gate, index) => ({
      organizerProfileId,
      gate,
      currency: options.currency ?? 'EUR',
      sortOrder: index,
      feePercentBp: options.feePercentBp ?? 0,
      feeFixedMinor: options.feeFixedMinor ?? 0,
      surchargeAllowed: options.surchargeAllowed ?? false,
    })),
  );
}

export const BUYER = {
  FirstName: 'Ľudmila',
  LastName: 'Kováč-Győrű',
  Address: 'Hlavná 1',
  City: 'Košice',
  Country: 'SK',
  Postal: '04001',
  Phone: '+421 900 123 456',
};

export function payBody(gate: PaymentGate | null, overrides: Record<string, unknown> = {}) {
  return {
    BuyerInfo: BUYER,
    Gdpr: { TermsOfUse: true, PrivacyPolicy: true, NewsletterEnabled: false },
    PaymentGate: gate,
    ...overrides,
  };
}

export function pay(
  t: TestApp,
  guid: string,
  gate: PaymentGate | null,
  options: {
    email?: string;
    path?: 'pay' | 'reserveTicket';
    language?: string;
    headers?: Record<string, string>;
    body?: Record<string, unknown>;
  } = {},
) {
  const email = options.email === undefined ? 'guest.buyer@example.com' : options.email;
  const query = email ? `?NewEmail=${encodeURIComponent(email)}` : '';
  return t.app.inject({
    method: 'POST',
    url: `/api/ticketing/basket/${guid}/${options.path ?? 'pay'}${query}`,
    headers: { 'accept-language': options.language ?? 'sk', ...options.headers },
    payload: payBody(gate, options.body),
  });
}

/**
 * The address a test buyer's browser is on: not PUBLIC_URL (http://shop.test), so a link that jumps to
 * PUBLIC_URL instead of staying where the buyer is shows up as a wrong origin.
 */
export const BUYER_ORIGIN = 'http://buyer.test:8080';

/** The path and query of a URL our server answers, site-relative or absolute (inject takes no host). */
export const localPath = (url: string) => {
  const u = new URL(url, BUYER_ORIGIN);
  return `${u.pathname}${u.search}`;
};

/** Submits the sandbox card page like the payer does; answers the bank's redirect to our return URL. */
export async function submitCard(
  t: TestApp,
  answer: PayResponse,
  card = '4242 4242 4242 4242',
  action = 'pay',
) {
  const token =
    new URL(answer.url, BUYER_ORIGIN).searchParams.get('token') ?? answer.extraData.FormFields?.token ?? '';
  const form = new URLSearchParams({
    token,
    action,
    name: 'Ľudmila Kováč',
    number: card,
    expiry: '12/39',
    cvc: '123',
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/sandbox-bank/${answer.extraData.OrderId}/complete`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

/** Follows the bank's 303 to our return URL and answers where that sends the payer. */
/** Follows the bank's redirect to our return URL; `location` is where the buyer's browser goes next. */
export async function followReturn(t: TestApp, bankAnswer: { headers: Record<string, unknown> }) {
  const res = await t.app.inject({ method: 'GET', url: String(bankAnswer.headers.location) });
  const raw = String(res.headers.location ?? '');
  return { status: res.statusCode, location: raw && new URL(raw, BUYER_ORIGIN).href, raw };
}

/** PDF attachments of a raw MIME message (base64 parts whose type is application/pdf). */
export function pdfAttachments(raw: string): Buffer[] {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .filter((part) => /content-type:\s*application\/pdf/i.test(part.split(/\r?\n\r?\n/)[0] ?? ''))
    .map((part) => {
      const body =
        part
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n')
          .split(/\r?\n--/)[0] ?? '';
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    });
}

export function attachmentNames(raw: string): string[] {
  return [...raw.matchAll(/filename="?([^";\r\n]+)"?/gi)].map((m) => m[1] as string);
}

/** The PDF's text by poppler's pdftotext (what a reader or a screen reader gets). */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

/** Renders page 1 at 150 dpi (poppler's pdftoppm) and decodes its QR code with jsQR. */
export function pdfQrCode(pdf: Buffer): string | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticket-qr-'));
  try {
    const file = path.join(dir, 'ticket.pdf');
    fs.writeFileSync(file, pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '150',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(dir, 'page'),
    ]);
    const png = PNG.sync.read(fs.readFileSync(path.join(dir, 'page.png')));
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
