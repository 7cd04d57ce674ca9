import {
  type Device,
  type DeviceSnapshot,
  type GateCounts,
  type Language,
  type ScanAnswer,
  type ScanConflict,
  type ScanResult,
  SNAPSHOT_STATES,
  type SnapshotState,
  type SnapshotTicket,
  type TransitionCount,
  type TurnstileSystem,
} from '@marquee/contract';
import type { DoorDeviceRow, TurnstileGateRow, TurnstileSystemRow } from '../../db/schema/checkin';
import { TICKET_TEXTS } from '../tickets/ticket-texts';
import type { ConflictRow, EventSectorRow, GateCountRow, SectorCountRow } from './checkin.repository';
import type { DeviceContextRow, DoorStateRow, DoorTicketRow, SnapshotTicketRow } from './door.repository';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export function presentDevice(row: {
  id: string;
  name: string;
  gateId: string | null;
  linkExpiresAt: Date | string | null;
  pairedAt: Date | string | null;
  lastSeenAt: Date | string | null;
  revokedAt: Date | string | null;
}): Device {
  return {
    Id: row.id,
    Name: row.name,
    // '' only for a revoked device whose gate was deleted since.
    GateId: row.gateId ?? '',
    LinkExpiresAt: row.pairedAt ? null : iso(row.linkExpiresAt),
    PairedAt: iso(row.pairedAt),
    LastSeenAt: iso(row.lastSeenAt),
    RevokedAt: iso(row.revokedAt),
  };
}

export const deviceOfContext = (row: DeviceContextRow): Device =>
  presentDevice({
    id: row.id,
    name: row.name,
    gateId: row.gate_id,
    linkExpiresAt: row.link_expires_at,
    pairedAt: row.paired_at,
    lastSeenAt: row.last_seen_at,
    revokedAt: row.revoked_at,
  });

const presentSector = (row: EventSectorRow) => ({
  Key: row.key,
  Name: row.name,
  IsMerchandise: row.is_merchandise,
});

const zero = (): GateCounts => ({ Entries: 0, Exits: 0, Inside: 0 });
const countsOf = (row: { entries: number; exits: number; inside: number } | undefined): GateCounts =>
  row ? { Entries: row.entries, Exits: row.exits, Inside: row.inside } : zero();

function total(rows: readonly { entries: number; exits: number; inside: number }[]): GateCounts {
  const sum = zero();
  for (const row of rows) {
    sum.Entries += row.entries;
    sum.Exits += row.exits;
    sum.Inside += row.inside;
  }
  return sum;
}

export function presentConflict(row: ConflictRow): ScanConflict {
  const refused = {
    GateName: row.conflict_gate ?? '',
    DeviceName: row.conflict_device,
    ScannedAt: iso(row.conflict_at) as string,
  };
  const kept = {
    GateName: row.kept_gate ?? '',
    DeviceName: row.kept_device ?? '',
    ScannedAt: iso(row.kept_at) ?? refused.ScannedAt,
  };
  // First scan wins: the offline entry scanned earlier is the one kept (the door state took its time and
  // gate), even though the server learnt of it second and recorded it as the conflict.
  const earlierRefused = row.kept_at !== null && new Date(row.conflict_at) < new Date(row.kept_at);
  return {
    TicketCode: row.ticket_code,
    Kept: earlierRefused ? refused : kept,
    Refused: earlierRefused ? kept : refused,
  };
}

/** GET /turnstile/{id}: the system, its gates with counts, devices, sectors and conflicts. */
export function presentTurnstileSystem(parts: {
  system: TurnstileSystemRow;
  gates: TurnstileGateRow[];
  devices: DoorDeviceRow[];
  sectors: EventSectorRow[];
  gateCounts: GateCountRow[];
  conflicts: ConflictRow[];
}): TurnstileSystem {
  const byGate = new Map(parts.gateCounts.map((row) => [row.gate_id, row]));
  return {
    EventId: parts.system.eventId,
    SendSectorName: parts.system.sendSectorName,
    AllowReentry: parts.system.allowReentry,
    CreatedAt: parts.system.createdAt.toISOString(),
    Gates: parts.gates.map((gate) => ({
      Id: gate.id,
      Name: gate.name,
      SectorKeys: gate.sectorKeys,
      Counts: countsOf(byGate.get(gate.id)),
    })),
    Devices: parts.devices.map(presentDevice),
    Sectors: parts.sectors.map(presentSector),
    Counts: total(parts.gateCounts),
    Conflicts: parts.conflicts.map(presentConflict),
  };
}

