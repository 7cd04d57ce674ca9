import { z } from 'zod';

/*
 * Ticket registration questionnaires (issue 19; spec 2 §3 Questionnaire, TicketRegistration2, ticket
 * registration data; §5 visibility rules). The shapes follow the spec's names (`QuestionaireItems` is the
 * spec's spelling); the question types and the rule's wire form are ours, as the spec lists only the
 * conditions and the two rule kinds.
 */

export const QUESTION_TYPES = [
  'Text',
  'LongText',
  'Number',
  'Date',
  'SingleChoice',
  'MultipleChoice',
  'Checkbox',
  'Country',
  'Phone',
  'Email',
  /** Shown, never answered (spec §5 "text-only items are not answered"). */
  'TextOnly',
  'Picture',
  'EmbeddedCode',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Items a buyer reads but never answers. */
export const DISPLAY_ONLY_TYPES: ReadonlySet<QuestionType> = new Set(['TextOnly', 'Picture', 'EmbeddedCode']);
/** Items whose answer is one or more option ids. */
export const CHOICE_TYPES: ReadonlySet<QuestionType> = new Set(['SingleChoice', 'MultipleChoice']);

export const RULE_CONDITIONS = [
  'IsEqual',
  'NotEqual',
  'IsLessThan',
  'IsGreaterThan',
  'IsLessOrEqual',
  'IsGreaterOrEqual',
  'ContainsAll',
  'ContainsAny',
  'NotContainsAny',
  'NotContainsAll',
] as const;
export type RuleCondition = (typeof RULE_CONDITIONS)[number];

export const COMPOUND_OPERATORS = ['And', 'Or'] as const;
export type CompoundOperator = (typeof COMPOUND_OPERATORS)[number];

/** Date answers: a full date, or the year alone (compared as the year, spec §5). */
export const DATE_FORMATS = ['yyyy-MM-dd', 'yyyy'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** Limits of a questionnaire (ours; spec 2 §9 names none): far above any real form, low enough to be safe. */
export const QUESTIONNAIRE_LIMITS = {
  items: 300,
  optionsPerItem: 100,
  ruleDepth: 6,
  rulesPerCompound: 20,
  answerLength: 2000,
  titleLength: 500,
  textLength: 5000,
} as const;

/** The value a condition compares with: text, a number, or a set of option ids. */
export const RuleValueSchema = z.union([
  z.string().max(QUESTIONNAIRE_LIMITS.answerLength),
  z.number(),
  z.boolean(),
  z.array(z.string().max(100)).max(QUESTIONNAIRE_LIMITS.optionsPerItem),
]);
export type RuleValue = z.infer<typeof RuleValueSchema>;

export interface AnswerRule {
  Type: 'AnswerRule';
  QuestionId: string;
  Condition: RuleCondition;
  Value: RuleValue;
}
export interface CompoundRule {
  Type: 'CompoundRule';
  Operator: CompoundOperator;
  Rules: Rule[];
}
export type Rule = AnswerRule | CompoundRule;

export const AnswerRuleSchema = z
  .object({
    Type: z.literal('AnswerRule'),
    QuestionId: z.string().min(1).max(100),
    Condition: z.enum(RULE_CONDITIONS),
    Value: RuleValueSchema,
  })
  .meta({ id: 'AnswerRule' });

// The ids make the recursive schema named OpenAPI components (#/components/schemas/QuestionnaireRule), as
// the genre tree does; a getter is zod 4's way to refer to a schema defined after it.
export const CompoundRuleSchema: z.ZodType<CompoundRule> = z
  .object({
    Type: z.literal('CompoundRule'),
    Operator: z.enum(COMPOUND_OPERATORS),
    get Rules() {
      return z.array(RuleSchema).max(QUESTIONNAIRE_LIMITS.rulesPerCompound);
    },
  })
  .meta({ id: 'CompoundRule' });

export const RuleSchema: z.ZodType<Rule> = z
  .union([AnswerRuleSchema, CompoundRuleSchema])
  .meta({ id: 'QuestionnaireRule' });

/**
 * A rule and its consequence on an item or an option (spec §5: "consequence Show or Hide"): Show = true
 * shows it only while the rule holds; Show = false hides it while the rule holds. No rule: always shown.
 */
const visibility = {
  Rule: RuleSchema.nullish(),
  Show: z.boolean().nullish(),
};

export const QuestionOptionSchema = z.object({
  _id: z.string().min(1).max(100),
  Title: z.string().trim().min(1).max(QUESTIONNAIRE_LIMITS.titleLength),
  ...visibility,
});
export type QuestionOption = z.infer<typeof QuestionOptionSchema>;

export const QuestionnaireItemSchema = z.object({
  _id: z.string().min(1).max(100),
  Type: z.enum(QUESTION_TYPES),
  Title: z.string().trim().max(QUESTIONNAIRE_LIMITS.titleLength).nullish(),
  Text: z.string().max(QUESTIONNAIRE_LIMITS.textLength).nullish(),
  Required: z.boolean().default(false),
  Name: z.string().trim().max(100).nullish(),
  EmbeddedCode: z.string().max(QUESTIONNAIRE_LIMITS.textLength).nullish(),
  ProfilePicture: z.string().max(500).nullish(),
  DateFormat: z.enum(DATE_FORMATS).nullish(),
  Options: z.array(QuestionOptionSchema).max(QUESTIONNAIRE_LIMITS.optionsPerItem).default([]),
  ...visibility,
});
export type QuestionnaireItem = z.infer<typeof QuestionnaireItemSchema>;

export const QuestionnaireDefinitionSchema = z.object({
  QuestionaireItems: z.array(QuestionnaireItemSchema).max(QUESTIONNAIRE_LIMITS.items),
  IntroductionTextNotLogged: z.string().max(QUESTIONNAIRE_LIMITS.textLength).nullish(),
  FinalText: z.string().max(QUESTIONNAIRE_LIMITS.textLength).nullish(),
});
export type QuestionnaireDefinition = z.infer<typeof QuestionnaireDefinitionSchema>;

/** An answer's input: text (text, date, country, phone, e-mail), a number, a checkbox, or option ids. */
export const AnswerInputSchema = z
  .union([
    z.string().max(QUESTIONNAIRE_LIMITS.answerLength),
    z.number(),
    z.boolean(),
    z.array(z.string().max(100)).max(QUESTIONNAIRE_LIMITS.optionsPerItem),
  ])
  .nullable();
export type AnswerInput = z.infer<typeof AnswerInputSchema>;

/** Spec §3 answer item: QuestionId, Type, Input (null when unanswered). */
export const AnswerItemSchema = z.object({
  QuestionId: z.string().min(1).max(100),
  Type: z.enum(QUESTION_TYPES).nullish(),
  Input: AnswerInputSchema,
});
export type AnswerItem = z.infer<typeof AnswerItemSchema>;
