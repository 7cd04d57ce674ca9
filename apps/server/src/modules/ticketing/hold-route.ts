import { IdempotencyKeySchema } from '@marquee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors';
import { plainSerializer, type SerializerCompiler } from '../../plugins/plain-serializer';

/**
 * The optional Idempotency-Key header of a hold (issue 14); null without one. VALIDATION_FAILED for a value
 * that is not 1–100 visible ASCII characters (or the header sent twice).
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !IdempotencyKeySchema.safeParse(value).success)
    throw new AppError('VALIDATION_FAILED', 'Idempotency-Key must be 1–100 visible ASCII characters.', {
      'Idempotency-Key': ['INVALID_VALUE'],
    });
  return value;
}

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
