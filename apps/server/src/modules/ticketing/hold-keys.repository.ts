import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from './sql-rows';

/** Idempotency keys of hold writes (issue 14, migration 0029); the rules live in hold-idempotency.ts. */

export interface StoredHoldKey {
  request_hash: string;
  item_ids: string[];
  user_id: string | null;
}

/** The basket's live record of `key` with the basket's owner, or null (none, or its hold has lapsed). */
export async function findHoldKey(db: DbOrTx, basketId: string, key: string): Promise<StoredHoldKey | null> {
  const rows = await queryRows<StoredHoldKey>(
    db,
    sql`select k.request_hash, k.item_ids::text[] as item_ids, b.user_id
      from hold_idempotency_keys k join baskets b on b.id = k.basket_id
      where k.basket_id = ${basketId} and k.key = ${key} and k.expires_at > now()`,
  );
  return rows[0] ?? null;
}

/**
 * Claims `key` for this hold inside its transaction (a lapsed record is taken over). False when a live
 * record exists: a parallel repeat waits here on the unique key until the first commits or rolls back.
 */
export async function claimHoldKey(
  tx: DbOrTx,
  basketId: string,
  key: string,
  requestHash: string,
  holdSeconds: number,
): Promise<boolean> {
  const rows = await queryRows<{ key: string }>(
    tx,
    sql`insert into hold_idempotency_keys as k (basket_id, key, request_hash, expires_at)
      values (${basketId}, ${key}, ${requestHash}, now() + make_interval(secs => ${holdSeconds}::int))
      on conflict (basket_id, key) do update set request_hash = excluded.request_hash, item_ids = '{}',
        expires_at = excluded.expires_at, created_at = now()
      where k.expires_at <= now()
      returning k.key`,
  );
  return rows.length === 1;
}

/** The items the claimed hold added (same transaction). */
export async function recordHoldKeyItems(tx: DbOrTx, basketId: string, key: string, itemIds: string[]) {
  await tx.execute(
    sql`update hold_idempotency_keys set item_ids = ${`{${itemIds.join(',')}}`}::uuid[]
      where basket_id = ${basketId} and key = ${key}`,
  );
}
