import { z } from 'zod';
import { QueryBooleanSchema } from './accounts';
import { SCAN_INPUT_MAX_LENGTH } from './checkin-qr';
import { admitsEntry, type OrderState, type TicketKind } from './payments';

/*
 * Door check-in (issue 17; spec 3 §1, §3, §4 turnstile, §7). One decision rule for the server's
 * transaction and the door device's offline path, one QR format, and the wire shapes of both.
 *
 * The QR of a ticket is a signed code:  MQ1.<code>.<event>.<sector>.<signature>
 *   code       the ticket's 20-character Crockford base32 code (what a person types, in groups of four)
 *   event      the event id, sector the sector key: UUIDs as 26 base32 characters
 *   signature  Ed25519 over the ASCII text before the last dot, with the event's own key: 103 characters
 * Only QR-alphanumeric characters are used (upper case, digits, dot), so the code fits a small QR at level M.
 */

// ——— The decision ———

export const SCAN_DIRECTIONS = ['IN', 'OUT'] as const;
export type ScanDirection = (typeof SCAN_DIRECTIONS)[number];

/** Where a ticket is: never scanned, inside, or out again after being inside. */
export const DOOR_STATES = ['VALID', 'INSIDE', 'OUTSIDE'] as const;
export type DoorState = (typeof DOOR_STATES)[number];

export const SCAN_RESULTS = [
  'WELCOME',
  'GOODBYE',
  'ALREADY_INSIDE',
  'NOT_INSIDE',
  'REENTRY_DENIED',
  'WRONG_EVENT',
  'WRONG_GATE',
  'CANCELLED',
  'UNPAID',
  'NOT_ENTRY',
  'UNKNOWN',
  'FORGED',
  'UNREADABLE',
] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];
/** The green answers: the person passes. Every other result keeps them where they are. */
export const passes = (result: ScanResult): boolean => result === 'WELCOME' || result === 'GOODBYE';

export interface DoorTicket {
  eventId: string;
  sectorKey: string;
  kind: TicketKind;
  orderState: OrderState;
  doorState: DoorState;
}

export interface DoorGate {
  /** Empty: every sector of the event enters here. */
  sectorKeys: readonly string[];
}

export interface ScanDecision {
  result: ScanResult;
  /** The door state after the scan (unchanged unless the person passes). */
  doorState: DoorState | null;
}

/**
 * What the door answers for a readable ticket: the same rule online (inside the scan's transaction, on the
 * locked ticket row) and offline (on the device's snapshot). `ticket` null: the code names no ticket.
 */
export function decideScan(input: {
  ticket: DoorTicket | null;
  eventId: string;
  gate: DoorGate;
  direction: ScanDirection;
  allowReentry: boolean;
}): ScanDecision {
  const { ticket, eventId, gate, direction, allowReentry } = input;
  if (!ticket) return { result: 'UNKNOWN', doorState: null };
  const unchanged = (result: ScanResult): ScanDecision => ({ result, doorState: ticket.doorState });
  if (ticket.eventId !== eventId) return unchanged('WRONG_EVENT');
  if (ticket.orderState === 'RESERVED') return unchanged('UNPAID');
  if (ticket.orderState !== 'PAID') return unchanged('CANCELLED');
  if (!admitsEntry(ticket.kind)) return unchanged('NOT_ENTRY');
  if (gate.sectorKeys.length > 0 && !gate.sectorKeys.includes(ticket.sectorKey))
    return unchanged('WRONG_GATE');
  if (direction === 'OUT') {
    return ticket.doorState === 'INSIDE'
      ? { result: 'GOODBYE', doorState: 'OUTSIDE' }
      : unchanged('NOT_INSIDE');
  }
  if (ticket.doorState === 'INSIDE') return unchanged('ALREADY_INSIDE');
  if (ticket.doorState === 'OUTSIDE' && !allowReentry) return unchanged('REENTRY_DENIED');
  return { result: 'WELCOME', doorState: 'INSIDE' };
}

// ——— Who may create a turnstile system (spec 3 §3 CanCreateTurnstileSystem) ———

/** A system can still be made this long after the event's end (late scans, the next morning's count). */
export const TURNSTILE_CREATE_GRACE_HOURS = 24;

export type TurnstileCreateProblem = 'NOT_EDITOR' | 'ONLINE' | 'ENDED' | 'EXISTS';

/**
 * Why no turnstile system can be created now (null: it can). An editor (a claim on the event's author
 * profile other than StatisticsViewer) of an event with a place (not online-only), that ended at most
 * TURNSTILE_CREATE_GRACE_HOURS ago, and that has no system yet.
 */
