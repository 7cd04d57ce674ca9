import type { CompoundRule, QuestionnaireInput } from '@marquee/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiHandler, mockApi, storeSignIn } from '../../../test/api';
import { buildOrganizer } from '../../../test/organizer-fixtures';
import { renderApp } from '../../../test/render';
import { buildQuestionnaire, QUESTIONNAIRE } from '../test-fixtures';

// The first find of a test waits for the lazy page chunk, which a busy machine slows.
const LOAD = { timeout: 15_000 };
vi.setConfig({ testTimeout: 60_000 });

function setup(routes: Record<string, ApiHandler> = {}) {
  storeSignIn(buildOrganizer());
  return mockApi({ 'GET /account/userinfo': { body: buildOrganizer() }, ...routes });
}

type User = ReturnType<typeof userEvent.setup>;
const card = (index: number) => screen.getByTestId(`question-${index}`);

/** Adds a question of a type with a title (and option titles for choices); returns its card. */
async function addQuestion(user: User, type: string, title: string, options: string[] = []) {
  await user.click(screen.getByTestId('add-question'));
  const index = screen.getAllByTestId(/^question-\d+$/).length - 1;
  const item = card(index);
  await user.selectOptions(within(item).getByTestId('question-type'), type);
  await user.type(within(item).getByTestId('question-title'), title);
  for (const [k, option] of options.entries())
    await user.type(within(item).getByTestId(`option-title-${k}`), option);
  return item;
}

