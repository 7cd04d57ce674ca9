import type { AnswerInput, QuestionnaireItem } from '@marquee/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../../app/providers';
import { ensureCatalogPart } from '../../../../i18n/setup';
import { mockApi } from '../../../../test/api';
import { QuestionBlock } from './QuestionBlock';

beforeAll(() => ensureCatalogPart('checkout'));
afterEach(() => vi.unstubAllGlobals());

const items: QuestionnaireItem[] = [
  { _id: 'age', Type: 'Number', Title: 'Age', Required: true, Options: [] },
  { _id: 'born', Type: 'Date', Title: 'Year of birth', DateFormat: 'yyyy', Required: false, Options: [] },
  { _id: 'day', Type: 'Date', Title: 'Arrival', Required: false, Options: [] },
  {
    _id: 'food',
    Type: 'MultipleChoice',
    Title: 'Food',
    Required: false,
    Options: [
      { _id: 'veg', Title: 'Vegetarian' },
      { _id: 'gf', Title: 'Gluten-free' },
      { _id: 'hidden', Title: 'Hidden option' },
    ],
  },
  { _id: 'consent', Type: 'Checkbox', Title: 'I will bring an ID', Required: true, Options: [] },
  { _id: 'country', Type: 'Country', Title: 'Country', Required: false, Options: [] },
  {
    _id: 'pic',
    Type: 'Picture',
    Title: 'Venue map',
    ProfilePicture: 'https://cdn.example/map.png',
    Required: false,
    Options: [],
  },
  {
    _id: 'embed',
    Type: 'EmbeddedCode',
    Title: 'How to get there',
    EmbeddedCode: '<iframe src="https://maps.example/embed"></iframe><script>alert(1)</script>',
    Required: false,
    Options: [],
  },
];

function Harness({ onAnswers }: { onAnswers: (answers: Record<string, AnswerInput>) => void }) {
  const [answers, setAnswers] = useState<Record<string, AnswerInput>>({});
  return (
    <QuestionBlock
      legend="Ticket"
      testId="block"
      view={{ items, options: new Map([['food', new Set(['veg', 'gf'])]]) }}
      answers={answers}
      errors={{ age: 'FIELD_REQUIRED' }}
      onAnswer={(id, value) => {
        const next = { ...answers, [id]: value };
        setAnswers(next);
        onAnswers(next);
      }}
    />
  );
}

describe('registration inputs per question type', () => {
  it('answers in the engine shapes, renders only visible options and never injects embedded markup', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /utility/getcountries': {
        body: [
          { Code: 'SK', Name: 'Slovakia' },
          { Code: 'CZ', Name: 'Czechia' },
        ],
      },
    });
    const onAnswers = vi.fn();
    const { container } = render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <Harness onAnswers={onAnswers} />
      </AppProviders>,
    );
    const block = screen.getByTestId('block');
    const age = within(block).getByLabelText(/^Age/);
    expect(age).toBeRequired();
    expect(age).toHaveAccessibleDescription('This answer is required.');
    await user.type(age, '21');
    await user.type(within(block).getByLabelText(/^Year of birth/), '19x99');
    await user.click(within(block).getByRole('checkbox', { name: 'Vegetarian' }));
    expect(within(block).queryByRole('checkbox', { name: 'Hidden option' })).not.toBeInTheDocument();
    await user.click(within(block).getByRole('checkbox', { name: /I will bring an ID/ }));
    await user.click(within(block).getByPlaceholderText('Choose a country'));
    await user.click(await screen.findByRole('option', { name: 'Slovakia' }));
    expect(onAnswers).toHaveBeenLastCalledWith({
      age: 21,
      born: '1999',
      food: ['veg'],
      consent: true,
      country: 'SK',
    });
    expect(within(block).getByRole('img', { name: 'Venue map' })).toHaveAttribute(
      'src',
      'https://cdn.example/map.png',
    );
    expect(within(block).getByRole('link', { name: /embedded content/ })).toHaveAttribute(
      'href',
      'https://maps.example/embed',
    );
    expect(container.querySelector('iframe, script')).toBeNull();
  });
});
