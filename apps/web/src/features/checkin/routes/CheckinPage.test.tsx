import type { TransitionCount, TurnstileSystem } from '@marquee/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiHandler, IDS, mockApi, storeSignIn } from '../../../test/api';
import { buildManagedEvent, buildOrganizer } from '../../../test/organizer-fixtures';
import { renderApp } from '../../../test/render';

// The first find of a test waits for the lazy page chunk, which a busy machine slows.
const LOAD = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });

const PARTER = '5ec70000-0000-4000-8000-000000000001';
const BALCONY = '5ec70000-0000-4000-8000-000000000002';
const GATE = '6a7e0000-0000-4000-8000-000000000001';
const DEVICE = 'de000000-0000-4000-8000-000000000001';
const base = `/turnstile/${IDS.event}`;

const counts = (zero = false) => ({ Entries: zero ? 0 : 7, Exits: zero ? 0 : 2, Inside: zero ? 0 : 5 });

function buildSystem(overrides: Partial<TurnstileSystem> = {}): TurnstileSystem {
  return {
    EventId: IDS.event,
    SendSectorName: true,
    AllowReentry: false,
    CreatedAt: '2031-05-01T10:00:00.000Z',
    Gates: [],
    Devices: [],
    Sectors: [
      { Key: PARTER, Name: 'Parter', IsMerchandise: false },
      { Key: BALCONY, Name: 'Balcony', IsMerchandise: false },
      { Key: 'merch', Name: 'T-shirt', IsMerchandise: true },
    ],
    Counts: counts(true),
    Conflicts: [],
    ...overrides,
  };
}

const transition: TransitionCount = {
  ...counts(),
  Sold: 40,
  ByGate: [{ GateId: GATE, Name: 'North', ...counts() }],
  BySector: [{ SectorKey: PARTER, Name: 'Parter', Sold: 20, ...counts() }],
  At: '2031-05-01T18:30:00.000Z',
};

function setup(routes: Record<string, ApiHandler>) {
  storeSignIn(buildOrganizer());
  return mockApi({
    'GET /account/userinfo': { body: buildOrganizer() },
    [`GET /event/${IDS.event}/management`]: {
      body: buildManagedEvent({ Status: 'PUBLISHED', TimeZone: 'Europe/Bratislava' }),
    },
    [`GET /checkticket/transition/${IDS.event}/count`]: { body: transition },
    ...routes,
  });
}

