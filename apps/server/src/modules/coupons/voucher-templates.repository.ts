import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { voucherTemplates } from '../../db/schema/coupons';
import { events } from '../../db/schema/events';

/** Voucher-template queries; rules live in the service. */

export type VoucherTemplateColumns = Omit<
  typeof voucherTemplates.$inferInsert,
  'id' | 'eventId' | 'createdAt' | 'updatedAt'
>;

/** The event's currency; null when there is no such event. */
export async function findEventCurrency(db: DbOrTx, eventId: string): Promise<string | null> {
  const [row] = await db.select({ currency: events.currency }).from(events).where(eq(events.id, eventId));
  return row?.currency ?? null;
}

/** The event's templates in creation order; `all` includes the disabled ones. */
export function listVoucherTemplates(db: DbOrTx, eventId: string, all: boolean) {
  return db
    .select()
    .from(voucherTemplates)
    .where(and(eq(voucherTemplates.eventId, eventId), all ? undefined : eq(voucherTemplates.disabled, false)))
    .orderBy(asc(voucherTemplates.createdAt), asc(voucherTemplates.id));
}

export async function insertVoucherTemplate(db: DbOrTx, eventId: string, values: VoucherTemplateColumns) {
  const [row] = await db
    .insert(voucherTemplates)
    .values({ eventId, ...values })
    .returning();
  return row ?? null;
}

/** Updates the event's template; null when the template is not the event's. */
export async function updateVoucherTemplate(
  db: DbOrTx,
  eventId: string,
  id: string,
  values: VoucherTemplateColumns,
) {
  const [row] = await db
    .update(voucherTemplates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(voucherTemplates.id, id), eq(voucherTemplates.eventId, eventId)))
    .returning();
  return row ?? null;
}

/** Deletes the event's template; false when the template is not the event's. */
export async function deleteVoucherTemplate(db: DbOrTx, eventId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(voucherTemplates)
    .where(and(eq(voucherTemplates.id, id), eq(voucherTemplates.eventId, eventId)))
    .returning({ id: voucherTemplates.id });
  return rows.length > 0;
}
