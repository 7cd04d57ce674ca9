import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type DoorDeviceRow,
  doorDevices,
  eventSigningKeys,
  type TurnstileGateRow,
  type TurnstileSystemRow,
  turnstileGates,
  turnstileSystems,
} from '../../db/schema/checkin';
import { events } from '../../db/schema/events';
import { queryRows } from '../ticketing/sql-rows';

/*
 * The organizer's side of door check-in: signing keys, the system, its gates and devices, counts and
 * conflicts. The door's side (pairing, snapshot, scans) is in door.repository.ts.
 */

// ——— Signing keys ———

export async function findSigningKey(db: DbOrTx, eventId: string) {
  const [row] = await db
    .select({ publicKey: eventSigningKeys.publicKey, privateKey: eventSigningKeys.privateKey })
    .from(eventSigningKeys)
    .where(eq(eventSigningKeys.eventId, eventId));
  return row ?? null;
}

/** First writer wins: a racing second key is dropped and both read the winner back. */
export async function insertSigningKey(db: DbOrTx, eventId: string, publicKey: Buffer, privateKey: Buffer) {
  await db.insert(eventSigningKeys).values({ eventId, publicKey, privateKey }).onConflictDoNothing();
}

// ——— System ———

export async function findSystem(db: DbOrTx, eventId: string): Promise<TurnstileSystemRow | null> {
  const [row] = await db.select().from(turnstileSystems).where(eq(turnstileSystems.eventId, eventId));
  return row ?? null;
}

/** null when the event has a system already. */
export async function insertSystem(tx: DbOrTx, eventId: string, sendSectorName: boolean) {
  const [row] = await tx
    .insert(turnstileSystems)
    .values({ eventId, sendSectorName })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateSystem(
  tx: DbOrTx,
  eventId: string,
  values: { sendSectorName: boolean; allowReentry: boolean },
) {
  const [row] = await tx
    .update(turnstileSystems)
    .set(values)
    .where(eq(turnstileSystems.eventId, eventId))
    .returning();
  return row ?? null;
}

// ——— Sectors and venue gates of the event ———

export async function findEventPlace(db: DbOrTx, eventId: string) {
  const [row] = await db
    .select({ venueId: events.venueId, venueConfigurationId: events.venueConfigurationId })
    .from(events)
    .where(eq(events.id, eventId));
  return row ?? null;
}

export interface EventSectorRow {
  key: string;
  name: string;
  is_merchandise: boolean;
}

/**
 * The event's sectors by their sector key (order_items.sector_key): the layout's sectors, or — an event
 * without a layout — its ticket categories (implicit virtual sectors, ticketing/event-offer.ts); then any
 * key tickets were sold under that is gone from the layout since, named as the ticket names it.
 */
export function eventSectors(db: DbOrTx, eventId: string, configurationId: string | null) {
  const layout = configurationId
    ? sql`select s.id as key, s.name, s.is_merchandise, s.sort_order as ord from sectors s
        where s.configuration_id = ${configurationId}`
    : sql`select c.id as key, c.name, false as is_merchandise, c.sort_order as ord
        from event_ticket_categories c where c.event_id = ${eventId}`;
  return queryRows<EventSectorRow>(
    db,
    sql`with layout as (${layout}),
      sold as (
        select distinct on (oi.sector_key) oi.sector_key as key, oi.sector_name as name, oi.is_merchandise
        from order_items oi where oi.event_id = ${eventId}
          and not exists (select 1 from layout l where l.key = oi.sector_key)
        order by oi.sector_key)
      select key::text, name, is_merchandise from (
        select key, name, is_merchandise, 0 as part, ord from layout
        union all select key, name, is_merchandise, 1, 0 from sold) all_sectors
      order by part, ord, name, key`,
  );
}

/** The venue's gates with the sectors of this layout that lead through each (sector_gates). */
export function venueGatesOf(db: DbOrTx, venueId: string, configurationId: string | null) {
  return queryRows<{ name: string; sector_keys: string[] }>(
    db,
    sql`select g.name, coalesce(array_agg(s.id::text order by s.sort_order, s.id)
        filter (where s.id is not null), '{}') as sector_keys
      from venue_gates g
      left join sector_gates sg on sg.gate_id = g.id
      left join sectors s on s.id = sg.sector_id and s.configuration_id = ${configurationId}
      where g.venue_id = ${venueId}
      group by g.id, g.name, g.created_at
      order by g.created_at, g.name`,
  );
}

// ——— Gates ———

export function listGates(db: DbOrTx, eventId: string): Promise<TurnstileGateRow[]> {
  return db
    .select()
    .from(turnstileGates)
    .where(eq(turnstileGates.eventId, eventId))
    .orderBy(asc(turnstileGates.createdAt), asc(turnstileGates.name));
}

export async function insertGates(
  tx: DbOrTx,
  eventId: string,
  gates: { name: string; sectorKeys: string[] }[],
) {
  if (gates.length === 0) return [];
  return tx
    .insert(turnstileGates)
    .values(gates.map((gate) => ({ eventId, name: gate.name, sectorKeys: gate.sectorKeys })))
    .returning();
}

export async function updateGate(
  tx: DbOrTx,
  eventId: string,
  gateId: string,
  values: { name: string; sectorKeys: string[] },
) {
  const [row] = await tx
    .update(turnstileGates)
    .set(values)
    .where(and(eq(turnstileGates.id, gateId), eq(turnstileGates.eventId, eventId)))
    .returning();
  return row ?? null;
}

/** Locks the gate against a device link being made for it meanwhile (that insert's FK check waits). */
export async function lockGate(tx: DbOrTx, eventId: string, gateId: string) {
  const [row] = await tx
    .select({ id: turnstileGates.id })
    .from(turnstileGates)
    .where(and(eq(turnstileGates.id, gateId), eq(turnstileGates.eventId, eventId)))
    .for('update');
  return row ?? null;
}

export async function gateHasLiveDevice(tx: DbOrTx, gateId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: doorDevices.id })
    .from(doorDevices)
    .where(and(eq(doorDevices.gateId, gateId), isNull(doorDevices.revokedAt)))
    .limit(1);
  return row !== undefined;
}

