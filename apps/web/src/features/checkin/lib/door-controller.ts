import {
  type DeviceSnapshot,
  type Pairing,
  type ParsedScan,
  parseScan,
  SCAN_INPUT_MAX_LENGTH,
  type Scan,
  type ScanAnswers,
  type ScanDirection,
} from '@marquee/contract';
import { ApiRequestError } from '../../../lib/api/errors';
import {
  applyEffect,
  buildDoorIndex,
  type DoorAnswer,
  type DoorIndex,
  decideOffline,
  effectOfAnswer,
  fromServer,
  plainAnswer,
  type SignatureCheck,
} from './door-index';
import { isUnreachable } from './door-request';
import type { DoorStorage, StoredConflict, StoredPairing, StoredScan } from './door-storage';
import { CHECKIN_CODES } from './error-codes';

/*
 * The door device: pairing, the snapshot kept fresh, every scan decided online (≤ 2.5 s) or else offline
 * by the same rule, the offline queue flushed when the network is back. No React here: the page reads the
 * view through subscribe/getView.
 */

export type DoorStatus =
  | 'starting'
  | 'pairing'
  | 'pair-failed'
  | 'unpaired'
  | 'revoked'
  | 'loading'
  | 'no-snapshot'
  | 'ready';

export interface DoorView {
  status: DoorStatus;
  /** Why pairing failed: an API code (DEVICE.LINK_EXPIRED, NOT_FOUND, NETWORK_ERROR…). */
  pairError: string | null;
  /** A pairing stored from before (a failed new pairing can fall back to it). */
  hasPairing: boolean;
  eventName: string | null;
  gateName: string | null;
  deviceName: string | null;
  timeZone: string | null;
  sendSectorName: boolean;
  /** Browser online and the last request answered. */
  online: boolean;
  /** Scans decided offline and not yet sent. */
  queue: number;
  conflicts: StoredConflict[];
  /** When the snapshot in use was made (server time, ISO). */
  snapshotAt: string | null;
}

export interface DoorApi {
  pair(token: string): Promise<Pairing>;
  snapshot(deviceToken: string): Promise<DeviceSnapshot>;
  scans(deviceToken: string, scans: readonly Scan[], timeoutMs?: number): Promise<ScanAnswers>;
}

export interface DoorDependencies {
  storage: DoorStorage;
  api: DoorApi;
  signatureCheck: (publicKey: string) => Promise<SignatureCheck>;
  now?: () => number;
  uuid?: () => string;
  isOnline?: () => boolean;
}

export const FLUSH_BATCH = 100;
export const TICK_MS = 5000;
const REFRESH_TICKS = 6; // 30 s
const RETRY_TICKS = 2; // 10 s while the last request failed

export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Insecure contexts (a LAN address over http) have getRandomValues but not randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const isCode = (error: unknown, code: string) => error instanceof ApiRequestError && error.Code === code;
const NOT_PAIRED = CHECKIN_CODES.notPaired;
const byScannedAt = (a: StoredScan, b: StoredScan) => a.scan.ScannedAt.localeCompare(b.scan.ScannedAt);

export class DoorController {
  private readonly storage: DoorStorage;
  private readonly api: DoorApi;
  private readonly makeCheck: (publicKey: string) => Promise<SignatureCheck>;
  private readonly now: () => number;
  private readonly uuid: () => string;
  private readonly browserOnline: () => boolean;

  private pairing: StoredPairing | null = null;
  private index: DoorIndex | null = null;
  private check: { key: string; verify: Promise<SignatureCheck> } | null = null;
  /** Every stored scan by ScanId: the queue (unsent) and passes the stored snapshot may predate. */
  private readonly scans = new Map<string, StoredScan>();
  private lastRequestOk: boolean | null = null;
  private flushing: Promise<void> | null = null;
  private refreshing: Promise<void> | null = null;
  private ticks = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly listeners = new Set<() => void>();
  private view: DoorView = {
    status: 'starting',
    pairError: null,
    hasPairing: false,
    eventName: null,
    gateName: null,
    deviceName: null,
    timeZone: null,
    sendSectorName: false,
    online: true,
    queue: 0,
    conflicts: [],
    snapshotAt: null,
  };

