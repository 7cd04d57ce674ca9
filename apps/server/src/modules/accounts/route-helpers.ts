import type { ErrorCode } from '@marquee/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, fieldErrorsOf } from '../../plugins/errors';
import { ThrottledError } from './throttle';

/**
 * Route options for calls whose spec failure is one code (signup → AUTH.INCORRECT_SIGNUP_DATA, new password →
 * NEW_PASSWORD.FAIL …): schema violations answer that code instead of VALIDATION_FAILED, with the same
 * FieldErrors, so the web app shows the spec's message and still marks the fields.
 */
export function failValidationAs(code: ErrorCode) {
  return {
    attachValidation: true,
    preHandler: async (request: FastifyRequest) => {
      const error = request.validationError as (FastifyError & { validationContext?: string }) | undefined;
      if (!error) return;
      const fieldErrors = hasZodFastifySchemaValidationErrors(error)
        ? fieldErrorsOf(error.validation, error.validationContext)
        : undefined;
      throw new AppError(code, error.message, fieldErrors);
    },
  };
}

/** 429 answers carry Retry-After; the app's error handler then writes the body as usual. */
export function addRetryAfter(app: FastifyInstance): void {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  });
}

/** The request's client address (X-Forwarded-For counts only from the proxies TRUST_PROXY names). */
export function clientIp(request: FastifyRequest): string {
  return request.ip.replace(/^::ffff:/, '');
}

/**
 * Calls without a body (newtoken, resendActivationMail) are often sent with `Content-Type: application/json`
 * and nothing after it; Fastify would answer 400. In this plugin's scope an empty JSON body means "no body";
 * malformed JSON still answers MALFORMED_JSON through the app's error handler.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('The request body is not valid JSON.'), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      });
      done(error, undefined);
    }
  });
}
