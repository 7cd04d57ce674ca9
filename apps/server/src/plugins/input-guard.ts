import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

/**
 * U+0000, or half of a UTF-16 surrogate pair without its other half. PostgreSQL cannot store either (text
 * refuses NUL; jsonb refuses `\u0000` and unpaired `\ud800` escapes), so one reaching a query failed it
 * with a 500; a 400 here names the field instead.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether the text holds a character no field of ours accepts (NUL or a lone surrogate). */
export function hasUnsafeCharacter(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** The request headers the API reads (ARCHITECTURE §3); others are never passed on. */
const READ_HEADERS = [
  'authorization',
  'profileid',
  'profiletype',
  'accept-language',
  'location',
  'sessionid',
  'sessionreferer',
  'accept',
  'user-agent',
  'referer',
] as const;

/**
 * The dot-joined path of the first string (or object key) in `value` that holds an unsafe character, or
 * null. Walks with an explicit stack: a parsed JSON body may nest deeper than the call stack allows.
 */
export function findUnsafeString(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string };
    if (typeof current === 'string') {
      if (hasUnsafeCharacter(current)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: join(path, i) });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (hasUnsafeCharacter(key)) return join(path, key);
        stack.push({ value: item, path: join(path, key) });
      }
    }
  }
  return null;
}

function refuse(where: string, field: string): AppError {
  // A key named __proto__ would not survive as a FieldErrors key (the answer failed its schema: a 500).
  const key = field === '' || /(^|\.)__proto__(\.|$)/.test(field) ? where : field;
  return new AppError(
    'VALIDATION_FAILED',
    `Invalid ${where}: a text holds U+0000 or an unpaired surrogate.`,
    { [key]: ['INVALID_VALUE'] },
  );
}

/**
 * One rule for every route (issue 16 #4): NUL and unpaired surrogates in any string of the body (deep, keys
 * too), the query, the path parameters or a header we read answer 400 VALIDATION_FAILED, before the
 * route's own validation and long before the database.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const field = findUnsafeString(value);
      if (field !== null) throw refuse(where, field);
    }
    for (const name of READ_HEADERS) {
      const value = request.headers[name];
      if (value !== undefined && findUnsafeString(value) !== null) throw refuse('headers', name);
    }
  });
});

/**
 * Fastify's `frameworkErrors` (routing failures, before any route or hook runs): a path that is not valid
 * percent-encoding (`/api/event/%ZZ`, an encoded lone surrogate `%ED%A0%80`) answers 400 VALIDATION_FAILED,
 * a path parameter over the router's 100 characters its 414, both in the API's error shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send({ Code: 'VALIDATION_FAILED', Message: 'The URL is not valid.' });
    return;
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    void reply.status(status).send({ Code: 'BAD_REQUEST', Message: error.message.slice(0, 200) });
    return;
  }
  request.log.error({ err: error }, 'framework error');
  void reply.status(500).send({ Code: 'INTERNAL_ERROR', Message: 'Something went wrong.' });
}
