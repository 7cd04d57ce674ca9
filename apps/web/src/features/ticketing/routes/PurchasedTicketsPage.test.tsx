import type { Purchase } from '@marquee/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogPart } from '../../../i18n/setup';
import { mockApi } from '../../../test/api';
import { renderInRouter } from '../checkout-test-fixtures';
import { PurchasedTicketsPage } from './PurchasedTicketsPage';

// The QR encoder, watched: the image must hold the signed code, not the short one (issue 17).
const encoded = vi.hoisted(() => [] as string[]);
vi.mock('qrcode', async (importOriginal) => {
  const original = await importOriginal<typeof import('qrcode')>();
  const toDataURL = (text: string, options: object) => {
    encoded.push(text);
    return original.toDataURL(text, options);
  };
  return { ...original, default: { ...original, toDataURL }, toDataURL };
});

// Typing-heavy journeys on a shared, busy machine: wait longer than the defaults before failing.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => ensureCatalogPart('checkout'));

const ticket = (overrides: Partial<Purchase['Tickets'][number]> = {}): Purchase['Tickets'][number] => ({
  Id: crypto.randomUUID(),
  Code: 'ABCDEFGHJKLMNPQR',
  QrCode: 'MQ1.ABCDEFGHJKLMNPQR.SIGNED',
  SectorName: 'Parter stred',
  SectorType: 'SeatingSector',
  RowName: '3',
  SeatName: '12',
  Price: 25,
  Currency: 'EUR',
  OrderState: 'PAID',
  Kind: 'ENTRY',
  ...overrides,
});

const purchases: Purchase[] = [
  {
    Event: {
      Id: 'e1',
      Name: 'Dvořák: Symfónia č. 9',
      Begin: '2026-12-24T18:00:00.000Z',
      TimeZone: 'Europe/Bratislava',
      IsOnline: false,
      Place: 'Reduta, Bratislava',
    },
    Tickets: [ticket(), ticket({ Code: 'ZZZZYYYYXXXXWWWW', SeatName: '13' })],
  },
  {
    Event: {
      Id: 'e2',
      Name: 'Stream night',
      Begin: '2026-12-25T20:00:00.000Z',
      TimeZone: 'Europe/Berlin',
      IsOnline: true,
      Place: null,
    },
    Tickets: [
      ticket({
        SectorName: 'Online',
        SectorType: 'VirtualSector',
        RowName: null,
        SeatName: null,
        OrderState: 'RESERVED',
      }),
    ],
  },
];

function renderPage(body: unknown = purchases) {
  const api = mockApi({ 'GET /ticketing/tickets': { body }, 'GET /ticketing/tickets/*': { body: 'x' } });
  renderInRouter(<PurchasedTicketsPage />, '/en/purchased-tickets', '/:lang/purchased-tickets');
  return api;
}

describe('purchased tickets (spec 2 §2, §3 Purchased ticket, §7)', () => {
  it('lists the tickets grouped by event with the event time in its zone and codes in fours', async () => {
    renderPage();
    const concert = await screen.findByRole('region', { name: 'Dvořák: Symfónia č. 9' });
    expect(within(concert).getByText('Dec 24, 2026, 7:00 PM')).toBeInTheDocument();
    expect(within(concert).getByText('Reduta, Bratislava')).toBeInTheDocument();
    expect(within(concert).getByText('2 tickets')).toBeInTheDocument();
    expect(
      within(concert)
        .getAllByTestId('ticket-code')
        .map((node) => node.textContent),
    ).toEqual(['ABCD EFGH JKLM NPQR', 'ZZZZ YYYY XXXX WWWW']);
    expect(within(concert).getByText('Parter stred, Row 3, Seat 12')).toBeInTheDocument();
    const stream = screen.getByRole('region', { name: 'Stream night' });
    expect(within(stream).getByText('Online stream')).toBeInTheDocument();
    expect(within(stream).getByText('Pay at the venue')).toBeInTheDocument();
  });

  it('opens the QR dialog with a 270 px code and the grouped code', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'QR code: Parter stred, Row 3, Seat 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ticket QR code' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('ticket-qr-code')).toHaveTextContent('ABCD EFGH JKLM NPQR');
    const image = await within(dialog).findByRole('img', { name: 'QR code of ticket ABCD EFGH JKLM NPQR' });
    expect(image).toHaveAttribute('width', '270');
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(encoded).toContain('MQ1.ABCDEFGHJKLMNPQR.SIGNED');
  });

  it('fetches the ticket PDF for the dialog and offers it as a download', async () => {
    const user = userEvent.setup({ delay: null });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:ticket', revokeObjectURL: () => undefined }),
    );
    const api = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ticket PDF: Parter stred, Row 3, Seat 12' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByTestId('ticket-pdf-download')).toHaveAttribute('href', 'blob:ticket'),
    );
    expect(within(dialog).getByTestId('ticket-pdf-download')).toHaveAttribute(
      'download',
      'ticket-ABCDEFGHJKLMNPQR.pdf',
    );
    expect(api.calls.some((call) => /^\/ticketing\/tickets\/[0-9a-f-]+\/print$/.test(call.path))).toBe(true);
    vi.unstubAllGlobals();
  });

  it('says when there are no tickets yet', async () => {
    renderPage([]);
    expect(await screen.findByText('You have no tickets yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find events' })).toHaveAttribute('href', '/en/events');
  });
});
