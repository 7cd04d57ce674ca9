/**
 * Fixed local ports of the services the e2e run starts next to Marquee (global-setup.ts): an SMTP sink
 * that catches every mail the server sends, a tiny HTTP API to read those mails from tests, and an
 * OpenID Connect provider for the social login journey. The server is configured with these addresses
 * (playwright.config.ts webServer env); it only connects to them when a test sends mail or logs in.
 */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_PORT = APP_PORT + 25;
export const MAILS_PORT = APP_PORT + 26;
export const OIDC_PORT = APP_PORT + 27;
/**
 * The payment providers' local fakes (issue 23; apps/server/src/modules/payments/fakes): Stripe's API and
 * hosted checkout page, GP webpay's redirect API. Fixed ports 3190–3199 are the payments journeys'.
 */
export const STRIPE_FAKE_PORT = 3190;
export const GPWEBPAY_FAKE_PORT = 3191;
export const STRIPE_FAKE_URL = `http://127.0.0.1:${STRIPE_FAKE_PORT}`;
export const GPWEBPAY_FAKE_URL = `http://127.0.0.1:${GPWEBPAY_FAKE_PORT}/pgw/order.do`;

export const BASE_URL = `http://127.0.0.1:${APP_PORT}`;
export const MAILS_URL = `http://127.0.0.1:${MAILS_PORT}`;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
/** The provider's likes endpoint (issue 26); tests set a subject's likes with `setLikes` (fixtures.ts). */
export const OIDC_LIKES_URL = `${OIDC_ISSUER}/likes`;
export const OIDC_CLIENT = {
  id: 'marquee-e2e',
  secret: 'marquee-e2e-secret-that-is-long-enough',
  name: 'Marquee ID',
} as const;

/** A mail the sink received, decoded enough to read links. */
export interface CaughtMail {
  to: string[];
  subject: string;
  /** Decoded text of every part (plain and HTML), for finding links. */
  text: string;
  /** The message as received (MIME source), for attachments. */
  raw: string;
  receivedAt: string;
}