export async function deleteGate(tx: DbOrTx, gateId: string) {
  await tx.delete(turnstileGates).where(eq(turnstileGates.id, gateId));
}

// ——— Devices ———

export function listDevices(db: DbOrTx, eventId: string): Promise<DoorDeviceRow[]> {
  return db
    .select()
    .from(doorDevices)
    .where(eq(doorDevices.eventId, eventId))
    .orderBy(asc(doorDevices.createdAt), asc(doorDevices.id));
}

export async function insertDevice(
  tx: DbOrTx,
  values: { eventId: string; gateId: string; name: string; pairingTokenHash: string; linkExpiresAt: Date },
) {
  const [row] = await tx.insert(doorDevices).values(values).returning();
  if (!row) throw new Error('insertDevice: nothing inserted');
  return row;
}

/** Sets revoked_at once (a second revoke keeps the first time); null for a device of another event. */
export async function revokeDevice(tx: DbOrTx, eventId: string, deviceId: string, at: Date) {
  const [row] = await tx
    .update(doorDevices)
    .set({ revokedAt: sql`coalesce(${doorDevices.revokedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(doorDevices.id, deviceId), eq(doorDevices.eventId, eventId)))
    .returning({ id: doorDevices.id });
  return row ?? null;
}

// ——— Counts ———

export interface GateCountRow {
  gate_id: string | null;
  entries: number;
  exits: number;
  inside: number;
}

/** Entries and exits by the gate of the scan; people inside by the gate they came in through. */
export function countsByGate(db: DbOrTx, eventId: string) {
  return queryRows<GateCountRow>(
    db,
    sql`select gate_id::text, sum(entries)::int as entries, sum(exits)::int as exits, sum(inside)::int as inside
      from (
        select gate_id, count(*) filter (where result = 'WELCOME') as entries,
          count(*) filter (where result = 'GOODBYE') as exits, 0 as inside
        from door_scans where event_id = ${eventId} and result in ('WELCOME', 'GOODBYE')
        group by gate_id
        union all
        select gate_id, 0, 0, count(*) from ticket_door_states
        where event_id = ${eventId} and state = 'INSIDE' group by gate_id) parts
      group by gate_id`,
  );
}

export interface SectorCountRow {
  sector_key: string;
  sold: number;
  entries: number;
  exits: number;
  inside: number;
}

/** Per sector key: paid entry tickets, entries, exits and people inside. */
export function countsBySector(db: DbOrTx, eventId: string) {
  return queryRows<SectorCountRow>(
    db,
    sql`select oi.sector_key::text,
        count(*) filter (where o.state = 'PAID' and t.refunded_at is null and not oi.is_merchandise)::int as sold,
        coalesce(sum(sc.entries), 0)::int as entries, coalesce(sum(sc.exits), 0)::int as exits,
        count(*) filter (where ds.state = 'INSIDE')::int as inside
      from tickets t
      join order_items oi on oi.id = t.order_item_id
      join orders o on o.id = t.order_id
      left join ticket_door_states ds on ds.ticket_id = t.id
      left join (
        select ticket_id, count(*) filter (where result = 'WELCOME') as entries,
          count(*) filter (where result = 'GOODBYE') as exits
        from door_scans where event_id = ${eventId} and result in ('WELCOME', 'GOODBYE') group by ticket_id
      ) sc on sc.ticket_id = t.id
      where t.event_id = ${eventId}
      group by oi.sector_key`,
  );
}

// ——— Conflicts ———

export interface ConflictRow {
  ticket_code: string;
  conflict_at: Date | string;
  conflict_gate: string | null;
  conflict_device: string;
  kept_at: Date | string | null;
  kept_gate: string | null;
  kept_device: string | null;
}

/**
 * Offline passes the server could not keep (conflict = true), each with the entry that was kept: the
 * ticket's last WELCOME recorded before it.
 */
export function listConflicts(db: DbOrTx, eventId: string) {
  return queryRows<ConflictRow>(
    db,
    sql`select t.code as ticket_code, c.scanned_at as conflict_at, cg.name as conflict_gate,
        cd.name as conflict_device, k.scanned_at as kept_at, kg.name as kept_gate, kd.name as kept_device
      from door_scans c
      join tickets t on t.id = c.ticket_id
      join door_devices cd on cd.id = c.device_id
      left join turnstile_gates cg on cg.id = c.gate_id
      left join lateral (
        select w.scanned_at, w.gate_id, w.device_id from door_scans w
        where w.ticket_id = c.ticket_id and w.result = 'WELCOME' and w.id < c.id
        order by w.id desc limit 1) k on true
      left join door_devices kd on kd.id = k.device_id
      left join turnstile_gates kg on kg.id = k.gate_id
      where c.event_id = ${eventId} and c.conflict
      order by c.id`,
  );
}
