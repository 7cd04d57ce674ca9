import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events } from '../../db/schema/events';
import { eventBasePrices, eventSectorSettings, eventTicketCategories } from '../../db/schema/pricing';
import { eventTicketingSettings } from '../../db/schema/ticketing';
import { sectorImages } from '../../db/schema/venue-configuration';
import { sectors } from '../../db/schema/venues';
import { queryRows } from './sql-rows';

/** The event columns the purchase flow reads. */
export async function findEventForSale(db: DbOrTx, eventId: string) {
  const [row] = await db
    .select({
      id: events.id,
      name: events.name,
      status: events.status,
      currency: events.currency,
      sellingChannel: events.sellingChannel,
      beginSellingAt: events.beginSellingAt,
      endSellingAt: events.endSellingAt,
      endAt: events.endAt,
      venueId: events.venueId,
      configurationId: events.venueConfigurationId,
      isOnline: events.isOnline,
      limitForOne: events.limitForOne,
      holdSeconds: eventTicketingSettings.holdSeconds,
      licenceId: eventTicketingSettings.licenceId,
      ticketRegistrationId: eventTicketingSettings.ticketRegistrationId,
    })
    .from(events)
    .leftJoin(eventTicketingSettings, eq(eventTicketingSettings.eventId, events.id))
    .where(eq(events.id, eventId));
  return row ?? null;
}
export type EventForSale = NonNullable<Awaited<ReturnType<typeof findEventForSale>>>;

export async function listCategoriesWithPrices(db: DbOrTx, eventId: string) {
  const categories = await db
    .select()
    .from(eventTicketCategories)
    .where(eq(eventTicketCategories.eventId, eventId))
    .orderBy(asc(eventTicketCategories.sortOrder), asc(eventTicketCategories.key));
  const prices =
    categories.length === 0
      ? []
      : await db
          .select()
          .from(eventBasePrices)
          .where(
            inArray(
              eventBasePrices.ticketCategoryId,
              categories.map((c) => c.id),
            ),
          )
          .orderBy(asc(eventBasePrices.validFrom));
  return { categories, prices };
}

/** The configuration's sectors with the event's switches (a missing settings row means defaults). */
export async function listSectorsWithSettings(db: DbOrTx, eventId: string, configurationId: string) {
  return db
    .select({ sector: sectors, settings: eventSectorSettings })
    .from(sectors)
    .leftJoin(
      eventSectorSettings,
      sql`${eventSectorSettings.sectorId} = ${sectors.id} AND ${eventSectorSettings.eventId} = ${eventId}`,
    )
    .where(eq(sectors.configurationId, configurationId))
    .orderBy(asc(sectors.sortOrder), asc(sectors.name));
}

/** The configuration's sector pictures (cover and gallery, written by the layout editor) in gallery order. */
export async function listSectorImages(db: DbOrTx, configurationId: string) {
  return db
    .select({ sectorId: sectorImages.sectorId, url: sectorImages.imageUrl, isCover: sectorImages.isCover })
    .from(sectorImages)
    .innerJoin(sectors, eq(sectors.id, sectorImages.sectorId))
    .where(eq(sectors.configurationId, configurationId))
    .orderBy(asc(sectorImages.sortOrder), asc(sectorImages.createdAt));
}

/**
 * Places taken now per (sector, category): SOLD, or HELD with ValidTill in the future. Expired holds are
 * simply not counted — they are free without any cleanup job.
 */
export async function countTakenPlaces(db: DbOrTx, eventId: string, sectorKeys?: readonly string[]) {
  const result = await queryRows<{ sector_key: string; ticket_category_id: string; count: number }>(
    db,
    sql`
    select sector_key, ticket_category_id, count(*)::int as count
    from basket_items
    where event_id = ${eventId} and (status = 'SOLD' or valid_till > now())
      ${
        sectorKeys
          ? sql`and sector_key in (${sql.join(
              sectorKeys.map((k) => sql`${k}`),
              sql`, `,
            )})`
          : sql``
      }
    group by sector_key, ticket_category_id`,
  );
  return result;
}
