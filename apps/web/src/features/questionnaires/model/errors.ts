import {
  compileQuestionnaire,
  definitionErrors,
  QUESTIONNAIRE_LIMITS,
  type QuestionnaireErrors,
} from '@marquee/contract';
import type { TFunction } from 'i18next';
import type { Draft } from './draft';

/*
 * The builder's problems, keyed like the server's FieldErrors (`QuestionaireItems.<i>.Options.<j>.Rule.Rules.<k>`),
 * so the engine's definitionErrors, the few shape checks the zod schema would make, and a 400 from the
 * server all land next to the same field.
 */

const add = (errors: QuestionnaireErrors, path: string, code: string) => {
  errors[path] = [...(errors[path] ?? []), code];
};

/** definitionErrors plus what QuestionnaireInputSchema refuses that a builder can leave blank. */
export function draftErrors(draft: Draft): QuestionnaireErrors {
  const compiled = compileQuestionnaire(draft);
  const errors: QuestionnaireErrors = { ...definitionErrors(draft, compiled) };
  if (draft.Name.trim() === '') add(errors, 'Name', 'FIELD_REQUIRED');
  if (draft.QuestionaireItems.length > QUESTIONNAIRE_LIMITS.items)
    add(errors, 'QuestionaireItems', 'TOO_MANY');
  draft.QuestionaireItems.forEach((item, i) => {
    item.Options.forEach((option, j) => {
      if (option.Title.trim() === '')
        add(errors, `QuestionaireItems.${i}.Options.${j}.Title`, 'FIELD_REQUIRED');
    });
  });
  return errors;
}

/** Server FieldErrors (already in our paths); an unkeyed refusal goes to the form as a whole. */
export function serverErrors(
  fieldErrors: Record<string, string[]> | undefined,
  code: string,
): QuestionnaireErrors {
  if (fieldErrors && Object.keys(fieldErrors).length > 0) return fieldErrors;
  return { '': [code === 'FORBIDDEN' ? code : 'SAVE_FAILED'] };
}

const KNOWN = new Set([
  'RULE_CYCLE',
  'RULE_UNKNOWN_QUESTION',
  'RULE_UNKNOWN_OPTION',
  'RULE_CONDITION_INVALID',
  'RULE_VALUE_INVALID',
  'RULE_NOT_ANSWERABLE',
  'RULE_EMPTY',
  'RULE_TOO_DEEP',
  'OPTIONS_REQUIRED',
  'DUPLICATE_ID',
  'FIELD_REQUIRED',
  'TOO_MANY',
  'FORBIDDEN',
  'NOT_FOUND',
  'SAVE_FAILED',
]);

/** A code's text; codes we do not know (a zod message from the server) read as "not valid". */
export function errorText(t: TFunction, code: string): string {
  return KNOWN.has(code) ? t(`QUESTIONNAIRES.CODES.${code}`) : t('QUESTIONNAIRES.CODES.INVALID');
}

/** The texts of one path, joined for an input's `error` prop (null when fine). */
export function errorAt(t: TFunction, errors: QuestionnaireErrors, path: string): string | null {
  const codes = errors[path];
  return codes && codes.length > 0 ? codes.map((code) => errorText(t, code)).join(' ') : null;
}

export const problemCount = (errors: QuestionnaireErrors) =>
  Object.values(errors).reduce((sum, codes) => sum + codes.length, 0);
