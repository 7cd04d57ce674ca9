import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const LANGUAGES = ['en', 'sk', 'cs', 'de', 'hu'] as const;

/** Fails with a readable list when axe finds serious or critical violations on the page. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'serious or critical accessibility violations').toEqual([]);
}

/** Dismisses the cookie notice so it does not cover what a test clicks. */
export async function acceptCookies(page: Page): Promise<void> {
  // Event pages start the app (its shell holds the header and the notice) only after the server's first
  // screen has painted, i.e. after goto returns: wait for the shell first, or the notice shows up later and
  // covers the bottom of the screen for the rest of the test.
  await page
    .locator('header, [data-testid="error-page"]')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => {});
  const notice = page.getByTestId('cookie-notice');
  if (await notice.isVisible().catch(() => false)) {
    await notice.getByRole('button').first().click();
    await expect(notice).toBeHidden();
  }
}

// ---------------------------------------------------------------- accounts (issue 3)

import { deflateSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { type CaughtMail, MAILS_URL } from './services';

/** A fresh address per test run (the e2e database lives for the whole run). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@marquee-e2e.com`;
}

/** Waits for a mail to `to` caught by the SMTP sink (global-setup.ts) whose subject or text matches. */
export async function waitForMail(
  to: string,
  matches: RegExp = /./,
  timeoutMs = 15_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${MAILS_URL}/mails?to=${encodeURIComponent(to)}`);
    const mails = (await response.json()) as CaughtMail[];
    const found = mails.reverse().find((mail) => matches.test(mail.subject) || matches.test(mail.text));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} matching ${matches} within ${timeoutMs} ms`);
}

/** The first link in a mail whose path contains `path` (e.g. `/confirm`, `/new-password`). */
export function linkIn(mail: CaughtMail, path: string): string {
  const link = [...mail.text.matchAll(/https?:\/\/[^\s"'<>]+/g)]
    .map((m) => m[0])
    .find((url) => url.includes(path));
  if (!link) throw new Error(`No ${path} link in mail "${mail.subject}"`);
  return link.replace(/&amp;/g, '&');
}

interface BrowserStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface TestAccount {
  email: string;
  password: string;
  name: string;
}

interface TokenWithUserInfo {
  AccessToken: { Access_token: string; Expires: string };
  UserInfo: { Id: string; Profile: { Id: string; Type: string } | null };
}

/** Creates an account (and its fan profile) through the API, as a test's precondition. */
export async function signUpViaApi(
  request: APIRequestContext,
  account: TestAccount,
): Promise<TokenWithUserInfo> {
  const response = await request.post('/api/account/register', {
    data: {
      LoginData: {
        Email: account.email,
        Password: account.password,
        Gdpr: { TermsOfUse: true, PrivacyPolicy: true, NewsletterEnabled: false },
      },
      VisitorProfile: { ProfileName: account.name },
      Language: 'en',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TokenWithUserInfo;
}

/**
 * Signs the page in without the UI (documenso style): the API answers a token, which is put where the
 * web app keeps it (localStorage) before any page script runs.
 */
export async function signInViaApi(
  page: Page,
  request: APIRequestContext,
  account: TestAccount,
): Promise<void> {
  const response = await request.post('/api/account/tokenwithuserinfo', {
    data: { Email: account.email, Password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { AccessToken, UserInfo } = (await response.json()) as TokenWithUserInfo;
  await page.addInitScript(
    ([token, expires, accountId, profile]) => {
      // Runs in the page; the e2e project has no DOM typings.
      const storage = (globalThis as unknown as { localStorage: BrowserStorage }).localStorage;
      if (storage.getItem('marquee.e2e.signedIn')) return;
      storage.setItem('marquee.e2e.signedIn', '1');
      storage.setItem('marquee.accessToken', token as string);
      storage.setItem('marquee.accessTokenExpires', expires as string);
      storage.setItem('marquee.accountId', accountId as string);
      if (profile) storage.setItem('marquee.activeProfile', profile as string);
    },
    [
      AccessToken.Access_token,
      AccessToken.Expires,
      UserInfo.Id,
      UserInfo.Profile ? JSON.stringify({ Id: UserInfo.Profile.Id, Type: UserInfo.Profile.Type }) : null,
    ],
  );
}

function crc32(buffer: Buffer): number {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A real square PNG (a colour gradient) for picture uploads: the server re-encodes it with sharp. */
export function squarePng(size = 96): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) row.set([(x * 255) / size, (y * 255) / size, 160], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
