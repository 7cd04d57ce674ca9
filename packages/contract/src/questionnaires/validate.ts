import { type Answers, asNumber, asTime, type CompiledQuestionnaire, ruleReferences } from './engine';
import {
  type AnswerInput,
  CHOICE_TYPES,
  DISPLAY_ONLY_TYPES,
  QUESTIONNAIRE_LIMITS,
  type QuestionnaireDefinition,
  type QuestionnaireItem,
  type Rule,
  type RuleCondition,
} from './schemas';

/*
 * Checks around the engine: what the builder refuses before saving (definitionErrors) and what the server
 * refuses in a purchase (answerErrors). Both answer FieldErrors-style maps: a path → message keys, which the
 * web translates like every other form message.
 */

export type QuestionnaireErrors = Record<string, string[]>;

const ORDERING: ReadonlySet<RuleCondition> = new Set([
  'IsLessThan',
  'IsGreaterThan',
  'IsLessOrEqual',
  'IsGreaterOrEqual',
]);
const SET_ONLY: ReadonlySet<RuleCondition> = new Set([
  'ContainsAll',
  'ContainsAny',
  'NotContainsAny',
  'NotContainsAll',
]);

function add(errors: QuestionnaireErrors, path: string, code: string) {
  const list = errors[path] ?? [];
  if (!list.includes(code)) list.push(code);
  errors[path] = list;
}

/** Errors of a questionnaire as built (paths `QuestionaireItems.<i>[.Options.<j>].Rule`). */
export function definitionErrors(
  definition: Pick<QuestionnaireDefinition, 'QuestionaireItems'>,
  compiled: CompiledQuestionnaire,
): QuestionnaireErrors {
  const errors: QuestionnaireErrors = {};
  const seen = new Set<string>();
  definition.QuestionaireItems.forEach((item, i) => {
    const path = `QuestionaireItems.${i}`;
    if (seen.has(item._id)) add(errors, `${path}._id`, 'DUPLICATE_ID');
    seen.add(item._id);
    if (CHOICE_TYPES.has(item.Type) && (item.Options ?? []).length === 0)
      add(errors, `${path}.Options`, 'OPTIONS_REQUIRED');
    const optionIds = new Set<string>();
    (item.Options ?? []).forEach((option, j) => {
      if (optionIds.has(option._id)) add(errors, `${path}.Options.${j}._id`, 'DUPLICATE_ID');
      optionIds.add(option._id);
      if (option.Rule) ruleErrors(option.Rule, compiled, `${path}.Options.${j}.Rule`, errors, item._id);
    });
    if (item.Rule) ruleErrors(item.Rule, compiled, `${path}.Rule`, errors, item._id);
    if (compiled.cyclic.has(item._id)) add(errors, `${path}.Rule`, 'RULE_CYCLE');
  });
  return errors;
}

function ruleErrors(
  rule: Rule,
  compiled: CompiledQuestionnaire,
  path: string,
  errors: QuestionnaireErrors,
  ownerId: string,
  depth = 1,
) {
  if (depth > QUESTIONNAIRE_LIMITS.ruleDepth) {
    add(errors, path, 'RULE_TOO_DEEP');
    return;
  }
  if (rule.Type === 'CompoundRule') {
    if (rule.Rules.length === 0) add(errors, path, 'RULE_EMPTY');
    for (const [k, child] of rule.Rules.entries())
      ruleErrors(child, compiled, `${path}.Rules.${k}`, errors, ownerId, depth + 1);
    return;
  }
  const target = compiled.byId.get(rule.QuestionId);
  const problem = ruleReferences(rule).has(ownerId)
    ? 'RULE_CYCLE'
    : !target
      ? 'RULE_UNKNOWN_QUESTION'
      : DISPLAY_ONLY_TYPES.has(target.Type)
        ? 'RULE_NOT_ANSWERABLE'
        : null;
  if (problem || !target) {
    add(errors, path, problem ?? 'RULE_UNKNOWN_QUESTION');
    return;
  }
  const choice = CHOICE_TYPES.has(target.Type);
  if (choice && ORDERING.has(rule.Condition)) add(errors, path, 'RULE_CONDITION_INVALID');
  if (target.Type === 'Checkbox' && rule.Condition !== 'IsEqual' && rule.Condition !== 'NotEqual')
    add(errors, path, 'RULE_CONDITION_INVALID');
  if ((target.Type === 'Number' || target.Type === 'Date') && SET_ONLY.has(rule.Condition))
    add(errors, path, 'RULE_CONDITION_INVALID');
  if (choice) {
    const ids = new Set((target.Options ?? []).map((o) => o._id));
    const values = Array.isArray(rule.Value) ? rule.Value : [rule.Value];
    if (values.length === 0 || values.some((v) => typeof v !== 'string' || !ids.has(v)))
      add(errors, path, 'RULE_UNKNOWN_OPTION');
  }
  if (target.Type === 'Number' && asNumber(rule.Value) === null) add(errors, path, 'RULE_VALUE_INVALID');
  if (target.Type === 'Date' && asTime(rule.Value, target.DateFormat === 'yyyy') === null)
    add(errors, path, 'RULE_VALUE_INVALID');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()\-/]{5,25}$/;
