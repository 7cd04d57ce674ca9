import {
  HEADERS,
  type Language,
  parseApiVersion,
  parseLocationHeader,
  pickLanguage,
} from '@marquee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** What the spec's request headers (spec 1 §7) say about the caller; read once per request. */
export interface RequestContext {
  language: Language;
  /** Raw bearer token; the accounts module verifies it. */
  bearerToken: string | null;
  profileId: string | null;
  profileType: string | null;
  location: { Lon: number; Lat: number } | null;
  sessionId: string | null;
  sessionReferer: string | null;
  apiVersion: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : null;
}

export function readContext(request: FastifyRequest): RequestContext {
  const authorization = header(request, HEADERS.authorization);
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1] ?? null;
  return {
    language: pickLanguage(header(request, HEADERS.acceptLanguage)),
    bearerToken: bearer,
    profileId: header(request, HEADERS.profileId),
    profileType: header(request, HEADERS.profileType),
    location: parseLocationHeader(header(request, HEADERS.location)),
    sessionId: header(request, HEADERS.sessionId),
    sessionReferer: header(request, HEADERS.sessionReferer),
    apiVersion: parseApiVersion(header(request, HEADERS.accept)),
  };
}

export const contextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request) => {
    request.ctx = readContext(request);
  });
});
