import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiHandler, IDS, mockApi, storeSignIn } from '../../../test/api';
import { buildOrganizer } from '../../../test/organizer-fixtures';
import { renderApp } from '../../../test/render';
import { buildQuestionnaire, buildViewer, QUESTIONNAIRE } from '../test-fixtures';

const LOAD = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });

const row = {
  _id: QUESTIONNAIRE,
  Name: 'Festival registration',
  IsPublic: false,
  Questions: 3,
  UsedByEvents: 2,
  UpdatedAt: '2031-04-01T10:00:00.000Z',
};
const TEMPLATE = 'a1000000-0000-4000-8000-0000000000ff';

function setup(user = buildOrganizer(), routes: Record<string, ApiHandler> = {}) {
  storeSignIn(user);
  return mockApi({
    'GET /account/userinfo': { body: user },
    [`GET /profile/${IDS.promoter}/questionnaires`]: { body: [row] },
    'GET /eventQuestionnaire/allPublic': {
      body: [buildQuestionnaire({ Name: 'School trip', IsPublic: true }, TEMPLATE)],
    },
    ...routes,
  });
}

describe('questionnaires list', () => {
  it('lists the profile questionnaires and says why one in use cannot be deleted', async () => {
    const user = userEvent.setup();
    const api = setup(buildOrganizer(), {
      [`DELETE /questionnaire/${QUESTIONNAIRE}`]: {
        status: 409,
        body: { Code: 'QUESTIONNAIRE.IN_USE', Message: 'used' },
      },
    });
    renderApp('/en/dashboard/questionnaires');
    const table = await screen.findByTestId('questionnaire-table', {}, LOAD);
    expect(within(table).getByRole('link', { name: 'Festival registration' })).toHaveAttribute(
      'href',
      `/en/questionnaire/edit/${QUESTIONNAIRE}`,
    );
    expect(within(table).getByText('2 events')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'School trip' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Festival registration' }));
    await user.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(api.callsTo('DELETE', `/questionnaire/${QUESTIONNAIRE}`)).toHaveLength(1));
    expect(await screen.findByRole('alert')).toHaveTextContent('An event asks this questionnaire');
  });

  it('shows StatisticsViewer the list and the builder read-only', async () => {
    const user = userEvent.setup();
    setup(buildViewer(), {
      [`GET /eventQuestionnaire/${QUESTIONNAIRE}`]: {
        body: buildQuestionnaire({
          QuestionaireItems: [
            { _id: 'qname', Type: 'Text', Title: 'Full name', Required: true, Options: [] },
          ],
        }),
      },
    });
    renderApp('/en/dashboard/questionnaires');
    const table = await screen.findByTestId('questionnaire-table', {}, LOAD);
    expect(screen.queryByTestId('new-questionnaire')).not.toBeInTheDocument();
    expect(screen.queryByTestId('delete-questionnaire')).not.toBeInTheDocument();
    await user.click(within(table).getByRole('link', { name: 'Festival registration' }));
    expect(await screen.findByTestId('questionnaire-name', {}, LOAD)).toBeDisabled();
    expect(within(screen.getByTestId('question-0')).getByTestId('question-title')).toBeDisabled();
    expect(screen.getByTestId('add-question')).toBeDisabled();
    expect(screen.queryByTestId('save-questionnaire')).not.toBeInTheDocument();
    // The preview still answers.
    expect(within(screen.getByTestId('preview')).getByRole('textbox', { name: /Full name/ })).toBeEnabled();
  });
});
