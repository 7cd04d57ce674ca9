import {
  type DeviceSnapshot,
  type DoorState,
  type DoorTicket,
  decideScan,
  type OrderState,
  type ParsedScan,
  parseScan,
  passes,
  type ScanAnswer,
  type ScanDirection,
  type ScanResult,
  SNAPSHOT_STATES,
  type SnapshotTicket,
} from '@marquee/contract';

/*
 * The door's offline side: the snapshot indexed once (code → tuple), the contract's decideScan over it,
 * and the local door states a pass leaves behind. Everything here is synchronous and allocation-light
 * except the signature check, which the caller passes in (WebCrypto is asynchronous).
 */

const STATE_INDEX: Record<string, number> = Object.fromEntries(SNAPSHOT_STATES.map((state, i) => [state, i]));
const VALID = STATE_INDEX.VALID ?? 0;
const INSIDE = STATE_INDEX.INSIDE ?? 1;
const OUTSIDE = STATE_INDEX.OUTSIDE ?? 2;

/** Tuple fields (contract SnapshotTicketSchema). */
const CODE = 0;
const SECTOR = 1;
const SEAT = 2;
const STATE = 3;
const SINCE = 4;
const GATE = 5;

export interface DoorIndex {
  snapshot: DeviceSnapshot;
  /** Ticket code → index in snapshot.Tickets (tickets added locally are appended to that array). */
  byCode: Map<string, number>;
  /** Sector key → index in `sectors` (the snapshot's, plus sectors only a signed QR named). */
  sectorByKey: Map<string, number>;
  sectors: { Key: string; Name: string; IsMerchandise: boolean }[];
  /** This device's gate, as an index of snapshot.Gates (-1 when the list lacks it). */
  gateIndex: number;
  gateSectorKeys: readonly string[];
}

/** What the door shows, whether the server or the device decided. */
export interface DoorAnswer {
  scanId: string;
  result: ScanResult;
  ticketCode: string | null;
  sectorName: string | null;
  /** Row and seat as the server names them (online), or the snapshot's seat label (offline). */
  rowName: string | null;
  seatName: string | null;
  seatLabel: string | null;
  /** ALREADY_INSIDE / REENTRY_DENIED: when (ISO) and at which gate the ticket last passed. */
  since: string | null;
  gateName: string | null;
  offline: boolean;
}

/** What a pass changed on the device, kept so it can be applied again over a fresher snapshot. */
export interface DoorEffect {
  code: string;
  sectorKey: string | null;
  state: DoorState;
  /** Epoch seconds. */
  since: number;
  gateIndex: number;
}

export function buildDoorIndex(snapshot: DeviceSnapshot): DoorIndex {
  const byCode = new Map<string, number>();
  const tickets = snapshot.Tickets;
  for (let i = 0; i < tickets.length; i++) byCode.set((tickets[i] as SnapshotTicket)[CODE], i);
  const sectors = snapshot.Sectors.map(({ Key, Name, IsMerchandise }) => ({ Key, Name, IsMerchandise }));
  const sectorByKey = new Map(sectors.map((sector, i) => [sector.Key, i]));
  return {
    snapshot,
    byCode,
    sectorByKey,
    sectors,
    gateIndex: snapshot.Gates.findIndex((gate) => gate.Id === snapshot.Gate.Id),
    gateSectorKeys: snapshot.Gate.SectorKeys,
  };
}

function sectorIndexOf(index: DoorIndex, key: string): number {
  let at = index.sectorByKey.get(key);
  if (at === undefined) {
    // A signed code of a sector the snapshot does not list yet (added after the last sync).
    at = index.sectors.push({ Key: key, Name: '', IsMerchandise: false }) - 1;
    index.sectorByKey.set(key, at);
  }
  return at;
}

/** The tuple of a code, added (valid, unscanned) when `sectorKey` is given and the snapshot lacks it. */
function ticketTuple(index: DoorIndex, code: string, sectorKey: string | null): SnapshotTicket | null {
  const at = index.byCode.get(code);
  if (at !== undefined) return index.snapshot.Tickets[at] ?? null;
  if (sectorKey === null) return null;
  const tuple: SnapshotTicket = [code, sectorIndexOf(index, sectorKey), '', VALID, 0, -1];
  index.byCode.set(code, index.snapshot.Tickets.push(tuple) - 1);
  return tuple;
}

function orderStateOf(state: number): OrderState {
  const name = SNAPSHOT_STATES[state];
  if (name === 'CANCELLED') return 'CANCELLED';
  if (name === 'UNPAID') return 'RESERVED';
  return 'PAID';
}

function doorStateOf(state: number): DoorState {
  return state === INSIDE ? 'INSIDE' : state === OUTSIDE ? 'OUTSIDE' : 'VALID';
}

/** Checks an Ed25519 signature of the parsed QR with the event's key; never throws (false = forged). */
export type SignatureCheck = (message: string, signature: Uint8Array) => boolean | Promise<boolean>;

export interface OfflineDecision {
  answer: DoorAnswer;
  /** Set when the person passes: what to apply again over a fresher snapshot until the server knows. */
  effect: DoorEffect | null;
}

/** An answer with nothing but its result (no ticket behind it); `offline`: decided on this device. */
export const plainAnswer = (scanId: string, result: ScanResult, offline: boolean): DoorAnswer => ({
  scanId,
  result,
  ticketCode: null,
  sectorName: null,
  rowName: null,
  seatName: null,
  seatLabel: null,
  since: null,
  gateName: null,
  offline,
});
const answerOf = (scanId: string, result: ScanResult): DoorAnswer => plainAnswer(scanId, result, true);

