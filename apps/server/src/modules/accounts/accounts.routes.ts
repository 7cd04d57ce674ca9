import {
  AccessTokenSchema,
  ActivationBodySchema,
  ApiErrorSchema,
  CheckEmailDomainQuerySchema,
  CheckEmailDomainResponseSchema,
  ClaimIdParamsSchema,
  EmailBodySchema,
  EmailQuerySchema,
  EnabledQuerySchema,
  GdprSettingsBodySchema,
  LanguageBodySchema,
  LoginBodySchema,
  NewPasswordBodySchema,
  OkSchema,
  RegisterBodySchema,
  TokenWithUserInfoSchema,
  UserIdParamsSchema,
  UserInfoSchema,
} from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { registerRateLimit } from '../../plugins/rate-limit-store';
import { acceptEmptyJsonBody, addRetryAfter, clientIp, failValidationAs } from './route-helpers';

const tags = ['account'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema };
const NO_STORE = 'no-store';

/** Account calls of spec 1 §7 (sign-up, sign-in, tokens, confirmation, password reset, settings, deletion). */
export async function accountsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.accounts;
  addRetryAfter(app);
  acceptEmptyJsonBody(app);
  // Per-IP limits on the unauthenticated probes and sign-up (account enumeration, mass sign-up):
  // userexist and emailIsAvailable ACCOUNT_PROBE_RATE_LIMIT (30) a minute each, register
  // ACCOUNT_REGISTER_RATE_LIMIT (10) a minute → 429 MAXIMUM_ATTEMPTS_EXCEEDED with Retry-After. Counted in
  // PostgreSQL and shared by every server process (plugins/rate-limit-store.ts), per route; they only blunt
  // bursts (the login throttle is separate). Registered in this scope so only routes with `config.rateLimit`
  // are limited.
  await registerRateLimit(app, {
    keyGenerator: (request) => clientIp(request),
    errorResponseBuilder: (_request, context) =>
      new AppError('MAXIMUM_ATTEMPTS_EXCEEDED', `Too many requests, retry in ${context.after}.`),
  });
  const probeLimit = { rateLimit: { max: app.config.ACCOUNT_PROBE_RATE_LIMIT, timeWindow: 60_000 } };
  const registerLimit = { rateLimit: { max: app.config.ACCOUNT_REGISTER_RATE_LIMIT, timeWindow: 60_000 } };
  // Nothing an account call answers may be cached by a browser or proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', NO_STORE);
  });

  app.post(
    '/account/userexist',
    {
      config: probeLimit,
      schema: {
        tags,
        summary: 'Whether an account uses the e-mail: 200 yes, 404 no (auth screen step SIGNIN)',
        body: EmailBodySchema,
        response: { 200: OkSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => service.userExists(request.body.Email),
  );

  app.post(
    '/account/register',
    {
      config: registerLimit,
      ...failValidationAs('AUTH.INCORRECT_SIGNUP_DATA'),
      schema: {
        tags,
        summary:
          'Sign-up: creates the account (+ visitor profile), mails the confirmation link, signs in. 400 AUTH.INCORRECT_SIGNUP_DATA, 409 AUTH.EMAIL_ALREADY_IN_USE',
        body: RegisterBodySchema,
        response: {
          200: TokenWithUserInfoSchema,
          400: ApiErrorSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => service.register(request.body, request.ctx.language),
  );

  app.post(
    '/account/tokenwithuserinfo',
    {
      schema: {
        tags,
        summary:
          'Sign-in. 400 AUTH.WRONG_USERNAME_OR_PWD; 429 MAXIMUM_ATTEMPTS_EXCEEDED (Retry-After) after 5 failures per account or 20 per address in 15 min',
        body: LoginBodySchema,
        response: { 200: TokenWithUserInfoSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => service.login(request.body, clientIp(request)),
  );

  app.get(
    '/account/userinfo',
    {
      schema: {
        tags,
        summary: 'The signed-in user (401 without a valid token)',
        response: { 200: UserInfoSchema, ...errors },
      },
    },
    async (request) => service.userInfo(await requireUser(request)),
  );

  app.post(
    '/account/newtoken',
    {
      schema: {
        tags,
        summary: 'A fresh access token (clients refresh when under 18 h remain); send no body or {}',
        response: { 200: AccessTokenSchema, ...errors },
      },
    },
    async (request) => service.newToken(await requireUser(request)),
  );

  app.post(
    '/account/accountsettings/gdpr',
    {
      schema: {
        tags,
        summary: 'Records consent (terms-updated dialog, newsletter); each field true/false or {Approved}',
        body: GdprSettingsBodySchema,
        response: { 200: UserInfoSchema, ...errors },
      },
    },
    async (request) => service.gdpr(await requireUser(request), request.body),
  );

  app.post(
    '/account/activation/:id',
    {
      ...failValidationAs('EMAIL_CONFIRMATION.FAIL'),
      schema: {
        tags,
        summary: 'Confirms the e-mail with the mailed token (24 h, single use). 400 EMAIL_CONFIRMATION.FAIL',
        params: UserIdParamsSchema,
        body: ActivationBodySchema,
        response: { 200: OkSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => service.activate(request.params.id, request.body.Token),
  );

  app.post(
    '/account/resendActivationMail',
    {
      schema: {
        tags,
        summary: 'Mails a new confirmation link to the signed-in, unconfirmed user (429 after 5 an hour)',
        response: { 200: OkSchema, ...errors, 429: ApiErrorSchema, 503: ApiErrorSchema },
      },
    },
    async (request) => service.resendActivationMail(await requireUser(request), clientIp(request)),
  );

  app.post(
    '/account/sendforgottenpasswordemail',
    {
      ...failValidationAs('FORGOTTEN_PASSWORD.FAIL'),
      schema: {
        tags,
        summary:
          'Mails a password-reset link (1 h, single use). 200 for unknown e-mails too (no account discovery); 400 FORGOTTEN_PASSWORD.FAIL for bad input',
        body: EmailBodySchema,
        response: { 200: OkSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => service.sendForgottenPasswordEmail(request.body.Email, clientIp(request)),
  );

  app.put(
    '/account/updateforgottenpassword/:id',
    {
      ...failValidationAs('NEW_PASSWORD.FAIL'),
      schema: {
        tags,
        summary: 'Sets a new password with the reset token and ends all sessions. 400 NEW_PASSWORD.FAIL',
        params: UserIdParamsSchema,
        body: NewPasswordBodySchema,
        response: { 200: OkSchema, 400: ApiErrorSchema },
      },
    },
    async (request) =>
      service.updateForgottenPassword(request.params.id, request.body.Token, request.body.NewPassword),
  );

  app.get(
    '/email/emailIsAvailable',
    {
      config: probeLimit,
      schema: {
        tags,
        summary: 'True when no account uses the e-mail',
        querystring: EmailQuerySchema,
        response: { 200: z.boolean(), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => service.emailIsAvailable(request.query.Email),
  );

  app.get(
    '/utility/checkEmailDomain',
    {
      schema: {
        tags,
        summary:
          "'NON_EXIST' when the domain cannot receive mail (unknown TLD, .invalid; reserved names and DNS only in production), else 'OK'",
        querystring: CheckEmailDomainQuerySchema,
        response: { 200: CheckEmailDomainResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      // Fastify would send a bare string as text/plain; the answer is a JSON string ("OK").
      reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(await service.checkEmailDomain(request.query.email)) as never),
  );

  app.put(
    '/account/changeFacebookGeneratedMail',
    {
      schema: {
        tags,
        summary: 'Replaces an e-mail made up at social sign-up; mails a confirmation link to the new one',
        querystring: EmailQuerySchema,
        response: { 200: UserInfoSchema, ...errors, 403: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => service.changeGeneratedEmail(await requireUser(request), request.query.Email),
  );

  for (const url of ['/account/', '/account']) {
    app.delete(
      url,
      {
        schema: {
          tags,
          hide: url === '/account',
          summary: "Deletes the signed-in user's personal data and ends every session",
          response: { 200: OkSchema, 401: ApiErrorSchema },
        },
      },
      async (request) => service.deleteAccount(await requireUser(request)),
    );
  }

  app.patch(
    '/account/accountsettings/newsletter',
    {
      schema: {
        tags,
        summary: 'Newsletter on/off',
        querystring: EnabledQuerySchema,
        response: { 200: UserInfoSchema, ...errors },
      },
    },
    async (request) => service.newsletter(await requireUser(request), request.query.enabled),
  );

  app.patch(
    '/account/accountsettings/MarqueeFeaturesNewsletter',
    {
      schema: {
        tags,
        summary: "Product-features newsletter on/off (spec's {product}FeaturesNewsletter)",
        querystring: EnabledQuerySchema,
        response: { 200: UserInfoSchema, ...errors },
      },
    },
    async (request) => service.featuresNewsletter(await requireUser(request), request.query.enabled),
  );

  app.put(
    '/account/accountsettings/language',
    {
      schema: {
        tags,
        summary: 'Language of the account (mails)',
        body: LanguageBodySchema,
        response: { 200: UserInfoSchema, ...errors },
      },
    },
    async (request) => service.language(await requireUser(request), request.body.Language),
  );

  app.get(
    '/account/setdefaultprofileclaim/:claimId',
    {
      schema: {
        tags,
        summary: 'Makes a claim the default (profile switch). 403 for a claim that is not yours, 404 unknown',
        params: ClaimIdParamsSchema,
        response: { 200: UserInfoSchema, ...errors, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => service.setDefaultProfileClaim(await requireUser(request), request.params.claimId),
  );
}
