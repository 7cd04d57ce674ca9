import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { SMTPServer } from 'smtp-server';
import { startGpWebpayFake } from '../apps/server/src/modules/payments/fakes/gpwebpay-fake';
import { startStripeFake } from '../apps/server/src/modules/payments/fakes/stripe-fake';
import { answerLikes, type TestLike } from '../apps/server/src/modules/social/oidc-test-provider';
import {
  BASE_URL,
  type CaughtMail,
  GPWEBPAY_FAKE_PORT,
  MAILS_PORT,
  OIDC_CLIENT,
  OIDC_PORT,
  SMTP_PORT,
  STRIPE_FAKE_PORT,
} from './services';

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Enough MIME for our own mails: every leaf part decoded by its transfer encoding. */
function decodeMail(raw: string): { subject: string; text: string } {
  const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  const parts: string[] = [];
  const partPattern =
    /Content-Transfer-Encoding: ([\w-]+)\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?=\r?\n--|$)/gi;
  for (const [, encoding = '', body = ''] of raw.matchAll(partPattern)) {
    const kind = encoding.toLowerCase();
    parts.push(
      kind === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : kind === 'quoted-printable'
          ? decodeQuotedPrintable(body)
          : body,
    );
  }
  return { subject, text: parts.length > 0 ? parts.join('\n') : raw };
}

function listen(server: { listen: (port: number, host: string, done: () => void) => unknown }, port: number) {
  return new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}

/**
 * Starts the SMTP sink (+ its read API) and the OpenID Connect provider for the whole run. Playwright
 * starts the web server first; the server reaches these lazily (first mail, first social login).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mails: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { subject, text } = decodeMail(raw);
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject,
          text,
          raw,
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  await listen(smtp, SMTP_PORT);

  // The provider's likes per subject (issue 26), set by tests: POST /likes {Subject, Likes}.
  const likes = new Map<string, TestLike[]>();
  // GET /mails?to=address → the mails to that address, oldest first.
  const mailApi = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/likes' && request.method === 'POST') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          Subject: string;
          Likes: TestLike[];
        };
        likes.set(body.Subject, body.Likes);
        response.writeHead(204).end();
      });
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = mails.filter((mail) => !to || mail.to.includes(to));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
  });
  await listen(mailApi, MAILS_PORT);

  // A real OpenID Connect provider; its development login accepts any name (the subject) and password.
  const oidcServer = http.createServer();
  await listen(oidcServer, OIDC_PORT);
  const issuer = `http://127.0.0.1:${(oidcServer.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [`${BASE_URL}/api/externalaccount/oidc/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: `${id}@oidc.example`,
        email_verified: true,
        name: `OIDC ${id}`,
      }),
    }),
    cookies: { keys: ['marquee-e2e-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  });
  provider.on('server_error', () => undefined);
  const callback = provider.callback();
  oidcServer.on('request', (request, response) => {
    if (request.url?.startsWith('/likes')) {
      void answerLikes(provider, (id) => likes.get(id) ?? [], request, response, issuer);
      return;
    }
    callback(request, response);
  });

  // Issue 23: Stripe's and GP webpay's local fakes; tests register endpoints and merchants over HTTP.
  const payments = await Promise.all([
    startStripeFake(STRIPE_FAKE_PORT),
    startGpWebpayFake(GPWEBPAY_FAKE_PORT),
  ]);

  return async () => {
    await Promise.all(payments.map((fake) => fake.close()));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    for (const server of [mailApi, oidcServer]) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  };
}
