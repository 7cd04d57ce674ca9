import type { OrderDetail, UserInfo } from '@marquee/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiHandler, IDS, mockApi, storeSignIn } from '../../../test/api';
import { buildManagedEvent, buildOrganizer } from '../../../test/organizer-fixtures';
import { renderApp } from '../../../test/render';
import { buildOrderDetail, buildViewer, ORDER, orderPage, TICKET_A } from '../test-fixtures';

const LOAD = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });

const base = `/event/${IDS.event}`;

function setup(routes: Record<string, ApiHandler> = {}, user: UserInfo = buildOrganizer()) {
  storeSignIn(user);
  return mockApi({
    'GET /account/userinfo': { body: user },
    [`GET ${base}/management`]: { body: buildManagedEvent({ TimeZone: 'Europe/Bratislava' }) },
    [`GET ${base}/orders`]: { body: orderPage() },
    [`GET ${base}/orders/${ORDER}`]: { body: buildOrderDetail() },
    ...routes,
  });
}

const at = '2031-04-01T10:01:00.000Z';
const LOG: OrderDetail['Log'] = [
  {
    At: at,
    Kind: 'PAYMENT',
    Action: 'CREATED',
    By: null,
    Detail: { gate: 'BRAINTREE', flow: 'CARD_FORM', count: 2, price: 24, fee: 1, voucher: 0, vouchers: 0 },
  },
  { At: at, Kind: 'MAIL', Action: 'MAIL_SENT', By: null, Detail: { attachments: 3 } },
  {
    At: at,
    Kind: 'REFUND',
    Action: 'REFUNDED',
    By: 'org@example.com',
    Detail: { amount: 12, credit: 0, tickets: TICKET_A, vouchers: 0, reason: 'Buyer asked' },
  },
  { At: at, Kind: 'MAIL', Action: 'MAIL_SENT', By: null, Detail: { kind: 'refund' } },
  {
    At: at,
    Kind: 'MAIL',
    Action: 'MAIL_RESENT',
    By: 'org@example.com',
    Detail: { email: 'fixed@example.com' },
  },
];

async function openOrder(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Open order 2031000123' }, LOAD));
  return screen.findByRole('dialog', { name: 'Order 2031000123' });
}

