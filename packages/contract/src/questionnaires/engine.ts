import {
  type AnswerInput,
  CHOICE_TYPES,
  DISPLAY_ONLY_TYPES,
  type QuestionnaireDefinition,
  type QuestionnaireItem,
  type Rule,
  type RuleCondition,
  type RuleValue,
} from './schemas';

/*
 * The one rule engine of ticket registration (issue 19; spec 2 §5): the organizer's builder preview, the
 * buyer's modal and the server's validation all call it. It never throws: an answer of the wrong type, a
 * rule naming a missing question or a cycle of rules make a condition false, not an exception (definition
 * errors are reported by `definitionErrors` before a questionnaire is saved).
 *
 * Semantics, chosen where the spec is silent:
 *  - A rule reads the *effective* answer of a question: its answer when the question is visible, with hidden
 *    options removed; nothing when it is hidden. So hiding a question also switches off what depends on it.
 *  - Unanswered: IsEqual, the orderings, ContainsAll and ContainsAny are false; NotEqual, NotContainsAny and
 *    NotContainsAll are always the negation of their positive (so they are true).
 *  - Text compares trimmed and case-insensitively; Contains* on text looks for the values as substrings.
 *  - Number compares numerically; Date as a timestamp, or as the year alone when the format is `yyyy`.
 *  - Choice answers are option ids: IsEqual is set equality, Contains* work on the sets.
 *  - And over no rules holds, Or over none does not.
 * Items are evaluated in dependency order (compiled once), so a keystroke costs one pass over the items.
 */

export type Answers = ReadonlyMap<string, AnswerInput>;

export interface Visibility {
  /** Visible item ids (display-only items included). */
  questions: ReadonlySet<string>;
  /** Visible option ids of each visible choice item. */
  options: ReadonlyMap<string, ReadonlySet<string>>;
  /** The answers rules read: visible questions only, hidden options removed. */
  effective: ReadonlyMap<string, AnswerInput>;
}

export interface CompiledQuestionnaire {
  readonly items: readonly QuestionnaireItem[];
  readonly byId: ReadonlyMap<string, QuestionnaireItem>;
  /** Evaluation order: every item after the items its rules read (items in a cycle keep their place). */
  readonly order: readonly QuestionnaireItem[];
  /** Ids of items that take part in a cycle of rules (a definition error). */
  readonly cyclic: ReadonlySet<string>;
  visibility(answers: Answers): Visibility;
}

/** The question ids a rule reads. */
export function ruleReferences(rule: Rule | null | undefined, into: Set<string> = new Set()): Set<string> {
  if (!rule) return into;
  if (rule.Type === 'AnswerRule') into.add(rule.QuestionId);
  else for (const child of rule.Rules ?? []) ruleReferences(child, into);
  return into;
}

/** The question ids an item's own visibility and its options' visibility read. */
export function itemReferences(item: QuestionnaireItem): Set<string> {
  const refs = ruleReferences(item.Rule);
  for (const option of item.Options ?? []) ruleReferences(option.Rule, refs);
  return refs;
}

export function compileQuestionnaire(definition: Pick<QuestionnaireDefinition, 'QuestionaireItems'>) {
  const items = definition.QuestionaireItems;
  const byId = new Map<string, QuestionnaireItem>();
  for (const item of items) if (!byId.has(item._id)) byId.set(item._id, item);
  const { order, cyclic } = dependencyOrder(items, byId);

  const compiled: CompiledQuestionnaire = {
    items,
    byId,
    order,
    cyclic,
    visibility(answers) {
      const questions = new Set<string>();
      const options = new Map<string, Set<string>>();
      const effective = new Map<string, AnswerInput>();
      const read = (id: string) => effective.get(id) ?? null;
      for (const item of order) {
        let visible = consequence(item, read, byId);
        let shownOptions: Set<string> | null = null;
        if (visible && CHOICE_TYPES.has(item.Type)) {
          shownOptions = new Set();
          for (const option of item.Options ?? [])
            if (consequence(option, read, byId)) shownOptions.add(option._id);
          // Spec §5: a question with options shows only if at least one option is shown.
          visible = shownOptions.size > 0;
        }
        if (!visible) continue;
        questions.add(item._id);
        if (shownOptions) options.set(item._id, shownOptions);
        if (!DISPLAY_ONLY_TYPES.has(item.Type))
          effective.set(item._id, effectiveAnswer(answers.get(item._id) ?? null, shownOptions));
      }
      return { questions, options, effective };
    },
  };
  return compiled;
}

