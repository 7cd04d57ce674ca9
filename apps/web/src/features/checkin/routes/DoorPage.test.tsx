import type { Scan } from '@marquee/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { mockApi } from '../../../test/api';
import { memoryDoorStorage } from '../lib/door-storage';
import { buildSnapshot, code, eventKey, PARTER } from '../test-fixtures';
import { ensureCheckinTexts } from '../texts';
import { createDoorController, DoorPage } from './DoorPage';

vi.setConfig({ testTimeout: 30_000 });

// The camera: the test plays the decoder, handing the page what it "sees".
const camera = vi.hoisted(() => ({ decode: null as null | ((text: string) => void), started: 0 }));
vi.mock('qr-scanner', () => ({
  default: class {
    constructor(_video: HTMLVideoElement, onDecode: (result: { data: string }) => void) {
      camera.decode = (text) => onDecode({ data: text });
    }
    start() {
      camera.started++;
      return Promise.resolve();
    }
    destroy() {}
  },
}));

beforeAll(() => ensureCheckinTexts());

const key = eventKey();
const snapshot = buildSnapshot(key.publicKey);

/** A paired device with its snapshot, and a fake API; `answer` decides each live scan. */
async function renderDoor(answer: (scan: Scan) => Record<string, unknown> = () => ({})) {
  const storage = memoryDoorStorage();
  await storage.setPairing({
    DeviceToken: 'device-token',
    Device: snapshot.Device,
    EventId: snapshot.Event.Id,
  });
  await storage.setSnapshot({ snapshot, requestedAt: 0 });
  const api = mockApi({
    'GET /checkin/snapshot': { body: snapshot },
    'POST /checkin/scans': (call) => ({
      body: {
        Results: (call.body as { Scans: Scan[] }).Scans.map((scan) => ({
          ScanId: scan.ScanId,
          Result: 'WELCOME',
          TicketCode: scan.Code.startsWith('MQ1.') ? scan.Code.split('.')[1] : scan.Code,
          SectorName: 'Parter',
          RowName: '3',
          SeatName: '12',
          Since: null,
          GateName: null,
          Conflict: false,
          ...answer(scan),
        })),
      },
    }),
  });
  const controller = createDoorController(storage);
  const router = createMemoryRouter(
    [{ path: '/:lang/door', element: <DoorPage controller={controller} /> }],
    {
      initialEntries: ['/en/door'],
    },
  );
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByTestId('door');
  await waitFor(() => expect(camera.decode).not.toBeNull());
  return { api, controller, scans: () => api.callsTo('POST', '/checkin/scans') };
}

/** The scans of the i-th POST /checkin/scans. */
const sentScans = (calls: { body: unknown }[], i: number): Scan[] =>
  (calls[i]?.body as { Scans: Scan[] } | undefined)?.Scans ?? [];

const see = (text: string) => act(() => camera.decode?.(text));

