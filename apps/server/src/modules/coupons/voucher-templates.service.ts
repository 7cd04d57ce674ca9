import { toMinor, type VoucherTemplate, type VoucherTemplateInput } from '@marquee/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { voucherTemplates } from '../../db/schema/coupons';
import { events } from '../../db/schema/events';
import { AppError } from '../../plugins/errors';
import { presentVoucherTemplate } from './coupons.presenter';

const columnsOf = (input: VoucherTemplateInput) => ({
  name: input.Name,
  description: input.Description,
  valueMinor: toMinor(input.Value),
  priceMinor: toMinor(input.Price),
  validityDays: input.ValidityDays,
  disabled: input.Disabled,
});

/**
 * Voucher templates of an event (spec 3 §7 /event/{id}/voucherTemplates): what a gift voucher bought for
 * the event is worth, costs and how long it lasts. Templates may be deleted; vouchers already bought are
 * coupons and stay.
 */
export function createVoucherTemplatesService(db: Db) {
  async function currencyOf(eventId: string) {
    const [row] = await db.select({ currency: events.currency }).from(events).where(eq(events.id, eventId));
    if (!row) throw new AppError('NOT_FOUND', 'Event not found.');
    return row.currency;
  }

  return {
    /** Buyers see the enabled templates; the event's organizer (`all`) sees every one. Throws NOT_FOUND. */
    async list(eventId: string, all: boolean): Promise<VoucherTemplate[]> {
      const currency = await currencyOf(eventId);
      const rows = await db
        .select()
        .from(voucherTemplates)
        .where(
          and(eq(voucherTemplates.eventId, eventId), all ? undefined : eq(voucherTemplates.disabled, false)),
        )
        .orderBy(asc(voucherTemplates.createdAt), asc(voucherTemplates.id));
      return rows.map((row) => presentVoucherTemplate(row, currency));
    },

    async create(eventId: string, input: VoucherTemplateInput): Promise<VoucherTemplate> {
      const currency = await currencyOf(eventId);
      const [row] = await db
        .insert(voucherTemplates)
        .values({ eventId, ...columnsOf(input) })
        .returning();
      if (!row) throw new Error('insert voucher template: nothing returned');
      return presentVoucherTemplate(row, currency);
    },

    /** Throws NOT_FOUND when the template is not the event's. */
    async update(eventId: string, id: string, input: VoucherTemplateInput): Promise<VoucherTemplate> {
      const currency = await currencyOf(eventId);
      const [row] = await db
        .update(voucherTemplates)
        .set({ ...columnsOf(input), updatedAt: sql`now()` })
        .where(and(eq(voucherTemplates.id, id), eq(voucherTemplates.eventId, eventId)))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', 'No such voucher template.');
      return presentVoucherTemplate(row, currency);
    },

    /** Throws NOT_FOUND when the template is not the event's. */
    async remove(eventId: string, id: string) {
      const rows = await db
        .delete(voucherTemplates)
        .where(and(eq(voucherTemplates.id, id), eq(voucherTemplates.eventId, eventId)))
        .returning({ id: voucherTemplates.id });
      if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such voucher template.');
    },
  };
}
