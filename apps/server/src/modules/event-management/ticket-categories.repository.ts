import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type EventBasePriceRow, eventBasePrices, eventTicketCategories } from '../../db/schema/pricing';

/** Ticket-category and base-price queries; rules live in the ticket-categories service. */

export type NewTicketCategory = typeof eventTicketCategories.$inferInsert;
export type NewBasePrice = typeof eventBasePrices.$inferInsert;

/** The event's categories in the organizer's order (then by name). */
export function listCategories(db: DbOrTx, eventId: string) {
  return db
    .select()
    .from(eventTicketCategories)
    .where(eq(eventTicketCategories.eventId, eventId))
    .orderBy(asc(eventTicketCategories.sortOrder), asc(eventTicketCategories.name));
}

/** Base prices of the categories, earliest window first; none for no categories. */
export async function listBasePricesOf(db: DbOrTx, categoryIds: string[]): Promise<EventBasePriceRow[]> {
  if (categoryIds.length === 0) return [];
  return db
    .select()
    .from(eventBasePrices)
    .where(inArray(eventBasePrices.ticketCategoryId, categoryIds))
    .orderBy(asc(eventBasePrices.validFrom));
}

/** The event's category; null when the event has no such category. */
export async function findCategory(db: DbOrTx, eventId: string, categoryId: string) {
  const [row] = await db
    .select()
    .from(eventTicketCategories)
    .where(and(eq(eventTicketCategories.id, categoryId), eq(eventTicketCategories.eventId, eventId)));
  return row ?? null;
}

/** Keys and orders of the event's categories. */
export function categoryKeysOf(tx: DbOrTx, eventId: string) {
  return tx
    .select({ key: eventTicketCategories.key, order: eventTicketCategories.sortOrder })
    .from(eventTicketCategories)
    .where(eq(eventTicketCategories.eventId, eventId));
}

export async function insertCategory(tx: DbOrTx, values: NewTicketCategory) {
  const [row] = await tx
    .insert(eventTicketCategories)
    .values(values)
    .returning({ id: eventTicketCategories.id });
  return row ?? null;
}

export async function updateCategory(db: DbOrTx, categoryId: string, values: Partial<NewTicketCategory>) {
  await db.update(eventTicketCategories).set(values).where(eq(eventTicketCategories.id, categoryId));
}

export async function deleteCategory(db: DbOrTx, categoryId: string) {
  await db.delete(eventTicketCategories).where(eq(eventTicketCategories.id, categoryId));
}

/** Row lock on the category, held until the transaction ends. */
export async function lockCategory(tx: DbOrTx, categoryId: string) {
  await tx
    .select({ id: eventTicketCategories.id })
    .from(eventTicketCategories)
    .where(eq(eventTicketCategories.id, categoryId))
    .for('update');
}

/** Ends the category's window open at `at` (begun before it, ending after it) at `at`. */
export async function closeWindowOpenAt(tx: DbOrTx, categoryId: string, at: Date) {
  await tx
    .update(eventBasePrices)
    .set({ validTill: at })
    .where(
      and(
        eq(eventBasePrices.ticketCategoryId, categoryId),
        lte(eventBasePrices.validFrom, new Date(at.getTime() - 1)),
        gt(eventBasePrices.validTill, at),
      ),
    );
}

/**
 * Inserts one window in a savepoint: when the no-overlap constraint refuses it, only the savepoint rolls
 * back and the caller's transaction stays usable. Throws the database error (exclusion_violation).
 */
export async function insertBasePriceInSavepoint(tx: DbOrTx, values: NewBasePrice) {
  const [row] = await tx.transaction((inner) => inner.insert(eventBasePrices).values(values).returning());
  return row ?? null;
}

/** The event a base price belongs to; null when there is no such price. */
export async function eventOfPrice(db: DbOrTx, priceId: string): Promise<string | null> {
  const [row] = await db
    .select({ eventId: eventTicketCategories.eventId })
    .from(eventBasePrices)
    .innerJoin(eventTicketCategories, eq(eventTicketCategories.id, eventBasePrices.ticketCategoryId))
    .where(eq(eventBasePrices.id, priceId));
  return row?.eventId ?? null;
}

export async function deleteBasePrice(db: DbOrTx, priceId: string) {
  await db.delete(eventBasePrices).where(eq(eventBasePrices.id, priceId));
}

/** The event's categories in the organizer's order (for copying them to another date). */
export function listCategoriesForCopy(tx: DbOrTx, eventId: string) {
  return tx
    .select()
    .from(eventTicketCategories)
    .where(eq(eventTicketCategories.eventId, eventId))
    .orderBy(asc(eventTicketCategories.sortOrder));
}

/** Every base price of one category, unordered (for copying them to another date). */
export function listBasePricesOfCategory(tx: DbOrTx, categoryId: string) {
  return tx.select().from(eventBasePrices).where(eq(eventBasePrices.ticketCategoryId, categoryId));
}

/** Inserts the prices; nothing when there are none. */
export async function insertBasePrices(tx: DbOrTx, rows: NewBasePrice[]) {
  if (rows.length > 0) await tx.insert(eventBasePrices).values(rows);
}
