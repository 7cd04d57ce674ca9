import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, IDS, mockApi, storeSignIn } from '../../../test/api';
import { buildMyEvent, buildOrganizer } from '../../../test/organizer-fixtures';
import { renderApp } from '../../../test/render';
import { buildCoupon, couponList } from '../test-fixtures';

// The first find of a test waits for the lazy page chunk, which a busy machine slows.
const LOAD = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

const COUPONS = `/promoterprofile/${IDS.promoter}/coupons`;

function setUp(routes: Parameters<typeof mockApi>[0] = {}, coupons = [buildCoupon()]) {
  const organizer = buildOrganizer();
  storeSignIn(organizer);
  return mockApi({
    'GET /account/userinfo': { body: organizer },
    [`GET /event/myevents/${IDS.promoter}`]: { body: [buildMyEvent()] },
    [`GET ${COUPONS}`]: { body: couponList(coupons) },
    [`GET /event/${IDS.event}/voucherTemplates`]: { body: [] },
    ...routes,
  });
}

async function openNewCoupon() {
  await userEvent.click(await screen.findByTestId('coupon-new', {}, LOAD));
  return screen.findByTestId('coupon-form');
}

describe('coupon table (spec 3 §2)', () => {
  it('shows percentage ×100, a surcharge with +, remaining of total and the status', async () => {
    setUp({}, [
      buildCoupon(),
      buildCoupon({
        Id: 'c0c0c0c0-0000-4000-8000-000000000002',
        Code: 'PLUS',
        CouponDiscount: { DiscountType: 'Price', Value: -2.5 },
        TotalCount: null,
        RemainingCount: null,
        Disabled: true,
        State: 'DISABLED',
      }),
    ]);
    renderApp('/en/dashboard/coupons');
    const rows = await screen.findAllByTestId('coupon-row', {}, LOAD);
    expect(within(rows[0] as HTMLElement).getByTestId('coupon-discount')).toHaveTextContent('20 %');
    expect(within(rows[0] as HTMLElement).getByTestId('coupon-remaining')).toHaveTextContent('37 / 100');
    expect(within(rows[0] as HTMLElement).getByTestId('coupon-status')).toHaveTextContent('Active');
    // The badge's label is an ellipsis box, whose min-content width is 0: in a table the status column
    // then shrank below the text ("DEAK…", "ABGE…"). The badge keeps its whole text (issue 15 row 16).
    expect(within(rows[1] as HTMLElement).getByTestId('coupon-status')).toHaveStyle({
      minWidth: 'max-content',
    });
    expect(within(rows[1] as HTMLElement).getByTestId('coupon-discount')).toHaveTextContent('+€2.50');
    expect(within(rows[1] as HTMLElement).getByTestId('coupon-remaining')).toHaveTextContent('∞');
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Enable PLUS' })).toBeInTheDocument();

    await userEvent.type(screen.getByTestId('coupon-filter-text'), 'plus');
    await waitFor(() => expect(screen.getAllByTestId('coupon-row')).toHaveLength(1));
  });

  it('disables a coupon with an update (never a delete) and filters by the event in the URL', async () => {
    const api = setUp({
      [`PUT ${COUPONS}/${buildCoupon().Id}`]: { body: buildCoupon({ Disabled: true, State: 'DISABLED' }) },
    });
    renderApp(`/en/dashboard/coupons?eventId=${IDS.event}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Disable STUDENT20' }, LOAD));
    await waitFor(() => expect(api.callsTo('PUT', `${COUPONS}/${buildCoupon().Id}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `${COUPONS}/${buildCoupon().Id}`)[0]?.body).toEqual({ Disabled: true });
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(api.callsTo('GET', COUPONS)[0]?.query.get('eventId')).toBe(IDS.event);
    // An event is selected: its voucher templates show below the table.
    expect(await screen.findByText('This event has no voucher templates.')).toBeInTheDocument();
  });

  it('says so when there are no coupons', async () => {
    setUp({}, []);
    renderApp('/en/dashboard/coupons');
    expect(await screen.findByText(/No coupons yet/, {}, LOAD)).toBeInTheDocument();
  });
});

