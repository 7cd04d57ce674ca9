import {
  type DeviceSnapshot,
  type DoorState,
  decideScan,
  type Language,
  type Pairing,
  parseScan,
  passes,
  type Scan,
  type ScanAnswer,
  type ScanAnswers,
  type ScanResult,
} from '@marquee/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { presentDevice, presentScanAnswer, presentSnapshot } from './checkin.presenter';
import * as repo from './checkin.repository';
import * as door from './door.repository';
import type { EventKeys } from './signing';
import { hashSecret, newSecret } from './turnstile.service';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** A device works until this long after its event's end (late exits, the count the next morning). */
const DEVICE_GRACE_MS = 2 * DAY_MS;
/** last_seen_at is written at most this often per device (one UPDATE a minute, not one per scan). */
const SEEN_EVERY_MS = MINUTE_MS;
/** An offline scan's own time is believed within this window before now (a device clock far off is not). */
const OFFLINE_WINDOW_MS = 30 * DAY_MS;

const ms = (value: Date | string) => new Date(value).getTime();

/** The door state a scan writes, if any. */
interface NextState {
  state: DoorState;
  since: Date;
}

/** The scan's id was sent by this device before: the transaction is rolled back, the first answer stands. */
class ReplayedScan extends Error {}

/** Door devices (no accounts): pairing, their snapshot, and scans decided in one transaction each. */
export function createDoorService(db: Db, keys: EventKeys) {
  /** When the scan happened: the device's time for an offline scan (if believable), else now. */
  function scanTime(scan: Scan, now: Date): Date {
    const at = Date.parse(scan.ScannedAt);
    const believable = Number.isFinite(at) && at <= now.getTime() && at > now.getTime() - OFFLINE_WINDOW_MS;
    return believable ? new Date(at) : now;
  }

  async function replayAnswer(device: door.DeviceContextRow, scanId: string): Promise<ScanAnswer> {
    const row = await door.findScan(db, device.id, scanId);
    if (!row) throw new Error(`scan ${scanId} of device ${device.id}: replayed but not found`);
    const ticket = row.ticketId ? await door.ticketById(db, row.ticketId) : null;
    const before = ticket ? await door.doorStateOf(db, ticket.id) : null;
    return presentScanAnswer({
      scanId,
      result: row.result,
      conflict: row.conflict,
      code: null,
      ticket,
      eventId: device.event_id,
      sendSectorName: device.send_sector_name,
      before,
    });
  }

  /** A refusal decided before any ticket is looked up (garbage, another event's or a forged signature). */
  async function refuse(device: door.DeviceContextRow, scan: Scan, result: ScanResult, now: Date) {
    const recorded = await door.insertScan(db, {
      ...scanColumns(device, scan, now),
      ticketId: null,
      result,
      conflict: false,
    });
    if (!recorded) return replayAnswer(device, scan.ScanId);
    return presentScanAnswer({
      scanId: scan.ScanId,
      result,
      conflict: false,
      code: null,
      ticket: null,
      eventId: device.event_id,
      sendSectorName: device.send_sector_name,
      before: null,
    });
  }

  function scanColumns(device: door.DeviceContextRow, scan: Scan, now: Date) {
    return {
      eventId: device.event_id,
      deviceId: device.id,
      scanId: scan.ScanId,
      gateId: device.gate_id,
      direction: scan.Direction,
      deviceResult: scan.Offline ? (scan.DeviceResult ?? null) : null,
      offline: scan.Offline,
      scannedAt: scanTime(scan, now),
    };
  }

  /**
   * One scan in one transaction: lock the ticket, read its door state, decide (contract decideScan), write
   * the new state and the scan row. At most four statements; a replayed scan id rolls it all back.
   */
  async function scanOne(device: door.DeviceContextRow, scan: Scan, now: Date): Promise<ScanAnswer> {
    const parsed = parseScan(scan.Code);
    if (parsed.kind === 'unreadable') return refuse(device, scan, 'UNREADABLE', now);
    if (parsed.kind === 'signed') {
      // Another event's QR whose signature holds is a real ticket at the wrong door; otherwise forged.
      const genuine = await keys.verifies(parsed);
      if (parsed.eventId !== device.event_id)
        return refuse(device, scan, genuine ? 'WRONG_EVENT' : 'FORGED', now);
      if (!genuine) return refuse(device, scan, 'FORGED', now);
    }
    const at = scanTime(scan, now);
    try {
      return await db.transaction(async (tx) => {
        const ticket = await door.lockTicketByCode(tx, parsed.code);
        const signedElsewhere =
          parsed.kind === 'signed' &&
          ticket !== null &&
          (ticket.event_id !== parsed.eventId || ticket.sector_key !== parsed.sectorKey);
        const own = ticket !== null && ticket.event_id === device.event_id && !signedElsewhere;
        const before = own ? await door.doorStateOf(tx, ticket.id) : null;
        let result: ScanResult;
        let conflict = false;
        let next: NextState | null = null;
        if (signedElsewhere) result = 'FORGED';
        else {
          const decision = decideScan({
            ticket: ticket && {
              eventId: ticket.event_id,
              sectorKey: ticket.sector_key,
              kind: ticket.is_merchandise ? 'MERCHANDISE' : 'ENTRY',
              orderState: ticket.order_state,
              doorState: before?.state ?? 'VALID',
            },
            eventId: device.event_id,
            gate: { sectorKeys: device.sector_keys ?? [] },
            direction: scan.Direction,
            allowReentry: device.allow_reentry,
          });
          result = decision.result;
          // An offline scan is placed at its own time: a pass older than the ticket's last change is logged
          // but never turns the state back.
          const since = scan.Offline ? at : now;
          if (passes(result) && decision.doorState && (!before || since.getTime() >= ms(before.since)))
            next = { state: decision.doorState, since };
          // Two offline doors let one ticket in: the server keeps the first, and if this one was earlier the
          // ticket has been inside since this scan (first scan wins, whatever order the devices sync in).
          if (scan.Offline && scan.DeviceResult === 'WELCOME' && result === 'ALREADY_INSIDE' && before) {
            conflict = true;
            if (at.getTime() < ms(before.since)) next = { state: 'INSIDE', since: at };
          }
        }
        if (next && ticket)
          await door.saveDoorState(tx, {
            ticketId: ticket.id,
            eventId: device.event_id,
            state: next.state,
            since: next.since,
            gateId: device.gate_id,
          });
        const recorded = await door.insertScan(tx, {
          ...scanColumns(device, scan, now),
          ticketId: ticket?.id ?? null,
          result,
          conflict,
        });
        if (!recorded) throw new ReplayedScan();
        return presentScanAnswer({
          scanId: scan.ScanId,
          result,
          conflict,
          code: signedElsewhere ? null : parsed.code,
          ticket: signedElsewhere ? null : ticket,
          eventId: device.event_id,
          sendSectorName: device.send_sector_name,
          before,
        });
      });
    } catch (error) {
      if (error instanceof ReplayedScan) return replayAnswer(device, scan.ScanId);
      throw error;
    }
  }

  return {
    /**
     * POST /checkin/pair: uses a one-time link, answers the device's token (shown once). Throws NOT_FOUND,
     * DEVICE.LINK_EXPIRED (expired, revoked, or the event is over), DEVICE.LINK_USED.
     */
    async pair(token: string, now: Date): Promise<Pairing> {
      const found = await door.findDeviceByPairingHash(db, hashSecret(token));
      if (!found) throw new AppError('NOT_FOUND', 'No such device link.');
      const expired = () =>
        new AppError('DEVICE.LINK_EXPIRED', 'The device link has expired or was revoked.');
      if (found.revoked_at) throw expired();
      if (found.paired_at) throw new AppError('DEVICE.LINK_USED', 'The device link was used already.');
      if (!found.link_expires_at || ms(found.link_expires_at) <= now.getTime()) throw expired();
      if (ms(found.event_end) + DEVICE_GRACE_MS < now.getTime()) throw expired();
      const deviceToken = newSecret();
      const paired = await door.markPaired(db, found.id, hashSecret(deviceToken), now);
      // Another phone opened the same link a moment earlier.
      if (!paired) throw new AppError('DEVICE.LINK_USED', 'The device link was used already.');
      return { DeviceToken: deviceToken, Device: presentDevice(paired), EventId: paired.eventId };
    },

    /** The device of a DeviceToken header. Throws DEVICE.NOT_PAIRED (unknown, revoked, event over). */
    async authenticate(token: string | undefined, now: Date): Promise<door.DeviceContextRow> {
      const notPaired = () =>
        new AppError('DEVICE.NOT_PAIRED', 'This device is not paired (or was revoked).');
      if (!token) throw notPaired();
      const device = await door.findDeviceByToken(db, hashSecret(token));
      if (!device || device.revoked_at || !device.gate_id) throw notPaired();
      if (ms(device.end_at) + DEVICE_GRACE_MS < now.getTime()) throw notPaired();
      if (!device.last_seen_at || now.getTime() - ms(device.last_seen_at) >= SEEN_EVERY_MS) {
        await door.touchDevice(db, device.id, now);
        device.last_seen_at = now;
      }
      return device;
    },

    /** GET /checkin/snapshot: the public key, gates, sectors and every ticket with its state. Throws nothing. */
    async snapshot(device: door.DeviceContextRow, language: Language, now: Date): Promise<DeviceSnapshot> {
      const configuration = (await repo.findEventPlace(db, device.event_id))?.venueConfigurationId ?? null;
      const [publicKey, gates, sectors, tickets] = await Promise.all([
        keys.publicKeyBase64(device.event_id),
        repo.listGates(db, device.event_id),
        repo.eventSectors(db, device.event_id, configuration),
        door.snapshotTickets(db, device.event_id),
      ]);
      return presentSnapshot({ device, publicKey, gates, sectors, tickets, language, at: now });
    },

    /**
     * POST /checkin/scans: each scan in its own transaction, in ScannedAt order (an offline queue replays
     * as it happened); answers in the request's order. A bad code is an answer, never an error.
     */
    async scans(device: door.DeviceContextRow, scans: Scan[], now: () => Date): Promise<ScanAnswers> {
      const order = scans
        .map((scan, index) => ({ scan, index, at: scanTime(scan, now()).getTime() }))
        .sort((a, b) => a.at - b.at || a.index - b.index);
      const answers: ScanAnswer[] = new Array(scans.length);
      for (const { scan, index } of order) answers[index] = await scanOne(device, scan, now());
      return { Results: answers };
    },
  };
}
export type DoorService = ReturnType<typeof createDoorService>;