/**
 * Decides a scan with no network, by the same rule the server uses (contract decideScan), and records a
 * pass in the index so the next scan of the ticket sees it. `nowMs` is the scan's time.
 */
export async function decideOffline(
  index: DoorIndex,
  input: { scanId: string; text: string; direction: ScanDirection; nowMs: number },
  verify: SignatureCheck,
  parsed: ParsedScan = parseScan(input.text),
): Promise<OfflineDecision> {
  const { scanId, direction, nowMs } = input;
  const eventId = index.snapshot.Event.Id;
  if (parsed.kind === 'unreadable') return { answer: answerOf(scanId, 'UNREADABLE'), effect: null };
  let tuple: SnapshotTicket | null;
  if (parsed.kind === 'signed') {
    // Another event's code is signed with another key: say so rather than "forged".
    if (parsed.eventId !== eventId) {
      return { answer: { ...answerOf(scanId, 'WRONG_EVENT'), ticketCode: parsed.code }, effect: null };
    }
    let genuine = false;
    try {
      genuine = await verify(parsed.message, parsed.signature);
    } catch {
      genuine = false;
    }
    if (!genuine) return { answer: { ...answerOf(scanId, 'FORGED'), ticketCode: parsed.code }, effect: null };
    // A genuine code the snapshot does not know was sold after the last sync: a paid ticket of its sector.
    tuple = ticketTuple(index, parsed.code, parsed.sectorKey);
  } else {
    tuple = ticketTuple(index, parsed.code, null);
  }
  const code = parsed.code;
  if (!tuple) return { answer: { ...answerOf(scanId, 'UNKNOWN'), ticketCode: code }, effect: null };

  const sector = index.sectors[tuple[SECTOR]];
  const ticket: DoorTicket = {
    eventId,
    sectorKey: sector?.Key ?? '',
    kind: sector?.IsMerchandise ? 'MERCHANDISE' : 'ENTRY',
    orderState: orderStateOf(tuple[STATE]),
    doorState: doorStateOf(tuple[STATE]),
  };
  const decision = decideScan({
    ticket,
    eventId,
    gate: { sectorKeys: index.gateSectorKeys },
    direction,
    allowReentry: index.snapshot.AllowReentry,
  });
  const answer: DoorAnswer = {
    ...answerOf(scanId, decision.result),
    ticketCode: code,
    sectorName: sector?.Name || null,
    seatLabel: tuple[SEAT] || null,
  };
  if (decision.result === 'ALREADY_INSIDE' || decision.result === 'REENTRY_DENIED') {
    answer.since = tuple[SINCE] > 0 ? new Date(tuple[SINCE] * 1000).toISOString() : null;
    answer.gateName = index.snapshot.Gates[tuple[GATE]]?.Name ?? null;
  }
  if (!passes(decision.result) || !decision.doorState) return { answer, effect: null };
  const effect: DoorEffect = {
    code,
    sectorKey: ticket.sectorKey || null,
    state: decision.doorState,
    since: Math.floor(nowMs / 1000),
    gateIndex: index.gateIndex,
  };
  applyEffect(index, effect);
  return { answer, effect };
}

/** Records a pass (made here, offline or online) in the index. */
export function applyEffect(index: DoorIndex, effect: DoorEffect): void {
  const tuple = ticketTuple(index, effect.code, effect.sectorKey);
  if (!tuple) return;
  tuple[STATE] = STATE_INDEX[effect.state] ?? VALID;
  tuple[SINCE] = effect.since;
  tuple[GATE] = effect.gateIndex;
}

/**
 * The effect of a server's answer on this device's view: passes, and "already inside" it did not know.
 * `sectorKey`: the scanned QR's sector (signed codes), so a ticket sold after the sync is recorded too.
 */
export function effectOfAnswer(
  index: DoorIndex,
  answer: ScanAnswer,
  sectorKey: string | null,
  nowMs: number,
): DoorEffect | null {
  if (!answer.TicketCode) return null;
  const known = index.byCode.has(answer.TicketCode) || sectorKey !== null;
  if (!known) return null;
  if (answer.Result === 'WELCOME' || answer.Result === 'GOODBYE') {
    return {
      code: answer.TicketCode,
      sectorKey,
      state: answer.Result === 'WELCOME' ? 'INSIDE' : 'OUTSIDE',
      since: Math.floor(nowMs / 1000),
      gateIndex: index.gateIndex,
    };
  }
  if (answer.Result === 'ALREADY_INSIDE') {
    const at = answer.Since ? Date.parse(answer.Since) : Number.NaN;
    const since = Math.floor((Number.isFinite(at) ? at : nowMs) / 1000);
    const gateIndex = index.snapshot.Gates.findIndex((gate) => gate.Name === answer.GateName);
    return { code: answer.TicketCode, sectorKey, state: 'INSIDE', since, gateIndex };
  }
  return null;
}

/** The server's answer in the door's terms. */
export function fromServer(answer: ScanAnswer): DoorAnswer {
  return {
    scanId: answer.ScanId,
    result: answer.Result,
    ticketCode: answer.TicketCode,
    sectorName: answer.SectorName,
    rowName: answer.RowName,
    seatName: answer.SeatName,
    seatLabel: null,
    since: answer.Since,
    gateName: answer.GateName,
    offline: false,
  };
}