describe('coupon form (spec 3 §3 coupon form fields)', () => {
  it('sends 20 % as the fraction 0.2 for the event of the filter', async () => {
    const api = setUp({ [`POST ${COUPONS}`]: { status: 201, body: buildCoupon() } });
    renderApp(`/en/dashboard/coupons?eventId=${IDS.event}`);
    const form = await openNewCoupon();
    await userEvent.type(within(form).getByTestId('coupon-name'), 'Students');
    await userEvent.type(within(form).getByTestId('coupon-code'), 'STUDENT20');
    await userEvent.type(within(form).getByTestId('coupon-discount-value'), '20');
    await userEvent.type(within(form).getByTestId('coupon-total'), '100');
    await userEvent.click(within(form).getByTestId('coupon-save'));
    await waitFor(() => expect(api.callsTo('POST', COUPONS)).toHaveLength(1));
    expect(api.callsTo('POST', COUPONS)[0]?.body).toMatchObject({
      CouponName: 'Students',
      Code: 'STUDENT20',
      CouponDiscount: { DiscountType: 'Percentage', Value: 0.2 },
      TotalCount: 100,
      Events: [IDS.event],
      AllTicketCategories: true,
      Type: 'AnonymousEventCoupon',
    });
  });

  it('refuses 150 % and a till before the from on the client, without a call', async () => {
    const api = setUp();
    renderApp(`/en/dashboard/coupons?eventId=${IDS.event}`);
    const form = await openNewCoupon();
    await userEvent.type(within(form).getByTestId('coupon-name'), 'Too much');
    await userEvent.type(within(form).getByTestId('coupon-discount-value'), '150');
    within(form).getByTestId('coupon-valid-from').focus();
    await userEvent.paste('2031-06-01T10:00');
    within(form).getByTestId('coupon-valid-till').focus();
    await userEvent.paste('2031-05-01T10:00');
    await userEvent.click(within(form).getByTestId('coupon-save'));
    expect(await within(form).findByText('Enter a percentage from 0 to 100.')).toBeInTheDocument();
    expect(within(form).getByText('"Valid till" must be after "valid from".')).toBeInTheDocument();
    expect(api.callsTo('POST', COUPONS)).toHaveLength(0);
  });

  it('sends a Price surcharge as a negative value', async () => {
    const api = setUp({ [`POST ${COUPONS}`]: { status: 201, body: buildCoupon() } });
    renderApp(`/en/dashboard/coupons?eventId=${IDS.event}`);
    const form = await openNewCoupon();
    await userEvent.type(within(form).getByTestId('coupon-name'), 'Premium');
    await userEvent.click(within(form).getByTestId('coupon-discount-type'));
    await userEvent.click(await screen.findByRole('option', { name: 'New price' }));
    await userEvent.click(within(form).getByTestId('coupon-surcharge'));
    await userEvent.type(within(form).getByTestId('coupon-discount-value'), '2.5');
    await userEvent.click(within(form).getByTestId('coupon-save'));
    await waitFor(() => expect(api.callsTo('POST', COUPONS)).toHaveLength(1));
    expect((api.callsTo('POST', COUPONS)[0] as ApiCall).body).toMatchObject({
      CouponDiscount: { DiscountType: 'Price', Value: -2.5 },
    });
  });

  it("shows the server's taken code under the Code field", async () => {
    setUp({
      [`POST ${COUPONS}`]: {
        status: 409,
        body: { Code: 'COUPON.CODE_TAKEN', Message: 'taken', FieldErrors: { Code: ['SAME_VALUE_INVALID'] } },
      },
    });
    renderApp(`/en/dashboard/coupons?eventId=${IDS.event}`);
    const form = await openNewCoupon();
    await userEvent.type(within(form).getByTestId('coupon-name'), 'Students');
    await userEvent.type(within(form).getByTestId('coupon-code'), 'student20');
    await userEvent.type(within(form).getByTestId('coupon-discount-value'), '20');
    await userEvent.click(within(form).getByTestId('coupon-save'));
    expect(await within(form).findByText('You already have a coupon with this code.')).toBeInTheDocument();
    expect(within(form).getByTestId('coupon-code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a stored coupon: 0.2 shows as 20 and an edit keeps it enabled state-wise', async () => {
    const api = setUp({ [`PUT ${COUPONS}/${buildCoupon().Id}`]: { body: buildCoupon() } });
    renderApp('/en/dashboard/coupons');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit STUDENT20' }, LOAD));
    const form = await screen.findByTestId('coupon-form');
    expect(within(form).getByTestId('coupon-discount-value')).toHaveValue('20 %');
    await userEvent.click(within(form).getByTestId('coupon-save'));
    await waitFor(() => expect(api.callsTo('PUT', `${COUPONS}/${buildCoupon().Id}`)).toHaveLength(1));
    const body = api.callsTo('PUT', `${COUPONS}/${buildCoupon().Id}`)[0]?.body as Record<string, unknown>;
    expect(body.CouponDiscount).toEqual({ DiscountType: 'Percentage', Value: 0.2 });
    expect(body).not.toHaveProperty('Disabled');
  });
});

describe('bulk codes and voucher templates', () => {
  it('generates N single-use codes with a prefix and downloads their CSV', async () => {
    const batchId = 'b0b0b0b0-0000-4000-8000-000000000001';
    const api = setUp({
      [`POST ${COUPONS}/generate`]: {
        status: 201,
        body: { BatchId: batchId, Count: 3, Codes: ['FEST-AAAAAAAA', 'FEST-BBBBBBBB', 'FEST-CCCCCCCC'] },
      },
      [`GET ${COUPONS}/csv`]: { body: 'Code\r\nFEST-AAAAAAAA\r\n' },
    });
    const createObjectURL = vi.fn(() => 'blob:coupons');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderApp(`/en/dashboard/coupons?eventId=${IDS.event}`);
    await userEvent.click(await screen.findByTestId('coupon-bulk', {}, LOAD));
    const form = await screen.findByTestId('bulk-form');
    await userEvent.type(within(form).getByTestId('bulk-name'), 'Festival pass');
    await userEvent.clear(within(form).getByTestId('bulk-count'));
    await userEvent.type(within(form).getByTestId('bulk-count'), '3');
    await userEvent.type(within(form).getByTestId('bulk-prefix'), 'fest');
    await userEvent.type(within(form).getByTestId('coupon-discount-value'), '15');
    await userEvent.click(within(form).getByTestId('bulk-generate'));
    const result = await screen.findByTestId('bulk-result');
    expect(api.callsTo('POST', `${COUPONS}/generate`)[0]?.body).toMatchObject({
      CouponName: 'Festival pass',
      Count: 3,
      Prefix: 'fest',
      CouponDiscount: { DiscountType: 'Percentage', Value: 0.15 },
      Events: [IDS.event],
    });
    expect(within(result).getByText('3 codes generated.')).toBeInTheDocument();
    await userEvent.click(within(result).getByTestId('bulk-download'));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(api.callsTo('GET', `${COUPONS}/csv`)[0]?.query.get('BatchId')).toBe(batchId);
  });

  it("adds a voucher template to the filter's event", async () => {
    const api = setUp({
      [`POST /event/${IDS.event}/voucherTemplates`]: { status: 201, body: {} },
    });
    renderApp(`/en/dashboard/coupons?eventId=${IDS.event}`);
    await userEvent.click(await screen.findByTestId('voucher-new', {}, LOAD));
    const form = await screen.findByTestId('voucher-form');
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Gift 25');
    await userEvent.type(within(form).getByLabelText(/^Credit/), '25');
    await userEvent.type(within(form).getByLabelText(/^Price/), '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', `/event/${IDS.event}/voucherTemplates`)).toHaveLength(1));
    expect(api.callsTo('POST', `/event/${IDS.event}/voucherTemplates`)[0]?.body).toEqual({
      Name: 'Gift 25',
      Description: null,
      Value: 25,
      Price: 20,
      ValidityDays: 365,
      Disabled: false,
    });
  });
});

describe('voucher PDF preview', () => {
  it("asks the profile's sample voucher PDF and opens it as a blob in a new tab", async () => {
    const api = setUp({ [`POST /utility/pdfPreview/profile/${IDS.promoter}`]: { body: 'PDF' } });
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:voucher') }));
    renderApp(`/en/dashboard/coupons?eventId=${IDS.event}`);
    await userEvent.click(await screen.findByTestId('voucher-preview', {}, LOAD));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:voucher', '_blank'));
    const call = api.callsTo('POST', `/utility/pdfPreview/profile/${IDS.promoter}`)[0];
    expect(call?.query.get('voucher')).toBe('true');
    expect(call?.query.get('language')).toBe('en');
    // A blocked pop-up leaves a link to open it by hand.
    expect(screen.getByRole('link', { name: 'Open the voucher preview' })).toHaveAttribute(
      'href',
      'blob:voucher',
    );
  });
});
