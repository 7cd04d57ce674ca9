import { randomUUID } from 'node:crypto';
import { type SectorRowsBodySchema, seatPlanProblems } from '@marquee/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { isForeignKeyViolation } from '../profiles/db-errors';
import * as repo from './layout.repository';
import {
  deleteSeatRows,
  deleteSeats,
  insertSeatRows,
  insertSeats,
  type SeatUpdate,
  updateRowBatch,
  updateSeatBatch,
} from './seat-plan.repository';

type RowsInput = z.output<typeof SectorRowsBodySchema>['Rows'];

const CHUNK = 1000;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));
/** A name no person types, unique per row, so renames and swaps never trip the unique indexes mid-way. */
const tempName = (id: string) => `~~${id}`;

type SeatWrite = SeatUpdate;

/** One statement per chunk (the repository's UPDATE … FROM (VALUES …)): a 15,000-seat plan saves in a handful. */
async function updateSeats(tx: DbOrTx, writes: readonly SeatWrite[], name: (w: SeatWrite) => string) {
  for (const part of chunks(writes))
    await updateSeatBatch(
      tx,
      part.map((w) => ({ ...w, name: name(w) })),
    );
}

async function updateRows(tx: DbOrTx, writes: readonly { id: string; name: string; order: number }[]) {
  for (const part of chunks(writes)) await updateRowBatch(tx, part);
}

const seatLabel = (rowName: string, seatName: string) => `row ${rowName} seat ${seatName}`;

/**
 * Replaces a seating sector's rows and seats with `input`, keeping the ids of seats (and rows) sent back
 * with their `_id`. A seat that is sold or held now is never deleted, moved or re-rowed: such a change is
 * refused with LAYOUT.SEAT_TAKEN (409) naming the seats. Empty and duplicate names: VALIDATION_FAILED.
 */
export async function replaceSeatPlan(
  tx: DbOrTx,
  sectorId: string,
  input: RowsInput,
  now: Date,
): Promise<void> {
  const problems = seatPlanProblems(input);
  if (Object.keys(problems).length > 0)
    throw new AppError('VALIDATION_FAILED', 'Invalid seat plan.', problems);

  const existingRows = await repo.listRows(tx, [sectorId]);
  const existingSeats = await repo.listSeats(tx, [sectorId]);
  const taken = await repo.takenSeatIds(tx, [sectorId], now);
  const rowById = new Map(existingRows.map((row) => [row.id, row]));
  const seatById = new Map(existingSeats.map((seat) => [seat.id, seat]));

  // Ids for every row and seat of the new plan (kept when they name one of this sector's).
  const claimedRows = new Set<string>();
  const claimedSeats = new Set<string>();
  const plan = input.map((row, r) => {
    const keepRow = row._id && rowById.has(row._id) && !claimedRows.has(row._id);
    const rowId = keepRow && row._id ? row._id : randomUUID();
    claimedRows.add(rowId);
    return {
      id: rowId,
      isNew: !keepRow,
      name: row.Name.trim(),
      order: r,
      seats: row.Seats.map((seat, s) => {
        const keepSeat = seat._id && seatById.has(seat._id) && !claimedSeats.has(seat._id);
        const id = keepSeat && seat._id ? seat._id : randomUUID();
        claimedSeats.add(id);
        return {
          index: s,
          isNew: !keepSeat,
          write: {
            id,
            rowId,
            name: seat.Name.trim(),
            x: seat.CenterPosition.X,
            y: seat.CenterPosition.Y,
            radius: seat.Radius,
            key: seat.TicketCategoryId,
            accessible: seat.IsAccessible,
          },
        };
      }),
    };
  });

  const moved: Record<string, string[]> = {};
  for (const [r, row] of plan.entries())
    for (const seat of row.seats) {
      const before = seatById.get(seat.write.id);
      if (!seat.isNew && before && taken.has(before.id)) {
        const same =
          before.rowId === seat.write.rowId &&
          Math.abs(before.x - seat.write.x) < 1e-3 &&
          Math.abs(before.y - seat.write.y) < 1e-3 &&
          Math.abs(before.radius - seat.write.radius) < 1e-3;
        if (!same) moved[`Rows.${r}.Seats.${seat.index}.CenterPosition`] = ['INVALID_VALUE'];
      }
    }
  const rowName = (rowId: string) => rowById.get(rowId)?.name ?? '?';
  const removed = existingSeats.filter((seat) => !claimedSeats.has(seat.id));
  const removedTaken = removed.filter((seat) => taken.has(seat.id));
  if (Object.keys(moved).length > 0 || removedTaken.length > 0) {
    const names = removedTaken.slice(0, 10).map((seat) => seatLabel(rowName(seat.rowId), seat.name));
    throw new AppError(
      'LAYOUT.SEAT_TAKEN',
      removedTaken.length > 0
        ? `Sold or held seats cannot be removed: ${names.join(', ')}${removedTaken.length > 10 ? '…' : ''}.`
        : 'Sold or held seats cannot be moved.',
      Object.keys(moved).length > 0 ? moved : undefined,
    );
  }

  // 1. New rows (temporary names), kept rows and kept seats under temporary names.
  const newRows = plan.filter((row) => row.isNew);
  for (const part of chunks(newRows))
    await insertSeatRows(
      tx,
      part.map((row) => ({ id: row.id, sectorId, name: tempName(row.id), sortOrder: row.order })),
    );
  const keptRows = plan.filter((row) => !row.isNew);
  await updateRows(
    tx,
    keptRows.map((row) => ({ id: row.id, name: tempName(row.id), order: row.order })),
  );
  const keptSeats = plan.flatMap((row) => row.seats.filter((seat) => !seat.isNew).map((seat) => seat.write));
  await updateSeats(tx, keptSeats, (w) => tempName(w.id));

  // 2. What the plan no longer has.
  try {
    for (const part of chunks(removed.map((seat) => seat.id))) await deleteSeats(tx, part);
  } catch (error) {
    // An expired hold not yet reclaimed still references the seat; the seat is free, but not deletable yet.
    if (isForeignKeyViolation(error))
      throw new AppError(
        'LAYOUT.SEAT_TAKEN',
        'A removed seat is still in a basket; try again in a few minutes.',
      );
    throw error;
  }
  const removedRows = existingRows.filter((row) => !claimedRows.has(row.id)).map((row) => row.id);
  for (const part of chunks(removedRows)) await deleteSeatRows(tx, part);

  // 3. New seats, then the final names.
  const newSeats = plan.flatMap((row) => row.seats.filter((seat) => seat.isNew).map((seat) => seat.write));
  for (const part of chunks(newSeats))
    await insertSeats(
      tx,
      part.map((w) => ({
        id: w.id,
        rowId: w.rowId,
        sectorId,
        name: w.name,
        x: w.x,
        y: w.y,
        radius: w.radius,
        ticketCategoryKey: w.key,
        isAccessible: w.accessible,
      })),
    );
  await updateSeats(tx, keptSeats, (w) => w.name);
  await updateRows(
    tx,
    plan.map((row) => ({ id: row.id, name: row.name, order: row.order })),
  );
}
