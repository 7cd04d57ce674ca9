import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogPart } from '../../../../i18n/setup';
import { T_IDS } from '../../test-fixtures';
import { resetCouponStore, setActiveCoupon } from '../coupons/coupon-store';
import { prices, renderMap, seatApi, seating } from './testing';

/** The seat map's pictures (sector gallery, image pins) and the seats out of normal sale (BLOCKED, COUPON_BLOCK). */
beforeAll(() => ensureCatalogPart('ticketing'));
afterEach(() => {
  window.localStorage.clear();
  resetCouponStore();
});

const COVER = '/uploads/images/aa/cover.jpg';
const GALLERY = ['/uploads/images/bb/one.jpg', '/uploads/images/cc/two.jpg'];
const withPictures = {
  ...prices,
  Sectors: prices.Sectors.map((s) => (s._id === seating._id ? { ...s, Cover: COVER, Gallery: GALLERY } : s)),
};
const pin = {
  Shape: [
    { X: 10, Y: 10 },
    { X: 30, Y: 10 },
    { X: 30, Y: 30 },
  ],
  ImageId: '/uploads/images/dd/stage.jpg',
  ShapeText: { Text: 'View from the stage', Color: '000000', FontSize: 12, RotationAngle: 0 },
  StrokeColor: null,
  FillColor: null,
  StrokeWidth: null,
  UniqueSectorId: null,
  Caption: 'View from the stage',
};

describe('seat map pictures (spec 2 §2 gallery, image-pin lightbox)', () => {
  it('shows the zoomed sector’s cover and gallery; a picture opens large in the lightbox, and closes', async () => {
    const user = userEvent.setup();
    seatApi();
    renderMap(T_IDS.seating, { prices: withPictures });
    const gallery = await screen.findByRole('group', { name: 'Pictures of the sector' });
    const buttons = within(gallery).getAllByRole('button', { name: 'Open picture of Stalls' });
    expect(buttons).toHaveLength(3);
    // Thumbnails are decorative (the button names them), so they are found as elements, not by role.
    expect([...gallery.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      `${COVER}`,
      ...GALLERY,
    ]);
    await user.click(buttons[1] as HTMLElement);
    const lightbox = await screen.findByRole('dialog', { name: 'Stalls' });
    expect(within(lightbox).getByRole('img', { name: 'Stalls' })).toHaveAttribute('src', GALLERY[0]);
    await user.click(within(lightbox).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Stalls' })).not.toBeInTheDocument());
    expect(screen.getByTestId('seat-map')).toBeInTheDocument();
  });

  it('in the seat list, the legend (prices only) and the pictures scroll with the rows (issue 15 row 16)', async () => {
    const user = userEvent.setup();
    seatApi();
    renderMap(T_IDS.seating, { prices: withPictures });
    await user.click(await screen.findByRole('radio', { name: 'Seat list' }));
    await screen.findByTestId('seat-list');
    // On a phone, only the view switch above and the footer below stay fixed: the rest is list.
    const scroller = screen.getByTestId('seat-list-scroller');
    const legend = within(scroller).getByTestId('price-legend');
    expect(within(scroller).getByRole('group', { name: 'Pictures of the sector' })).toBeInTheDocument();
    expect(screen.getAllByTestId('price-legend')).toHaveLength(1);
    // The map's symbol key explains the drawing; the list names each seat's state itself.
    expect(within(legend).queryByText('taken')).not.toBeInTheDocument();
  });

  it('has no gallery before a sector with pictures is chosen', async () => {
    seatApi();
    renderMap(null, { prices: withPictures });
    await screen.findByTestId('seat-map-svg');
    expect(screen.queryByRole('group', { name: 'Pictures of the sector' })).not.toBeInTheDocument();
  });

  it('an image pin on the drawing opens its picture with the caption', async () => {
    const user = userEvent.setup();
    seatApi({ venue: { AdditionalShapes: [pin] } });
    renderMap(null);
    const button = await screen.findByRole('button', { name: 'View from the stage' });
    await user.click(button);
    const lightbox = await screen.findByRole('dialog', { name: 'View from the stage' });
    expect(within(lightbox).getByRole('img', { name: 'View from the stage' })).toHaveAttribute(
      'src',
      pin.ImageId,
    );
  });
});

describe('seats out of normal sale', () => {
  it('draws BLOCKED and COUPON_BLOCK seats with their own symbols, explains them, and ignores clicks', async () => {
    const user = userEvent.setup();
    const api = seatApi({ states: { s1: 'BLOCKED', s2: 'COUPON_BLOCK', s3: 'AVAILABLE' } });
    renderMap();
    await waitFor(() => expect(screen.getByTestId('seats-blocked').getAttribute('d')).not.toBe(''));
    expect(screen.getByTestId('seats-coupon').getAttribute('d')).not.toBe('');
    const legend = screen.getByTestId('price-legend');
    expect(within(legend).getByText('blocked')).toBeInTheDocument();
    expect(within(legend).getByText('reserved for a promo code')).toBeInTheDocument();

    await user.click(await screen.findByRole('radio', { name: 'Seat list' }));
    await user.click(await screen.findByRole('button', { name: /Row 1, Stalls/ }));
    const list = await screen.findByTestId('seat-list');
    await user.click(await within(list).findByRole('button', { name: /seat 1, blocked/ }));
    await user.click(within(list).getByRole('button', { name: /seat 2, reserved for a promo code/ }));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('asks with the buyer’s coupons and adds a seat the coupon frees with that CouponId', async () => {
    const user = userEvent.setup();
    const coupon = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
    const api = seatApi({ couponSeats: { s2: coupon } });
    // The promo code the buyer selected in the coupon section.
    setActiveCoupon(T_IDS.event, coupon);
    renderMap(T_IDS.seating);
    await user.click(await screen.findByRole('radio', { name: 'Seat list' }));
    await user.click(await screen.findByRole('button', { name: /Row 1, Stalls/ }));
    const list = await screen.findByTestId('seat-list');
    expect(api.callsTo('GET', `/event/${T_IDS.event}/getSeatsStatus`)[0]?.query.get('couponIds')).toBe(
      coupon,
    );
    await user.click(await within(list).findByRole('button', { name: /seat 2, available/ }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const add = api.calls.find((c) => c.method === 'POST');
    expect(add?.path.endsWith('/seat/s2')).toBe(true);
    expect(add?.query.get('CouponId')).toBe(coupon);
  });
});
