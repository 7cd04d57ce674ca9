import { describe, expect, it } from 'vitest';
import { compileQuestionnaire, conditionHolds, visibleAnswers } from './engine';
import type { AnswerInput, QuestionnaireItem, QuestionType, RuleCondition, RuleValue } from './schemas';
import { answerErrors, definitionErrors, registrationCount } from './validate';

type Row = [QuestionType | 'Date(yyyy)', RuleCondition, AnswerInput, RuleValue, boolean];

/** Every condition on every answerable type, answered and unanswered (spec 2 §5). */
const TABLE: Row[] = [
  // Text (and the text-like types: long text, country, phone, e-mail): trimmed, case-insensitive
  ['Text', 'IsEqual', ' Bratislava ', 'bratislava', true],
  ['Text', 'IsEqual', 'Brno', 'bratislava', false],
  ['Text', 'IsEqual', null, 'bratislava', false],
  ['Text', 'NotEqual', 'Brno', 'bratislava', true],
  ['Text', 'NotEqual', null, 'bratislava', true],
  ['Text', 'IsLessThan', 'abc', 'abd', true],
  ['Text', 'IsGreaterThan', 'abc', 'abd', false],
  ['Text', 'IsLessOrEqual', 'abd', 'abd', true],
  ['Text', 'IsGreaterOrEqual', 'abe', 'abd', true],
  ['LongText', 'ContainsAll', 'Vegan, gluten free', ['vegan', 'gluten'], true],
  ['LongText', 'ContainsAll', 'Vegan only', ['vegan', 'gluten'], false],
  ['LongText', 'ContainsAny', 'Vegan only', ['vegan', 'gluten'], true],
  ['LongText', 'ContainsAny', null, ['vegan'], false],
  ['LongText', 'NotContainsAny', 'Meat', ['vegan', 'gluten'], true],
  ['LongText', 'NotContainsAll', 'Vegan only', ['vegan', 'gluten'], true],
  ['Email', 'ContainsAny', 'jana@school.sk', ['@school.sk'], true],
  ['Country', 'IsEqual', 'SK', 'sk', true],
  ['Phone', 'NotEqual', '+421 900 000 000', '+421 900 000 000', false],
  // Number: numeric, numeric strings accepted
  ['Number', 'IsEqual', 18, '18', true],
  ['Number', 'NotEqual', 17, 18, true],
  ['Number', 'IsLessThan', 17, 18, true],
  ['Number', 'IsLessThan', 18, 18, false],
  ['Number', 'IsGreaterThan', '19.5', 18, true],
  ['Number', 'IsLessOrEqual', 18, 18, true],
  ['Number', 'IsGreaterOrEqual', 17, 18, false],
  ['Number', 'IsGreaterOrEqual', null, 18, false],
  ['Number', 'IsLessThan', 'twelve', 18, false],
  ['Number', 'ContainsAny', 18, [18 as unknown as string], false],
  ['Number', 'NotContainsAll', 18, ['18'], true],
  // Date: timestamps; the year alone when the format is yyyy
  ['Date', 'IsEqual', '2008-05-01', '2008-05-01', true],
  ['Date', 'IsLessThan', '2008-05-01', '2008-05-02', true],
  ['Date', 'IsGreaterThan', '2008-05-01', '2008-05-02', false],
  ['Date', 'IsLessOrEqual', '2008-05-02', '2008-05-02', true],
  ['Date', 'IsGreaterOrEqual', '2009-01-01', '2008-05-02', true],
  ['Date', 'NotEqual', '2008-02-30', '2008-02-30', true],
  ['Date', 'IsEqual', '2008', '2008-01-01', false],
  ['Date(yyyy)', 'IsEqual', '2008-12-31', '2008', true],
  ['Date(yyyy)', 'IsLessThan', '2007', '2008-01-01', true],
  ['Date(yyyy)', 'IsGreaterOrEqual', '2008', 2008, true],
  ['Date(yyyy)', 'IsGreaterThan', null, '2008', false],
  // Choices: option ids, as sets
  ['SingleChoice', 'IsEqual', 'yes', ['yes'], true],
  ['SingleChoice', 'IsEqual', 'no', 'yes', false],
  ['SingleChoice', 'NotEqual', 'no', 'yes', true],
  ['SingleChoice', 'ContainsAny', 'no', ['yes', 'no'], true],
  ['SingleChoice', 'IsLessThan', 'no', 'yes', false],
  ['MultipleChoice', 'IsEqual', ['a', 'b'], ['b', 'a'], true],
  ['MultipleChoice', 'IsEqual', ['a'], ['a', 'b'], false],
  ['MultipleChoice', 'ContainsAll', ['a', 'b', 'c'], ['a', 'c'], true],
  ['MultipleChoice', 'ContainsAll', ['a'], ['a', 'c'], false],
  ['MultipleChoice', 'ContainsAny', ['a'], ['c', 'a'], true],
  ['MultipleChoice', 'NotContainsAny', ['b'], ['c', 'a'], true],
  ['MultipleChoice', 'NotContainsAll', ['a', 'c'], ['a', 'c'], false],
  ['MultipleChoice', 'ContainsAny', [], ['a'], false],
  ['MultipleChoice', 'IsGreaterThan', ['a'], ['a'], false],
  // Checkbox
  ['Checkbox', 'IsEqual', true, true, true],
  ['Checkbox', 'IsEqual', false, 'true', false],
  ['Checkbox', 'NotEqual', false, true, true],
  ['Checkbox', 'IsEqual', null, false, false],
  ['Checkbox', 'IsLessThan', false, true, false],
];

