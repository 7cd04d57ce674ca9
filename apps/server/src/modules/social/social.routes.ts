import {
  AddSocialLoginBodySchema,
  ApiErrorSchema,
  type Language,
  OidcCallbackQuerySchema,
  OidcStartQuerySchema,
  SocialLoginBodySchema,
  SocialLoginResponseSchema,
  SocialProvidersResponseSchema,
  UserInfoSchema,
} from '@marquee/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { clock } from '../accounts/clock';
import type { PendingLogin } from './oidc';

const tags = ['externalaccount'];
const COOKIE = 'marquee_oidc';
const COOKIE_PATH = '/api/externalaccount/oidc';
/** Time allowed on the provider's pages between start and callback. */
const PENDING_TTL_MS = 10 * 60 * 1000;

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Only a path inside the web app may be returned to: never another site (open redirect). */
function safeReturnUrl(value: string | undefined): string | undefined {
  return value && /^\/(?![/\\])/.test(value) ? value : undefined;
}

/**
 * Social login over OpenID Connect. The browser opens /oidc/start (full page) → provider → /oidc/callback,
 * which redirects to the web app's `/{lang}/signin?oidcCode=…&returnUrl=…` (or `oidcError=…`); the web app
 * then POSTs the code to /externalaccount/facebooklogin (sign in) or /addfacebooklogin (link, `oidcMode=link`).
 */
export async function socialRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const { social: service, oidc: provider, oidcStates: signer } = app.services;
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';
  const webUrl = (lang: Language, params: Record<string, string | undefined>) => {
    const url = new URL(`${config.publicUrl.replace(/\/+$/, '')}/${lang}/signin`);
    for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
    return url.toString();
  };
  // Likes (issue 26): the provider sends the fan back to the suggestions page itself, not to sign-in.
  const likesUrl = (lang: Language, returnUrl: string | undefined, params: Record<string, string>) => {
    const url = new URL(`${config.publicUrl.replace(/\/+$/, '')}${returnUrl ?? `/${lang}/account/settings`}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.toString();
  };
  const setCookie = (reply: FastifyReply, value: string, maxAge: number) =>
    reply.header(
      'set-cookie',
      `${COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`,
    );

  app.get(
    '/externalaccount/providers',
    {
      schema: {
        tags,
        summary: 'Configured social login providers ([] when none)',
        response: { 200: SocialProvidersResponseSchema },
      },
    },
    async () => service.providers(),
  );

  app.get(
    '/externalaccount/oidc/start',
    {
      schema: {
        tags,
        summary: 'Browser entry: 302 to the provider (PKCE, state and nonce kept in a signed cookie)',
        querystring: OidcStartQuerySchema,
        response: { 404: ApiErrorSchema, 503: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!provider)
        throw new AppError('SOCIAL_LOGIN.NOT_CONFIGURED', 'No social login provider is configured.');
      const started = await provider.start().catch((error: unknown) => {
        request.log.error({ err: error }, 'oidc: discovery failed');
        throw new AppError('SERVICE_UNAVAILABLE', 'The login provider is not reachable.');
      });
      const pending: PendingLogin = {
        ...started.state,
        returnUrl: safeReturnUrl(request.query.returnUrl),
        mode: request.query.mode,
        lang: request.query.lang ?? request.ctx.language,
      };
      setCookie(reply, signer.seal(pending, clock.now().getTime(), PENDING_TTL_MS), PENDING_TTL_MS / 1000);
      return reply.header('cache-control', 'no-store').redirect(started.url.toString(), 302);
    },
  );

  app.get(
    '/externalaccount/oidc/callback',
    {
      schema: {
        tags,
        summary: "Provider's redirect target: 302 to the web app with a one-time code (or an error)",
        querystring: OidcCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      const pending = signer.open(readCookie(request, COOKIE), clock.now().getTime());
      setCookie(reply, '', 0);
      reply.header('cache-control', 'no-store');
      const lang = pending?.lang ?? request.ctx.language;
      if (!provider || !pending || request.query.error) {
        request.log.warn({ error: request.query.error, pending: Boolean(pending) }, 'oidc: callback refused');
        const oidcError = request.query.error ?? 'state';
        return reply.redirect(
          pending?.mode === 'likes'
            ? likesUrl(lang, pending.returnUrl, { oidcError })
            : webUrl(lang, { oidcError }),
          302,
        );
      }
      try {
        const search = new URL(request.url, 'http://x').search;
        const payload = await provider.finish(new URL(`${provider.redirectUri}${search}`), pending);
        const code = await service.issueLoginCode(payload);
        if (pending.mode === 'likes')
          return reply.redirect(likesUrl(lang, pending.returnUrl, { oidcCode: code }), 302);
        return reply.redirect(
          webUrl(lang, {
            oidcCode: code,
            oidcMode: pending.mode === 'link' ? 'link' : undefined,
            returnUrl: pending.returnUrl,
          }),
          302,
        );
      } catch (error) {
        request.log.warn({ err: error }, 'oidc: code exchange failed');
        return reply.redirect(
          pending.mode === 'likes'
            ? likesUrl(lang, pending.returnUrl, { oidcError: 'exchange' })
            : webUrl(lang, { oidcError: 'exchange' }),
          302,
        );
      }
    },
  );

  app.post(
    '/externalaccount/facebooklogin',
    {
      schema: {
        tags,
        summary:
          'Signs in with the one-time code from the OIDC callback; creates the account on first use (Action Register). 400 SOCIAL_LOGIN.FAIL',
        body: SocialLoginBodySchema,
        response: { 200: SocialLoginResponseSchema, 400: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.login(request.body, request.ctx.language);
    },
  );

  app.post(
    '/externalaccount/addfacebooklogin',
    {
      schema: {
        tags,
        summary:
          'Links the identity behind a one-time code (from /oidc/start?mode=link) to the signed-in account',
        body: AddSocialLoginBodySchema,
        response: { 200: UserInfoSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => service.link(await requireUser(request), request.body.Token),
  );
}
