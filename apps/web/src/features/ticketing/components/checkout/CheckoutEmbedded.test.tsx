import type { OrderStatus } from '@marquee/contract';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureEmbedTexts } from '../../../../components/embed/texts';
import { ensureCatalogPart } from '../../../../i18n/setup';
import { applySignOut, applyUser } from '../../../../lib/session/session-store';
import { buildUser, mockApi } from '../../../../test/api';
import { method, payAnswer, renderInRouter } from '../../checkout-test-fixtures';
import { readStoredBasket, writeStoredBasket } from '../../model/basket-storage';
import { type PurchaseHost, PurchaseHostContext } from '../../model/purchase-host';
import { buildBasket, buildItem, T_IDS } from '../../test-fixtures';
import { CheckoutStage } from './CheckoutStage';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  await Promise.all([ensureCatalogPart('checkout'), ensureCatalogPart('ticketing'), ensureEmbedTexts()]);
});
afterEach(() => {
  applySignOut();
  vi.unstubAllGlobals();
  writeStoredBasket(null);
});

const payPath = `/ticketing/basket/${T_IDS.guid}/pay`;
const orderPath = `/ticketing/basket/${T_IDS.guid}/order`;
const status = (Result: OrderStatus['Result']): Partial<OrderStatus> => ({
  VariableSymbol: '100042',
  Result,
  EventId: T_IDS.event,
  Count: 2,
  Total: 40,
  Currency: 'EUR',
});

function renderEmbedded(pay: ReturnType<typeof payAnswer>, orders: OrderStatus['Result'][] = []) {
  let asked = 0;
  const api = mockApi({
    [`GET /ticketing/basket/${T_IDS.guid}/getAvailablePaymentMethods`]: { body: [method('BRAINTREE')] },
    'GET /utility/paymentFee': { body: { Price: 40, TotalPrice: 40, Fee: 0, Currency: 'EUR' } },
    'GET /utility/checkEmailDomain': { body: 'OK' },
    [`POST ${payPath}`]: { body: pay },
    [`GET ${orderPath}`]: () => ({ body: status(orders[Math.min(asked++, orders.length - 1)] ?? 'PENDING') }),
  });
  const host: PurchaseHost = { onCompleted: vi.fn() };
  applyUser(
    buildUser({
      Gdpr: {
        TermsOfUse: { Approved: true },
        PrivacyPolicy: { Approved: true },
        NewsletterEnabled: { Approved: true },
        MarqueeFeaturesNewsletter: { Approved: false },
      },
    }),
  );
  writeStoredBasket({ guid: T_IDS.guid, issuedAt: Date.now() });
  const view = renderInRouter(
    <PurchaseHostContext value={host}>
      <CheckoutStage
        eventId={T_IDS.event}
        basket={buildBasket([buildItem(), buildItem()])}
        onBack={vi.fn()}
        onRestart={vi.fn()}
      />
    </PurchaseHostContext>,
  );
  return { ...view, api, host };
}

/** A signed-in buyer who agreed before (the guest's form is checkout's own tests'): name, then pay. */
async function pay() {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText(/^First name/), 'I');
  await user.type(screen.getByLabelText(/^Last name/), 'H');
  await waitFor(() => expect(screen.getByTestId('checkout-pay')).toBeEnabled());
  await user.click(screen.getByTestId('checkout-pay'));
  return user;
}

describe('the buy form inside an embed (issue 22)', () => {
  it('opens the card page in a new window, waits for the order and hands the purchase to the host', async () => {
    const { api, host } = renderEmbedded(payAnswer(), ['OK']);
    const user = await pay();
    const open = await screen.findByRole('link', { name: 'Open the payment' });
    // Never framed inside the embed: banks (and our sandbox bank, framed only by us) refuse that.
    expect(screen.queryByTestId('card-frame')).not.toBeInTheDocument();
    expect(open).toHaveAttribute('href', '/api/sandbox-bank/o1?token=t');
    expect(open).toHaveAttribute('target', '_blank');
    expect(api.callsTo('GET', orderPath)).toHaveLength(0);
    open.addEventListener('click', (event) => event.preventDefault());
    await user.click(open);
    expect(await screen.findByText('Waiting for the payment in the other window…')).toBeInTheDocument();
    await waitFor(() => expect(host.onCompleted).toHaveBeenCalledTimes(1));
    expect(host.onCompleted).toHaveBeenCalledWith({
      eventId: T_IDS.event,
      orderNumber: '100042',
      result: 'OK',
      tickets: 2,
      total: 40,
      currency: 'EUR',
    });
    expect(api.callsTo('GET', orderPath)[0]?.query.get('vs')).toBe('100042');
    // The basket became an order: the next purchase starts with a new one.
    expect(readStoredBasket()).toBeNull();
  });

  it('says so when the payment failed and offers another try', async () => {
    const { host } = renderEmbedded(payAnswer(), ['FAIL']);
    const user = await pay();
    const open = await screen.findByRole('link', { name: 'Open the payment' });
    open.addEventListener('click', (event) => event.preventDefault());
    await user.click(open);
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment did not go through');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(host.onCompleted).not.toHaveBeenCalled();
  });

  it('finishes a reservation at once (its result page is ours): no window, no navigation', async () => {
    const result = new URLSearchParams({
      eventId: T_IDS.event,
      res: 'RESERVED',
      vs: '100043',
      guid: T_IDS.guid,
      price: '40',
      currency: 'EUR',
      count: '2',
    });
    const { host, router } = renderEmbedded(
      payAnswer(
        { Flow: 'IN_PLACE', Gate: 'RESERVATION' },
        `${window.location.origin}/en/reservationResult?${result}`,
      ),
    );
    await pay();
    await waitFor(() => expect(host.onCompleted).toHaveBeenCalledTimes(1));
    expect(host.onCompleted).toHaveBeenCalledWith(
      expect.objectContaining({ orderNumber: '100043', result: 'RESERVED', tickets: 2 }),
    );
    expect(router.state.location.pathname).toBe('/en/events/lanterns');
  });
});
