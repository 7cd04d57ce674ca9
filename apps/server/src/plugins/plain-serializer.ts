import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';

/** Fits any route's schema type (a route types its compiler by its own schema object). */
export type SerializerCompiler = <T>(route: FastifyRouteSchemaDef<T>) => (data: unknown) => string;

/**
 * A response serializer for hot routes (public reads, seat holds). The app's default re-encodes every
 * answer through its zod schema before JSON.stringify, which on these routes costs more CPU than the work
 * behind the answer; their answers are built by presenters typed against the same contract schemas, so
 * outside tests they are written with `stringify` alone.
 *
 * Under NODE_ENV=test every answer is still checked, more strictly than the default: the zod-encoded answer
 * must equal what is sent. The default would silently drop a key the schema doesn't know (a private field a
 * presenter started to leak would vanish in tests and in production alike); here it fails the test.
 */
export function plainSerializer(
  app: FastifyInstance,
  stringify: (data: unknown) => string = JSON.stringify,
): SerializerCompiler {
  if (app.config.NODE_ENV !== 'test') return () => (data) => stringify(data);
  return (route) => {
    const validated = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    return (data) => {
      const sent = stringify(data);
      const checked = validated(data);
      if (!isDeepStrictEqual(JSON.parse(checked), JSON.parse(sent))) {
        throw new Error(
          `${route.method} ${route.url}: the answer differs from its schema's encoding\n${sent}\n${checked}`,
        );
      }
      return sent;
    };
  };
}
