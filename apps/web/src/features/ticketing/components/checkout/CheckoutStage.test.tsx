import type { Basket } from '@marquee/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogPart } from '../../../../i18n/setup';
import { applySignOut, applyUser } from '../../../../lib/session/session-store';
import { type ApiHandler, buildUser, mockApi } from '../../../../test/api';
import { method, payAnswer, renderInRouter } from '../../checkout-test-fixtures';
import { buildBasket, buildItem, T_IDS } from '../../test-fixtures';
import { CheckoutStage } from './CheckoutStage';

// Typing-heavy journeys on a shared, busy machine: wait longer than the defaults before failing.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  await ensureCatalogPart('checkout');
  await ensureCatalogPart('ticketing');
});
afterEach(() => {
  applySignOut();
  vi.unstubAllGlobals();
});

const methodsPath = `GET /ticketing/basket/${T_IDS.guid}/getAvailablePaymentMethods`;
const payPath = `/ticketing/basket/${T_IDS.guid}/pay`;
const twoTickets = () => buildBasket([buildItem(), buildItem()]);

function checkoutApi(routes: Record<string, ApiHandler> = {}) {
  return mockApi({
    [methodsPath]: {
      body: [method('BRAINTREE'), method('MYPOS'), method('GPWEBPAY'), method('STATNA_POKLADNICA')],
    },
    'GET /utility/paymentFee': (call) => {
      const price = Number(call.query.get('Price'));
      const fee = call.query.get('PaymentGate') === 'MYPOS' ? 1.5 : 0;
      return { body: { Price: price, TotalPrice: price + fee, Fee: fee, Currency: 'EUR' } };
    },
    'GET /utility/checkEmailDomain': { body: 'OK' },
    [`POST ${payPath}`]: { body: payAnswer() },
    ...routes,
  });
}

function renderCheckout(basket: Basket = twoTickets(), props: { excludedGates?: ['BRAINTREE'] } = {}) {
  const onRestart = vi.fn();
  const onBack = vi.fn();
  const view = renderInRouter(
    <CheckoutStage eventId={T_IDS.event} basket={basket} onBack={onBack} onRestart={onRestart} {...props} />,
  );
  return { ...view, onRestart, onBack };
}

async function fillGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^E-mail/), 'fan@example.com');
  await user.type(screen.getByLabelText(/^Confirm e-mail/), 'fan@example.com');
  await user.type(screen.getByLabelText(/^First name/), 'Ľubica');
  await user.type(screen.getByLabelText(/^Last name/), 'Novák');
  await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

const payButton = () => screen.getByTestId('checkout-pay');

