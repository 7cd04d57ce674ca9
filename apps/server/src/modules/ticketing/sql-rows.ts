import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';

/** Rows of a raw statement; both drivers (node-postgres, PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The part of Drizzle's database and transaction objects `db.execute` itself uses. */
interface QueryRunner {
  session: {
    prepareQuery(
      query: Query,
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(values: Record<string, unknown>): Promise<unknown> };
  };
}

const dialect = new PgDialect();

/**
 * A statement of the holds' hot path, built once (its parameters are `sql.placeholder`s) and run as a named
 * prepared statement: node-postgres has PostgreSQL parse and plan it once per connection (PGlite ignores
 * the name), and no request spends time turning SQL templates into text again. `db.execute` does the same
 * without a name and rebuilds the text each time; Drizzle's raw-SQL API has no public way to do this.
 */
export function preparedStatement<T>(name: string, query: SQL) {
  const built = dialect.sqlToQuery(query);
  return async (db: DbOrTx, values: Record<string, unknown>): Promise<T[]> => {
    const runner = db as unknown as QueryRunner;
    const result = (await runner.session.prepareQuery(built, undefined, name, false).execute(values)) as {
      rows: T[];
    };
    return result.rows;
  };
}
