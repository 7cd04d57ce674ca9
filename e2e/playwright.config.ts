import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  BASE_URL as baseURL,
  GPWEBPAY_FAKE_URL,
  OIDC_CLIENT,
  OIDC_ISSUER,
  OIDC_LIKES_URL,
  APP_PORT as PORT,
  SMTP_PORT,
  STRIPE_FAKE_URL,
} from './services';

// Every run starts on a brand-new embedded database seeded with demo data, like a newcomer's first start.
const dataDir = path.join(os.tmpdir(), `marquee-e2e-${process.pid}`);

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    // Debian's Chromium: Playwright's own browser download is not possible here.
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Third-party embeds (the demo's YouTube players) must fail at once, as they do on a machine without
      // a resolver: on CI a frame that hung connecting stalled axe's scan of it past the test's timeout.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    ],
  },
};

/**
 * Journeys that switch the shared demo account between its fan profile and Marquee Live. The app reads the
 * active profile from the account, so one journey's switch (or its afterEach restore) landing in the middle
 * of another made them flaky: they run one after another on one worker (the project's `workers: 1`), next to
 * everything else on the other. They used to be a chain of dependent projects, but Playwright runs dependent
 * projects in phases — each phase only after the previous one ended — so nine of the ten ran last with the
 * second worker idle (~400 s of the 903 s e2e stage in session 10).
 */
const DEMO_ACCOUNT_SPECS = [
  'organizer/create-event.spec.ts',
  'organizer/seated-event.spec.ts',
  'coupons/organizer.spec.ts',
  'coupons/journey.spec.ts',
  'profile-content/profile-content.spec.ts',
  'organizer/seat-blocks.spec.ts',
  'checkin/door.spec.ts',
  'insight/insight.spec.ts',
  'questionnaires/registration.spec.ts',
  'articles/blogger.spec.ts',
].map((file) => `**/${file}`);

export default defineConfig({
  testDir: './tests',
  // The SMTP sink and the OpenID Connect provider (services.ts) for the accounts journeys.
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // First, so its files are queued first: the chain is the longest single line of work.
    { name: 'demo-account', use: chromium, testMatch: DEMO_ACCOUNT_SPECS, fullyParallel: false, workers: 1 },
    { name: 'chromium', use: chromium, testIgnore: DEMO_ACCOUNT_SPECS },
  ],
  webServer: {
    command: 'node --enable-source-maps ../apps/server/dist/main.js',
    url: `${baseURL}/api/utility/servertest`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      // Not 'production': there the e-mail domain check asks DNS, and an offline machine's resolver
      // answers ENOTFOUND for every domain, which reads as NON_EXIST and refuses every sign-up.
      NODE_ENV: 'test',
      AUTH_SECRET: 'marquee-e2e-access-token-secret-0123456789',
      PUBLIC_URL: baseURL,
      // Every mail goes to the sink the global setup starts; tests read it over HTTP (fixtures.ts).
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      OIDC_ISSUER,
      OIDC_CLIENT_ID: OIDC_CLIENT.id,
      OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
      OIDC_PROVIDER_NAME: OIDC_CLIENT.name,
      OIDC_LIKES_URL,
      // Every journey signs up from 127.0.0.1; the per-IP sign-up and probe limits are API-tested.
      ACCOUNT_PROBE_RATE_LIMIT: '10000',
      ACCOUNT_REGISTER_RATE_LIMIT: '10000',
      // Every journey also buys from 127.0.0.1, often the same demo event within one hold's 15 minutes: the
      // per-address hoarding caps and the basket burst challenge are API-tested (ticketing/hoarding.test.ts).
      HOARDING_LIMITS: 'off',
      // Streams (issue 20): RTMP ingest for the live journey (ports 19350–19359 are the streams tests'), and
      // a code recheck every 2–3 s instead of 30–60 so the second device's takeover shows at once.
      RTMP_PORT: '19350',
      STREAM_RECHECK_SECONDS: '2-3',
      // Issue 23: Stripe and GP webpay are the global setup's local fakes (an organizer's own keys are set by
      // the payments journey on a fresh organizer; the demo organizers stay on the sandbox bank).
      STRIPE_API_URL: STRIPE_FAKE_URL,
      GPWEBPAY_URL: GPWEBPAY_FAKE_URL,
      // Issue 22: events' pixels and GA4 may load (after consent) — from a stub the tracking journey serves.
      TRACKING_ENABLED: 'true',
      TRACKING_PIXEL_SCRIPT_URL: '/__tracking-stub/fbevents.js',
      TRACKING_ANALYTICS_SCRIPT_URL: '/__tracking-stub/gtag.js',
    },
  },
});
