import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Rows of a raw statement; both drivers (node-postgres, PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The part of Drizzle's database and transaction objects `db.execute` itself uses, plus a statement name. */
interface NamedQueryRunner {
  dialect: { sqlToQuery(query: SQL): unknown };
  session: {
    prepareQuery(
      query: unknown,
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

/**
 * Rows of a raw statement run as a named prepared statement: node-postgres parses and plans it once per
 * connection instead of on every call (PGlite ignores the name). For the hot path of holds only, and the
 * statement's text must be the same for a name every time — only its parameters may differ. `db.execute`
 * does exactly this without a name; Drizzle's raw-SQL API has no public way to pass one.
 */
export async function namedQueryRows<T>(db: DbOrTx, name: string, query: SQL): Promise<T[]> {
  const runner = db as unknown as NamedQueryRunner;
  const prepared = runner.session.prepareQuery(runner.dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}
