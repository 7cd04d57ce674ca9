import type { DoorState, OrderState, ScanDirection, ScanResult } from '@marquee/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { doorDevices, doorScans } from '../../db/schema/checkin';
import { queryRows } from '../ticketing/sql-rows';

/* The door's side of check-in: pairing, device tokens, the snapshot and the scan transaction. */

// ——— Pairing and device tokens ———

export interface PairingRow {
  id: string;
  event_id: string;
  link_expires_at: Date | string | null;
  paired_at: Date | string | null;
  revoked_at: Date | string | null;
  event_end: Date | string;
}

export async function findDeviceByPairingHash(db: DbOrTx, hash: string): Promise<PairingRow | null> {
  const rows = await queryRows<PairingRow>(
    db,
    sql`select d.id::text, d.event_id::text, d.link_expires_at, d.paired_at, d.revoked_at, e.end_at as event_end
      from door_devices d join events e on e.id = d.event_id
      where d.pairing_token_hash = ${hash}`,
  );
  return rows[0] ?? null;
}

/**
 * Uses the link: only while it is unused, unrevoked and unexpired (checked again here, so two phones
 * opening one link at once pair exactly one). null when another use won.
 */
export async function markPaired(tx: DbOrTx, deviceId: string, deviceTokenHash: string, at: Date) {
  const [row] = await tx
    .update(doorDevices)
    .set({ deviceTokenHash, pairedAt: at, linkExpiresAt: null })
    .where(
      and(
        eq(doorDevices.id, deviceId),
        isNull(doorDevices.pairedAt),
        isNull(doorDevices.revokedAt),
        sql`${doorDevices.linkExpiresAt} > ${at.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Everything a device call needs, in one round trip: the device, its gate, the system and the event. */
export interface DeviceContextRow {
  id: string;
  name: string;
  event_id: string;
  gate_id: string | null;
  gate_name: string | null;
  sector_keys: string[] | null;
  link_expires_at: Date | string | null;
  paired_at: Date | string | null;
  last_seen_at: Date | string | null;
  revoked_at: Date | string | null;
  send_sector_name: boolean;
  allow_reentry: boolean;
  event_name: string;
  begin_at: Date | string;
  end_at: Date | string;
  time_zone: string;
}

export async function findDeviceByToken(db: DbOrTx, tokenHash: string): Promise<DeviceContextRow | null> {
  const rows = await queryRows<DeviceContextRow>(
    db,
    sql`select d.id::text, d.name, d.event_id::text, d.gate_id::text, g.name as gate_name,
        g.sector_keys::text[] as sector_keys, d.link_expires_at, d.paired_at, d.last_seen_at, d.revoked_at,
        s.send_sector_name, s.allow_reentry, e.name as event_name, e.begin_at, e.end_at, e.time_zone
      from door_devices d
      join turnstile_systems s on s.event_id = d.event_id
      join events e on e.id = d.event_id
      left join turnstile_gates g on g.id = d.gate_id
      where d.device_token_hash = ${tokenHash}`,
  );
  return rows[0] ?? null;
}

export async function touchDevice(db: DbOrTx, deviceId: string, at: Date) {
  await db.update(doorDevices).set({ lastSeenAt: at }).where(eq(doorDevices.id, deviceId));
}

/**
 * The order state the door decides by: a ticket the organizer refunded (issue 18) is CANCELLED whatever its
 * order's state, since the rest of a partly refunded order stays PAID.
 */
const ORDER_STATE = sql`case when t.refunded_at is not null then 'CANCELLED' else o.state end`;

// ——— Snapshot ———

export interface SnapshotTicketRow {
  code: string;
  sector_key: string;
  row_name: string | null;
  seat_name: string | null;
  order_state: OrderState;
  state: DoorState | null;
  since: number | string | null;
  gate_id: string | null;
}

/** Every ticket ever issued for the event with its door state: one query, whatever the event's size. */
export function snapshotTickets(db: DbOrTx, eventId: string) {
  return queryRows<SnapshotTicketRow>(
    db,
    sql`select t.code, oi.sector_key::text, oi.row_name, oi.seat_name, ${ORDER_STATE} as order_state, ds.state,
        floor(extract(epoch from ds.since))::bigint as since, ds.gate_id::text
      from tickets t
      join order_items oi on oi.id = t.order_item_id
      join orders o on o.id = t.order_id
      left join ticket_door_states ds on ds.ticket_id = t.id
      where t.event_id = ${eventId}
      order by t.code`,
  );
}

// ——— The scan transaction ———

export interface DoorTicketRow {
  id: string;
  code: string;
  event_id: string;
  sector_key: string;
  sector_name: string;
  row_name: string | null;
  seat_name: string | null;
  is_merchandise: boolean;
  order_state: OrderState;
}

const TICKET_COLUMNS = sql`t.id::text, t.code, t.event_id::text, oi.sector_key::text, oi.sector_name,
  oi.row_name, oi.seat_name, oi.is_merchandise, ${ORDER_STATE} as order_state`;

/**
 * The ticket of a code, its row locked: every scan of one ticket queues here, so two doors scanning it at
 * once decide one after the other (the second sees the first one's door state).
 */
export async function lockTicketByCode(tx: DbOrTx, code: string): Promise<DoorTicketRow | null> {
  const rows = await queryRows<DoorTicketRow>(
    tx,
    sql`select ${TICKET_COLUMNS}
      from tickets t
      join order_items oi on oi.id = t.order_item_id
      join orders o on o.id = t.order_id
      where t.code = ${code}
      for no key update of t`,
  );
  return rows[0] ?? null;
}

export async function ticketById(db: DbOrTx, ticketId: string): Promise<DoorTicketRow | null> {
  const rows = await queryRows<DoorTicketRow>(
    db,
    sql`select ${TICKET_COLUMNS}
      from tickets t
      join order_items oi on oi.id = t.order_item_id
      join orders o on o.id = t.order_id
      where t.id = ${ticketId}`,
  );
  return rows[0] ?? null;
}

export interface DoorStateRow {
  state: DoorState;
  since: Date | string;
  gate_id: string | null;
  gate_name: string | null;
}

/** Read after the ticket's lock, in its own statement: it sees the door state the last scan committed. */
export async function doorStateOf(tx: DbOrTx, ticketId: string): Promise<DoorStateRow | null> {
  const rows = await queryRows<DoorStateRow>(
    tx,
    sql`select ds.state, ds.since, ds.gate_id::text, g.name as gate_name
      from ticket_door_states ds left join turnstile_gates g on g.id = ds.gate_id
      where ds.ticket_id = ${ticketId}`,
  );
  return rows[0] ?? null;
}

export async function saveDoorState(
  tx: DbOrTx,
  values: { ticketId: string; eventId: string; state: DoorState; since: Date; gateId: string | null },
) {
  await tx.execute(sql`insert into ticket_door_states (ticket_id, event_id, state, since, gate_id)
    values (${values.ticketId}, ${values.eventId}, ${values.state}, ${values.since.toISOString()}::timestamptz,
      ${values.gateId})
    on conflict (ticket_id) do update
      set state = excluded.state, since = excluded.since, gate_id = excluded.gate_id`);
}

export interface NewScan {
  eventId: string;
  deviceId: string;
  scanId: string;
  gateId: string | null;
  ticketId: string | null;
  direction: ScanDirection;
  result: ScanResult;
  deviceResult: ScanResult | null;
  offline: boolean;
  conflict: boolean;
  scannedAt: Date;
}

/** false when the device sent this scan id before (the earlier row stands; the caller rolls back). */
export async function insertScan(tx: DbOrTx, scan: NewScan): Promise<boolean> {
  const rows = await tx
    .insert(doorScans)
    .values(scan)
    .onConflictDoNothing({ target: [doorScans.deviceId, doorScans.scanId] })
    .returning({ id: doorScans.id });
  return rows.length > 0;
}

export async function findScan(db: DbOrTx, deviceId: string, scanId: string) {
  const [row] = await db
    .select()
    .from(doorScans)
    .where(and(eq(doorScans.deviceId, deviceId), eq(doorScans.scanId, scanId)));
  return row ?? null;
}