function itemOf(type: Row[0]): QuestionnaireItem {
  const yearOnly = type === 'Date(yyyy)';
  return {
    _id: 'q',
    Type: yearOnly ? 'Date' : type,
    DateFormat: yearOnly ? 'yyyy' : 'yyyy-MM-dd',
    Required: false,
    Options: [],
  };
}

describe('conditions × types (spec 2 §5)', () => {
  it.each(TABLE)('%s %s: answer %j, value %j → %s', (type, condition, answer, value, expected) => {
    expect(conditionHolds(condition, answer, value, itemOf(type))).toBe(expected);
  });

  it('covers all ten conditions', () => {
    expect(new Set(TABLE.map((row) => row[1])).size).toBe(10);
  });
});

// The journey: "Are you a student?" = Yes shows "School" and hides the option "Adult ticket holder".
const STUDENT: QuestionnaireItem[] = [
  {
    _id: 'student',
    Type: 'SingleChoice',
    Title: 'Are you a student?',
    Required: true,
    Options: [
      { _id: 'yes', Title: 'Yes' },
      { _id: 'no', Title: 'No' },
    ],
  },
  {
    _id: 'school',
    Type: 'Text',
    Title: 'School',
    Required: true,
    Options: [],
    Rule: { Type: 'AnswerRule', QuestionId: 'student', Condition: 'IsEqual', Value: ['yes'] },
    Show: true,
  },
  {
    _id: 'who',
    Type: 'SingleChoice',
    Title: 'Who holds the ticket?',
    Required: true,
    Options: [
      {
        _id: 'adult',
        Title: 'Adult ticket holder',
        Rule: { Type: 'AnswerRule', QuestionId: 'student', Condition: 'IsEqual', Value: ['yes'] },
        Show: false,
      },
      { _id: 'child', Title: 'Child' },
    ],
  },
  { _id: 'note', Type: 'TextOnly', Text: 'Thank you', Required: false, Options: [] },
];

const answers = (entries: Record<string, AnswerInput>) => new Map(Object.entries(entries));

describe('visibility', () => {
  const compiled = compileQuestionnaire({ QuestionaireItems: STUDENT });

  it('a Show rule shows the question only while it holds; a Hide rule on an option hides it', () => {
    const no = compiled.visibility(answers({ student: 'no' }));
    expect(no.questions.has('school')).toBe(false);
    expect([...(no.options.get('who') ?? [])]).toEqual(['adult', 'child']);
    const yes = compiled.visibility(answers({ student: 'yes' }));
    expect(yes.questions.has('school')).toBe(true);
    expect([...(yes.options.get('who') ?? [])]).toEqual(['child']);
  });

  it('a question whose options are all hidden is hidden', () => {
    const onlyAdult = compileQuestionnaire({
      QuestionaireItems: STUDENT.map((item) =>
        item._id === 'who' ? { ...item, Options: item.Options.slice(0, 1) } : item,
      ),
    });
    expect(onlyAdult.visibility(answers({ student: 'yes' })).questions.has('who')).toBe(false);
  });

  it('hiding a question switches off what depends on it', () => {
    const chain = compileQuestionnaire({
      QuestionaireItems: [
        ...STUDENT,
        {
          _id: 'year',
          Type: 'Number',
          Required: false,
          Options: [],
          Rule: { Type: 'AnswerRule', QuestionId: 'school', Condition: 'ContainsAny', Value: ['gym'] },
        },
      ],
    });
    expect(chain.visibility(answers({ student: 'yes', school: 'Gymnázium' })).questions.has('year')).toBe(
      true,
    );
    // The school answer is still in the form, but its question is hidden now: it no longer counts.
    expect(chain.visibility(answers({ student: 'no', school: 'Gymnázium' })).questions.has('year')).toBe(
      false,
    );
  });

  it('keeps only visible answers, hidden options and blanks dropped', () => {
    const kept = visibleAnswers(compiled, answers({ student: 'no', school: 'Gym', who: 'adult', note: 'x' }));
    expect(Object.fromEntries(kept)).toEqual({ student: 'no', who: 'adult' });
    const hiddenOption = visibleAnswers(compiled, answers({ student: 'yes', school: 'Gym', who: 'adult' }));
    expect(Object.fromEntries(hiddenOption)).toEqual({ student: 'yes', school: 'Gym' });
  });
});

