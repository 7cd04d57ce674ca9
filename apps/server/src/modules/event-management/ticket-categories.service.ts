import {
  addFieldError,
  type BasePriceInputSchema,
  DEFAULT_SECTOR_COLOR,
  type FieldErrors,
  MAXIMUM_DATE,
  type ManagedTicketCategory,
  NEW_BASE_PRICE_DELAY_MS,
  type TicketCategoryInputSchema,
  type TicketCategoryUpdateSchema,
} from '@marquee/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { normalizeSearchText } from '../../db/schema/columns';
import type { EventRow } from '../../db/schema/events';
import type { EventBasePriceRow, EventTicketCategoryRow } from '../../db/schema/pricing';
import { AppError } from '../../plugins/errors';
import { isForeignKeyViolation, pgCode, uniqueViolation } from '../profiles/db-errors';
import { categoryKeyInUse } from './event-management.repository';
import * as repo from './ticket-categories.repository';

type CategoryInput = z.output<typeof TicketCategoryInputSchema>;
type CategoryUpdate = z.output<typeof TicketCategoryUpdateSchema>;
type PriceInput = z.output<typeof BasePriceInputSchema>;

export const MAX_TICKET_CATEGORIES = 50;
const toMinor = (amount: number) => Math.round(amount * 100);
const fromMinor = (minor: number) => minor / 100;

/** PostgreSQL's exclusion_violation (the no-overlap constraint on price windows). */
const isOverlap = (error: unknown) => pgCode(error) === '23P01';

function presentCategory(row: EventTicketCategoryRow, prices: EventBasePriceRow[]): ManagedTicketCategory {
  return {
    _id: row.id,
    Key: row.key,
    Name: row.name,
    Color: row.color,
    Order: row.sortOrder,
    IsDonate: row.isDonate,
    DonateMax: row.donateMaxMinor === null ? null : fromMinor(row.donateMaxMinor),
    BasePrices: prices.map(presentPrice),
  };
}

export function presentPrice(price: EventBasePriceRow) {
  return {
    _id: price.id,
    Price: fromMinor(price.priceMinor),
    ValidFrom: price.validFrom.toISOString(),
    ValidTill: price.validTill.toISOString(),
  };
}

/** A key seats can refer to, from the name: "Balcony left" → "BALCONY_LEFT". */
function keyFromName(name: string): string {
  const key = normalizeSearchText(name)
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 26);
  return key || 'CATEGORY';
}

function donation(isDonate: boolean, donateMax: number | null | undefined, errors: FieldErrors) {
  if (!isDonate) return null;
  if (!donateMax) {
    addFieldError(errors, 'DonateMax', 'FIELD_REQUIRED');
    return null;
  }
  // The table wants a positive number of cents: a positive amount under half a cent rounds to 0.
  const minor = toMinor(donateMax);
  if (minor <= 0) addFieldError(errors, 'DonateMax', 'MIN_VALUE');
  return minor > 0 ? minor : null;
}

/**
 * Price windows as rows. Without ValidFrom a price starts 10 s from now (spec 3 §4, §9); without
 * ValidTill it runs open-ended (the maximum date). Throws VALIDATION_FAILED for an empty window.
 */
function windowsOf(inputs: readonly PriceInput[], now: Date, path: (index: number) => string) {
  const errors: FieldErrors = {};
  const windows = inputs.map((input, index) => {
    const validFrom = input.ValidFrom
      ? new Date(input.ValidFrom)
      : new Date(now.getTime() + NEW_BASE_PRICE_DELAY_MS);
    const validTill = input.ValidTill ? new Date(input.ValidTill) : new Date(MAXIMUM_DATE);
    if (validTill.getTime() <= validFrom.getTime())
      addFieldError(errors, `${path(index)}ValidTill`, 'MIN_DATETIME');
    return { priceMinor: toMinor(input.Price), validFrom, validTill, startsNow: !input.ValidFrom };
  });
  if (Object.keys(errors).length > 0)
    throw new AppError('VALIDATION_FAILED', 'Invalid price window.', errors);
  return windows;
}

const overlapError = (field: string) =>
  new AppError('BASE_PRICE.OVERLAP', 'Price windows of a ticket category may not overlap.', {
    [field]: ['INVALID_VALUE'],
  });