describe('event orders page', () => {
  it('searches with q (debounced) from the first page', async () => {
    const user = userEvent.setup();
    const api = setup();
    renderApp(`/en/event/orders/${IDS.event}`);
    await screen.findByTestId('orders-table', {}, LOAD);
    await user.type(screen.getByTestId('orders-search'), 'nova');
    await waitFor(() =>
      expect(api.callsTo('GET', `${base}/orders`).some((call) => call.query.get('q') === 'nova')).toBe(true),
    );
    const last = api.callsTo('GET', `${base}/orders`).at(-1);
    expect(last?.query.get('page')).toBe('0');
    // Debounced: not one request per letter.
    expect(api.callsTo('GET', `${base}/orders`).filter((call) => call.query.has('q')).length).toBeLessThan(4);
  });

  it('confirms a refund with the amount, the kept fee and the places, and sends ExpectedAmount', async () => {
    const user = userEvent.setup();
    const api = setup({
      [`GET ${base}/orders/${ORDER}`]: { body: buildOrderDetail({ Log: LOG }) },
      [`POST ${base}/orders/${ORDER}/refund`]: {
        body: {
          OrderId: ORDER,
          State: 'REFUNDED',
          Refunded: 24,
          AmountReturned: 24,
          CreditReturned: 0,
          Currency: 'EUR',
          TicketsCancelled: 2,
        },
      },
    });
    renderApp(`/en/event/orders/${IDS.event}`);
    const drawer = await openOrder(user);
    // Issue 19: the first ticket's registration answers, under its own heading.
    const answers = await within(drawer).findByTestId('order-answers-1');
    expect(answers).toHaveTextContent(/Ticket no\. 1 · .*T-shirt sizeM/);
    // The log reads as sentences: gates by name, money in the order's currency, counts, no raw keys.
    const log = within(drawer).getByTestId('order-log');
    expect(log).toHaveTextContent(
      'Order created (Card (Braintree), 2 tickets, price €24.00, payment fee €1.00)',
    );
    expect(log).toHaveTextContent('Tickets e-mail sent (3 attachments)');
    expect(log).toHaveTextContent(
      'Refunded · org@example.com (1 ticket cancelled, €12.00 returned, reason: Buyer asked)',
    );
    expect(log).toHaveTextContent('Cancellation e-mail sent');
    expect(log).toHaveTextContent('Tickets e-mail sent again · org@example.com (to fixed@example.com)');
    expect(log).not.toHaveTextContent(/flow|CARD_FORM|userId|kind/);
    await user.click(within(drawer).getByTestId('refund-open'));
    const summary = await screen.findByTestId('refund-summary');
    expect(summary).toHaveTextContent(
      'Refund €24.00 to the buyer. The €1.20 payment fee is not refunded. 2 seats go back on sale.',
    );
    // One ticket only: its price, and the tickets named.
    await user.click(screen.getByRole('checkbox', { name: /8 · Standard/ }));
    expect(summary).toHaveTextContent('Refund €12.00 to the buyer.');
    expect(summary).toHaveTextContent('1 seat goes back on sale.');
    await user.click(screen.getByTestId('refund-confirm'));
    await waitFor(() => expect(api.callsTo('POST', `${base}/orders/${ORDER}/refund`)).toHaveLength(1));
    expect(api.callsTo('POST', `${base}/orders/${ORDER}/refund`)[0]?.body).toEqual({
      TicketIds: [TICKET_A],
      Reason: null,
      ExpectedAmount: 12,
    });
    expect(await screen.findByText('Refunded €24.00.')).toBeInTheDocument();
  });

  it('shows ORDER.REFUND_CHANGED as a sentence and reads the order again', async () => {
    const user = userEvent.setup();
    const api = setup({
      [`POST ${base}/orders/${ORDER}/refund`]: {
        status: 409,
        body: { Code: 'ORDER.REFUND_CHANGED', Message: 'changed' },
      },
    });
    renderApp(`/en/event/orders/${IDS.event}`);
    const drawer = await openOrder(user);
    await user.click(await within(drawer).findByTestId('refund-open'));
    await user.click(await screen.findByTestId('refund-confirm'));
    expect(await screen.findByTestId('refund-error')).toHaveTextContent(/changed in the meantime/);
    await waitFor(() => expect(api.callsTo('GET', `${base}/orders/${ORDER}`).length).toBeGreaterThan(1));
  });

  it('says a reservation is cancelled without money moving', async () => {
    const user = userEvent.setup();
    const detail = buildOrderDetail({ Refundable: 0 });
    setup({
      [`GET ${base}/orders/${ORDER}`]: { body: { ...detail, Order: { ...detail.Order, State: 'RESERVED' } } },
    });
    renderApp(`/en/event/orders/${IDS.event}`);
    const drawer = await openOrder(user);
    await user.click(await within(drawer).findByTestId('refund-open'));
    expect(await screen.findByTestId('refund-summary')).toHaveTextContent(
      'Cancel the reservation; no money moves. 2 seats go back on sale.',
    );
  });

  it('gives StatisticsViewer no resend or refund', async () => {
    const user = userEvent.setup();
    setup({}, buildViewer());
    renderApp(`/en/event/orders/${IDS.event}`);
    const drawer = await openOrder(user);
    expect(await within(drawer).findByTestId('order-items')).toBeInTheDocument();
    expect(within(drawer).queryByTestId('refund-open')).not.toBeInTheDocument();
    expect(within(drawer).queryByTestId('resend-tickets')).not.toBeInTheDocument();
  });

  it('shows the export progress in rows of X-Row-Count and cancels it', async () => {
    const user = userEvent.setup();
    const api = setup();
    const stream: { controller?: ReadableStreamDefaultController<Uint8Array> } = {};
    let exportUrl = '';
    const fetchJson = api.fetch;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
      if (!String(input).includes('/export/')) return fetchJson(input, init);
      exportUrl = String(input);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          stream.controller = controller;
          init?.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('x', 'AbortError')),
          );
        },
      });
      return Promise.resolve(new Response(body, { headers: { 'x-row-count': '3' } }));
    });
    renderApp(`/en/event/orders/${IDS.event}`);
    await screen.findByTestId('orders-table', {}, LOAD);
    await user.click(screen.getByTestId('export-orders-csv'));
    await waitFor(() => expect(stream.controller).toBeDefined());
    stream.controller?.enqueue(new TextEncoder().encode('Order\n1\n'));
    expect(await screen.findByTestId('export-progress-text')).toHaveTextContent('1 of 3 rows');
    expect(exportUrl).toContain(`/api${base}/export/orders?format=csv`);
    expect(screen.getByTestId('export-attendees-xlsx')).toBeDisabled();
    await user.click(screen.getByTestId('export-cancel'));
    await waitFor(() => expect(screen.queryByTestId('export-progress')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