/** GET /checkticket/transition/{id}/count. */
export function presentTransitionCount(parts: {
  gates: TurnstileGateRow[];
  sectors: EventSectorRow[];
  gateCounts: GateCountRow[];
  sectorCounts: SectorCountRow[];
  at: Date;
}): TransitionCount {
  const byGate = new Map(parts.gateCounts.map((row) => [row.gate_id, row]));
  const bySector = new Map(parts.sectorCounts.map((row) => [row.sector_key, row]));
  const sectors = parts.sectors.filter((sector) => !sector.is_merchandise);
  return {
    ...total(parts.gateCounts),
    Sold: parts.sectorCounts.reduce((sum, row) => sum + row.sold, 0),
    ByGate: parts.gates.map((gate) => ({
      GateId: gate.id,
      Name: gate.name,
      ...countsOf(byGate.get(gate.id)),
    })),
    BySector: sectors.map((sector) => {
      const row = bySector.get(sector.key);
      return { SectorKey: sector.key, Name: sector.name, Sold: row?.sold ?? 0, ...countsOf(row) };
    }),
    At: parts.at.toISOString(),
  };
}

/** A seat in few characters, in the staff's language ("Rad 3 · Miesto 12"); "" without row and seat. */
export function seatLabel(language: Language, rowName: string | null, seatName: string | null): string {
  const t = TICKET_TEXTS[language];
  return [rowName && `${t.row} ${rowName}`, seatName && `${t.seat} ${seatName}`].filter(Boolean).join(' · ');
}

function snapshotState(row: SnapshotTicketRow): SnapshotState {
  if (row.order_state === 'RESERVED') return 'UNPAID';
  if (row.order_state !== 'PAID') return 'CANCELLED';
  return row.state ?? 'VALID';
}

/** GET /checkin/snapshot: tickets as tuples (see SnapshotTicketSchema) so 16,000 of them stay small. */
export function presentSnapshot(parts: {
  device: DeviceContextRow;
  publicKey: string;
  gates: TurnstileGateRow[];
  sectors: EventSectorRow[];
  tickets: SnapshotTicketRow[];
  language: Language;
  at: Date;
}): DeviceSnapshot {
  const { device } = parts;
  const sectorIndex = new Map(parts.sectors.map((sector, i) => [sector.key, i]));
  const gateIndex = new Map(parts.gates.map((gate, i) => [gate.id, i]));
  const stateIndex = new Map(SNAPSHOT_STATES.map((state, i) => [state, i]));
  const seats = device.send_sector_name;
  const tickets = parts.tickets.map(
    (row): SnapshotTicket => [
      row.code,
      sectorIndex.get(row.sector_key) ?? -1,
      seats ? seatLabel(parts.language, row.row_name, row.seat_name) : '',
      stateIndex.get(snapshotState(row)) ?? 0,
      row.since === null ? 0 : Number(row.since),
      row.gate_id === null ? -1 : (gateIndex.get(row.gate_id) ?? -1),
    ],
  );
  return {
    Device: deviceOfContext(device),
    Event: {
      Id: device.event_id,
      Name: device.event_name,
      Begin: iso(device.begin_at) as string,
      TimeZone: device.time_zone,
    },
    PublicKey: parts.publicKey,
    SendSectorName: device.send_sector_name,
    AllowReentry: device.allow_reentry,
    Gate: { Id: device.gate_id ?? '', Name: device.gate_name ?? '', SectorKeys: device.sector_keys ?? [] },
    Gates: parts.gates.map((gate) => ({ Id: gate.id, Name: gate.name })),
    Sectors: parts.sectors.map(presentSector),
    Tickets: tickets,
    At: parts.at.toISOString(),
  };
}

/** Results that say when and where the ticket last passed. */
const WITH_SINCE = new Set<ScanResult>(['ALREADY_INSIDE', 'REENTRY_DENIED', 'GOODBYE', 'NOT_INSIDE']);

/** One scan's answer. Sector, row and seat only when the system sends them and the ticket is this event's. */
export function presentScanAnswer(parts: {
  scanId: string;
  result: ScanResult;
  conflict: boolean;
  code: string | null;
  ticket: DoorTicketRow | null;
  eventId: string;
  sendSectorName: boolean;
  /** The door state before the scan. */
  before: DoorStateRow | null;
}): ScanAnswer {
  const { ticket, before } = parts;
  const own = ticket !== null && ticket.event_id === parts.eventId;
  const named = own && parts.sendSectorName;
  const since = before && WITH_SINCE.has(parts.result) ? before : null;
  return {
    ScanId: parts.scanId,
    Result: parts.result,
    TicketCode: own ? ticket.code : parts.code,
    SectorName: named ? ticket.sector_name : null,
    RowName: named ? ticket.row_name : null,
    SeatName: named ? ticket.seat_name : null,
    Since: since ? iso(since.since) : null,
    GateName: since ? (since.gate_name ?? null) : null,
    Conflict: parts.conflict,
  };
}