export function turnstileCreateProblem(input: {
  isEditor: boolean;
  isOnline: boolean;
  end: Date | string;
  hasSystem: boolean;
  now: Date;
}): TurnstileCreateProblem | null {
  if (!input.isEditor) return 'NOT_EDITOR';
  if (input.isOnline) return 'ONLINE';
  const end = new Date(input.end).getTime();
  if (end + TURNSTILE_CREATE_GRACE_HOURS * 3_600_000 < input.now.getTime()) return 'ENDED';
  if (input.hasSystem) return 'EXISTS';
  return null;
}

export const canCreateTurnstileSystem = (input: Parameters<typeof turnstileCreateProblem>[0]): boolean =>
  turnstileCreateProblem(input) === null;

// ——— Wire shapes: the organizer's side ———

export const TurnstileParamsSchema = z.object({ id: z.uuid() });
/** POST /turnstile/{id}/create?sendSectorName: the welcome screen names the sector and seat. */
export const TurnstileCreateQuerySchema = z.object({ sendSectorName: QueryBooleanSchema.optional() });

export const TURNSTILE_NAME_MAX_LENGTH = 60;
const NameSchema = z.string().trim().min(1).max(TURNSTILE_NAME_MAX_LENGTH);

export const TurnstileSettingsBodySchema = z.object({
  SendSectorName: z.boolean(),
  AllowReentry: z.boolean(),
});
export type TurnstileSettingsBody = z.infer<typeof TurnstileSettingsBodySchema>;

export const TurnstileGateBodySchema = z.object({
  Name: NameSchema,
  /** Empty: every sector enters through this gate. */
  SectorKeys: z.array(z.uuid()).max(200),
});
export type TurnstileGateBody = z.infer<typeof TurnstileGateBodySchema>;
export const TurnstileGateParamsSchema = z.object({ id: z.uuid(), gateId: z.uuid() });

/** A device link is valid for this long unless the organizer picks another span (hours). */
export const DEVICE_LINK_DEFAULT_HOURS = 24;
export const DEVICE_LINK_MAX_HOURS = 24 * 14;
export const DeviceLinkBodySchema = z.object({
  GateId: z.uuid(),
  Name: NameSchema,
  ExpiresInHours: z.number().int().min(1).max(DEVICE_LINK_MAX_HOURS).default(DEVICE_LINK_DEFAULT_HOURS),
});
export type DeviceLinkBody = z.infer<typeof DeviceLinkBodySchema>;
export const DeviceParamsSchema = z.object({ id: z.uuid(), deviceId: z.uuid() });

export const DeviceSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  GateId: z.string(),
  /** When the link stops working for pairing (null once paired). */
  LinkExpiresAt: z.string().nullable(),
  PairedAt: z.string().nullable(),
  LastSeenAt: z.string().nullable(),
  RevokedAt: z.string().nullable(),
});
export type Device = z.infer<typeof DeviceSchema>;

/** The answer to creating a device link: the pairing token is shown once, as a link and its QR. */
export const DeviceLinkSchema = z.object({
  Device: DeviceSchema,
  PairingToken: z.string(),
  PairingPath: z.string(),
});
export type DeviceLink = z.infer<typeof DeviceLinkSchema>;

export const GateCountsSchema = z.object({
  Entries: z.number().int(),
  Exits: z.number().int(),
  Inside: z.number().int(),
});
export type GateCounts = z.infer<typeof GateCountsSchema>;

export const TurnstileGateSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  SectorKeys: z.array(z.string()),
});
export type TurnstileGate = z.infer<typeof TurnstileGateSchema>;

export const TurnstileSectorSchema = z.object({
  Key: z.string(),
  Name: z.string(),
  IsMerchandise: z.boolean(),
});

/** One ticket let in by two doors that could not see each other (offline): the first scan wins. */
export const ScanConflictSchema = z.object({
  TicketCode: z.string(),
  Kept: z.object({ GateName: z.string(), DeviceName: z.string(), ScannedAt: z.string() }),
  Refused: z.object({ GateName: z.string(), DeviceName: z.string(), ScannedAt: z.string() }),
});
export type ScanConflict = z.infer<typeof ScanConflictSchema>;

/** GET /turnstile/{id}. */
export const TurnstileSystemSchema = z
  .object({
    EventId: z.string(),
    SendSectorName: z.boolean(),
    AllowReentry: z.boolean(),
    CreatedAt: z.string(),
    Gates: z.array(TurnstileGateSchema.extend({ Counts: GateCountsSchema })),
    Devices: z.array(DeviceSchema),
    Sectors: z.array(TurnstileSectorSchema),
    Counts: GateCountsSchema,
    Conflicts: z.array(ScanConflictSchema),
  })
  .meta({ id: 'TurnstileSystem' });