describe('stage4 contact and agreements (spec 2 §2, §5, §6)', () => {
  it('asks a guest for the e-mail twice, blocks pasting into the confirmation and pays with NewEmail', async () => {
    const user = userEvent.setup({ delay: null });
    const api = checkoutApi();
    renderCheckout();
    await user.type(await screen.findByLabelText(/^E-mail/), 'fan@example.com');
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute(
      'href',
      '/en/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy-policy',
    );
    const confirm = screen.getByLabelText(/^Confirm e-mail/);
    await user.click(confirm);
    await user.paste('fan@example.com');
    expect(confirm).toHaveValue('');
    await fillGuestRest(user);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    await waitFor(() => expect(api.callsTo('POST', payPath)).toHaveLength(1));
    const call = api.callsTo('POST', payPath)[0];
    expect(call?.query.get('NewEmail')).toBe('fan@example.com');
    expect(call?.query.get('EventId')).toBe(T_IDS.event);
    expect(call?.body).toMatchObject({
      BuyerInfo: { FirstName: 'Ľubica', LastName: 'Novák', Phone: '-' },
      Gdpr: { TermsOfUse: true, PrivacyPolicy: true, NewsletterEnabled: false },
      PaymentGate: 'BRAINTREE',
    });
  });

  it('uses the account e-mail of a signed-in buyer, presets terms and privacy and hides an agreed newsletter', async () => {
    const user = userEvent.setup({ delay: null });
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
    const api = checkoutApi();
    renderCheckout();
    expect(await screen.findByTestId('checkout-known-email')).toHaveTextContent('fan@example.com');
    expect(screen.queryByLabelText(/^Confirm e-mail/)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /terms of use/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /privacy policy/ })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /news about events/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^First name/), 'Fan');
    await user.type(screen.getByLabelText(/^Last name/), 'Name');
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    await waitFor(() => expect(api.callsTo('POST', payPath)).toHaveLength(1));
    expect(api.callsTo('POST', payPath)[0]?.query.get('NewEmail')).toBeNull();
  });

  it('refuses to pay while the form is invalid, shows why and focuses the first field to fix', async () => {
    const user = userEvent.setup({ delay: null });
    const api = checkoutApi();
    renderCheckout();
    await screen.findByTestId('gate-BRAINTREE');
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    expect(api.callsTo('POST', payPath)).toHaveLength(0);
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(4);
    expect(screen.getAllByText('Tick this box to continue.')).toHaveLength(2);
    await waitFor(() => expect(screen.getByLabelText(/^E-mail/)).toHaveFocus());
  });

  it('refuses a confirmation that differs and an e-mail whose domain cannot receive mail', async () => {
    const user = userEvent.setup({ delay: null });
    const api = checkoutApi({ 'GET /utility/checkEmailDomain': { body: 'NON_EXIST' } });
    renderCheckout();
    await fillGuest(user);
    const confirm = screen.getByLabelText(/^Confirm e-mail/);
    await user.type(confirm, 'x');
    await user.click(payButton());
    expect(await screen.findByText('The e-mail addresses do not match.')).toBeInTheDocument();
    expect(api.callsTo('POST', payPath)).toHaveLength(0);
    await user.type(confirm, '{Backspace}');
    await user.click(payButton());
    expect(await screen.findByText(/E-mail not supported/)).toBeInTheDocument();
    expect(api.callsTo('POST', payPath)).toHaveLength(0);
  });
});

async function fillGuestRest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Confirm e-mail/), 'fan@example.com');
  await user.type(screen.getByLabelText(/^First name/), 'Ľubica');
  await user.type(screen.getByLabelText(/^Last name/), 'Novák');
  await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

