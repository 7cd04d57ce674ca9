import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pickEncoding, readSerializer, sendRepeatedCompressed } from './read-serializer';

const Answer = z.object({ Items: z.array(z.object({ Name: z.string() })) });
// One answer object for every request, as the read memos hand out; large enough to be compressed.
const memoized = { Items: Array.from({ length: 100 }, (_, i) => ({ Name: `Event ${i}` })) };

async function appIn(nodeEnv: 'production' | 'test', answer: () => unknown): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('config', { NODE_ENV: nodeEnv } as FastifyInstance['config']);
  app.addHook('onSend', sendRepeatedCompressed);
  app.get('/answer', { ...readSerializer(app), schema: { response: { 200: Answer } } }, async () => answer());
  await app.ready();
  return app;
}

describe('readSerializer', () => {
  let production: FastifyInstance;
  beforeAll(async () => {
    production = await appIn('production', () => memoized);
  });
  afterAll(() => production.close());

  it('sends a repeated answer compressed once the client takes br or gzip', async () => {
    const get = (encoding?: string) =>
      production.inject({ url: '/answer', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const first = await get('br');
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.json()).toEqual(memoized);
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(memoized);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(memoized);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(memoized);
  });

  it('fails a test when an answer carries a key its schema does not know', async () => {
    const app = await appIn('test', () => ({ Items: [{ Name: 'A', Email: 'private@example.com' }] }));
    const res = await app.inject({ url: '/answer' });
    expect(res.statusCode).toBe(500);
    await app.close();
  });

  it('picks br over gzip and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
