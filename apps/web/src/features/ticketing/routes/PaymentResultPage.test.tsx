import { configure, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogPart } from '../../../i18n/setup';
import { mockApi } from '../../../test/api';
import { renderInRouter } from '../checkout-test-fixtures';
import { BASKET_STORAGE_KEY, writeStoredBasket } from '../model/basket-storage';
import { T_IDS } from '../test-fixtures';
import { PaymentResultPage, ReservationResultPage } from './PaymentResultPage';

// Typing-heavy journeys on a shared, busy machine: wait longer than the defaults before failing.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => ensureCatalogPart('checkout'));
afterEach(() => window.localStorage.clear());

const query = (res: string, count = 2) =>
  `eventId=${T_IDS.event}&res=${res}&vs=100042&guid=${T_IDS.guid}&price=41.50&currency=EUR&count=${count}`;

function renderResult(res: string, count = 2, page = <PaymentResultPage />, route = 'paymentResult') {
  mockApi();
  return renderInRouter(page, `/en/${route}?${query(res, count)}`, `/:lang/${route}`);
}

describe('payment result (spec 1 §2 payment-result)', () => {
  it('confirms a paid order, points to the tickets and forgets the paid basket', async () => {
    writeStoredBasket({ guid: T_IDS.guid, issuedAt: Date.now() });
    renderResult('OK');
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(
      screen.getByText('Thank you! Your 2 tickets are on their way to your e-mail.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Order number: 100042')).toBeInTheDocument();
    expect(screen.getByText('2 tickets, €41.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show my tickets' })).toHaveAttribute(
      'href',
      '/en/purchased-tickets',
    );
    expect(window.localStorage.getItem(BASKET_STORAGE_KEY)).toBeNull();
  });

  it('offers another try after a failed payment and keeps the basket', async () => {
    writeStoredBasket({ guid: T_IDS.guid, issuedAt: Date.now() });
    renderResult('FAIL');
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('no money was taken');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      `/en/events/${T_IDS.event}`,
    );
    expect(screen.queryByRole('link', { name: 'Show my tickets' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(BASKET_STORAGE_KEY)).not.toBeNull();
  });

  it('says a pending payment needs no second payment', async () => {
    renderResult('PENDING');
    expect(await screen.findByRole('heading', { name: 'Waiting for the payment' })).toBeInTheDocument();
    expect(screen.getByText(/you do not need to pay again/)).toBeInTheDocument();
  });

  it('confirms a pay-in-place reservation with one ticket', async () => {
    renderResult('RESERVED', 1, <ReservationResultPage />, 'reservationResult');
    expect(await screen.findByRole('heading', { name: 'Tickets reserved' })).toBeInTheDocument();
    expect(screen.getByText(/Your ticket is reserved. Pay for it at the venue/)).toBeInTheDocument();
  });

  it('explains an incomplete link instead of guessing', async () => {
    mockApi();
    renderInRouter(<PaymentResultPage />, '/en/paymentResult?res=OK', '/:lang/paymentResult');
    expect(await screen.findByText(/This payment link is incomplete/)).toBeInTheDocument();
  });
});
