import type { DoorState, ScanDirection, ScanResult } from '@marquee/contract';
import { DOOR_STATES, SCAN_DIRECTIONS, SCAN_RESULTS } from '@marquee/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant, sqlList } from './columns';
import { events } from './events';
import { tickets } from './orders';

/*
 * Door check-in (issue 17). A turnstile system belongs to one event; its gates say which sectors enter
 * where; a device is a phone paired through a one-time link; every scan is one row, written in the same
 * transaction as the ticket's door state (ticket_door_states) it changed.
 */

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** The event's Ed25519 key pair: the private key signs ticket QRs, devices verify with the public one. */
export const eventSigningKeys = pgTable('event_signing_keys', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** Raw 32-byte public key. */
  publicKey: bytea('public_key').notNull(),
  /** PKCS#8 DER of the private key. */
  privateKey: bytea('private_key').notNull(),
  createdAt: createdAt(),
});

export const turnstileSystems = pgTable('turnstile_systems', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  sendSectorName: boolean('send_sector_name').notNull().default(false),
  allowReentry: boolean('allow_reentry').notNull().default(true),
  createdAt: createdAt(),
});

export const turnstileGates = pgTable(
  'turnstile_gates',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => turnstileSystems.eventId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Empty: every sector enters through this gate. */
    sectorKeys: uuid('sector_keys').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('turnstile_gates_name_unique').on(t.eventId, t.name)],
);

export const doorDevices = pgTable(
  'door_devices',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => turnstileSystems.eventId, { onDelete: 'cascade' }),
    /**
     * Null only for a revoked device whose gate was deleted since (a gate is refused deletion while a
     * device that is not revoked uses it; revoked devices keep their scans, so they are not deleted).
     */
    gateId: uuid('gate_id').references(() => turnstileGates.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /**
     * SHA-256 of the one-time pairing token. Kept after the link is used (paired_at set), so a second use
     * answers DEVICE.LINK_USED instead of an unknown link.
     */
    pairingTokenHash: text('pairing_token_hash'),
    linkExpiresAt: instant('link_expires_at'),
    /** SHA-256 of the device token the paired phone sends. */
    deviceTokenHash: text('device_token_hash'),
    pairedAt: instant('paired_at'),
    lastSeenAt: instant('last_seen_at'),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('door_devices_pairing_unique')
      .on(t.pairingTokenHash)
      .where(sql`${t.pairingTokenHash} IS NOT NULL`),
    uniqueIndex('door_devices_token_unique')
      .on(t.deviceTokenHash)
      .where(sql`${t.deviceTokenHash} IS NOT NULL`),
    index('door_devices_event_idx').on(t.eventId),
  ],
);

/** Where a ticket is now. No row: never scanned (VALID). */
export const ticketDoorStates = pgTable(
  'ticket_door_states',
  {
    ticketId: uuid('ticket_id')
      .primaryKey()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    state: text('state').$type<DoorState>().notNull(),
    /** When and where it last passed. */
    since: instant('since').notNull(),
    gateId: uuid('gate_id').references(() => turnstileGates.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('ticket_door_states_event_idx').on(t.eventId, t.state),
    check('ticket_door_states_state_check', sql`${t.state} IN (${sqlList(DOOR_STATES)})`),
  ],
);

/** Every scan, append-only; (device, scan id) makes a replayed scan a no-op. */
export const doorScans = pgTable(
  'door_scans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: uuid('event_id').notNull(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => doorDevices.id, { onDelete: 'cascade' }),
    scanId: uuid('scan_id').notNull(),
    gateId: uuid('gate_id'),
    ticketId: uuid('ticket_id'),
    direction: text('direction').$type<ScanDirection>().notNull(),
    result: text('result').$type<ScanResult>().notNull(),
    /** What the device said when it decided offline (null: decided here). */
    deviceResult: text('device_result').$type<ScanResult>(),
    offline: boolean('offline').notNull().default(false),
    /** An offline pass the server could not keep: another door let the ticket in first. */
    conflict: boolean('conflict').notNull().default(false),
    scannedAt: instant('scanned_at').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('door_scans_device_scan_unique').on(t.deviceId, t.scanId),
    index('door_scans_event_idx').on(t.eventId, t.result),
    index('door_scans_ticket_idx').on(t.ticketId),
    check('door_scans_direction_check', sql`${t.direction} IN (${sqlList(SCAN_DIRECTIONS)})`),
    check('door_scans_result_check', sql`${t.result} IN (${sqlList(SCAN_RESULTS)})`),
  ],
);

export type TurnstileSystemRow = typeof turnstileSystems.$inferSelect;
export type TurnstileGateRow = typeof turnstileGates.$inferSelect;
export type DoorDeviceRow = typeof doorDevices.$inferSelect;
export type DoorScanRow = typeof doorScans.$inferSelect;
