import {
  type AnswerRule,
  CHOICE_TYPES,
  type CompoundRule,
  DISPLAY_ONLY_TYPES,
  QUESTIONNAIRE_LIMITS,
  type QuestionnaireItem,
  RULE_CONDITIONS,
  type Rule,
  type RuleCondition,
  type RuleValue,
} from '@marquee/contract';

/*
 * Editing helpers of the visual rule editor. They only build rule trees; what a rule means (and whether it
 * is broken) is the contract engine's: compileQuestionnaire and definitionErrors.
 */

const ORDERED: RuleCondition[] = [
  'IsEqual',
  'NotEqual',
  'IsLessThan',
  'IsGreaterThan',
  'IsLessOrEqual',
  'IsGreaterOrEqual',
];
const SETS: RuleCondition[] = [
  'IsEqual',
  'NotEqual',
  'ContainsAll',
  'ContainsAny',
  'NotContainsAny',
  'NotContainsAll',
];

/** The conditions that make sense for a question's type (the others are RULE_CONDITION_INVALID). */
export function conditionsFor(target: Pick<QuestionnaireItem, 'Type'> | undefined): RuleCondition[] {
  if (!target) return [...RULE_CONDITIONS];
  if (CHOICE_TYPES.has(target.Type)) return SETS;
  if (target.Type === 'Checkbox') return ['IsEqual', 'NotEqual'];
  if (target.Type === 'Number' || target.Type === 'Date') return ORDERED;
  return [...RULE_CONDITIONS];
}

/** A value to start from when the question changes: the first option, yes, or nothing typed yet. */
export function defaultValue(target: QuestionnaireItem | undefined): RuleValue {
  if (!target) return '';
  if (CHOICE_TYPES.has(target.Type)) return target.Options[0] ? [target.Options[0]._id] : [];
  if (target.Type === 'Checkbox') return true;
  return '';
}

export const isAnswerable = (item: QuestionnaireItem) => !DISPLAY_ONLY_TYPES.has(item.Type);

/**
 * Questions a rule of item `ownIndex` may read: every answerable question but itself (a rule on itself is
 * a cycle), earlier ones first — they are the ones a buyer has answered by the time they read this one.
 */
export function ruleTargets(items: readonly QuestionnaireItem[], ownIndex: number) {
  const candidates = items
    .map((item, index) => ({ item, index }))
    .filter(({ item, index }) => index !== ownIndex && isAnswerable(item));
  return [...candidates.filter((c) => c.index < ownIndex), ...candidates.filter((c) => c.index > ownIndex)];
}

export function newCondition(target: QuestionnaireItem | undefined): AnswerRule {
  return {
    Type: 'AnswerRule',
    QuestionId: target?._id ?? '',
    Condition: 'IsEqual',
    Value: defaultValue(target),
  };
}

export const newGroup = (rules: Rule[] = []): CompoundRule => ({
  Type: 'CompoundRule',
  Operator: 'And',
  Rules: rules,
});

/** The editor always shows a group at the root; one condition in an And group means the condition. */
export const rootGroup = (rule: Rule): CompoundRule =>
  rule.Type === 'CompoundRule' ? rule : newGroup([rule]);

/** Whether a group at `depth` (root = 1) may hold another group whose conditions stay within the limit. */
export const canNest = (depth: number) => depth + 2 <= QUESTIONNAIRE_LIMITS.ruleDepth;

export const canAddRule = (group: CompoundRule) => group.Rules.length < QUESTIONNAIRE_LIMITS.rulesPerCompound;