/** Ticket categories of an event and their base-price timeline (spec 2 §3, spec 3 §4, §7). */
export function createTicketCategoriesService(db: Db) {
  async function list(tx: DbOrTx, eventId: string): Promise<ManagedTicketCategory[]> {
    const categories = await repo.listCategories(tx, eventId);
    const prices = await repo.listBasePricesOf(
      tx,
      categories.map((c) => c.id),
    );
    return categories.map((category) =>
      presentCategory(
        category,
        prices.filter((price) => price.ticketCategoryId === category.id),
      ),
    );
  }

  async function one(tx: DbOrTx, eventId: string, categoryId: string) {
    const row = await repo.findCategory(tx, eventId, categoryId);
    if (!row) throw new AppError('NOT_FOUND', 'No such ticket category.');
    return row;
  }

  async function view(tx: DbOrTx, eventId: string, categoryId: string) {
    const found = (await list(tx, eventId)).find((category) => category._id === categoryId);
    if (!found) throw new AppError('NOT_FOUND', 'No such ticket category.');
    return found;
  }

  /**
   * Inserts windows; a window that starts now closes the window open at that instant (a price change
   * "from now on"). An overlap with any other window is refused: BASE_PRICE.OVERLAP.
   */
  async function insertWindows(
    tx: DbOrTx,
    categoryId: string,
    windows: ReturnType<typeof windowsOf>,
    field: (index: number) => string,
  ) {
    const rows: EventBasePriceRow[] = [];
    for (const [index, window] of windows.entries()) {
      if (window.startsNow) await repo.closeWindowOpenAt(tx, categoryId, window.validFrom);
      try {
        // A savepoint per window: the overlap answer names the window and the transaction stays usable.
        const row = await repo.insertBasePriceInSavepoint(tx, {
          ticketCategoryId: categoryId,
          priceMinor: window.priceMinor,
          validFrom: window.validFrom,
          validTill: window.validTill,
        });
        if (row) rows.push(row);
      } catch (error) {
        if (isOverlap(error)) throw overlapError(field(index));
        throw error;
      }
    }
    return rows;
  }

  const inUse = (event: EventRow, key: string) =>
    event.venueConfigurationId
      ? categoryKeyInUse(db, event.id, event.venueConfigurationId, key)
      : Promise.resolve(false);

  return {
    list: (eventId: string) => list(db, eventId),

    /** POST …/ticketcategories. Throws TICKET_CATEGORY.KEY_TAKEN, BASE_PRICE.OVERLAP, VALIDATION_FAILED. */
    async create(event: EventRow, input: CategoryInput, now: Date) {
      const errors: FieldErrors = {};
      const donateMaxMinor = donation(input.IsDonate ?? false, input.DonateMax, errors);
      if (Object.keys(errors).length > 0)
        throw new AppError('VALIDATION_FAILED', 'Invalid ticket category.', errors);
      const windows = windowsOf(input.BasePrices ?? [], now, (index) => `BasePrices.${index}.`);
      try {
        const id = await db.transaction(async (tx) => {
          const existing = await repo.categoryKeysOf(tx, event.id);
          if (existing.length >= MAX_TICKET_CATEGORIES)
            throw new AppError('VALIDATION_FAILED', 'Too many ticket categories.', { Name: ['MAX_VALUE'] });
          let key = input.Key;
          if (!key) {
            const base = keyFromName(input.Name);
            const taken = new Set(existing.map((row) => row.key));
            key = base;
            for (let n = 2; taken.has(key); n++) key = `${base}_${n}`;
          }
          const row = await repo.insertCategory(tx, {
            eventId: event.id,
            key,
            name: input.Name,
            color: input.Color ?? DEFAULT_SECTOR_COLOR,
            isDonate: input.IsDonate ?? false,
            donateMaxMinor,
            sortOrder: input.Order ?? Math.max(-1, ...existing.map((row) => row.order)) + 1,
          });
          if (!row) throw new Error('category insert returned nothing');
          await insertWindows(tx, row.id, windows, (index) => `BasePrices.${index}.ValidFrom`);
          return row.id;
        });
        return view(db, event.id, id);
      } catch (error) {
        if (uniqueViolation(error)?.includes('key'))
          throw new AppError('TICKET_CATEGORY.KEY_TAKEN', 'Another category of the event has this key.', {
            Key: ['INVALID_VALUE'],
          });
        throw error;
      }
    },

    /**
     * PUT …/ticketcategories/{cat}: name, key, colour, order and donation settings. A new name keeps the key,
     * so the seats that use it follow the rename; a new key is refused (TICKET_CATEGORY.IN_USE) while seats
     * or sectors of the layout use the old one.
     */
    async update(event: EventRow, categoryId: string, input: CategoryUpdate) {
      const current = await one(db, event.id, categoryId);
      if (input.Key !== undefined && input.Key !== current.key && (await inUse(event, current.key)))
        throw new AppError(
          'TICKET_CATEGORY.IN_USE',
          `Seats or sectors of the layout use the key ${current.key}; it cannot change.`,
          { Key: ['INVALID_VALUE'] },
        );
      const errors: FieldErrors = {};
      const isDonate = input.IsDonate ?? current.isDonate;
      const donateMaxMinor = donation(
        isDonate,
        input.DonateMax === undefined
          ? current.donateMaxMinor && fromMinor(current.donateMaxMinor)
          : input.DonateMax,
        errors,
      );
      if (Object.keys(errors).length > 0)
        throw new AppError('VALIDATION_FAILED', 'Invalid ticket category.', errors);
      try {
        await repo.updateCategory(db, categoryId, {
          name: input.Name,
          key: input.Key,
          color: input.Color,
          sortOrder: input.Order,
          isDonate,
          donateMaxMinor,
        });
      } catch (error) {
        if (uniqueViolation(error)?.includes('key'))
          throw new AppError('TICKET_CATEGORY.KEY_TAKEN', 'Another category of the event has this key.', {
            Key: ['INVALID_VALUE'],
          });
        throw error;
      }
      return view(db, event.id, categoryId);
    },

    /**
     * DELETE …/ticketcategories/{cat}: refused with TICKET_CATEGORY.IN_USE while seats or sectors of the
     * layout use its key (they would be left without a category: publishing would fail) or tickets use it.
     */
    async remove(event: EventRow, categoryId: string) {
      const current = await one(db, event.id, categoryId);
      if (await inUse(event, current.key))
        throw new AppError(
          'TICKET_CATEGORY.IN_USE',
          `Seats or sectors of the layout use the key ${current.key}: give them another category first.`,
        );
      try {
        await repo.deleteCategory(db, categoryId);
      } catch (error) {
        if (isForeignKeyViolation(error))
          throw new AppError('TICKET_CATEGORY.IN_USE', 'Sectors or sold tickets still use this category.');
        throw error;
      }
    },

    /** POST …/ticketcategories/{cat}/baseprices: one more window (a wave). Throws BASE_PRICE.OVERLAP. */
    async addBasePrice(event: EventRow, categoryId: string, input: PriceInput, now: Date) {
      await one(db, event.id, categoryId);
      const windows = windowsOf([input], now, () => '');
      const [row] = await db.transaction(async (tx) => {
        // One writer per category at a time, so "close the open window, then insert" never races.
        await repo.lockCategory(tx, categoryId);
        return insertWindows(tx, categoryId, windows, () => 'ValidFrom');
      });
      if (!row) throw new Error('price insert returned nothing');
      return presentPrice(row);
    },

    /** The event a base price belongs to, for authorization of DELETE /venue/{id}/baseprices/{priceId}. */
    eventOfPrice: (priceId: string) => repo.eventOfPrice(db, priceId),

    async removeBasePrice(priceId: string) {
      await repo.deleteBasePrice(db, priceId);
    },
  };
}

/**
 * The `{vc}` segment of the category calls names the event's venue configuration; an event without one
 * (online, or before a venue is chosen) is addressed by its own id there.
 */
export function assertConfigurationOf(event: EventRow, configurationId: string): void {
  const expected = event.venueConfigurationId ?? event.id;
  if (configurationId !== expected) throw new AppError('NOT_FOUND', 'Not this event’s venue configuration.');
}

/**
 * `/venue/{id}` of DELETE …/baseprices/{priceId}: the event's venue (as in GET /venue/{id}) or the same id
 * as the `{vc}` segment (its layout, or the event's own id when it has none).
 */
export function assertVenueOf(event: EventRow, id: string): void {
  const accepted = [event.venueId, event.venueConfigurationId ?? event.id];
  if (!accepted.includes(id)) throw new AppError('NOT_FOUND', 'Not this event’s venue.');
}
