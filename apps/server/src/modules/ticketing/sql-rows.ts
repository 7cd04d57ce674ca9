import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';

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

/** The driver client under Drizzle (`db.$client`): a node-postgres Pool, or PGlite. */
interface RawClient {
  query(
    textOrConfig: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
}

/**
 * A hot-path statement run on the driver's own client, past Drizzle: on PostgreSQL a named prepared statement
 * on a pooled connection in autocommit (one round trip, parsed and planned once per connection), on PGlite
 * the same text. For single statements that are their own transaction (a function call); `$n` parameters.
 * Rows come with the driver's own types (timestamptz as Date), not Drizzle's.
 */
export function rawStatement<T>(name: string, text: string) {
  return async (db: Db, values: unknown[]): Promise<T[]> => {
    const client = (db as unknown as { $client: RawClient & { totalCount?: number } }).$client;
    const result =
      typeof client.totalCount === 'number'
        ? await client.query({ name, text, values })
        : await client.query(text, values);
    return result.rows as T[];
  };
}