describe('door scanner page', () => {
  it('shows the event, gate, network state and queue, with entry as the default direction', async () => {
    await renderDoor();
    expect(screen.getByTestId('door-event')).toHaveTextContent('Lanterns Live');
    expect(screen.getByTestId('door-gate')).toHaveTextContent('Gate North · North phone');
    expect(screen.getByTestId('door-network')).toHaveTextContent('Online');
    expect(screen.getByTestId('door-queue')).toHaveAttribute('data-count', '0');
    expect(screen.getByRole('radio', { name: 'Entry' })).toBeChecked();
    expect(camera.started).toBeGreaterThan(0);
  });

  it('welcomes a scanned ticket with sector and seat, and ignores the same QR while the answer is up', async () => {
    const user = userEvent.setup();
    const { scans } = await renderDoor();
    const qr = key.qr(code(1), PARTER);
    await see(qr);
    const answer = await screen.findByTestId('scan-answer');
    expect(answer).toHaveAttribute('data-result', 'WELCOME');
    expect(answer).toHaveTextContent('Welcome');
    expect(answer).toHaveTextContent('Sector Parter');
    expect(answer).toHaveTextContent('Row 3, seat 12');
    expect(scans()).toHaveLength(1);
    expect(sentScans(scans(), 0)[0]).toMatchObject({
      Code: qr,
      Direction: 'IN',
      Offline: false,
    });
    expect(scans()[0]?.headers.get('devicetoken')).toBe('device-token');
    // The QR is still in front of the camera: no second scan while its answer shows.
    await see(qr);
    await see(qr);
    expect(scans()).toHaveLength(1);
    // A tap closes the answer; the same QR again is a new scan.
    await user.click(answer);
    expect(screen.queryByTestId('scan-answer')).not.toBeInTheDocument();
    await see(qr);
    await waitFor(() => expect(scans()).toHaveLength(2));
  });

  it('says since when and at which gate a ticket is inside, in the event time zone', async () => {
    await renderDoor(() => ({
      Result: 'ALREADY_INSIDE',
      Since: '2031-05-01T18:05:00.000Z',
      GateName: 'South',
    }));
    await see(key.qr(code(1), PARTER));
    const answer = await screen.findByTestId('scan-answer');
    expect(answer).toHaveAttribute('data-result', 'ALREADY_INSIDE');
    expect(answer).toHaveTextContent('Already inside');
    // 18:05 UTC is 20:05 in Bratislava (summer time).
    expect(answer).toHaveTextContent('Since 20:05 at gate South');
  });

  it('takes a typed code in groups of four, and a hand scanner typing fast and pressing Enter', async () => {
    const user = userEvent.setup();
    const { scans } = await renderDoor();
    const field = screen.getByRole('textbox', { name: /Ticket code/ });
    await user.type(field, code(2).toLowerCase());
    expect(field).toHaveValue('T000 0000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByTestId('scan-answer')).toHaveAttribute('data-result', 'WELCOME');
    expect(sentScans(scans(), 0)[0]?.Code).toBe(code(2));
    await user.click(screen.getByTestId('scan-answer'));

    (document.activeElement as HTMLElement | null)?.blur();
    act(() => {
      for (const key of [...code(3), 'Enter']) window.dispatchEvent(new KeyboardEvent('keydown', { key }));
    });
    await waitFor(() => expect(scans()).toHaveLength(2));
    expect(sentScans(scans(), 1)[0]?.Code).toBe(code(3));
  });

  it('answers garbage and hostile codes as unreadable without asking the server or freezing', async () => {
    const user = userEvent.setup();
    const { scans } = await renderDoor();
    for (const text of ['hello', '💥🎟️', 'A'.repeat(5000), '\u0000\u0001binary\uffff']) {
      await see(text);
      const answer = await screen.findByTestId('scan-answer');
      expect(answer).toHaveAttribute('data-result', 'UNREADABLE');
      expect(answer).toHaveTextContent('This is not a ticket code.');
      await user.click(answer);
    }
    expect(scans()).toHaveLength(0);
  });

  it('decides offline when the network is gone, counts the queue and sends it when it is back', async () => {
    const { scans } = await renderDoor();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByTestId('door-network')).toHaveTextContent('Offline');
    await see(key.qr(code(1), PARTER));
    const answer = await screen.findByTestId('scan-answer');
    expect(answer).toHaveAttribute('data-result', 'WELCOME');
    expect(answer).toHaveTextContent('Decided offline');
    expect(screen.getByTestId('door-queue')).toHaveAttribute('data-count', '1');
    expect(scans()).toHaveLength(0);

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.getByTestId('door-queue')).toHaveAttribute('data-count', '0'));
    expect(sentScans(scans(), 0)[0]).toMatchObject({
      Offline: true,
      DeviceResult: 'WELCOME',
    });
    expect(within(screen.getByTestId('door-network')).getByText('Online')).toBeInTheDocument();
  });
});
