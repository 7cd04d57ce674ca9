import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, errorsPlugin } from './errors';

// A tiny app with the real error plugin and routes that fail in each way the API can fail.
const app = Fastify({ logger: false, bodyLimit: 1024 }).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.post(
    '/signup',
    {
      schema: {
        body: z.object({
          LoginData: z.object({ Email: z.email(), Password: z.string().min(6) }),
          Age: z.number().int().min(18).optional(),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/business', async () => {
    throw new AppError('AUTH.EMAIL_ALREADY_IN_USE', 'E-mail address already in use');
  });
  app.get('/forbidden', async () => {
    throw Object.assign(new Error('Forbidden'), { statusCode: 403 });
  });
  app.get('/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error handler', () => {
  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"LoginData":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Code: 'MALFORMED_JSON' });
  });

  it('answers wrong types with 400 and FieldErrors keyed by dotted path', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/signup',
      payload: { LoginData: { Email: 'not-an-email', Password: '123' }, Age: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.Code).toBe('VALIDATION_FAILED');
    expect(body.FieldErrors).toEqual({
      'LoginData.Email': ['EMAIL_INVALID'],
      'LoginData.Password': ['MIN_LENGTH'],
      Age: ['INVALID_TYPE'],
    });
  });

  it('marks missing fields as FIELD_REQUIRED', async () => {
    const res = await app.inject({ method: 'POST', url: '/signup', payload: { LoginData: {} } });
    expect(res.json().FieldErrors).toMatchObject({
      'LoginData.Email': ['FIELD_REQUIRED'],
      'LoginData.Password': ['FIELD_REQUIRED'],
    });
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ LoginData: { Email: 'a@b.cz', Password: 'x'.repeat(5000) } }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ Code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a business error with its contract status and code', async () => {
    const res = await app.inject({ method: 'GET', url: '/business' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      Code: 'AUTH.EMAIL_ALREADY_IN_USE',
      Message: 'E-mail address already in use',
    });
  });

  it('gives a plugin error that only carries a status the matching code', async () => {
    const res = await app.inject({ method: 'GET', url: '/forbidden' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ Code: 'FORBIDDEN', Message: 'Forbidden' });
  });

  it('hides the internals of unexpected errors', async () => {
    const res = await app.inject({ method: 'GET', url: '/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ Code: 'INTERNAL_ERROR', Message: 'Something went wrong.' });
    expect(res.body).not.toContain('secret');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/signup',
      headers: { 'content-type': 'application/x-foo' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ Code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
