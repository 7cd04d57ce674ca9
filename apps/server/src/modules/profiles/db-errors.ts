/**
 * PostgreSQL error details from node-postgres and PGlite alike. Drizzle wraps driver errors
 * (DrizzleQueryError) and keeps the original in `cause`, so the chain is walked.
 */
interface PgErrorFields {
  code?: string;
  constraint?: string;
  detail?: string;
}

function pgError(error: unknown): PgErrorFields | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const fields = current as PgErrorFields & { cause?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = fields.cause;
  }
  return null;
}

/** The SQLSTATE of a database error (23505, 23P01, a trigger's MQ410…), or null for any other error. */
export function pgCode(error: unknown): string | null {
  return pgError(error)?.code ?? null;
}

/** The violated unique constraint's name (23505), or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  const fields = pgError(error);
  return fields?.code === '23505' ? (fields.constraint ?? fields.detail ?? '') : null;
}

/** True for a foreign-key violation (23503), e.g. an unknown city or event id. */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgError(error)?.code === '23503';
}