export type TurnstileSystem = z.infer<typeof TurnstileSystemSchema>;

/** GET /checkticket/transition/{id}/count: overall, per gate (where people came in) and per sector. */
export const TransitionCountSchema = GateCountsSchema.extend({
  Sold: z.number().int(),
  ByGate: z.array(GateCountsSchema.extend({ GateId: z.string(), Name: z.string() })),
  BySector: z.array(
    GateCountsSchema.extend({ SectorKey: z.string(), Name: z.string(), Sold: z.number().int() }),
  ),
  At: z.string(),
}).meta({ id: 'TransitionCount' });
export type TransitionCount = z.infer<typeof TransitionCountSchema>;

// ——— Wire shapes: the door device ———

/** A paired device sends its token in this header (door staff have no accounts). */
export const DEVICE_TOKEN_HEADER = 'devicetoken';

export const PairBodySchema = z.object({ Token: z.string().min(16).max(200) });
export const PairingSchema = z.object({ DeviceToken: z.string(), Device: DeviceSchema, EventId: z.string() });
export type Pairing = z.infer<typeof PairingSchema>;

/** Door states in the snapshot, by index (tuples keep a 16,000-ticket snapshot small). */
export const SNAPSHOT_STATES = ['VALID', 'INSIDE', 'OUTSIDE', 'CANCELLED', 'UNPAID'] as const;
export type SnapshotState = (typeof SNAPSHOT_STATES)[number];

/**
 * One ticket: [code, sector index, seat label or "", state index, since (epoch seconds, 0 = never),
 * gate index of the last pass (-1 = none)].
 */
export const SnapshotTicketSchema = z.tuple([
  z.string(),
  z.number().int(),
  z.string(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
]);
export type SnapshotTicket = z.infer<typeof SnapshotTicketSchema>;

/** GET /checkin/snapshot: all a device needs to decide with no network. */
export const DeviceSnapshotSchema = z
  .object({
    Device: DeviceSchema,
    Event: z.object({ Id: z.string(), Name: z.string(), Begin: z.string(), TimeZone: z.string() }),
    /** The event's Ed25519 public key, raw 32 bytes in base64. */
    PublicKey: z.string(),
    SendSectorName: z.boolean(),
    AllowReentry: z.boolean(),
    Gate: TurnstileGateSchema,
    Gates: z.array(z.object({ Id: z.string(), Name: z.string() })),
    Sectors: z.array(TurnstileSectorSchema),
    Tickets: z.array(SnapshotTicketSchema),
    At: z.string(),
  })
  .meta({ id: 'DeviceSnapshot' });
export type DeviceSnapshot = z.infer<typeof DeviceSnapshotSchema>;

export const SCAN_BATCH_MAX = 500;
export const ScanSchema = z.object({
  /** Made by the device: the same id sent twice is answered from the first time and changes nothing. */
  ScanId: z.uuid(),
  Code: z.string().max(SCAN_INPUT_MAX_LENGTH),
  Direction: z.enum(SCAN_DIRECTIONS),
  ScannedAt: z.iso.datetime(),
  /** The device decided this scan itself, with no network; the server records what it said. */
  Offline: z.boolean().default(false),
  DeviceResult: z.enum(SCAN_RESULTS).optional(),
});
export type Scan = z.infer<typeof ScanSchema>;
export const ScanBatchSchema = z.object({ Scans: z.array(ScanSchema).min(1).max(SCAN_BATCH_MAX) });
export type ScanBatch = z.infer<typeof ScanBatchSchema>;

export const ScanAnswerSchema = z.object({
  ScanId: z.string(),
  Result: z.enum(SCAN_RESULTS),
  TicketCode: z.string().nullable(),
  SectorName: z.string().nullable(),
  RowName: z.string().nullable(),
  SeatName: z.string().nullable(),
  /** ALREADY_INSIDE / REENTRY_DENIED: when and where the ticket last passed. */
  Since: z.string().nullable(),
  GateName: z.string().nullable(),
  /** An offline WELCOME the server could not keep: another door let the ticket in first. */
  Conflict: z.boolean(),
});
export type ScanAnswer = z.infer<typeof ScanAnswerSchema>;
export const ScanAnswersSchema = z.object({ Results: z.array(ScanAnswerSchema) }).meta({ id: 'ScanAnswers' });
export type ScanAnswers = z.infer<typeof ScanAnswersSchema>;
