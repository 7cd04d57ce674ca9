import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { venueConfigurations } from '../../db/schema/venues';
import { queryRows } from './sql-rows';

/**
 * Every seat of the sectors with its live state: the left join finds at most one item per seat (the unique
 * index), and `live` compares with the database clock, so an expired hold reads as free. `blocked`: the
 * organizer blocked the seat for this event.
 */
export async function seatStatesOf(db: DbOrTx, eventId: string, sectorIds: string[], guid: string | null) {
  const result = await queryRows<{
    seat_id: string;
    sector_id: string;
    key: string;
    status: 'HELD' | 'SOLD' | null;
    live: boolean;
    mine: boolean;
    blocked: boolean;
  }>(
    db,
    sql`
    select s.id as seat_id, s.sector_id, s.ticket_category_key as key, bi.status,
      coalesce(bi.status = 'SOLD' or bi.valid_till > now(), false) as live,
      coalesce(bi.status = 'HELD' and bi.valid_till > now() and bi.basket_id = ${guid}::uuid, false) as mine,
      b.seat_id is not null as blocked
    from seats s
    left join basket_items bi on bi.event_id = ${eventId} and bi.seat_id = s.id
    left join event_seat_blocks b on b.event_id = ${eventId} and b.seat_id = s.id
    where s.sector_id in (${sql.join(
      sectorIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return result;
}

export async function findConfigurationSvg(db: DbOrTx, configurationId: string) {
  const [row] = await db
    .select({ svg: venueConfigurations.svg })
    .from(venueConfigurations)
    .where(eq(venueConfigurations.id, configurationId));
  return row?.svg ?? null;
}
