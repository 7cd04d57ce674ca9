import type { BasketItem, EventDetail } from '@marquee/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogPart } from '../../../../i18n/setup';
import { applySignOut } from '../../../../lib/session/session-store';
import { type ApiHandler, mockApi } from '../../../../test/api';
import { method, payAnswer, renderInRouter } from '../../checkout-test-fixtures';
import {
  buildQuestionnaire,
  questionnairePath,
  registrationEvent,
  T_IDS,
  twoSeats,
} from '../../registration-test-fixtures';
import { buildBasket } from '../../test-fixtures';
import { CheckoutStage } from './CheckoutStage';

// Typing-heavy journeys on a shared, busy machine: wait longer than the defaults before failing.
vi.setConfig({ testTimeout: 40_000 });
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  await ensureCatalogPart('checkout');
  await ensureCatalogPart('ticketing');
});
afterEach(() => {
  applySignOut();
  vi.unstubAllGlobals();
});

const payPath = `/ticketing/basket/${T_IDS.guid}/pay`;
type User = ReturnType<typeof userEvent.setup>;

function api(routes: Record<string, ApiHandler> = {}) {
  return mockApi({
    [`GET /ticketing/basket/${T_IDS.guid}/getAvailablePaymentMethods`]: { body: [method('BRAINTREE')] },
    'GET /utility/paymentFee': (call) => {
      const price = Number(call.query.get('Price'));
      return { body: { Price: price, TotalPrice: price, Fee: 0, Currency: 'EUR' } };
    },
    'GET /utility/checkEmailDomain': { body: 'OK' },
    [questionnairePath]: { body: buildQuestionnaire() },
    [`POST ${payPath}`]: { body: payAnswer() },
    ...routes,
  });
}

function render(event: EventDetail = registrationEvent(), items: BasketItem[] = twoSeats()) {
  return renderInRouter(
    <CheckoutStage
      eventId={T_IDS.event}
      event={event}
      basket={buildBasket(items)}
      onBack={vi.fn()}
      onRestart={vi.fn()}
    />,
  );
}

/** Fills stage4 and presses its Pay: the registration modal opens. */
async function openModal(user: User) {
  await user.type(await screen.findByLabelText(/^E-mail/), 'fan@example.com');
  await user.type(screen.getByLabelText(/^Confirm e-mail/), 'fan@example.com');
  await user.type(screen.getByLabelText(/^First name/), 'Ľubica');
  await user.type(screen.getByLabelText(/^Last name/), 'Novák');
  await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
  await waitFor(() => expect(screen.getByTestId('checkout-pay')).toBeEnabled());
  await user.click(screen.getByTestId('checkout-pay'));
  const modal = await screen.findByTestId('registration-modal');
  await within(modal).findByTestId('registration-pay');
  return modal;
}

const block = (n: number) => screen.getByTestId(`registration-ticket-${n}`);

async function answerTicket(user: User, n: number, name: string, student: 'Yes' | 'No', school?: string) {
  await user.type(within(block(n)).getByLabelText(/^Full name/), name);
  await user.click(within(block(n)).getByRole('radio', { name: student }));
  if (school) await user.type(within(block(n)).getByLabelText(/^School/), school);
}

async function agree(user: User) {
  await user.click(screen.getByRole('checkbox', { name: /privacy and marketing terms/ }));
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
}