const COUNTRY = /^[A-Z]{2}$/;

/** Why one visible question's answer is refused (null when it is fine or unanswered). */
export function answerProblem(
  item: QuestionnaireItem,
  answer: AnswerInput,
  shown: ReadonlySet<string> | null,
) {
  if (answer === null) return null;
  switch (item.Type) {
    case 'Number':
      return asNumber(answer) === null ? 'ANSWER_INVALID' : null;
    case 'Date':
      return asTime(answer, item.DateFormat === 'yyyy') === null ? 'DATE_INVALID' : null;
    case 'Checkbox':
      return typeof answer === 'boolean' ? null : 'ANSWER_INVALID';
    case 'SingleChoice':
      if (typeof answer !== 'string') return 'ANSWER_INVALID';
      return shown?.has(answer) ? null : 'OPTION_INVALID';
    case 'MultipleChoice':
      if (!Array.isArray(answer) || new Set(answer).size !== answer.length) return 'ANSWER_INVALID';
      return answer.every((id) => shown?.has(id)) ? null : 'OPTION_INVALID';
    case 'Email':
      return typeof answer === 'string' && EMAIL.test(answer.trim()) ? null : 'EMAIL_INVALID';
    case 'Phone':
      return typeof answer === 'string' && PHONE.test(answer.trim()) ? null : 'PHONE_INVALID';
    case 'Country':
      return typeof answer === 'string' && COUNTRY.test(answer) ? null : 'ANSWER_INVALID';
    default:
      return typeof answer === 'string' ? null : 'ANSWER_INVALID';
  }
}

function isBlank(answer: AnswerInput | undefined): boolean {
  return (
    answer === null ||
    answer === undefined ||
    (typeof answer === 'string' && answer.trim() === '') ||
    (Array.isArray(answer) && answer.length === 0)
  );
}

/**
 * Errors of one ticket's answers, keyed by question id: unknown questions, answers to display-only or hidden
 * questions, answers of the wrong type or naming a hidden option, and visible required questions left blank
 * (a required checkbox must be ticked).
 */
export function answerErrors(compiled: CompiledQuestionnaire, answers: Answers): QuestionnaireErrors {
  const errors: QuestionnaireErrors = {};
  const { questions, options } = compiled.visibility(answers);
  for (const [id, answer] of answers) {
    const item = compiled.byId.get(id);
    if (!item) add(errors, id, 'UNKNOWN_QUESTION');
    else if (isBlank(answer)) continue;
    else if (DISPLAY_ONLY_TYPES.has(item.Type)) add(errors, id, 'NOT_ANSWERABLE');
    else if (!questions.has(id)) add(errors, id, 'QUESTION_HIDDEN');
    else {
      const problem = answerProblem(item, answer, options.get(id) ?? null);
      if (problem) add(errors, id, problem);
    }
  }
  for (const item of compiled.items) {
    if (!item.Required || DISPLAY_ONLY_TYPES.has(item.Type) || !questions.has(item._id)) continue;
    const answer = answers.get(item._id);
    if (isBlank(answer) || (item.Type === 'Checkbox' && answer !== true))
      add(errors, item._id, 'FIELD_REQUIRED');
  }
  return errors;
}

/**
 * How many ticket registrations a basket needs (spec §5): 1 when only one is required; every ticket when
 * no sector is listed; otherwise the tickets in the listed sectors. 0: no questionnaire is shown.
 */
export function registrationCount(
  settings: { OnlyOneTicketRegistrationRequired?: boolean | null; ForSectors?: readonly string[] | null },
  ticketSectorIds: readonly string[],
): number {
  const listed = settings.ForSectors ?? [];
  const matching =
    listed.length === 0 ? ticketSectorIds.length : ticketSectorIds.filter((id) => listed.includes(id)).length;
  if (matching === 0) return 0;
  return settings.OnlyOneTicketRegistrationRequired ? 1 : matching;
}
