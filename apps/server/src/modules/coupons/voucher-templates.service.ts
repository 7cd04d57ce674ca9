import { toMinor, type VoucherTemplate, type VoucherTemplateInput } from '@marquee/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { presentVoucherTemplate } from './coupons.presenter';
import * as couponsRepo from './coupons.repository';
import * as repo from './voucher-templates.repository';

const columnsOf = (input: VoucherTemplateInput): repo.VoucherTemplateColumns => ({
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
    const currency = await repo.findEventCurrency(db, eventId);
    if (currency === null) throw new AppError('NOT_FOUND', 'Event not found.');
    return currency;
  }

  return {
    /** The event's organizer profile, or null for an unknown event. Throws nothing. */
    async organizerOf(eventId: string): Promise<string | null> {
      return (await couponsRepo.findEventFacts(db, eventId))?.authorProfileId ?? null;
    },

    /** Buyers see the enabled templates; the event's organizer (`all`) sees every one. Throws NOT_FOUND. */
    async list(eventId: string, all: boolean): Promise<VoucherTemplate[]> {
      const currency = await currencyOf(eventId);
      const rows = await repo.listVoucherTemplates(db, eventId, all);
      return rows.map((row) => presentVoucherTemplate(row, currency));
    },

    async create(eventId: string, input: VoucherTemplateInput): Promise<VoucherTemplate> {
      const currency = await currencyOf(eventId);
      const row = await repo.insertVoucherTemplate(db, eventId, columnsOf(input));
      if (!row) throw new Error('insert voucher template: nothing returned');
      return presentVoucherTemplate(row, currency);
    },

    /** Throws NOT_FOUND when the template is not the event's. */
    async update(eventId: string, id: string, input: VoucherTemplateInput): Promise<VoucherTemplate> {
      const currency = await currencyOf(eventId);
      const row = await repo.updateVoucherTemplate(db, eventId, id, columnsOf(input));
      if (!row) throw new AppError('NOT_FOUND', 'No such voucher template.');
      return presentVoucherTemplate(row, currency);
    },

    /** Throws NOT_FOUND when the template is not the event's. */
    async remove(eventId: string, id: string) {
      if (!(await repo.deleteVoucherTemplate(db, eventId, id)))
        throw new AppError('NOT_FOUND', 'No such voucher template.');
    },
  };
}
