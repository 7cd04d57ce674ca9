import type { BasketVouchers } from '@marquee/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogPart } from '../../../../i18n/setup';
import { mockApi } from '../../../../test/api';
import { buildBasket, buildPrices, buildSector, renderBuyForm, T_IDS } from '../../test-fixtures';

beforeAll(() => ensureCatalogPart('ticketing'));
afterEach(() => window.localStorage.clear());

const TEMPLATE_ID = '31313131-3131-4131-8131-313131313131';
const template = {
  _id: TEMPLATE_ID,
  Id: TEMPLATE_ID,
  EventId: T_IDS.event,
  Name: 'Gift 30',
  Description: 'For a friend',
  Value: 30,
  Price: 25,
  Currency: 'EUR',
  ValidityDays: 365,
  Disabled: false,
};

function voucherApi(options: { addError?: { status: number; body: unknown } } = {}) {
  let vouchers: BasketVouchers = { Vouchers: [], TotalPrice: 0, Currency: null };
  return mockApi({
    [`GET /event/${T_IDS.event}/eventpricesandcounts`]: { body: buildPrices({ Sectors: [buildSector()] }) },
    [`GET /event/${T_IDS.event}/voucherTemplates`]: { body: [template] },
    'GET /ticketing/basket/createBasket': { body: { guid: T_IDS.guid } },
    [`GET /ticketing/basket/${T_IDS.guid}`]: () => ({ body: buildBasket([]) }),
    [`GET /ticketing/basket/${T_IDS.guid}/vouchers`]: () => ({ body: vouchers }),
    [`POST /ticketing/${T_IDS.event}/basket/${T_IDS.guid}/voucher/${TEMPLATE_ID}`]: () => {
      if (options.addError) return options.addError;
      const line = {
        Id: `4444444${vouchers.Vouchers.length}-4444-4444-8444-444444444444`,
        EventId: T_IDS.event,
        VoucherTemplateId: TEMPLATE_ID,
        Name: 'Gift 30',
        Price: 25,
        Value: 30,
        ValidityDays: 365,
        Currency: 'EUR',
      };
      vouchers = {
        Vouchers: [...vouchers.Vouchers, line],
        TotalPrice: vouchers.TotalPrice + 25,
        Currency: 'EUR',
      };
      return { body: vouchers };
    },
    [`DELETE /ticketing/basket/${T_IDS.guid}/voucher/*`]: (call) => {
      const id = call.path.split('/').pop();
      const left = vouchers.Vouchers.filter((v) => v.Id !== id);
      vouchers = { Vouchers: left, TotalPrice: left.length * 25, Currency: left.length ? 'EUR' : null };
      return { body: vouchers };
    },
  });
}

describe('gift vouchers on stage1', () => {
  it('lists the templates; Add makes a basket and adds a line; the line can be removed', async () => {
    const api = voucherApi();
    renderBuyForm();
    const card = await screen.findByTestId('gift-vouchers');
    expect(within(card).getByText('Gift 30')).toBeInTheDocument();
    expect(within(card).getByText('For a friend')).toBeInTheDocument();
    expect(within(card).getByText(/Credit €30\.00 for €25\.00/)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Add the gift voucher Gift 30' }));
    const lines = await within(card).findByTestId('gift-vouchers-in-basket');
    expect(within(lines).getByText(/Gift 30 — €25\.00/)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'GET' && c.path === '/ticketing/basket/createBasket')).toBe(
      true,
    );

    await userEvent.click(within(lines).getByRole('button', { name: 'Remove the gift voucher Gift 30' }));
    await waitFor(() => expect(within(card).queryByTestId('gift-vouchers-in-basket')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('explains a currency clash instead of adding', async () => {
    voucherApi({ addError: { status: 409, body: { Code: 'ADD_ERROR.CURRENCY', Message: 'currency' } } });
    renderBuyForm();
    const card = await screen.findByTestId('gift-vouchers');
    await userEvent.click(within(card).getByRole('button', { name: 'Add the gift voucher Gift 30' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(/another currency/);
    expect(within(card).queryByTestId('gift-vouchers-in-basket')).toBeNull();
  });
});
