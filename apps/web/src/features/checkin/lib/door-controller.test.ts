import type { DeviceSnapshot, Pairing, Scan, ScanAnswer } from '@marquee/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api/errors';
import { buildSnapshot, code, eventKey, PARTER } from '../test-fixtures';
import { type DoorApi, DoorController } from './door-controller';
import { type DoorStorage, memoryDoorStorage } from './door-storage';
import { signatureCheck } from './signature';

const key = eventKey();
const snapshot = buildSnapshot(key.publicKey);
const pairing: Pairing = { DeviceToken: 'device-token', Device: snapshot.Device, EventId: snapshot.Event.Id };
const networkDown = () => new ApiRequestError(0, { Code: 'NETWORK_ERROR', Message: 'offline' });

const serverAnswer = (scan: Scan, overrides: Partial<ScanAnswer> = {}): ScanAnswer => ({
  ScanId: scan.ScanId,
  Result: 'WELCOME',
  TicketCode: scan.Code.startsWith('MQ1.') ? (scan.Code.split('.')[1] ?? null) : scan.Code,
  SectorName: 'Parter',
  RowName: '3',
  SeatName: '12',
  Since: null,
  GateName: null,
  Conflict: false,
  ...overrides,
});

function setup(options: { storage?: DoorStorage; online?: boolean; snapshot?: DeviceSnapshot } = {}) {
  const state = { online: options.online ?? true, reachable: true };
  const sent: Scan[][] = [];
  const api: DoorApi = {
    pair: vi.fn(async (token: string) => {
      if (token === 'used') throw new ApiRequestError(410, { Code: 'DEVICE.LINK_USED', Message: 'used' });
      return pairing;
    }),
    snapshot: vi.fn(async () => {
      if (!state.reachable) throw networkDown();
      return structuredClone(options.snapshot ?? snapshot);
    }),
    scans: vi.fn(async (_token: string, scans: readonly Scan[]) => {
      if (!state.reachable) throw networkDown();
      sent.push([...scans]);
      return {
        Results: scans.map((scan) =>
          serverAnswer(scan, scan.Offline ? { Result: scan.DeviceResult ?? 'WELCOME', Conflict: true } : {}),
        ),
      };
    }),
  };
  const storage = options.storage ?? memoryDoorStorage();
  let n = 0;
  const controller = new DoorController({
    storage,
    api,
    signatureCheck,
    isOnline: () => state.online,
    uuid: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  });
  return { controller, api, storage, state, sent };
}

