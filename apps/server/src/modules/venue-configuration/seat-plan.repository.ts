import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { seatRows, seats, venueConfigurations } from '../../db/schema/venues';

/** Bulk writes of seat plans (replace, copy); the callers chunk them and decide what to write. */

export interface SeatUpdate {
  id: string;
  rowId: string;
  name: string;
  x: number;
  y: number;
  radius: number;
  key: string;
  accessible: boolean;
}

/** One UPDATE … FROM (VALUES …) per chunk: a 15,000-seat plan saves in a handful of statements. */
export async function updateSeatBatch(tx: DbOrTx, part: readonly SeatUpdate[]) {
  const values = sql.join(
    part.map(
      (w) =>
        sql`(${w.id}::uuid, ${w.rowId}::uuid, ${w.name}, ${w.x}::real, ${w.y}::real, ${w.radius}::real, ${w.key}, ${w.accessible}::boolean)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`UPDATE seats AS s SET row_id = v.row_id, name = v.name, x = v.x, y = v.y,
      radius = v.radius, ticket_category_key = v.key, is_accessible = v.accessible
      FROM (VALUES ${values}) AS v(id, row_id, name, x, y, radius, key, accessible) WHERE s.id = v.id`);
}

export async function updateRowBatch(
  tx: DbOrTx,
  part: readonly { id: string; name: string; order: number }[],
) {
  const values: SQL = sql.join(
    part.map((w) => sql`(${w.id}::uuid, ${w.name}, ${w.order}::int)`),
    sql`, `,
  );
  await tx.execute(sql`UPDATE seat_rows AS r SET name = v.name, sort_order = v.sort_order
      FROM (VALUES ${values}) AS v(id, name, sort_order) WHERE r.id = v.id`);
}

export async function insertSeatRows(tx: DbOrTx, rows: (typeof seatRows.$inferInsert)[]) {
  await tx.insert(seatRows).values(rows);
}

export async function insertSeats(tx: DbOrTx, rows: (typeof seats.$inferInsert)[]) {
  await tx.insert(seats).values(rows);
}

export async function deleteSeats(tx: DbOrTx, seatIds: string[]) {
  await tx.delete(seats).where(inArray(seats.id, seatIds));
}

export async function deleteSeatRows(tx: DbOrTx, rowIds: string[]) {
  await tx.delete(seatRows).where(inArray(seatRows.id, rowIds));
}

/** The layout row itself (no venue join). */
export async function findConfigurationRow(tx: DbOrTx, configurationId: string) {
  const [row] = await tx
    .select()
    .from(venueConfigurations)
    .where(eq(venueConfigurations.id, configurationId));
  return row ?? null;
}
