import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogPart } from '../../../../i18n/setup';
import { mockApi } from '../../../../test/api';
import { method, payAnswer, renderInRouter } from '../../checkout-test-fixtures';
import { buildBasket, buildItem, T_IDS } from '../../test-fixtures';
import { CheckoutStage } from './CheckoutStage';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  await ensureCatalogPart('checkout');
  await ensureCatalogPart('ticketing');
});
afterEach(() => vi.unstubAllGlobals());

const VOUCHER = '41414141-4141-4141-8141-414141414141';
const PROMO = '51515151-5151-4151-8151-515151515151';

function api(credit: number) {
  return mockApi({
    [`GET /ticketing/basket/${T_IDS.guid}/getAvailablePaymentMethods`]: { body: [method('BRAINTREE')] },
    'GET /utility/paymentFee': (call) => {
      const price = Number(call.query.get('Price'));
      return { body: { Price: price, TotalPrice: price, Fee: 0, Currency: 'EUR' } };
    },
    [`GET /coupon/${VOUCHER}/remainingCredit`]: {
      body: { CouponId: VOUCHER, RemainingCredit: credit, Currency: 'EUR' },
    },
    'GET /coupon': (call) =>
      call.query.get('code') === 'GIFT'
        ? {
            body: {
              Id: VOUCHER,
              CouponDiscount: { DiscountType: 'Voucher', Value: 50 },
              RemainingCredit: credit,
            },
          }
        : {
            body: {
              Id: PROMO,
              CouponDiscount: { DiscountType: 'Percentage', Value: 0.2 },
              RemainingCredit: null,
            },
          },
    [`POST /ticketing/coupon/${T_IDS.guid}`]: {
      body: buildBasket([buildItem({ CouponId: VOUCHER }), buildItem({ CouponId: VOUCHER })]),
    },
    [`POST /ticketing/basket/${T_IDS.guid}/pay`]: { body: payAnswer() },
  });
}

const render = (couponId: string | null) =>
  renderInRouter(
    <CheckoutStage
      eventId={T_IDS.event}
      basket={buildBasket([buildItem({ CouponId: couponId }), buildItem({ CouponId: couponId })])}
      onBack={vi.fn()}
      onRestart={vi.fn()}
    />,
  );

describe('stage4: paying with a voucher’s remaining credit', () => {
  it('shows the credit left and takes what it pays off the total (never more than the tickets cost)', async () => {
    api(30);
    render(VOUCHER);
    const summary = await screen.findByTestId('checkout-summary');
    await waitFor(() => expect(within(summary).getByTestId('summary-voucher')).toHaveTextContent('30.00'));
    expect(within(summary).getByTestId('summary-price')).toHaveTextContent('40.00');
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('10.00');
    expect(screen.getByTestId('voucher-applied')).toHaveTextContent(
      'Voucher with €30.00 credit left pays €30.00',
    );
  });

  it('a voucher worth more than the basket pays all of it: nothing left to pay, no payment method', async () => {
    api(100);
    render(VOUCHER);
    const summary = await screen.findByTestId('checkout-summary');
    await waitFor(() => expect(within(summary).getByTestId('summary-total')).toHaveTextContent('0.00'));
    expect(within(summary).getByTestId('summary-voucher')).toHaveTextContent('40.00');
    expect(screen.getByTestId('checkout-pay')).toHaveTextContent('Get tickets');
  });

  it('a voucher code is applied to the basket; a promo code is refused here with a hint', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api(30);
    render(null);
    const input = await screen.findByRole('textbox', { name: 'Voucher code' });
    await user.type(input, 'STUDENT20');
    await user.click(screen.getByTestId('voucher-apply'));
    expect(await screen.findByText(/This is a promo code, not a voucher/)).toBeInTheDocument();
    expect(calls.callsTo('POST', `/ticketing/coupon/${T_IDS.guid}`)).toHaveLength(0);
    await user.clear(input);
    await user.type(input, 'GIFT');
    await user.click(screen.getByTestId('voucher-apply'));
    await waitFor(() => expect(calls.callsTo('POST', `/ticketing/coupon/${T_IDS.guid}`)).toHaveLength(1));
    expect(calls.callsTo('POST', `/ticketing/coupon/${T_IDS.guid}`)[0]?.query.get('CouponId')).toBe(VOUCHER);
  });
});