/** Kahn's order over "reads" edges; items left over sit on (or behind) a cycle and keep their place. */
function dependencyOrder(items: readonly QuestionnaireItem[], byId: ReadonlyMap<string, QuestionnaireItem>) {
  const readers = new Map<string, string[]>();
  const pending = new Map<string, number>();
  for (const item of byId.values()) {
    const refs = [...itemReferences(item)].filter((ref) => byId.has(ref));
    pending.set(item._id, refs.length);
    for (const ref of refs) readers.set(ref, [...(readers.get(ref) ?? []), item._id]);
  }
  const ready = [...byId.keys()].filter((id) => pending.get(id) === 0);
  const done = new Set<string>();
  for (let i = 0; i < ready.length; i++) {
    const id = ready[i] as string;
    done.add(id);
    for (const reader of readers.get(id) ?? []) {
      const left = (pending.get(reader) ?? 0) - 1;
      pending.set(reader, left);
      if (left === 0) ready.push(reader);
    }
  }
  const cyclic = new Set([...byId.keys()].filter((id) => !done.has(id)));
  const position = new Map(ready.map((id, index) => [id, index]));
  // Acyclic items in dependency order, then the cyclic ones in the organizer's order.
  const order = [...byId.values()].sort(
    (a, b) =>
      (position.get(a._id) ?? items.length + items.indexOf(a)) -
      (position.get(b._id) ?? items.length + items.indexOf(b)),
  );
  return { order, cyclic };
}

type Reader = (questionId: string) => AnswerInput;

/** Whether an item or option shows: no rule → shown; Show (default) → while the rule holds; Hide → while not. */
function consequence(
  target: { Rule?: Rule | null; Show?: boolean | null },
  read: Reader,
  byId: ReadonlyMap<string, QuestionnaireItem>,
): boolean {
  if (!target.Rule) return true;
  const holds = evaluateRule(target.Rule, read, byId);
  return target.Show === false ? !holds : holds;
}

/** Whether a rule holds for these (effective) answers. Never throws. */
export function evaluateRule(
  rule: Rule,
  read: Reader,
  byId: ReadonlyMap<string, QuestionnaireItem>,
): boolean {
  if (rule.Type === 'CompoundRule') {
    const rules = Array.isArray(rule.Rules) ? rule.Rules : [];
    if (rule.Operator === 'Or') {
      for (const child of rules) if (evaluateRule(child, read, byId)) return true;
      return false;
    }
    for (const child of rules) if (!evaluateRule(child, read, byId)) return false;
    return true;
  }
  const item = byId.get(rule.QuestionId) ?? null;
  return holds(rule.Condition, item ? read(rule.QuestionId) : null, prepared(rule, item), item);
}

const NEGATION: Partial<Record<RuleCondition, RuleCondition>> = {
  NotEqual: 'IsEqual',
  NotContainsAny: 'ContainsAny',
  NotContainsAll: 'ContainsAll',
};

/** One condition on one answer (spec §5's ten conditions). */
export function conditionHolds(
  condition: RuleCondition,
  answer: AnswerInput | undefined,
  value: RuleValue,
  item: Pick<QuestionnaireItem, 'Type' | 'DateFormat'> | null,
): boolean {
  return holds(condition, answer, prepare(value, item), item);
}

/**
 * A rule's value converted once for the type of the question it reads (a keystroke re-evaluates every rule
 * of every ticket: converting the same constant each time was most of the cost). Cached per rule value.
 */
interface Prepared {
  ids: readonly string[];
  texts: readonly string[];
  scalar: number | null;
  bool: boolean | null;
}
const preparedCache = new WeakMap<object, { item: object | null; value: Prepared }>();

/**
 * Cached per rule object (a scalar value converted each time cost a regex and two arrays per rule), so a rule
 * is treated as immutable: the builder replaces a changed rule (React state), it never edits one in place.
 */
function prepared(rule: { Value: RuleValue }, item: QuestionnaireItem | null): Prepared {
  const hit = preparedCache.get(rule);
  if (hit && hit.item === item) return hit.value;
  const fresh = prepare(rule.Value, item);
  preparedCache.set(rule, { item, value: fresh });
  return fresh;
}

function prepare(value: RuleValue, item: Pick<QuestionnaireItem, 'Type' | 'DateFormat'> | null): Prepared {
  const list = Array.isArray(value) ? value : [value];
  const type = item?.Type;
  return {
    ids: list.filter((v): v is string => typeof v === 'string' && v !== ''),
    texts: list.map((v) => fold(String(v))),
    scalar:
      type === 'Number'
        ? asNumber(value)
        : type === 'Date'
          ? asTime(value, item?.DateFormat === 'yyyy')
          : null,
    bool: asBoolean(value),
  };
}

function holds(
  condition: RuleCondition,
  answer: AnswerInput | undefined,
  value: Prepared,
  item: Pick<QuestionnaireItem, 'Type' | 'DateFormat'> | null,
): boolean {
  const positive = NEGATION[condition];
  if (positive) return !holds(positive, answer, value, item);
  if (isUnanswered(answer) || !item) return false;
  if (CHOICE_TYPES.has(item.Type)) return compareSets(condition, asIds(answer), value.ids);
  if (item.Type === 'Checkbox')
    return condition === 'IsEqual' && typeof answer === 'boolean' && answer === value.bool;
  if (item.Type === 'Number') return compareScalars(condition, asNumber(answer), value.scalar);
  if (item.Type === 'Date')
    return compareScalars(condition, asTime(answer, item.DateFormat === 'yyyy'), value.scalar);
  return compareText(condition, asText(answer), value.texts);
}

