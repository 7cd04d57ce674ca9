import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Fastify's `trustProxy` for TRUST_PROXY (its types lack the hop count it accepts at run time). */
export function trustProxyOption(
  value: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** TRUST_PROXY → off, any, a hop count, or an address/CIDR list; see the setting. */
function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): boolean | number | string[] {
  const text = value?.trim().toLowerCase();
  if (text === undefined || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text) > 0 ? Number(text) : false;
  const list = text.split(',').map((entry) => entry.trim());
  for (const entry of list) {
    // proxy-addr's names for the private ranges.
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) continue;
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    const bits = version === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
    if (version === 0 || !prefixOk || rest.length > 0) {
      ctx.addIssue({ code: 'custom', message: `not an address or CIDR: "${entry}"` });
      return z.NEVER;
    }
  }
  return list;
}

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** Unset → embedded PGlite in DATA_DIR/db. */
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  /** Unset → mail is written as .eml files to DATA_DIR/outbox. */
  SMTP_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  /** "demo" seeds demo data into a new database; "none" skips it. */
  SEED: z.enum(['demo', 'none']).default('demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives; unset → apps/web/dist next to this package. */
  WEB_DIST: z.preprocess(emptyToUndefined, z.string().optional()),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /** How long public reads reuse a load (modules/events/read-cache.ts); unset → 1000, or 0 under NODE_ENV=test. */
  READ_CACHE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(60_000).optional()),
  /**
   * Which proxies may tell us the client's address and scheme (X-Forwarded-For/-Proto/-Host). Unset or
   * `false` (the default) → none: the socket's address is the client, so a client cannot pick its own
   * address for the per-IP limits. `true` → any sender (only when every request passes a proxy that
   * overwrites the header); a number → that many proxy hops; else a comma-separated list of addresses,
   * CIDRs or `loopback`/`linklocal`/`uniquelocal`.
   */
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()).transform(parseTrustProxy),
  /**
   * The built-in sandbox bank behind every online gate (test cards, no real money): `true`/`false`; unset →
   * on, except under NODE_ENV=production. Off, online gates are not offered and pay answers
   * PAYMENT_PROVIDER_NOT_CONFIGURED; while on, the web app shows a "test mode" ribbon. Read `paymentsSandbox`.
   */
  PAYMENTS_SANDBOX: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  /**
   * Issue 22: whether events' tracking providers (Meta pixel, GA4) may load in visitors' browsers (after
   * their consent): `true`/`false`; unset → on only under NODE_ENV=production. Read `trackingEnabled`.
   */
  TRACKING_ENABLED: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  /**
   * Public pages rendered on the server (issue 25): `on` (default) or `off` (the client-rendered app is
   * served for every page, as before; the web's server bundle is then not loaded).
   */
  SSR: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  /** Seconds a server-rendered page's anonymous HTML is kept per address; 0 renders every request. */
  SSR_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** The pixel's and GA4's script addresses (an absolute https URL, or a site path for a test stub). */
  TRACKING_PIXEL_SCRIPT_URL: z
    .string()
    .regex(/^(?:https?:\/\/|\/)[^\s"'<>]*$/)
    .default('https://connect.facebook.net/en_US/fbevents.js'),
  TRACKING_ANALYTICS_SCRIPT_URL: z
    .string()
    .regex(/^(?:https?:\/\/|\/)[^\s"'<>]*$/)
    .default('https://www.googletagmanager.com/gtag/js'),
  /**
   * Issue 23: the key(s) sealing organizers' provider credentials (AES-256-GCM), `id:base64,id:base64` (the
   * first seals, all open; docs/operations.md "Rotating PAYMENTS_MASTER_KEY") or one base64 key. 32 bytes
   * each. Unset outside production: a key derived from AUTH_SECRET (test keys only); unset in production:
   * credentials cannot be saved.
   */
  PAYMENTS_MASTER_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** The platform's Stripe account for Connect (organizers name only their connected account). */
  STRIPE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Where the Stripe client sends API calls (unset: api.stripe.com); tests and e2e name the local fake. */
  STRIPE_API_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /** GP webpay's gateway page (unset: GP's test or live address by the credential); e2e names the fake. */
  GPWEBPAY_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /** How long a provider call may take before the payer is told to retry. */
  PAYMENTS_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** A payment still open this many minutes is re-read from its provider by the sweep (lost callbacks). */
  PAYMENTS_RECONCILE_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
  // --- operations: metrics, health, timeouts ---
  /** Set → GET /api/metrics wants `Authorization: Bearer <token>` (401 otherwise); unset → open. */
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  /**
   * On SIGTERM, /api/health/ready answers not-ready and the server keeps serving this long before it stops
   * accepting connections, so a balancer takes the node out first. 0 (the default) stops at once.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  // The three below are ordered on purpose: a request must arrive within REQUEST_TIMEOUT_MS; an idle
  // keep-alive socket is kept KEEP_ALIVE_TIMEOUT_MS, longer than a balancer's own idle timeout (HAProxy
  // `timeout http-keep-alive`/`timeout server`, an ALB's 60 s) so the balancer, never us, closes a pooled
  // connection — otherwise it may send a request on a socket we are closing and answer its client 502;
  // a socket silent for CONNECTION_TIMEOUT_MS while a request is in flight (a vanished client, a stuck
  // handler) is destroyed, and it is longer than both so it never cuts a request the others allow.
  /** Whole request (headers and body) must arrive within this; slow senders get 408 (slowloris). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** An idle keep-alive connection is closed after this; keep it above the balancer's idle timeout. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  /** A socket with no traffic at all for this long during a request is destroyed. */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
  // --- accounts (issue 3) ---
  /** HMAC key for access tokens (≥ 32 chars). Required in production; dev/test persist one in DATA_DIR/secrets. */
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  /** Access-token lifetime; the web app refreshes when under 18 h remain (spec 1 §9), so keep it > 18 h. */
  ACCESS_TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(19)
    .max(24 * 90)
    .default(24 * 7),
  /** Consent given before this instant no longer counts: the terms-updated dialog asks again. */
  TERMS_VERSION_DATE: z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true }).optional()),
  /** Sender of account mails. */
  MAIL_FROM: z.string().default('Marquee <no-reply@marquee.localhost>'),
  /** OpenID Connect social login; all of ISSUER, CLIENT_ID, CLIENT_SECRET set → "continue with" is offered. */
  OIDC_ISSUER: z.preprocess(emptyToUndefined, z.string().url().optional()),
  OIDC_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  OIDC_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Name shown on the button ("Continue with Google"); also the provider key stored with linked identities. */
  OIDC_PROVIDER_NAME: z.string().default('OpenID'),
  /**
   * The provider's likes endpoint (a Graph-style `{ data: [{ name, category }], paging: { next } }` read with
   * the user's access token) for POST /visitor/{id}/facebookLikes; unset → the likes suggestions are off.
   */
  OIDC_LIKES_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  /** Per-IP requests a minute to each unauthenticated account probe (userexist, emailIsAvailable). */
  ACCOUNT_PROBE_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** Per-IP sign-ups (account/register) a minute. */
  ACCOUNT_REGISTER_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  // --- ticketing: hoarding caps (issue 16, docs/decisions.md) ---
  /** Per-client caps on open baskets and held places per event, and the basket burst challenge (off: benchmarks). */
  HOARDING_LIMITS: z.enum(['on', 'off']).default('on'),
  /** New baskets a client (account, else address) may create a minute before each next one needs a solved challenge. */
  BASKET_BURST: z.coerce.number().int().positive().default(20),
  // --- streams (issue 20, docs/decisions.md "Streams") ---
  /** RTMP ingest port; 0 turns live ingest off. Unset → 1935, or off under NODE_ENV=test. */
  RTMP_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  /** The ingest URL organizers are shown; unset → rtmp://<PUBLIC_URL host>:<RTMP_PORT>/live. */
  RTMP_PUBLIC_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  FFMPEG_PATH: z.string().default('ffmpeg'),
  FFPROBE_PATH: z.string().default('ffprobe'),
  /** Largest recording upload. */
  VOD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 ** 3),
  /** How long a stream view token is valid (the player rechecks every 30–60 s and gets a new one). */
  STREAM_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /** The player's recheck interval, "min-max" seconds (spec 1 §4: 30–60); tests shorten it. */
  STREAM_RECHECK_SECONDS: z
    .string()
    .regex(/^\d{1,4}-\d{1,4}$/)
    .default('30-60'),
  // --- profiles (issue 3) ---
  /** Spec 1 §6: profile ids whose IsBlogger is true (comma-separated), besides profiles.is_blogger. */
  BLOGGER_PROFILE_IDS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim().toLowerCase())
        .filter(Boolean),
    ),
});

export type Config = z.infer<typeof ConfigSchema> & {
  publicUrl: string;
  dataDir: string;
  /** PAYMENTS_SANDBOX resolved against NODE_ENV. */
  paymentsSandbox: boolean;
  /** TRACKING_ENABLED resolved against NODE_ENV. */
  trackingEnabled: boolean;
};

/** Reads the environment into a typed config; throws a readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    paymentsSandbox:
      config.PAYMENTS_SANDBOX === undefined
        ? config.NODE_ENV !== 'production'
        : config.PAYMENTS_SANDBOX === 'true',
    trackingEnabled:
      config.TRACKING_ENABLED === undefined
        ? config.NODE_ENV === 'production'
        : config.TRACKING_ENABLED === 'true',
  };
}
