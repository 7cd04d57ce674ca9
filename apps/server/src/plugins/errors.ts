import {
  type ApiError,
  codeOfStatus,
  type ErrorCode,
  type FormMessageKey,
  statusOf,
} from '@marquee/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * A business error with a stable contract code. Services throw it; the error handler turns it into
 * `{ Code, Message, FieldErrors }` with the status the contract assigns to the code.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fieldErrors?: Record<string, string[]>,
    status?: number,
  ) {
    super(message ?? code);
    this.name = 'AppError';
    this.status = status ?? statusOf(code);
  }
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Translates a zod issue into one of the spec's form message keys (spec 1 §5) so clients can show it. */
function formMessageKey(issue: ValidationIssue): FormMessageKey {
  const params = issue.params ?? {};
  switch (issue.keyword) {
    case 'invalid_type':
      // zod 4 leaves the input out of issues; its message says what was received.
      return /received undefined/.test(issue.message ?? '') ? 'FIELD_REQUIRED' : 'INVALID_TYPE';
    case 'too_small':
      if (params.origin === 'string') return params.minimum === 1 ? 'FIELD_REQUIRED' : 'MIN_LENGTH';
      if (params.origin === 'date') return 'MIN_DATETIME';
      return 'MIN_VALUE';
    case 'too_big':
      if (params.origin === 'string') return 'MAX_LENGTH';
      if (params.origin === 'date') return 'MAX_DATETIME';
      return 'MAX_VALUE';
    case 'invalid_format':
      return params.format === 'email'
        ? 'EMAIL_INVALID'
        : params.format === 'datetime'
          ? 'DATE_INVALID'
          : 'INVALID_VALUE';
    case 'invalid_value':
      return 'CHOOSE_OPTION_REQUIRED';
    default:
      return 'INVALID_VALUE';
  }
}

export function fieldErrorsOf(issues: ValidationIssue[], context?: string): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const key = path || context || '_';
    const list = fieldErrors[key] ?? [];
    const message = formMessageKey(issue);
    if (!list.includes(message)) list.push(message);
    fieldErrors[key] = list;
  }
  return fieldErrors;
}

function body(Code: string, Message: string, FieldErrors?: Record<string, string[]>): ApiError {
  return FieldErrors ? { Code, Message, FieldErrors } : { Code, Message };
}

/** Maps Fastify's own error codes (parser, limits) to contract codes. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'MALFORMED_JSON', message: 'The JSON body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'Invalid Content-Length.' },
};

/**
 * One error shape for the whole API. Client mistakes are 4xx with a code; anything unexpected is logged
 * in full and answered as a bare 500 so internals never leak.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.message, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as FastifyError).validationContext;
      return reply
        .status(400)
        .send(
          body(
            'VALIDATION_FAILED',
            `Invalid ${context ?? 'request'}.`,
            fieldErrorsOf(error.validation, context),
          ),
        );
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return reply.status(statusOf(mapped.code)).send(body(mapped.code, mapped.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A plugin's bare 4xx (static files, rate limit…): the generic code of its status.
      const code: ErrorCode = codeOfStatus(status) ?? 'BAD_REQUEST';
      return reply.status(status).send(body(code, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    const code: ErrorCode = status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR';
    return reply.status(Math.max(status, 500)).send(body(code, 'Something went wrong.'));
  });
});
