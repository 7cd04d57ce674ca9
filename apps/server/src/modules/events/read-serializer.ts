import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { plainSerializer, type SerializerCompiler } from '../../plugins/plain-serializer';

/**
 * Answers from the read memos (read-cache.ts) are the same object for every request within their TTL and
 * are never changed once built, so their JSON is written once; other answers are garbage with their object.
 */
const written = new WeakMap<object, string>();
function stringifyOnce(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data);
  let json = written.get(data);
  if (json === undefined) {
    json = JSON.stringify(data);
    written.set(data, json);
  } else if (json.length >= COMPRESS_THRESHOLD && !repeated.has(json)) {
    repeated.set(json, {});
    if (repeated.size > MAX_REPEATED) repeated.delete(repeated.keys().next().value as string);
  }
  return json;
}

/**
 * The same goes for compressing them. @fastify/compress spends more CPU on brotli for a 10 kB listing than
 * the whole memoized answer costs otherwise, once per request; answers written a second time (memo hits)
 * are compressed once per encoding here and sent encoded, which @fastify/compress then leaves alone.
 * Same threshold and brotli quality as app.ts's @fastify/compress.
 */
const COMPRESS_THRESHOLD = 1024;
const MAX_REPEATED = 500;
const repeated = new Map<string, { br?: Buffer; gzip?: Buffer }>();

/** br, else gzip, if the client takes it (a q=0 refuses); null for neither. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** onSend hook of the read routes: a repeated answer goes out compressed from its memo. */
export async function sendRepeatedCompressed(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string') return payload;
  const variants = repeated.get(payload);
  if (!variants || reply.getHeader('content-encoding')) return payload;
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  let body = variants[encoding];
  if (!body) {
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(payload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : zlib.gzipSync(payload);
    variants[encoding] = body;
  }
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  reply.header('content-encoding', encoding);
  return body;
}

/** The response serializer of the hot public reads (event page, listings, search): see plainSerializer. */
export function readSerializer(app: FastifyInstance): { serializerCompiler: SerializerCompiler } {
  return { serializerCompiler: plainSerializer(app, stringifyOnce) };
}