describe('organizer check-in page', () => {
  it('offers to create check-in when the event has none, with the sector-and-seat switch', async () => {
    const user = userEvent.setup();
    let system: TurnstileSystem | null = null;
    const api = setup({
      [`GET ${base}`]: () =>
        system ? { body: system } : { status: 404, body: { Code: 'NOT_FOUND', Message: 'none' } },
      [`POST ${base}/create`]: () => {
        system = buildSystem({ SendSectorName: false });
        return { body: system };
      },
    });
    renderApp(`/en/event/checkin/${IDS.event}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Door check-in' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('No check-in for this event yet')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: /Show sector and seat on the welcome screen/ });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Create check-in' }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/create`)).toHaveLength(1));
    expect(api.callsTo('POST', `${base}/create`)[0]?.query.get('sendSectorName')).toBe('false');
    expect(await screen.findByRole('heading', { name: 'Gates' })).toBeInTheDocument();
    expect(await screen.findByTestId('checkin-inside')).toHaveTextContent('5');
  });

  it('says why creating failed (TURNSTILE.NOT_ALLOWED)', async () => {
    const user = userEvent.setup();
    setup({
      [`GET ${base}`]: { status: 404, body: { Code: 'NOT_FOUND', Message: 'none' } },
      [`POST ${base}/create`]: { status: 403, body: { Code: 'TURNSTILE.NOT_ALLOWED', Message: 'no' } },
    });
    renderApp(`/en/event/checkin/${IDS.event}`);
    await user.click(await screen.findByRole('button', { name: 'Create check-in' }, LOAD));
    expect(await screen.findByRole('alert')).toHaveTextContent(/cannot be created for this event/);
  });

  it('adds a gate for chosen sectors and makes a device link shown as URL and QR', async () => {
    const user = userEvent.setup();
    let system = buildSystem();
    const api = setup({
      [`GET ${base}`]: () => ({ body: system }),
      [`POST ${base}/gates`]: (call) => {
        const body = call.body as { Name: string; SectorKeys: string[] };
        system = buildSystem({ Gates: [{ Id: GATE, ...body, Counts: counts(true) }] });
        return { body: system };
      },
      [`POST ${base}/devices`]: (call) => {
        const body = call.body as { Name: string; GateId: string };
        const device = {
          Id: DEVICE,
          Name: body.Name,
          GateId: body.GateId,
          LinkExpiresAt: '2031-05-02T10:00:00.000Z',
          PairedAt: null,
          LastSeenAt: null,
          RevokedAt: null,
        };
        system = { ...system, Devices: [device] };
        return { body: { Device: device, PairingToken: 'tok', PairingPath: '/en/door#pair=tok-123' } };
      },
    });
    renderApp(`/en/event/checkin/${IDS.event}`);
    expect(await screen.findByText('No gates yet. Add one for each entrance.', {}, LOAD)).toBeInTheDocument();
    // No gate yet: no device link either.
    expect(screen.getByRole('button', { name: 'New device link' })).toBeDisabled();

    const add = screen.getByTestId('checkin-gate-add');
    await user.type(within(add).getByRole('textbox', { name: /Gate name/ }), 'North');
    await user.click(within(add).getByRole('combobox', { name: 'Sectors' }));
    // Merchandise sectors are no entrance's business.
    expect(screen.queryByRole('option', { name: 'T-shirt' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Parter' }));
    await user.click(within(add).getByRole('button', { name: 'Add gate' }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/gates`)).toHaveLength(1));
    expect(api.callsTo('POST', `${base}/gates`)[0]?.body).toEqual({ Name: 'North', SectorKeys: [PARTER] });
    const gate = await screen.findByTestId('checkin-gate');
    expect(gate).toHaveTextContent('North');
    expect(gate).toHaveTextContent('Parter');

    await user.click(screen.getByRole('button', { name: 'New device link' }));
    const form = screen.getByTestId('device-link-form');
    await user.type(within(form).getByRole('textbox', { name: /Device name/ }), 'North phone');
    expect(within(form).getByRole('textbox', { name: /Link valid for \(hours\)/ })).toHaveValue('24');
    await user.click(within(form).getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/devices`)).toHaveLength(1));
    expect(api.callsTo('POST', `${base}/devices`)[0]?.body).toEqual({
      GateId: GATE,
      Name: 'North phone',
      ExpiresInHours: 24,
    });
    expect(await screen.findByTestId('device-link-url')).toHaveTextContent(
      `${window.location.origin}/en/door#pair=tok-123`,
    );
    const qr = await screen.findByRole('img', { name: 'QR code of the device link for North phone' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await screen.findByTestId('checkin-device')).toHaveAttribute('data-state', 'WAITING');
  });

  it('shows live counts per gate and sector, devices with their state, revokes after a confirmation', async () => {
    const user = userEvent.setup();
    let system = buildSystem({
      Gates: [{ Id: GATE, Name: 'North', SectorKeys: [], Counts: counts() }],
      Devices: [
        {
          Id: DEVICE,
          Name: 'North phone',
          GateId: GATE,
          LinkExpiresAt: null,
          PairedAt: '2031-05-01T15:00:00.000Z',
          LastSeenAt: '2031-05-01T18:29:00.000Z',
          RevokedAt: null,
        },
      ],
      Conflicts: [
        {
          TicketCode: 'ABCDEFGHJKMNPQRSTVWX',
          Kept: { GateName: 'North', DeviceName: 'North phone', ScannedAt: '2031-05-01T18:01:00.000Z' },
          Refused: { GateName: 'South', DeviceName: 'South phone', ScannedAt: '2031-05-01T18:02:00.000Z' },
        },
      ],
    });
    const api = setup({
      [`GET ${base}`]: () => ({ body: system }),
      [`DELETE ${base}/devices/${DEVICE}`]: () => {
        const [device] = system.Devices;
        system = { ...system, Devices: device ? [{ ...device, RevokedAt: '2031-05-01T18:31:00.000Z' }] : [] };
        return { body: system };
      },
    });
    renderApp(`/en/event/checkin/${IDS.event}`);
    expect(await screen.findByTestId('checkin-inside', {}, LOAD)).toHaveTextContent('5');
    expect(screen.getByTestId('checkin-entries')).toHaveTextContent('7');
    expect(screen.getByTestId('checkin-exits')).toHaveTextContent('2');
    expect(screen.getByTestId('checkin-sold')).toHaveTextContent('40');
    expect(
      within(screen.getByTestId('checkin-by-gate')).getByRole('cell', { name: 'North' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('checkin-by-sector')).toHaveTextContent('5 of 20 inside');
    expect(screen.getByRole('progressbar', { name: 'Parter: 5 of 20 inside' })).toBeInTheDocument();
    expect(screen.getByTestId('checkin-conflict')).toHaveTextContent('ABCD EFGH JKMN PQRS TVWX');
    expect(screen.getByTestId('checkin-conflict')).toHaveTextContent(/Also let in at South \(South phone\)/);

    const device = screen.getByTestId('checkin-device');
    expect(device).toHaveAttribute('data-state', 'PAIRED');
    expect(device).toHaveTextContent('Paired');
    expect(device).toHaveTextContent(/Last seen/);
    await user.click(within(device).getByRole('button', { name: 'Revoke North phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke North phone?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.callsTo('DELETE', `${base}/devices/${DEVICE}`)).toHaveLength(1));
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
  });

  it('is reached from the event row menu of the dashboard', async () => {
    const { buildMyEvent } = await import('../../../test/organizer-fixtures');
    const user = userEvent.setup();
    setup({
      [`GET ${base}`]: { status: 404, body: { Code: 'NOT_FOUND', Message: 'none' } },
      [`GET /event/myevents/${IDS.promoter}`]: { body: [buildMyEvent()] },
    });
    renderApp('/en/dashboard/events');
    await user.click(await screen.findByRole('button', { name: 'More actions for Lanterns Live' }, LOAD));
    await user.click(await screen.findByRole('menuitem', { name: 'Door check-in: Lanterns Live' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Door check-in' }, LOAD)).toBeInTheDocument();
  });
});
