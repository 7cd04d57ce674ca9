import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person the test provider knows; `id` becomes the OIDC subject. */
export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** A liked page as the likes endpoint answers it (Graph-style). */
export interface TestLike {
  name: string;
  category?: string;
}

/** Items per page of the likes endpoint. */
export const TEST_LIKES_PAGE_SIZE = 100;

/**
 * The likes endpoint (issue 26): `GET /likes?after=n` with the user's access token answers
 * `{ data: [{ id, name, category }], paging: { next } }`, like a Graph API `/me/likes`; 401 for an unknown or
 * expired token.
 */
export async function answerLikes(
  provider: Provider,
  likesOf: (accountId: string) => readonly TestLike[],
  req: http.IncomingMessage,
  res: http.ServerResponse,
  issuer: string,
): Promise<void> {
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const found = token ? await provider.AccessToken.find(token) : undefined;
  if (!found || found.isExpired) {
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"invalid_token"}');
    return;
  }
  const all = likesOf(found.accountId);
  const after = Number(new URL(req.url ?? '/', issuer).searchParams.get('after') ?? 0) || 0;
  const page = all.slice(after, after + TEST_LIKES_PAGE_SIZE);
  const nextAfter = after + TEST_LIKES_PAGE_SIZE;
  res.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      data: page.map((like, i) => ({
        id: String(after + i),
        name: like.name,
        category: like.category ?? 'Musician/Band',
      })),
      paging: nextAfter < all.length ? { next: `${issuer}/likes?after=${nextAfter}` } : {},
    }),
  );
}

/**
 * A real OpenID Connect provider (oidc-provider) on an ephemeral loopback port, for end-to-end tests of
 * social login. Its development interactions accept any login name, so `signIn` drives the real
 * authorize → login → consent → redirect flow with plain HTTP requests and a cookie jar, like a browser.
 */
export async function startOidcProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}) {
  const accounts = new Map<string, TestAccount>();
  const likes = new Map<string, TestLike[]>();
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, ...accounts.get(id) }),
    }),
    cookies: { keys: ['marquee-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    // Explicit lifetimes (seconds) keep the provider from printing a notice for each default.
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  });
  // oidc-provider logs a warning for development interactions; keep test output clean.
  provider.on('server_error', () => undefined);
  const callback = provider.callback();
  handler = (req, res) => {
    if (req.url?.startsWith('/likes')) {
      void answerLikes(provider, (id) => likes.get(id) ?? [], req, res, issuer);
      return;
    }
    callback(req, res);
  };

  /** Follows the provider's pages like a browser until it redirects outside the provider (to our callback). */
  async function signIn(authorizationUrl: string, accountId: string): Promise<URL> {
    const jar = new Map<string, string>();
    const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const remember = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = (pair ?? '').split('=');
        if (name) jar.set(name.trim(), value.join('='));
      }
    };
    let url = new URL(authorizationUrl);
    let form: URLSearchParams | null = null;
    for (let step = 0; step < 12; step++) {
      if (!url.href.startsWith(issuer)) return url;
      const response = await fetch(url, {
        method: form ? 'POST' : 'GET',
        body: form ?? undefined,
        headers: {
          cookie: cookieHeader(),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        redirect: 'manual',
      });
      remember(response);
      form = null;
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url);
        continue;
      }
      // An interaction page: answer its prompt (login, then consent) on the same URL.
      const html = await response.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      if (!prompt)
        throw new Error(`oidc test provider: unexpected page ${response.status} ${html.slice(0, 300)}`);
      form = new URLSearchParams(
        prompt === 'login' ? { prompt, login: accountId, password: 'x' } : { prompt },
      );
    }
    throw new Error('oidc test provider: too many steps');
  }

  return {
    issuer,
    accounts,
    likes,
    likesUrl: `${issuer}/likes`,
    signIn,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