describe('door device', () => {
  it('pairs with a device link, keeps the pairing and the snapshot, and is ready to scan', async () => {
    const { controller, api, storage } = setup();
    await controller.start('link-token');
    expect(api.pair).toHaveBeenCalledWith('link-token');
    expect(api.snapshot).toHaveBeenCalledWith('device-token');
    expect(controller.getView()).toMatchObject({
      status: 'ready',
      eventName: 'Lanterns Live',
      gateName: 'North',
      online: true,
      queue: 0,
    });
    expect(await storage.getPairing()).toMatchObject({ DeviceToken: 'device-token' });
    expect((await storage.getSnapshot())?.snapshot.Event.Id).toBe(snapshot.Event.Id);
    controller.dispose();
  });

  it('says why a used link cannot pair, and that an unpaired device has no link', async () => {
    const used = setup();
    await used.controller.start('used');
    expect(used.controller.getView()).toMatchObject({ status: 'pair-failed', pairError: 'DEVICE.LINK_USED' });
    const none = setup();
    await none.controller.start(null);
    expect(none.controller.getView().status).toBe('unpaired');
  });

  it('asks the server while online and remembers its welcome for a later offline scan', async () => {
    const { controller, state, api } = setup();
    await controller.start('link-token');
    const qr = key.qr(code(1), PARTER);
    const online = await controller.scan(qr, 'IN');
    expect(online).toMatchObject({ result: 'WELCOME', offline: false, rowName: '3', seatName: '12' });
    expect(api.scans).toHaveBeenCalledTimes(1);
    state.online = false;
    expect(await controller.scan(qr, 'IN')).toMatchObject({ result: 'ALREADY_INSIDE', offline: true });
    controller.dispose();
  });

  it('decides offline, queues in storage, and sends the queue (with what it decided) when back online', async () => {
    const { controller, state, storage, sent } = setup();
    await controller.start('link-token');
    state.online = false;
    expect(await controller.scan(key.qr(code(1), PARTER), 'IN')).toMatchObject({ result: 'WELCOME' });
    expect(await controller.scan(key.qr(code(1), PARTER), 'IN')).toMatchObject({ result: 'ALREADY_INSIDE' });
    expect(controller.getView()).toMatchObject({ queue: 2, online: false });
    expect((await storage.getScans()).filter((scan) => !scan.sent)).toHaveLength(2);

    state.online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(controller.getView().queue).toBe(0));
    const flushed = sent.flat();
    expect(flushed.map((scan) => [scan.Offline, scan.DeviceResult])).toEqual([
      [true, 'WELCOME'],
      [true, 'ALREADY_INSIDE'],
    ]);
    // The fake server calls every offline scan a conflict: the device lists them for the staff.
    expect(controller.getView().conflicts).toHaveLength(2);
    expect(await storage.getConflicts()).toHaveLength(2);
    controller.dispose();
  });

  it('decides offline when the server does not answer, and keeps retrying the queue', async () => {
    const { controller, state, api } = setup();
    await controller.start('link-token');
    state.reachable = false;
    expect(await controller.scan(code(2), 'IN')).toMatchObject({ result: 'WELCOME', offline: true });
    expect(controller.getView()).toMatchObject({ online: false, queue: 1 });
    // The next guest is not kept waiting for another timeout: decided here at once.
    vi.mocked(api.scans).mockClear();
    expect(await controller.scan(code(1), 'IN')).toMatchObject({ result: 'WELCOME', offline: true });
    expect(api.scans).not.toHaveBeenCalled();
    await controller.tick();
    expect(controller.getView().queue).toBe(2);
    state.reachable = true;
    await controller.tick();
    expect(controller.getView()).toMatchObject({ online: true, queue: 0 });
    controller.dispose();
  });

  it('keeps the queue and the passes across a restart with no network', async () => {
    const first = setup();
    await first.controller.start('link-token');
    first.state.online = false;
    await first.controller.scan(code(2), 'IN');
    first.controller.dispose();

    const again = setup({ storage: first.storage, online: false });
    await again.controller.start(null);
    expect(again.controller.getView()).toMatchObject({ status: 'ready', queue: 1 });
    expect(await again.controller.scan(code(2), 'IN')).toMatchObject({ result: 'ALREADY_INSIDE' });
    again.controller.dispose();
  });

  it('stops when the organizer revoked the device', async () => {
    const { controller, api } = setup();
    await controller.start('link-token');
    vi.mocked(api.scans).mockRejectedValueOnce(
      new ApiRequestError(401, { Code: 'DEVICE.NOT_PAIRED', Message: 'revoked' }),
    );
    expect(await controller.scan(code(2), 'IN')).toBeNull();
    expect(controller.getView().status).toBe('revoked');
    await controller.forget();
    expect(controller.getView().status).toBe('unpaired');
  });

  it('answers hostile input as unreadable at once, sends nothing and never throws', async () => {
    const { controller, api } = setup();
    await controller.start('link-token');
    vi.mocked(api.scans).mockClear();
    const inputs = ['', '💥'.repeat(300), 'A'.repeat(10_000), '\u0000'.repeat(512), 'MQ1.a.b.c.d', 'x'];
    for (const text of inputs) {
      expect(await controller.scan(text, 'IN')).toMatchObject({ result: 'UNREADABLE' });
    }
    // Not even a string (a misbehaving scanner library): still an answer.
    expect(await controller.scan(undefined as unknown as string, 'IN')).toMatchObject({
      result: 'UNREADABLE',
    });
    expect(api.scans).not.toHaveBeenCalled();
    controller.dispose();
  });
});
