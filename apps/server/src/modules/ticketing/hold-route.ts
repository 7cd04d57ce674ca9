import type { FastifyInstance } from 'fastify';
import { plainSerializer, type SerializerCompiler } from '../../plugins/plain-serializer';

/**
 * Route options of the hold calls (add seat, add standing), the hot path of a sale (ARCHITECTURE §6).
 *
 * The response serializer writes the basket with JSON.stringify alone outside tests (plainSerializer): the
 * default zod re-encoding costs more than the hold's own bookkeeping for a basket of a few items.
 *
 * No compression: the answer is a basket of a few items (1–5 kB, never cached), where three extra hooks per
 * request and a brotli pass cost more CPU than the bytes are worth; the calls have no body to decompress.
 */
export function holdRouteOptions(app: FastifyInstance): {
  serializerCompiler: SerializerCompiler;
  compress: false;
  decompress: false;
  config: { basketOwnerCheckedInSql: true };
} {
  return {
    compress: false,
    decompress: false,
    serializerCompiler: plainSerializer(app),
    // ticketing_hold refuses another user's basket in the same round trip (basket-access.ts).
    config: { basketOwnerCheckedInSql: true },
  };
}