describe('buyer-form gate rules (contract buyerFormRules)', () => {
  it('asks the extended info per gate: phone required for MYPOS, optional for GPWEBPAY, name only for STATNA_POKLADNICA', async () => {
    const user = userEvent.setup({ delay: null });
    checkoutApi();
    renderCheckout();
    const braintree = await screen.findByTestId('gate-BRAINTREE');
    expect(braintree).toBeChecked();
    expect(screen.queryByTestId('checkout-extended-info')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Buy as a company' })).toBeInTheDocument();

    await user.click(screen.getByTestId('gate-MYPOS'));
    const extended = screen.getByTestId('checkout-extended-info');
    for (const label of ['Address', 'City', 'Postal code', 'Country', 'Phone'])
      expect(within(extended).getByLabelText(new RegExp(`^${label}`))).toBeRequired();

    await user.click(screen.getByTestId('gate-GPWEBPAY'));
    expect(within(screen.getByTestId('checkout-extended-info')).getByLabelText(/^Phone/)).not.toBeRequired();
    expect(within(screen.getByTestId('checkout-extended-info')).getByLabelText(/^Address/)).toBeRequired();

    await user.click(screen.getByTestId('gate-STATNA_POKLADNICA'));
    expect(screen.queryByTestId('checkout-extended-info')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Buy as a company' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toBeRequired();
  });

  it('keeps what was typed when the gate changes, and sends the extended info with the phone', async () => {
    const user = userEvent.setup({ delay: null });
    const api = checkoutApi();
    renderCheckout();
    await fillGuest(user);
    await user.click(await screen.findByTestId('gate-MYPOS'));
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    expect(api.callsTo('POST', payPath)).toHaveLength(0);
    expect(screen.getAllByText('This field is required.')).toHaveLength(5);
    await user.type(screen.getByLabelText(/^Address/), 'Hlavná 1');
    await user.type(screen.getByLabelText(/^City/), 'Košice');
    await user.type(screen.getByLabelText(/^Postal code/), '040 01');
    await user.type(screen.getByLabelText(/^Country/), 'Slovensko');
    await user.type(screen.getByLabelText(/^Phone/), '+421 900 123 456');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ľubica');
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    await waitFor(() => expect(api.callsTo('POST', payPath)).toHaveLength(1));
    expect(api.callsTo('POST', payPath)[0]?.body).toMatchObject({
      PaymentGate: 'MYPOS',
      BuyerInfo: {
        Address: 'Hlavná 1',
        City: 'Košice',
        Postal: '040 01',
        Country: 'Slovensko',
        Phone: '+421 900 123 456',
      },
    });
  });

  it('requires the company details once buying as a company (VAT numbers optional)', async () => {
    const user = userEvent.setup({ delay: null });
    const api = checkoutApi();
    renderCheckout();
    await fillGuest(user);
    await user.click(screen.getByRole('checkbox', { name: 'Buy as a company' }));
    const company = screen.getByTestId('checkout-company');
    await user.click(payButton());
    expect(api.callsTo('POST', payPath)).toHaveLength(0);
    expect(within(company).getAllByText('This field is required.')).toHaveLength(6);
    expect(within(company).getByLabelText(/^Tax ID/)).not.toBeRequired();
    expect(within(company).getByLabelText(/^VAT ID/)).not.toBeRequired();
  });
});

describe('payment methods, fee and summary (spec 2 §4, §9)', () => {
  it('removes excluded gates and preselects the first of the rest', async () => {
    checkoutApi();
    renderCheckout(twoTickets(), { excludedGates: ['BRAINTREE'] });
    expect(await screen.findByTestId('gate-MYPOS')).toBeChecked();
    expect(screen.queryByTestId('gate-BRAINTREE')).not.toBeInTheDocument();
  });

  it('looks the fee up per gate with a loading flag that holds the pay button, then shows price, fee and total', async () => {
    const user = userEvent.setup({ delay: null });
    let release: () => void = () => undefined;
    checkoutApi({
      'GET /utility/paymentFee': (call) =>
        call.query.get('PaymentGate') === 'MYPOS'
          ? new Promise((resolve) => {
              release = () => resolve({ body: { Price: 40, TotalPrice: 41.5, Fee: 1.5, Currency: 'EUR' } });
            })
          : { body: { Price: 40, TotalPrice: 40, Fee: 0, Currency: 'EUR' } },
    });
    renderCheckout();
    await fillGuest(user);
    expect(screen.getByTestId('summary-total')).toHaveTextContent('40.00');
    expect(screen.queryByTestId('summary-fee')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('gate-MYPOS'));
    expect(await screen.findByTestId('fee-loading')).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    release();
    expect(await screen.findByTestId('summary-fee')).toHaveTextContent('1.50');
    expect(screen.getByTestId('summary-price')).toHaveTextContent('40.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('41.50');
  });

  it('charges the original price when the fee lookup fails', async () => {
    checkoutApi({ 'GET /utility/paymentFee': { status: 500, body: { Code: 'INTERNAL', Message: 'x' } } });
    renderCheckout();
    await screen.findByTestId('gate-BRAINTREE');
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(screen.getByTestId('summary-total')).toHaveTextContent('40.00');
  });

  it('offers "Get tickets" without payment methods at a total of 0', async () => {
    const user = userEvent.setup({ delay: null });
    const api = checkoutApi();
    renderCheckout(buildBasket([buildItem({ Price: 0, OriginalPrice: 0 })], { TotalPrice: 0 }));
    await fillGuest(user);
    expect(payButton()).toHaveTextContent('Get tickets');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(api.callsTo(...(methodsPath.split(' ') as [string, string]))).toHaveLength(0);
    await user.click(payButton());
    await waitFor(() => expect(api.callsTo('POST', payPath)).toHaveLength(1));
    expect(api.callsTo('POST', payPath)[0]?.body).toMatchObject({ PaymentGate: null });
  });
});

describe('pay (spec 2 §2 braintreeStage, bank stages; §8 errors)', () => {
  it('submits once on a double click and opens the card stage', async () => {
    const user = userEvent.setup({ delay: null });
    const api = checkoutApi();
    renderCheckout();
    await fillGuest(user);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.dblClick(payButton());
    await waitFor(() => expect(api.callsTo('POST', payPath)).toHaveLength(1));
    expect(await screen.findByTestId('card-frame')).toHaveAttribute('src', '/api/sandbox-bank/o1?token=t');
    expect(screen.getByText(/secure form below to pay €40.00/)).toBeInTheDocument();
    expect(api.callsTo('POST', payPath)).toHaveLength(1);
    expect(screen.getByText('Order number 100042')).toBeInTheDocument();
  });

  it('uses reserveTicket for pay in place and lands on the reservation result', async () => {
    const user = userEvent.setup({ delay: null });
    const reserve = `/ticketing/basket/${T_IDS.guid}/reserveTicket`;
    const api = checkoutApi({
      [methodsPath]: { body: [method('RESERVATION')] },
      [`POST ${reserve}`]: {
        body: payAnswer(
          { Flow: 'IN_PLACE', Gate: 'RESERVATION' },
          `${window.location.origin}/en/reservationResult?res=RESERVED`,
        ),
      },
    });
    renderCheckout();
    await fillGuest(user);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    expect(await screen.findByText('reservation result page')).toBeInTheDocument();
    expect(api.callsTo('POST', reserve)).toHaveLength(1);
    expect(api.callsTo('POST', payPath)).toHaveLength(0);
  });

  it('shows a new-tab bank link and returns the buy form to stage1 once opened', async () => {
    const user = userEvent.setup({ delay: null });
    checkoutApi({
      [`POST ${payPath}`]: {
        body: payAnswer({ Flow: 'NEW_TAB', Gate: 'PAYPAL' }, 'https://bank.example/pay'),
      },
    });
    const { onRestart } = renderCheckout();
    await fillGuest(user);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    const link = await screen.findByTestId('bank-open');
    expect(link).toHaveAttribute('href', 'https://bank.example/pay');
    expect(link).toHaveAttribute('target', '_blank');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onRestart).toHaveBeenCalled();
  });

  it.each([
    ['BLOCKED_COUNTRY', 403, 'Buying tickets is not allowed in your country.'],
    ['MAXIMUM_ATTEMPTS_EXCEEDED', 429, 'Your maximum limit of attempts was reached. Try again later.'],
    ['INTERNAL', 500, 'Something went wrong. Try again or contact our support.'],
  ])('shows %s and keeps everything typed', async (Code, status, message) => {
    const user = userEvent.setup({ delay: null });
    checkoutApi({ [`POST ${payPath}`]: { status, body: { Code, Message: 'x' } } });
    renderCheckout();
    await fillGuest(user);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ľubica');
    expect(screen.getByLabelText(/^Confirm e-mail/)).toHaveValue('fan@example.com');
    expect(payButton()).toBeEnabled();
  });

  it('offers to sign in when the e-mail belongs to an account (NOT_AUTHORIZED_PAY)', async () => {
    const user = userEvent.setup({ delay: null });
    checkoutApi({ [`POST ${payPath}`]: { status: 409, body: { Code: 'NOT_AUTHORIZED_PAY', Message: 'x' } } });
    renderCheckout();
    await fillGuest(user);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    const alert = await screen.findByText(/This e-mail belongs to an account/);
    expect(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'Sign in' }),
    ).toHaveAttribute('href', expect.stringContaining('/en/signin?authorizedActionPrevented=true'));
  });

  it('warns and starts over when the tickets are gone (410)', async () => {
    const user = userEvent.setup({ delay: null });
    checkoutApi({
      [`POST ${payPath}`]: { status: 410, body: { Code: 'TICKETS_NOT_AVAILABLE', Message: 'x' } },
    });
    const { onRestart } = renderCheckout();
    await fillGuest(user);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    await waitFor(() => expect(onRestart).toHaveBeenCalled());
    expect(await screen.findByText('Tickets not available')).toBeInTheDocument();
  });

  it('shows the server field errors next to their fields', async () => {
    const user = userEvent.setup({ delay: null });
    checkoutApi({
      [`POST ${payPath}`]: {
        status: 400,
        body: {
          Code: 'VALIDATION_FAILED',
          Message: 'x',
          FieldErrors: { 'BuyerInfo.LastName': ['FIELD_REQUIRED'] },
        },
      },
    });
    renderCheckout();
    await fillGuest(user);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Last name/)).toHaveAttribute('aria-invalid', 'true');
  });
});
