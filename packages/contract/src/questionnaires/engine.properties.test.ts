import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Answers, compileQuestionnaire, conditionHolds, evaluateRule, visibleAnswers } from './engine';
import {
  type AnswerInput,
  QUESTION_TYPES,
  type QuestionnaireItem,
  RULE_CONDITIONS,
  type Rule,
  type RuleValue,
} from './schemas';
import { answerErrors, definitionErrors } from './validate';

/*
 * Laws of the rule engine (issue 19), checked on random questionnaires, rules and answer sets — including
 * rules that name missing questions, cycles and answers of the wrong type, which must never throw.
 */

const IDS = ['q0', 'q1', 'q2', 'q3', 'q4', 'q5'];
const OPTION_IDS = ['o0', 'o1', 'o2'];

const answerInput: fc.Arbitrary<AnswerInput> = fc.oneof(
  fc.constant(null),
  fc.string({ maxLength: 8 }),
  fc.constantFrom('2008', '2008-05-01', '12', 'o0', 'o1', ''),
  fc.double({ noNaN: false }),
  fc.integer({ min: -5, max: 2100 }),
  fc.boolean(),
  fc.subarray(OPTION_IDS),
);
const ruleValue: fc.Arbitrary<RuleValue> = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom('2008', '2008-05-01', '12', 'o0', 'true'),
  fc.integer({ min: -5, max: 2100 }),
  fc.boolean(),
  fc.subarray(OPTION_IDS),
);

const answerRule: fc.Arbitrary<Rule> = fc.record({
  Type: fc.constant('AnswerRule' as const),
  // 'ghost' names no question: a rule left behind by a deleted question.
  QuestionId: fc.constantFrom(...IDS, 'ghost'),
  Condition: fc.constantFrom(...RULE_CONDITIONS),
  Value: ruleValue,
});
const rule: fc.Arbitrary<Rule> = fc.letrec<{ rule: Rule }>((tie) => ({
  rule: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    answerRule,
    fc.record({
      Type: fc.constant('CompoundRule' as const),
      Operator: fc.constantFrom('And' as const, 'Or' as const),
      Rules: fc.array(tie('rule'), { maxLength: 3 }),
    }),
  ),
})).rule;

const item = (id: string): fc.Arbitrary<QuestionnaireItem> =>
  fc.record({
    _id: fc.constant(id),
    Type: fc.constantFrom(...QUESTION_TYPES),
    Required: fc.boolean(),
    DateFormat: fc.constantFrom('yyyy' as const, 'yyyy-MM-dd' as const, null),
    Options: fc
      .subarray(OPTION_IDS)
      .map((ids) => ids.map((optionId) => ({ _id: optionId, Title: optionId, Rule: null, Show: null }))),
    Rule: fc.option(rule, { nil: null }),
    Show: fc.option(fc.boolean(), { nil: null }),
  });
const questionnaire = fc.tuple(...IDS.map(item)).map((items) => ({ QuestionaireItems: items }));
const answers: fc.Arbitrary<Answers> = fc
  .dictionary(fc.constantFrom(...IDS, 'ghost'), answerInput)
  .map((entries) => new Map(Object.entries(entries)));

const read = (map: Answers) => (id: string) => map.get(id) ?? null;
const itemsById = (items: QuestionnaireItem[]) => new Map(items.map((i) => [i._id, i]));

describe('rule engine laws', () => {
  it('never throws, whatever the questionnaire (cycles and missing questions included) and the answers', () => {
    fc.assert(
      fc.property(questionnaire, answers, (definition, given) => {
        const compiled = compileQuestionnaire(definition);
        compiled.visibility(given);
        visibleAnswers(compiled, given);
        answerErrors(compiled, given);
        definitionErrors(definition, compiled);
      }),
    );
  });

  it('Hide(r) = Show(not r): a hidden-when rule shows exactly when the shown-when rule does not', () => {
    fc.assert(
      fc.property(questionnaire, rule, answers, (definition, r, given) => {
        const target: QuestionnaireItem = { _id: 'target', Type: 'Text', Required: false, Options: [] };
        const visibleWith = (show: boolean) =>
          compileQuestionnaire({
            QuestionaireItems: [...definition.QuestionaireItems, { ...target, Rule: r, Show: show }],
          })
            .visibility(given)
            .questions.has('target');
        expect(visibleWith(false)).toBe(!visibleWith(true));
      }),
    );
  });

  it('And and Or over one rule are that rule; And over none holds, Or over none does not', () => {
    fc.assert(
      fc.property(questionnaire, rule, answers, (definition, r, given) => {
        const byId = itemsById(definition.QuestionaireItems);
        const alone = evaluateRule(r, read(given), byId);
        for (const Operator of ['And', 'Or'] as const)
          expect(evaluateRule({ Type: 'CompoundRule', Operator, Rules: [r] }, read(given), byId)).toBe(alone);
        expect(evaluateRule({ Type: 'CompoundRule', Operator: 'And', Rules: [] }, read(given), byId)).toBe(
          true,
        );
        expect(evaluateRule({ Type: 'CompoundRule', Operator: 'Or', Rules: [] }, read(given), byId)).toBe(
          false,
        );
      }),
    );
  });

  it('the negative conditions are the negations of their positives', () => {
    const pairs = [
      ['NotEqual', 'IsEqual'],
      ['NotContainsAny', 'ContainsAny'],
      ['NotContainsAll', 'ContainsAll'],
    ] as const;
    fc.assert(
      fc.property(item('q'), answerInput, ruleValue, (question, answer, value) => {
        for (const [negative, positive] of pairs)
          expect(conditionHolds(negative, answer, value, question)).toBe(
            !conditionHolds(positive, answer, value, question),
          );
      }),
    );
  });

  it('Or is commutative and And distributes the way boolean algebra says (De Morgan through Hide)', () => {
    fc.assert(
      fc.property(questionnaire, rule, rule, answers, (definition, a, b, given) => {
        const byId = itemsById(definition.QuestionaireItems);
        const ev = (r: Rule) => evaluateRule(r, read(given), byId);
        expect(ev({ Type: 'CompoundRule', Operator: 'Or', Rules: [a, b] })).toBe(
          ev({ Type: 'CompoundRule', Operator: 'Or', Rules: [b, a] }),
        );
        expect(ev({ Type: 'CompoundRule', Operator: 'And', Rules: [a, b] })).toBe(ev(a) && ev(b));
      }),
    );
  });

  it('visibility is a fixpoint: keeping only the visible answers changes nothing that is visible', () => {
    fc.assert(
      fc.property(questionnaire, answers, (definition, given) => {
        const compiled = compileQuestionnaire(definition);
        const first = compiled.visibility(given);
        const again = compiled.visibility(visibleAnswers(compiled, given));
        expect([...again.questions].sort()).toEqual([...first.questions].sort());
      }),
    );
  });

  it('a question with options is visible only when at least one of its options is', () => {
    fc.assert(
      fc.property(questionnaire, answers, (definition, given) => {
        const { questions, options } = compileQuestionnaire(definition).visibility(given);
        for (const question of definition.QuestionaireItems)
          if (
            (question.Type === 'SingleChoice' || question.Type === 'MultipleChoice') &&
            questions.has(question._id)
          )
            expect(options.get(question._id)?.size ?? 0).toBeGreaterThan(0);
      }),
    );
  });
});