  constructor(deps: DoorDependencies) {
    this.storage = deps.storage;
    this.api = deps.api;
    this.makeCheck = deps.signatureCheck;
    this.now = deps.now ?? Date.now;
    this.uuid = deps.uuid ?? randomUuid;
    this.browserOnline = deps.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine);
  }

  // ——— View ———

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getView = (): DoorView => this.view;

  private update(patch: Partial<DoorView>): void {
    let queue = 0;
    for (const scan of this.scans.values()) if (!scan.sent) queue++;
    const online = this.browserOnline() && this.lastRequestOk !== false;
    this.view = { ...this.view, queue, online, ...patch };
    for (const listener of this.listeners) listener();
  }

  private requestAnswered(ok: boolean): void {
    this.lastRequestOk = ok;
  }

  // ——— Lifecycle ———

  /** Pairs with `pairToken` when given (a device link just opened), else goes on with the stored pairing. */
  async start(pairToken: string | null): Promise<void> {
    const stored = (await this.storage.getPairing()) ?? null;
    if (pairToken) {
      this.update({ status: 'pairing', hasPairing: stored !== null });
      let pairing: Pairing;
      try {
        pairing = await this.api.pair(pairToken);
      } catch (error) {
        const code = error instanceof ApiRequestError ? error.Code : 'NETWORK_ERROR';
        this.update({ status: 'pair-failed', pairError: code });
        return;
      }
      if (stored && stored.Device.Id !== pairing.Device.Id) await this.forgetStored(stored);
      this.pairing = { DeviceToken: pairing.DeviceToken, Device: pairing.Device, EventId: pairing.EventId };
      await this.storage.setPairing(this.pairing);
    } else {
      this.pairing = stored;
    }
    if (!this.pairing) {
      this.update({ status: 'unpaired', hasPairing: false });
      return;
    }
    this.update({
      status: 'loading',
      pairError: null,
      hasPairing: true,
      deviceName: this.pairing.Device.Name,
    });
    for (const scan of await this.storage.getScans()) this.scans.set(scan.scan.ScanId, scan);
    this.update({ conflicts: await this.storage.getConflicts() });
    const saved = await this.storage.getSnapshot();
    if (saved) this.applySnapshot(saved.snapshot, saved.requestedAt);
    this.startTimer();
    await this.refresh();
    if (!this.index && this.view.status === 'loading') this.update({ status: 'no-snapshot' });
  }

  /** Starts the timers again after dispose() (React's StrictMode unmounts and mounts once in development). */
  resume(): void {
    if (this.pairing && this.view.status !== 'revoked') this.startTimer();
  }

  /** Stops timers and listeners (the page left). */
  dispose(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.onOnline);
      window.removeEventListener('offline', this.onOffline);
    }
  }

  private startTimer(): void {
    if (this.timer || typeof window === 'undefined') return;
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    this.timer = setInterval(() => void this.tick(), TICK_MS);
  }

  private readonly onOnline = (): void => {
    this.lastRequestOk = null;
    this.update({});
    void this.flush().then(() => this.refresh());
  };

  private readonly onOffline = (): void => this.update({});

  /** Every 5 s: flush the queue; every 30 s (10 s after a failure) a fresh snapshot. */
  async tick(): Promise<void> {
    if (!this.pairing || this.view.status === 'revoked' || !this.browserOnline()) return;
    this.ticks++;
    if (this.view.queue > 0) await this.flush();
    const due = this.lastRequestOk === false || !this.index ? RETRY_TICKS : REFRESH_TICKS;
    if (this.ticks >= due) await this.refresh();
  }

  /** Forget the device: its pairing, snapshot and queue (unsent scans are lost, so the page asks first). */
  async forget(): Promise<void> {
    this.dispose();
    await this.storage.clear();
    this.pairing = null;
    this.index = null;
    this.scans.clear();
    this.update({
      status: 'unpaired',
      hasPairing: false,
      eventName: null,
      gateName: null,
      deviceName: null,
      conflicts: [],
      snapshotAt: null,
    });
  }

  private async forgetStored(stored: StoredPairing): Promise<void> {
    // Another link paired this phone: send what the old pairing still owes, then start clean.
    this.pairing = stored;
    for (const scan of await this.storage.getScans()) this.scans.set(scan.scan.ScanId, scan);
    await this.flush().catch(() => undefined);
    this.scans.clear();
    this.pairing = null;
    await this.storage.clear();
  }

  private revoked(): void {
    this.dispose();
    this.update({ status: 'revoked' });
  }

  // ——— Snapshot ———

  private applySnapshot(snapshot: DeviceSnapshot, requestedAt: number): void {
    const index = buildDoorIndex(snapshot);
    // Passes the server had not acknowledged when the snapshot was asked for are not in it yet.
    const pending = [...this.scans.values()]
      .filter((scan) => scan.effect && (!scan.sent || (scan.sentAt ?? 0) >= requestedAt))
      .sort(byScannedAt);
    for (const scan of pending) if (scan.effect) applyEffect(index, scan.effect);
    this.index = index;
    if (this.check?.key !== snapshot.PublicKey) {
      this.check = { key: snapshot.PublicKey, verify: this.makeCheck(snapshot.PublicKey) };
    }
    this.update({
      status: 'ready',
      eventName: snapshot.Event.Name,
      gateName: snapshot.Gate.Name,
      deviceName: snapshot.Device.Name,
      timeZone: snapshot.Event.TimeZone,
      sendSectorName: snapshot.SendSectorName,
      snapshotAt: snapshot.At,
    });
  }

  /** Downloads a fresh snapshot (after sending the queue, so it already holds this device's scans). */
  refresh(): Promise<void> {
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async doRefresh(): Promise<void> {
    const pairing = this.pairing;
    if (!pairing || !this.browserOnline()) return;
    this.ticks = 0;
    await this.flush();
    if (this.view.status === 'revoked') return;
    const requestedAt = this.now();
    let snapshot: DeviceSnapshot;
    try {
      snapshot = await this.api.snapshot(pairing.DeviceToken);
    } catch (error) {
      if (isCode(error, NOT_PAIRED)) return this.revoked();
      this.requestAnswered(!isUnreachable(error));
      this.update({});
      return;
    }
    if (this.pairing !== pairing) return;
    this.requestAnswered(true);
    // The server has every scan acknowledged before the request: they need not be kept any longer.
    const known = [...this.scans.values()].filter((scan) => scan.sent && (scan.sentAt ?? 0) < requestedAt);
    for (const scan of known) this.scans.delete(scan.scan.ScanId);
    await Promise.all([
      this.storage.setSnapshot({ snapshot, requestedAt }),
      this.storage.deleteScans(known.map((scan) => scan.scan.ScanId)),
    ]).catch(() => undefined);
    this.applySnapshot(snapshot, requestedAt);
  }

  // ——— Queue ———

  /** Sends the offline queue in batches; the server answers each ScanId once, so a resend is harmless. */
  flush(): Promise<void> {
    this.flushing ??= this.doFlush().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async doFlush(): Promise<void> {
    const pairing = this.pairing;
    if (!pairing || !this.browserOnline()) return;
    const queue = [...this.scans.values()].filter((scan) => !scan.sent).sort(byScannedAt);
    for (let start = 0; start < queue.length; start += FLUSH_BATCH) {
      const batch = queue.slice(start, start + FLUSH_BATCH);
      let answers: ScanAnswers;
      try {
        answers = await this.api.scans(
          pairing.DeviceToken,
          batch.map((scan) => scan.scan),
          15_000,
        );
      } catch (error) {
        if (isCode(error, NOT_PAIRED)) return this.revoked();
        if (isUnreachable(error)) {
          this.requestAnswered(false);
          this.update({});
          return;
        }
        // The server refused the batch itself (not a network problem): retrying it would block the
        // queue forever, so it counts as delivered.
        answers = { Results: [] };
      }
      this.requestAnswered(true);
      const sentAt = this.now();
      for (const scan of batch) {
        scan.sent = true;
        scan.sentAt = sentAt;
      }
      const conflicts: StoredConflict[] = answers.Results.filter((answer) => answer.Conflict).map(
        (answer) => ({
          ScanId: answer.ScanId,
          TicketCode: answer.TicketCode,
          GateName: answer.GateName,
          Since: answer.Since,
        }),
      );
      const all = conflicts.length > 0 ? [...this.view.conflicts, ...conflicts].slice(-50) : null;
      await Promise.all([
        this.storage.putScans(batch),
        all ? this.storage.setConflicts(all) : undefined,
      ]).catch(() => undefined);
      this.update(all ? { conflicts: all } : {});
    }
  }

  /** Clears the conflict warnings (the staff saw them; the organizer's page keeps the list). */
  async dismissConflicts(): Promise<void> {
    await this.storage.setConflicts([]).catch(() => undefined);
    this.update({ conflicts: [] });
  }

  // ——— Scanning ———

  /**
   * One scan, from the camera, a wedge scanner or typed. Never throws; null only when the device turned
   * out to be unpaired (the page then shows why). Unreadable input is answered at once and sent nowhere.
   */
  async scan(text: string, direction: ScanDirection): Promise<DoorAnswer | null> {
    const scanId = this.uuid();
    const nowMs = this.now();
    const parsed: ParsedScan =
      typeof text === 'string' && text.length <= SCAN_INPUT_MAX_LENGTH
        ? parseScan(text)
        : { kind: 'unreadable' };
    if (parsed.kind === 'unreadable' || !this.pairing) return plainAnswer(scanId, 'UNREADABLE', false);
    const scan: Scan = {
      ScanId: scanId,
      Code: parsed.kind === 'code' ? parsed.code : text.trim(),
      Direction: direction,
      ScannedAt: new Date(nowMs).toISOString(),
      Offline: false,
    };
    const sectorKey = parsed.kind === 'signed' ? parsed.sectorKey : null;
    // After a request went unanswered, scans are decided here at once (no 2.5 s wait per guest) until the
    // background retry (flush or snapshot, every 5–10 s) reaches the server again.
    if (this.browserOnline() && this.lastRequestOk !== false) {
      try {
        const answers = await this.api.scans(this.pairing.DeviceToken, [scan]);
        const answer = answers.Results.find((result) => result.ScanId === scanId) ?? answers.Results[0];
        if (answer) {
          this.requestAnswered(true);
          const index = this.index;
          const effect = index ? effectOfAnswer(index, answer, sectorKey, nowMs) : null;
          if (index && effect) {
            applyEffect(index, effect);
            await this.remember({ scan, sent: true, sentAt: this.now(), effect });
          }
          this.update({});
          if (this.view.queue > 0) void this.flush();
          return fromServer(answer);
        }
      } catch (error) {
        if (isCode(error, NOT_PAIRED)) {
          this.revoked();
          return null;
        }
        if (!isUnreachable(error)) {
          // The server read the request and refused it (a code it cannot parse): unreadable.
          this.requestAnswered(true);
          this.update({});
          return plainAnswer(scanId, 'UNREADABLE', false);
        }
        this.requestAnswered(false);
      }
    }
    return this.offlineAnswer(scan, parsed, direction, nowMs);
  }

  private async offlineAnswer(
    scan: Scan,
    parsed: ParsedScan,
    direction: ScanDirection,
    nowMs: number,
  ): Promise<DoorAnswer> {
    const index = this.index;
    const check = this.check;
    // No snapshot yet and no network: nothing to decide with (the page does not scan in that state).
    if (!index || !check) return plainAnswer(scan.ScanId, 'UNKNOWN', true);
    const verify = await check.verify;
    const { answer, effect } = await decideOffline(
      index,
      { scanId: scan.ScanId, text: scan.Code, direction, nowMs },
      verify,
      parsed,
    );
    await this.remember({
      scan: { ...scan, Offline: true, DeviceResult: answer.result },
      sent: false,
      sentAt: null,
      effect,
    });
    this.update({});
    return answer;
  }

  private async remember(scan: StoredScan): Promise<void> {
    this.scans.set(scan.scan.ScanId, scan);
    // Storage failing (quota, private mode) must not stop the door: the scan stays in memory.
    await this.storage.putScans([scan]).catch(() => undefined);
  }
}