function isUnanswered(answer: AnswerInput | undefined): answer is null | undefined {
  if (answer === null || answer === undefined) return true;
  // A regex test, not trim(): no string is allocated per rule per keystroke.
  if (typeof answer === 'string') return !NOT_BLANK.test(answer);
  if (Array.isArray(answer)) return answer.length === 0;
  return typeof answer === 'number' && !Number.isFinite(answer);
}
const NOT_BLANK = /\S/;

function compareScalars(condition: RuleCondition, a: number | null, b: number | null): boolean {
  if (a === null || b === null) return false;
  switch (condition) {
    case 'IsEqual':
      return a === b;
    case 'IsLessThan':
      return a < b;
    case 'IsGreaterThan':
      return a > b;
    case 'IsLessOrEqual':
      return a <= b;
    case 'IsGreaterOrEqual':
      return a >= b;
    default:
      return false;
  }
}

/** Option-id sets are a handful of ids: arrays and includes beat building Sets on every keystroke. */
function compareSets(condition: RuleCondition, answer: readonly string[], value: readonly string[]): boolean {
  switch (condition) {
    case 'IsEqual':
      return value.every((id) => answer.includes(id)) && answer.every((id) => value.includes(id));
    case 'ContainsAll':
      return value.every((id) => answer.includes(id));
    case 'ContainsAny':
      return value.some((id) => answer.includes(id));
    default:
      return false;
  }
}

function compareText(condition: RuleCondition, answer: string | null, wanted: readonly string[]): boolean {
  if (answer === null) return false;
  const [only] = wanted;
  const single = wanted.length === 1 && only !== undefined;
  switch (condition) {
    case 'IsEqual':
      return single && answer === only;
    case 'ContainsAll':
      return wanted.every((part) => answer.includes(part));
    case 'ContainsAny':
      return wanted.some((part) => answer.includes(part));
    case 'IsLessThan':
      return single && answer < only;
    case 'IsGreaterThan':
      return single && answer > only;
    case 'IsLessOrEqual':
      return single && answer <= only;
    case 'IsGreaterOrEqual':
      return single && answer >= only;
    default:
      return false;
  }
}

const fold = (text: string) => text.trim().toLowerCase();

function asText(answer: AnswerInput): string | null {
  if (typeof answer === 'string') return fold(answer);
  if (typeof answer === 'number' || typeof answer === 'boolean') return fold(String(answer));
  return null;
}

export function asNumber(input: AnswerInput | RuleValue | undefined): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (typeof input !== 'string' || !/^\s*-?\d+(\.\d+)?\s*$/.test(input)) return null;
  return Number(input);
}

/** Parsed date answers: a keystroke re-reads the same few dates many times; bounded, so never a leak. */
const timeCache = new Map<string, number | null>();

/** A date answer as a timestamp (UTC midnight), or the year alone for `yyyy` questions. */
export function asTime(input: AnswerInput | RuleValue | undefined, yearOnly: boolean): number | null {
  if (typeof input === 'number') return yearOnly && Number.isInteger(input) ? input : null;
  if (typeof input !== 'string') return null;
  const key = yearOnly ? `y${input}` : input;
  const cached = timeCache.get(key);
  if (cached !== undefined) return cached;
  if (timeCache.size > 1_000) timeCache.clear();
  const time = parseTime(input, yearOnly);
  timeCache.set(key, time);
  return time;
}

function parseTime(input: string, yearOnly: boolean): number | null {
  const match = /^(\d{4})(?:-(\d{2})-(\d{2}))?$/.exec(input.trim());
  if (!match) return null;
  if (yearOnly) return Number(match[1]);
  if (!match[2]) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // 2026-02-31 rolls over in Date.UTC: only a real calendar day counts.
  return new Date(time).toISOString().slice(0, 10) === input.trim() ? time : null;
}

function asBoolean(input: AnswerInput | RuleValue): boolean | null {
  if (typeof input === 'boolean') return input;
  if (input === 'true') return true;
  if (input === 'false') return false;
  return null;
}

function asIds(input: AnswerInput | undefined): readonly string[] {
  if (Array.isArray(input)) return input.filter((v): v is string => typeof v === 'string');
  return typeof input === 'string' && input !== '' ? [input] : [];
}

/** A visible question's answer as rules read it: hidden options dropped (a single choice of one → none). */
function effectiveAnswer(answer: AnswerInput, shownOptions: ReadonlySet<string> | null): AnswerInput {
  if (!shownOptions) return answer;
  if (Array.isArray(answer))
    return answer.every((id) => shownOptions.has(id)) ? answer : answer.filter((id) => shownOptions.has(id));
  return typeof answer === 'string' && shownOptions.has(answer) ? answer : null;
}

/** The answers worth storing: visible, answerable questions only, hidden options removed, blanks dropped. */
export function visibleAnswers(compiled: CompiledQuestionnaire, answers: Answers): Map<string, AnswerInput> {
  const { effective } = compiled.visibility(answers);
  return new Map([...effective].filter(([, answer]) => !isUnanswered(answer)));
}
