import type { Basket } from '@marquee/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogPart } from '../../../../i18n/setup';
import { mockApi } from '../../../../test/api';
import {
  buildBasket,
  buildEventDetail,
  buildItem,
  buildPrices,
  buildSector,
  renderBuyForm,
  T_IDS,
} from '../../test-fixtures';
import { resetCouponStore } from './coupon-store';
import { buildCoupon, COUPON_ID } from './test-coupon';

beforeAll(() => ensureCatalogPart('ticketing'));
afterEach(() => {
  window.localStorage.clear();
  resetCouponStore();
});

const pricesPath = `/event/${T_IDS.event}/eventpricesandcounts`;
const standingPath = `/ticketing/${T_IDS.event}/basket/${T_IDS.guid}/standing/${T_IDS.standing}/2`;

const promoEvent = (show = true) => buildEventDetail({ ExtraSettings: { ShowPromocodeSection: show } });

/** A purchase API with one 20 % code: adds carrying its CouponId come back discounted. */
function couponApi(options: { templates?: unknown[]; addError?: { status: number; body: unknown } } = {}) {
  let basket: Basket = buildBasket([]);
  return mockApi({
    [`GET ${pricesPath}`]: (call) =>
      call.query.get('couponId') === COUPON_ID
        ? { body: buildPrices({ Sectors: [buildSector({ Price: 16 })], PriceRange: { Min: 16, Max: 16 } }) }
        : { body: buildPrices({ Sectors: [buildSector({ Price: 20 })] }) },
    [`GET /event/${T_IDS.event}/voucherTemplates`]: { body: options.templates ?? [] },
    'GET /coupon': (call) =>
      call.query.get('code') === 'STUDENT20'
        ? { body: buildCoupon() }
        : call.query.get('code') === 'OLD'
          ? { status: 409, body: { Code: 'COUPON.EXPIRED', Message: 'expired' } }
          : call.query.get('code') === 'THEIRS'
            ? { status: 409, body: { Code: 'COUPON.OTHER_ORGANIZER', Message: 'another organizer' } }
            : { status: 404, body: { Code: 'COUPON.BY_CODE_ERROR', Message: 'not found' } },
    'GET /ticketing/basket/createBasket': { body: { guid: T_IDS.guid } },
    [`GET /ticketing/basket/${T_IDS.guid}`]: () => ({ body: basket }),
    [`POST /ticketing/${T_IDS.event}/basket/${T_IDS.guid}/standing/*`]: (call) => {
      if (options.addError) return options.addError;
      const coupon = call.query.get('CouponId');
      const added = [1, 2].map((n) =>
        buildItem({
          Id: `0000000${n}-0000-4000-8000-000000000000`,
          Price: coupon ? 16 : 20,
          OriginalPrice: 20,
          Discount: coupon ? 4 : 0,
          CouponId: coupon,
        }),
      );
      basket = buildBasket(added, { TotalDiscount: coupon ? 8 : 0 });
      return { body: { Basket: basket, Added: added } };
    },
  });
}

async function enterCode(code: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('add-promo-code'));
  const dialog = await screen.findByRole('dialog', { name: 'Add promo code' });
  const submit = within(dialog).getByTestId('promo-code-submit');
  expect(submit).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: 'Promo code' }), code);
  expect(submit).toBeEnabled();
  await user.click(submit);
  return user;
}

describe('promo-code section (spec 2 §5 Promo code)', { timeout: 20_000 }, () => {
  it('is hidden when the event turns it off or sells voucher templates', async () => {
    couponApi();
    const { unmount } = renderBuyForm(promoEvent(false));
    await screen.findByRole('button', { name: 'Choose Floor' });
    expect(screen.queryByTestId('add-promo-code')).not.toBeInTheDocument();
    unmount();
    couponApi({ templates: [{ Id: 'x' }] });
    renderBuyForm(promoEvent(true));
    await screen.findByRole('button', { name: 'Choose Floor' });
    // The templates arrived (the section waits for them) and hide it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('add-promo-code')).not.toBeInTheDocument();
  });

  it('an unknown code warns COUPON.BY_CODE_ERROR; an expired one says so', async () => {
    couponApi();
    renderBuyForm(promoEvent());
    const user = await enterCode('NOPE');
    const warning = await screen.findByRole('dialog', { name: 'Promo code' });
    expect(within(warning).getByText('Entered promo code was not found.')).toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'Close' }));
    // The add dialog stays open with the code, for a correction.
    const dialog = screen.getByRole('dialog', { name: 'Add promo code' });
    const input = within(dialog).getByRole('textbox', { name: 'Promo code' });
    await user.clear(input);
    await user.type(input, 'OLD');
    await user.click(within(dialog).getByTestId('promo-code-submit'));
    expect(await screen.findByText('This promo code has expired.')).toBeInTheDocument();
  });

  it('a code of another organizer’s events says it exists but not for this event (not "not found")', async () => {
    couponApi();
    renderBuyForm(promoEvent());
    await enterCode('THEIRS');
    const warning = await screen.findByRole('dialog', { name: 'Promo code' });
    expect(
      within(warning).getByText(
        "This promo code exists, but not for this event: it belongs to another organizer's events.",
      ),
    ).toBeInTheDocument();
    expect(within(warning).queryByText('Entered promo code was not found.')).toBeNull();
  });

  it('a found code is listed and selected: prices under it, and adds carry its CouponId', async () => {
    const api = couponApi();
    renderBuyForm(promoEvent());
    const user = await enterCode('STUDENT20');
    const box = await screen.findByRole('checkbox', { name: 'Students (−20 %)' });
    expect(box).toBeChecked();
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === pricesPath && c.query.get('couponId') === COUPON_ID)).toBe(
        true,
      ),
    );
    expect(await screen.findByTestId('price-range')).toHaveTextContent('16.00');

    await user.click(screen.getByRole('button', { name: 'Choose Floor' }));
    await user.click(await screen.findByRole('button', { name: '2' }));
    const summary = await screen.findByTestId('basket-summary');
    expect(api.callsTo('POST', standingPath)[0]?.query.get('CouponId')).toBe(COUPON_ID);
    expect(within(summary).getAllByTestId('line-original-price')[0]).toHaveTextContent('20.00');
    expect(within(summary).getAllByTestId('line-price')[0]).toHaveTextContent('16.00');
    expect(within(summary).getAllByText('Discounted with the coupon Students')).toHaveLength(2);
  });

  it('an add the coupon refuses for its minimum opens the minimum-count dialog', async () => {
    couponApi({
      addError: {
        status: 409,
        body: {
          Code: 'COUPON.MINIMUM_NOT_REACHED',
          Message: 'min',
          FieldErrors: { MinimumTicketsPerUser: ['3'] },
        },
      },
    });
    renderBuyForm(promoEvent());
    const user = await enterCode('STUDENT20');
    await screen.findByRole('checkbox', { name: 'Students (−20 %)' });
    await user.click(screen.getByRole('button', { name: 'Choose Floor' }));
    await user.click(await screen.findByRole('button', { name: '2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not enough tickets for the coupon' });
    expect(within(dialog).getByTestId('coupon-minimum-list')).toHaveTextContent(
      'Students: at least 3 tickets',
    );
  });
});
