import { configure, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogPart } from '../../../../i18n/setup';
import { mockApi } from '../../../../test/api';
import { renderInRouter } from '../../checkout-test-fixtures';
import { PaymentResultPage } from '../../routes/PaymentResultPage';
import { T_IDS } from '../../test-fixtures';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });
beforeAll(() => ensureCatalogPart('checkout'));

const url = (res: string) =>
  `/en/paymentResult?eventId=${T_IDS.event}&res=${res}&vs=100042&guid=${T_IDS.guid}&price=50&currency=EUR&count=1`;

describe('gift vouchers on the payment result', () => {
  it('shows the codes of the paid basket’s vouchers, not those still without a code', async () => {
    const api = mockApi({
      [`GET /ticketing/basket/${T_IDS.guid}/boughtVouchers`]: {
        body: {
          Vouchers: [
            {
              Name: 'Gift 30',
              Code: 'ABCD2345',
              Value: 30,
              Currency: 'EUR',
              ValidTill: '2027-11-21T10:00:00Z',
            },
            { Name: 'Unpaid', Code: null, Value: 10, Currency: 'EUR', ValidTill: null },
          ],
        },
      },
    });
    renderInRouter(<PaymentResultPage />, url('OK'), '/:lang/paymentResult');
    const card = await screen.findByTestId('bought-vouchers');
    expect(card).toHaveTextContent('Your gift vouchers');
    expect(card).toHaveTextContent('Gift 30: code ABCD2345, credit €30.00, valid till Nov 21, 2027');
    expect(card).not.toHaveTextContent('Unpaid');
    const asked = api.calls.find((c) => c.path.endsWith('/boughtVouchers'));
    // The order number goes with the guid: neither alone reveals a code (issue 16).
    expect(asked?.query.get('vs')).toBe('100042');
  });

  it('asks nothing after a failed payment', async () => {
    const api = mockApi();
    renderInRouter(<PaymentResultPage />, url('FAIL'), '/:lang/paymentResult');
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.queryByTestId('bought-vouchers')).toBeNull();
    expect(api.calls.some((c) => c.path.endsWith('/boughtVouchers'))).toBe(false);
  });
});