describe('answer errors', () => {
  const compiled = compileQuestionnaire({ QuestionaireItems: STUDENT });

  it('asks for visible required questions only', () => {
    expect(answerErrors(compiled, answers({ student: 'no', who: 'child' }))).toEqual({});
    expect(answerErrors(compiled, answers({ student: 'yes', who: 'child' }))).toEqual({
      school: ['FIELD_REQUIRED'],
    });
  });

  it('refuses unknown, hidden, display-only and wrongly typed answers', () => {
    expect(
      answerErrors(
        compiled,
        answers({ student: 'maybe', school: 'Gym', who: 'child', note: 'hi', ghost: 'x' }),
      ),
    ).toEqual({
      student: ['OPTION_INVALID'],
      school: ['QUESTION_HIDDEN'],
      note: ['NOT_ANSWERABLE'],
      ghost: ['UNKNOWN_QUESTION'],
    });
    expect(answerErrors(compiled, answers({ student: 'yes', school: 'Gym', who: 'adult' }))).toEqual({
      who: ['OPTION_INVALID'],
    });
  });
});

describe('definition errors', () => {
  const check = (items: QuestionnaireItem[]) =>
    definitionErrors({ QuestionaireItems: items }, compileQuestionnaire({ QuestionaireItems: items }));

  it('accepts the student questionnaire', () => {
    expect(check(STUDENT)).toEqual({});
  });

  it('refuses a cycle, a missing question, an unknown option and a condition the type cannot take', () => {
    const items: QuestionnaireItem[] = [
      {
        _id: 'a',
        Type: 'Text',
        Required: false,
        Options: [],
        Rule: { Type: 'AnswerRule', QuestionId: 'b', Condition: 'IsEqual', Value: 'x' },
      },
      {
        _id: 'b',
        Type: 'Text',
        Required: false,
        Options: [],
        Rule: { Type: 'AnswerRule', QuestionId: 'a', Condition: 'IsEqual', Value: 'x' },
      },
      {
        _id: 'c',
        Type: 'Number',
        Required: false,
        Options: [],
        Rule: {
          Type: 'CompoundRule',
          Operator: 'Or',
          Rules: [
            { Type: 'AnswerRule', QuestionId: 'missing', Condition: 'IsEqual', Value: 'x' },
            { Type: 'AnswerRule', QuestionId: 'd', Condition: 'IsEqual', Value: ['nope'] },
            { Type: 'AnswerRule', QuestionId: 'd', Condition: 'IsLessThan', Value: ['y'] },
          ],
        },
      },
      { _id: 'd', Type: 'SingleChoice', Required: false, Options: [{ _id: 'y', Title: 'Y' }] },
      { _id: 'e', Type: 'MultipleChoice', Required: false, Options: [] },
    ];
    expect(check(items)).toEqual({
      'QuestionaireItems.0.Rule': ['RULE_CYCLE'],
      'QuestionaireItems.1.Rule': ['RULE_CYCLE'],
      'QuestionaireItems.2.Rule.Rules.0': ['RULE_UNKNOWN_QUESTION'],
      'QuestionaireItems.2.Rule.Rules.1': ['RULE_UNKNOWN_OPTION'],
      'QuestionaireItems.2.Rule.Rules.2': ['RULE_CONDITION_INVALID'],
      'QuestionaireItems.4.Options': ['OPTIONS_REQUIRED'],
    });
  });
});

describe('registration count (spec 2 §5)', () => {
  it.each([
    [{}, ['s1', 's2', 's3'], 3],
    [{ OnlyOneTicketRegistrationRequired: true }, ['s1', 's2'], 1],
    [{ ForSectors: ['s2'] }, ['s1', 's2', 's2'], 2],
    [{ ForSectors: ['s9'], OnlyOneTicketRegistrationRequired: true }, ['s1'], 0],
    [{}, [], 0],
  ])('%j with tickets in %j → %i', (settings, sectors, count) => {
    expect(registrationCount(settings, sectors)).toBe(count);
  });
});
