import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '@marquee/contract';
import * as client from 'openid-client';
import type { Config } from '../../config';
import type { SocialLoginPayload } from '../../db/schema/accounts';

/** The one OpenID Connect provider configured by env (OIDC_*), or null when none is. */
export interface OidcProvider {
  /** Stored with linked identities; derived from OIDC_PROVIDER_NAME, so do not rename a live provider. */
  key: string;
  name: string;
  redirectUri: string;
  /** The authorization URL plus the state to keep until the callback. */
  start(): Promise<{ url: URL; state: PendingLogin }>;
  /** Exchanges the callback's code (checking state, nonce and PKCE) for the user's identity. */
  finish(callbackUrl: URL, pending: PendingLogin): Promise<SocialLoginPayload>;
}

/** What the browser carries (signed, in a cookie) between start and callback. */
export interface PendingLogin {
  state: string;
  nonce: string;
  verifier: string;
  returnUrl?: string;
  mode?: 'login' | 'link' | 'likes';
  lang?: Language;
  /** Epoch ms after which the callback is refused. */
  exp?: number;
}

const SCOPE = 'openid email profile';

function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export function providerKey(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'oidc'
  );
}

export function createOidcProvider(config: Config): OidcProvider | null {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: secret } = config;
  if (!issuer || !clientId || !secret) return null;
  const issuerUrl = new URL(issuer);
  const redirectUri = `${config.publicUrl.replace(/\/+$/, '')}/api/externalaccount/oidc/callback`;
  let discovered: Promise<client.Configuration> | null = null;

  // Discovery happens on first use and is cached; a failure is not cached, so a provider outage at boot
  // heals by itself. Plain http is allowed only for a provider on this machine (tests, local dev).
  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(issuerUrl, clientId as string, secret, undefined, {
        execute:
          issuerUrl.protocol === 'http:' && isLoopback(issuerUrl) ? [client.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  }

  return {
    key: providerKey(config.OIDC_PROVIDER_NAME),
    name: config.OIDC_PROVIDER_NAME,
    redirectUri,

    async start() {
      const cfg = await configuration();
      const state = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(state.verifier),
        code_challenge_method: 'S256',
        state: state.state,
        nonce: state.nonce,
      });
      return { url, state };
    },

    async finish(callbackUrl, pending) {
      const cfg = await configuration();
      const tokens = await client.authorizationCodeGrant(
        cfg,
        callbackUrl,
        {
          pkceCodeVerifier: pending.verifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        },
        { redirect_uri: redirectUri },
      );
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider returned no ID token.');
      let email = typeof claims.email === 'string' ? claims.email : null;
      let verified = claims.email_verified === true;
      let name = typeof claims.name === 'string' ? claims.name : null;
      // Providers that follow OIDC strictly put email/name only in the userinfo answer.
      if (!email || !name) {
        const info = await client.fetchUserInfo(cfg, tokens.access_token, claims.sub);
        if (!email && typeof info.email === 'string') {
          email = info.email;
          verified = info.email_verified === true;
        }
        name ??= typeof info.name === 'string' ? info.name : null;
      }
      return {
        provider: providerKey(config.OIDC_PROVIDER_NAME),
        subject: claims.sub,
        email,
        emailVerified: verified,
        name,
        ...(pending.mode === 'likes' ? { likesToken: tokens.access_token } : {}),
      };
    },
  };
}

/** HMAC-signed, expiring cookie value: the pending login cannot be forged or replayed later. */
export function createStateSigner(secret: Uint8Array) {
  const key = createHmac('sha256', secret).update('marquee:oidc-state').digest();
  const sign = (data: string) => createHmac('sha256', key).update(data).digest('base64url');
  return {
    seal(value: PendingLogin, now: number, ttlMs: number): string {
      const data = Buffer.from(JSON.stringify({ ...value, exp: now + ttlMs })).toString('base64url');
      return `${data}.${sign(data)}`;
    },
    open(sealed: string | undefined, now: number): PendingLogin | null {
      const [data, signature] = (sealed ?? '').split('.');
      if (!data || !signature) return null;
      const expected = Buffer.from(sign(data));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const value = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as PendingLogin;
      return typeof value.exp === 'number' && value.exp > now ? value : null;
    },
  };
}