describe('questionnaire builder', () => {
  it('shows "School" in the preview only while "Are you a student?" is Yes, and saves that rule', async () => {
    const user = userEvent.setup();
    const api = setup({
      'POST /questionnaire': (call) => ({
        status: 201,
        body: buildQuestionnaire(call.body as QuestionnaireInput),
      }),
      [`GET /eventQuestionnaire/${QUESTIONNAIRE}`]: { body: buildQuestionnaire() },
    });
    renderApp('/en/questionnaire/new');
    await user.type(await screen.findByTestId('questionnaire-name', {}, LOAD), 'Festival registration');
    await addQuestion(user, 'SingleChoice', 'Are you a student?', ['Yes', 'No']);
    const school = await addQuestion(user, 'Text', 'School');
    await user.click(within(school).getByTestId('add-rule'));
    // The rule starts on the earlier question, "is", its first option: "student is Yes".
    expect(within(school).getByTestId('rule-mode')).toHaveValue('show');
    expect(within(school).getByTestId('rule-condition')).toHaveValue('IsEqual');
    expect(
      within(within(school).getByTestId('rule-value')).getByRole('checkbox', { name: 'Yes' }),
    ).toBeChecked();

    const preview = screen.getByTestId('preview');
    expect(within(preview).queryByRole('textbox', { name: 'School' })).not.toBeInTheDocument();
    await user.click(within(preview).getByRole('radio', { name: 'Yes' }));
    expect(within(preview).getByRole('textbox', { name: 'School' })).toBeInTheDocument();
    await user.click(within(preview).getByRole('radio', { name: 'No' }));
    expect(within(preview).queryByRole('textbox', { name: 'School' })).not.toBeInTheDocument();

    await user.click(screen.getByTestId('save-questionnaire'));
    await waitFor(() => expect(api.callsTo('POST', '/questionnaire')).toHaveLength(1));
    const body = api.callsTo('POST', '/questionnaire')[0]?.body as QuestionnaireInput;
    const [student, text] = body.QuestionaireItems;
    expect(body.Name).toBe('Festival registration');
    expect(student).toMatchObject({ Type: 'SingleChoice', Title: 'Are you a student?', Required: false });
    expect(student?.Options.map((o) => o.Title)).toEqual(['Yes', 'No']);
    expect(text).toMatchObject({ Type: 'Text', Title: 'School', Show: true });
    expect(text?.Rule).toEqual({
      Type: 'CompoundRule',
      Operator: 'And',
      Rules: [
        {
          Type: 'AnswerRule',
          QuestionId: student?._id,
          Condition: 'IsEqual',
          Value: [student?.Options[0]?._id],
        },
      ],
    });
    // Created: the builder moves to the questionnaire's own address.
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit questionnaire' })).toBeInTheDocument();
  });

  it('reports a cycle of rules next to both rules and refuses to save', async () => {
    const user = userEvent.setup();
    const api = setup();
    renderApp('/en/questionnaire/new');
    await user.type(await screen.findByTestId('questionnaire-name', {}, LOAD), 'Loop');
    const first = await addQuestion(user, 'Text', 'Nickname');
    const second = await addQuestion(user, 'Text', 'Team');
    await user.click(within(first).getByTestId('add-rule'));
    await user.click(within(second).getByTestId('add-rule'));
    await user.type(within(first).getByTestId('rule-value'), 'x');
    await user.type(within(second).getByTestId('rule-value'), 'y');
    expect(within(first).getByText(/depend on each other in a circle/)).toBeInTheDocument();
    expect(within(second).getByText(/depend on each other in a circle/)).toBeInTheDocument();
    expect(screen.getByTestId('builder-problems')).toHaveTextContent('2 problems to fix before saving.');
    expect(screen.getByTestId('save-questionnaire')).toBeDisabled();
    // Breaking the cycle (the second question's rule removed) makes it savable.
    await user.click(within(second).getByTestId('remove-rule'));
    expect(within(first).queryByText(/in a circle/)).not.toBeInTheDocument();
    expect(screen.getByTestId('save-questionnaire')).toBeEnabled();
    expect(api.callsTo('POST', '/questionnaire')).toHaveLength(0);
  });

  it('hides an option with a Hide rule on the option, and shows server FieldErrors on the rule', async () => {
    const user = userEvent.setup();
    const saved = buildQuestionnaire({ Name: 'Tickets' });
    const api = setup({
      [`GET /eventQuestionnaire/${QUESTIONNAIRE}`]: { body: saved },
      [`PUT /questionnaire/${QUESTIONNAIRE}`]: {
        status: 400,
        body: {
          Code: 'VALIDATION_FAILED',
          Message: 'broken',
          FieldErrors: { 'QuestionaireItems.1.Options.0.Rule.Rules.0': ['RULE_UNKNOWN_OPTION'] },
        },
      },
    });
    renderApp(`/en/questionnaire/edit/${QUESTIONNAIRE}`);
    expect(await screen.findByTestId('questionnaire-name', {}, LOAD)).toHaveValue('Tickets');
    await addQuestion(user, 'SingleChoice', 'Are you a student?', ['Yes', 'No']);
    const holder = await addQuestion(user, 'MultipleChoice', 'Ticket holder', [
      'Adult ticket holder',
      'Child',
    ]);
    await user.click(within(holder).getByTestId('option-0-add-rule'));
    await user.selectOptions(within(holder).getByTestId('rule-mode'), 'hide');

    const preview = screen.getByTestId('preview');
    expect(within(preview).getByRole('checkbox', { name: 'Adult ticket holder' })).toBeInTheDocument();
    await user.click(within(preview).getByRole('radio', { name: 'Yes' }));
    expect(within(preview).queryByRole('checkbox', { name: 'Adult ticket holder' })).not.toBeInTheDocument();
    expect(within(preview).getByRole('checkbox', { name: 'Child' })).toBeInTheDocument();

    await user.click(screen.getByTestId('save-questionnaire'));
    await waitFor(() => expect(api.callsTo('PUT', `/questionnaire/${QUESTIONNAIRE}`)).toHaveLength(1));
    const body = api.callsTo('PUT', `/questionnaire/${QUESTIONNAIRE}`)[0]?.body as QuestionnaireInput;
    const option = body.QuestionaireItems[1]?.Options[0];
    expect(option?.Show).toBe(false);
    expect((option?.Rule as CompoundRule | undefined)?.Rules[0]).toMatchObject({ Condition: 'IsEqual' });
    expect(
      await within(holder).findByText('Choose at least one option of that question.'),
    ).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    setup({ 'GET /profile/*': { body: [] } });
    renderApp('/en/questionnaire/new');
    await user.type(await screen.findByTestId('questionnaire-name', {}, LOAD), 'Draft');
    await user.click(screen.getByRole('link', { name: 'Back to questionnaires' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByTestId('questionnaire-name')).toHaveValue('Draft');
  });
});
