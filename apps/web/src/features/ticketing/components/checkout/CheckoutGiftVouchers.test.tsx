import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogPart } from '../../../../i18n/setup';
import { mockApi } from '../../../../test/api';
import { method, renderInRouter } from '../../checkout-test-fixtures';
import { buildBasket, buildItem, T_IDS } from '../../test-fixtures';
import { CheckoutStage } from './CheckoutStage';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });
beforeAll(async () => {
  await ensureCatalogPart('checkout');
  await ensureCatalogPart('ticketing');
});

describe('stage4 with gift vouchers in the basket', () => {
  it('adds the vouchers to the price the gate charges and shows them as their own line', async () => {
    const api = mockApi({
      [`GET /ticketing/basket/${T_IDS.guid}/getAvailablePaymentMethods`]: { body: [method('BRAINTREE')] },
      [`GET /ticketing/basket/${T_IDS.guid}/vouchers`]: {
        body: {
          Vouchers: [
            {
              Id: '44444444-4444-4444-8444-444444444444',
              EventId: T_IDS.event,
              VoucherTemplateId: '31313131-3131-4131-8131-313131313131',
              Name: 'Gift 30',
              Price: 25,
              Value: 30,
              ValidityDays: 365,
              Currency: 'EUR',
            },
          ],
          TotalPrice: 25,
          Currency: 'EUR',
        },
      },
      'GET /utility/paymentFee': (call) => {
        const price = Number(call.query.get('Price'));
        return { body: { Price: price, TotalPrice: price, Fee: 0, Currency: 'EUR' } };
      },
    });
    renderInRouter(
      <CheckoutStage
        eventId={T_IDS.event}
        basket={buildBasket([buildItem(), buildItem()])}
        onBack={vi.fn()}
        onRestart={vi.fn()}
      />,
    );
    expect(await screen.findByTestId('summary-gifts')).toHaveTextContent('€25.00');
    expect(screen.getByTestId('summary-price')).toHaveTextContent('€40.00');
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('€65.00'));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/utility/paymentFee' && c.query.get('Price') === '65')).toBe(
        true,
      ),
    );
  });
});
