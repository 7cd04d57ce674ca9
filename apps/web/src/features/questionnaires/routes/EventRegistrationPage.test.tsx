import type { TicketRegistration2 } from '@marquee/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiHandler, IDS, mockApi, storeSignIn } from '../../../test/api';
import { buildManagedEvent, buildOrganizer } from '../../../test/organizer-fixtures';
import { renderApp } from '../../../test/render';
import { buildQuestionnaire, buildViewer, QUESTIONNAIRE } from '../test-fixtures';

const LOAD = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });

const CATEGORY = '99999999-9999-4999-8999-999999999999';
const none: TicketRegistration2 = {
  QuestionnaireId: null,
  OnlyOneTicketRegistrationRequired: false,
  ForSectors: [],
  GlobalQuestions: [],
  GdprAgreementLink: null,
  TermsAndConditionLink: null,
  TicketsFormRequired: false,
  ShowAnswersOnTicket: false,
};
const questionnaire = buildQuestionnaire({
  QuestionaireItems: [
    { _id: 'qname', Type: 'Text', Title: 'Full name', Required: true, Options: [] },
    { _id: 'qinfo', Type: 'TextOnly', Title: 'Read this', Required: false, Options: [] },
  ],
});

function setup(user = buildOrganizer(), routes: Record<string, ApiHandler> = {}) {
  storeSignIn(user);
  return mockApi({
    'GET /account/userinfo': { body: user },
    [`GET /event/${IDS.event}/management`]: { body: buildManagedEvent() },
    [`GET /event/${IDS.event}/venueconfigurations/${IDS.event}/ticketcategories`]: {
      body: [
        {
          _id: CATEGORY,
          Key: 'STANDARD',
          Name: 'Standard',
          Color: '3598db',
          Order: 0,
          IsDonate: false,
          DonateMax: null,
          BasePrices: [],
        },
      ],
    },
    [`GET /event/${IDS.event}/ticketRegistration`]: { body: none },
    [`GET /profile/${IDS.promoter}/questionnaires`]: {
      body: [
        {
          _id: QUESTIONNAIRE,
          Name: 'Festival registration',
          IsPublic: false,
          Questions: 2,
          UsedByEvents: 0,
          UpdatedAt: '2031-04-01T10:00:00.000Z',
        },
      ],
    },
    [`GET /eventQuestionnaire/${QUESTIONNAIRE}`]: { body: questionnaire },
    ...routes,
  });
}

describe('event ticket registration page', () => {
  it('attaches a questionnaire with its settings (PUT TicketRegistration2) and shows server FieldErrors', async () => {
    const user = userEvent.setup();
    let answer: { status?: number; body: unknown } = {
      status: 400,
      body: { Code: 'VALIDATION_FAILED', Message: 'no', FieldErrors: { 'GlobalQuestions.0': ['NOT_FOUND'] } },
    };
    const api = setup(buildOrganizer(), { [`PUT /event/${IDS.event}/ticketRegistration`]: () => answer });
    renderApp(`/en/event/registration/${IDS.event}`);
    const select = await screen.findByTestId('registration-questionnaire', {}, LOAD);
    await screen.findByRole('option', { name: 'Festival registration' });
    await user.selectOptions(select, QUESTIONNAIRE);
    await user.click(screen.getByRole('switch', { name: /One registration per purchase/ }));
    await user.click(screen.getByRole('switch', { name: /Buyers must fill in the form/ }));
    await user.type(
      screen.getByRole('textbox', { name: 'Link to the terms and conditions' }),
      'https://example.com/terms',
    );
    await user.click(await screen.findByTestId('registration-global'));
    // Only answerable questions can be global: the text-only item is not offered.
    expect(screen.queryByRole('option', { name: 'Read this' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Full name' }));
    await user.click(screen.getByTestId('registration-sectors'));
    await user.click(await screen.findByRole('option', { name: 'Standard' }));

    await user.click(screen.getByTestId('registration-save'));
    expect(await screen.findByText('Not found: it may have been deleted.')).toBeInTheDocument();
    const body = api.callsTo('PUT', `/event/${IDS.event}/ticketRegistration`)[0]?.body;
    expect(body).toEqual({
      ...none,
      QuestionnaireId: QUESTIONNAIRE,
      OnlyOneTicketRegistrationRequired: true,
      TicketsFormRequired: true,
      TermsAndConditionLink: 'https://example.com/terms',
      GlobalQuestions: ['qname'],
      ForSectors: [CATEGORY],
    });

    answer = { body };
    await user.click(screen.getByTestId('registration-save'));
    expect(await screen.findByText('Ticket registration saved.')).toBeInTheDocument();
  });

  it('shows StatisticsViewer the settings without a save button', async () => {
    setup(buildViewer(), {
      [`GET /event/${IDS.event}/ticketRegistration`]: { body: { ...none, QuestionnaireId: QUESTIONNAIRE } },
    });
    renderApp(`/en/event/registration/${IDS.event}`);
    const select = await screen.findByTestId('registration-questionnaire', {}, LOAD);
    await waitFor(() => expect(select).toHaveValue(QUESTIONNAIRE));
    expect(select).toBeDisabled();
    expect(screen.queryByTestId('registration-save')).not.toBeInTheDocument();
  });
});
