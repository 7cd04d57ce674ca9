import type { Purchase } from '@marquee/contract';
import { configure, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogPart } from '../../../i18n/setup';
import { mockApi } from '../../../test/api';
import { renderInRouter } from '../checkout-test-fixtures';
import { T_IDS } from '../test-fixtures';
import { PaymentResultPage } from './PaymentResultPage';
import { PurchasedTicketsPage } from './PurchasedTicketsPage';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });
beforeAll(() => ensureCatalogPart('checkout'));

describe('merchandise bought with tickets is a pickup voucher, not a ticket (issue 15 row 8)', () => {
  it('the result page counts 3 tickets and names the T-shirt apart', async () => {
    mockApi();
    const query = `eventId=${T_IDS.event}&res=OK&vs=100042&guid=${T_IDS.guid}&price=160.00&currency=EUR&count=3&merch=1`;
    renderInRouter(<PaymentResultPage />, `/en/paymentResult?${query}`, '/:lang/paymentResult');
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Your 3 tickets are on their way');
    expect(status).not.toHaveTextContent('Your 4 tickets');
    expect(screen.getByTestId('result-merch')).toHaveTextContent(
      'Plus 1 merchandise item, in the same e-mail as a pickup voucher: collect it at the venue. It is not a ticket.',
    );
  });

  it('the purchased tickets list counts entries apart from vouchers and marks the voucher', async () => {
    const item = (overrides: Partial<Purchase['Tickets'][number]>): Purchase['Tickets'][number] => ({
      Id: crypto.randomUUID(),
      Code: 'ABCDEFGHJKLMNPQR',
      QrCode: 'MQ1.ABCDEFGHJKLMNPQR',
      SectorName: 'Parter',
      SectorType: 'SeatingSector',
      RowName: '3',
      SeatName: '12',
      Price: 45,
      Currency: 'EUR',
      OrderState: 'PAID',
      Kind: 'ENTRY',
      ...overrides,
    });
    const purchases: Purchase[] = [
      {
        Event: {
          Id: 'e1',
          Name: 'Lúky Festival',
          Begin: '2031-06-01T12:00:00.000Z',
          TimeZone: 'Europe/Bratislava',
          IsOnline: false,
          Place: 'Lúky, Trenčín',
        },
        Tickets: [
          item({ SeatName: '12' }),
          item({ SeatName: '13' }),
          item({
            SectorName: 'T-shirt',
            SectorType: 'VirtualSector',
            RowName: null,
            SeatName: null,
            Price: 25,
            Kind: 'MERCHANDISE',
          }),
        ],
      },
    ];
    mockApi({ 'GET /ticketing/tickets': { body: purchases } });
    renderInRouter(<PurchasedTicketsPage />, '/en/purchased-tickets', '/:lang/purchased-tickets');
    expect(await screen.findByTestId('purchase-count')).toHaveTextContent(
      '2 tickets · 1 merchandise voucher',
    );
    const rows = screen.getAllByTestId('purchased-ticket');
    expect(within(rows[2] as HTMLElement).getByTestId('merch-voucher')).toHaveTextContent(
      'Merchandise voucher: pick up at the venue, not an entry',
    );
    expect(within(rows[0] as HTMLElement).queryByTestId('merch-voucher')).toBeNull();
  });
});