describe('ticket registration modal (issue 19; spec 2 §2, §4, §5)', () => {
  it('shows the event, one block per seat and the global block once; the rules show and hide per ticket', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    render();
    const modal = await openModal(user);
    expect(within(modal).getByText('Ticket registration')).toBeInTheDocument();
    expect(within(modal).getByText('Lanterns Live')).toBeInTheDocument();
    expect(within(modal).getByText('Tell us who comes.')).toBeInTheDocument();
    expect(within(modal).getByText('See you there.')).toBeInTheDocument();
    expect(block(1)).toHaveAccessibleName('Ticket no. 1 · Balcony, row 3, seat 12');
    expect(block(1).tagName).toBe('FIELDSET');
    expect(block(2)).toHaveAccessibleName('Ticket no. 2 · Balcony, row 3, seat 13');
    expect(
      within(screen.getByTestId('registration-global')).getByLabelText(/^Contact e-mail/),
    ).toBeRequired();
    expect(screen.getAllByLabelText(/^Contact e-mail/)).toHaveLength(1);
    expect(within(block(1)).getByText('Bring an ID.')).toBeInTheDocument();
    // Required form: no skip link.
    expect(screen.queryByTestId('registration-skip')).not.toBeInTheDocument();

    expect(within(block(1)).queryByLabelText(/^School/)).not.toBeInTheDocument();
    expect(within(block(1)).getByRole('radio', { name: 'Adult ticket holder' })).toBeInTheDocument();
    await user.click(within(block(1)).getByRole('radio', { name: 'Yes' }));
    expect(within(block(1)).getByLabelText(/^School/)).toBeRequired();
    expect(within(block(1)).queryByRole('radio', { name: 'Adult ticket holder' })).not.toBeInTheDocument();
    // The other ticket's answers are its own.
    expect(within(block(2)).queryByLabelText(/^School/)).not.toBeInTheDocument();
    expect(within(block(2)).getByRole('radio', { name: 'Adult ticket holder' })).toBeInTheDocument();
  });

  it('refuses Pay with per-field errors and focuses the first; sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api();
    render();
    await openModal(user);
    await user.click(within(block(1)).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByTestId('registration-pay'));
    const email = within(screen.getByTestId('registration-global')).getByLabelText(/^Contact e-mail/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/This answer is required\./);
    expect(within(block(1)).getByLabelText(/^School/)).toHaveAccessibleDescription(
      /This answer is required\./,
    );
    expect(within(block(2)).getByRole('radiogroup', { name: /Are you a student\?/ })).toBeInTheDocument();
    expect(screen.getAllByText('Tick this box to continue.')).toHaveLength(2);
    expect(calls.callsTo('POST', payPath)).toHaveLength(0);
  });

  it('sends the global answer in both registrations and never the hidden required question', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api();
    render();
    await openModal(user);
    await user.type(screen.getByLabelText(/^Contact e-mail/), 'group@example.com');
    await answerTicket(user, 1, 'Ann', 'Yes', 'Gymnázium');
    await answerTicket(user, 2, 'Ben', 'No');
    await agree(user);
    await user.click(screen.getByTestId('registration-pay'));
    await waitFor(() => expect(calls.callsTo('POST', payPath)).toHaveLength(1));
    expect(screen.queryByTestId('registration-modal')).not.toBeInTheDocument();
    const body = calls.callsTo('POST', payPath)[0]?.body as { EventRegistration: unknown };
    const email = { QuestionId: 'email', Type: 'Email', Input: 'group@example.com' };
    expect(body.EventRegistration).toEqual({
      TicketRegistrations: [
        {
          Type: 'QuestionnaireTicketRegistrationCreateDto',
          QuestionnaireId: buildQuestionnaire()._id,
          QuestionnaireTicketPairId: 'item-1',
          Answers: [
            email,
            { QuestionId: 'name', Type: 'Text', Input: 'Ann' },
            { QuestionId: 'student', Type: 'SingleChoice', Input: 'student-yes' },
            { QuestionId: 'school', Type: 'Text', Input: 'Gymnázium' },
          ],
          MarketingAgreement: true,
          TermsAndCondition: true,
        },
        {
          Type: 'QuestionnaireTicketRegistrationCreateDto',
          QuestionnaireId: buildQuestionnaire()._id,
          QuestionnaireTicketPairId: 'item-2',
          Answers: [
            email,
            { QuestionId: 'name', Type: 'Text', Input: 'Ben' },
            { QuestionId: 'student', Type: 'SingleChoice', Input: 'student-no' },
          ],
          MarketingAgreement: true,
          TermsAndCondition: true,
        },
      ],
    });
  });

  it('Back sends nothing and keeps the answers for the next opening', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api();
    render();
    await openModal(user);
    await user.type(within(block(1)).getByLabelText(/^Full name/), 'Ann');
    await user.click(screen.getByTestId('registration-back'));
    await waitFor(() => expect(screen.queryByTestId('registration-modal')).not.toBeInTheDocument());
    expect(calls.callsTo('POST', payPath)).toHaveLength(0);
    await user.click(screen.getByTestId('checkout-pay'));
    await screen.findByTestId('registration-modal');
    expect(within(block(1)).getByLabelText(/^Full name/)).toHaveValue('Ann');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('registration-modal')).not.toBeInTheDocument());
    expect(calls.callsTo('POST', payPath)).toHaveLength(0);
  });

  it('closes as not completed when a navigation starts', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api();
    const { router } = render();
    await openModal(user);
    await router.navigate('/en/events/lanterns?sp=0');
    await waitFor(() => expect(screen.queryByTestId('registration-modal')).not.toBeInTheDocument());
    expect(calls.callsTo('POST', payPath)).toHaveLength(0);
  });

  it('offers Skip only when the form is not required; Skip pays with EventRegistration null', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api();
    render(registrationEvent({ TicketsFormRequired: false }));
    await openModal(user);
    await user.click(screen.getByTestId('registration-skip'));
    await waitFor(() => expect(calls.callsTo('POST', payPath)).toHaveLength(1));
    expect(calls.callsTo('POST', payPath)[0]?.body).toMatchObject({ EventRegistration: null });
  });

  it('asks one block headed "Ticket" when only one is required, with QuestionnaireTicketPairId null', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api();
    render(registrationEvent({ OnlyOneTicketRegistrationRequired: true, GdprAgreementLink: null }));
    await openModal(user);
    expect(block(1)).toHaveAccessibleName('Ticket');
    expect(screen.queryByTestId('registration-ticket-2')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /privacy and marketing terms/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Contact e-mail/), 'group@example.com');
    await answerTicket(user, 1, 'Ann', 'No');
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByTestId('registration-pay'));
    await waitFor(() => expect(calls.callsTo('POST', payPath)).toHaveLength(1));
    const body = calls.callsTo('POST', payPath)[0]?.body as {
      EventRegistration: { TicketRegistrations: { QuestionnaireTicketPairId: string | null }[] };
    };
    expect(body.EventRegistration.TicketRegistrations).toHaveLength(1);
    expect(body.EventRegistration.TicketRegistrations[0]?.QuestionnaireTicketPairId).toBeNull();
  });

  it('reopens on the server FieldErrors, each on its own field', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api({
      [`POST ${payPath}`]: {
        status: 400,
        body: {
          Code: 'VALIDATION_FAILED',
          Message: 'x',
          FieldErrors: {
            'EventRegistration.TicketRegistrations.1.Answers.name': ['ANSWER_INVALID'],
            'EventRegistration.TicketRegistrations.0.Answers.email': ['EMAIL_INVALID'],
          },
        },
      },
    });
    render();
    await openModal(user);
    await user.type(screen.getByLabelText(/^Contact e-mail/), 'group@example.com');
    await answerTicket(user, 1, 'Ann', 'No');
    await answerTicket(user, 2, 'Ben', 'No');
    await agree(user);
    await user.click(screen.getByTestId('registration-pay'));
    await waitFor(() => expect(calls.callsTo('POST', payPath)).toHaveLength(1));
    await screen.findByTestId('registration-modal');
    const email = within(screen.getByTestId('registration-global')).getByLabelText(/^Contact e-mail/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.'));
    expect(within(block(2)).getByLabelText(/^Full name/)).toHaveAccessibleDescription(
      'This answer is not valid.',
    );
    expect(within(block(1)).getByLabelText(/^Full name/)).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('asks nothing when no ticket is in ForSectors', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api();
    render(registrationEvent({ ForSectors: [T_IDS.seating] }));
    await user.type(await screen.findByLabelText(/^E-mail/), 'fan@example.com');
    await user.type(screen.getByLabelText(/^Confirm e-mail/), 'fan@example.com');
    await user.type(screen.getByLabelText(/^First name/), 'Ľubica');
    await user.type(screen.getByLabelText(/^Last name/), 'Novák');
    await user.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await waitFor(() => expect(screen.getByTestId('checkout-pay')).toBeEnabled());
    await user.click(screen.getByTestId('checkout-pay'));
    await waitFor(() => expect(calls.callsTo('POST', payPath)).toHaveLength(1));
    expect(calls.callsTo('POST', payPath)[0]?.body).toMatchObject({ EventRegistration: null });
    expect(calls.callsTo('GET', questionnairePath.slice(4))).toHaveLength(0);
  });
});
