import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Rows of a raw statement; both drivers (node-postgres, PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
