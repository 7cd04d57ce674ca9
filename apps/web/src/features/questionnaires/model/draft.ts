import {
  CHOICE_TYPES,
  DISPLAY_ONLY_TYPES,
  type Questionnaire,
  type QuestionnaireInput,
  type QuestionnaireItem,
  type QuestionOption,
  type QuestionType,
} from '@marquee/contract';
import { rootGroup } from './rules';

/** What the builder edits: the saved input itself, so the body sent is exactly what was previewed. */
export type Draft = QuestionnaireInput;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A short random id for an item or option, made once when it is added and never changed (rules and
 * stored answers point at it). 10 characters of 36: collisions within one questionnaire are negligible,
 * and definitionErrors reports DUPLICATE_ID if one ever happens.
 */
export function newId(prefix: 'q' | 'o'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return prefix + Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

export const emptyDraft = (): Draft => ({
  Name: '',
  IsPublic: false,
  IntroductionTextNotLogged: '',
  FinalText: '',
  QuestionaireItems: [],
});

export const newOption = (Title = ''): QuestionOption => ({ _id: newId('o'), Title, Rule: null, Show: true });

export function newItem(Type: QuestionType): QuestionnaireItem {
  return {
    _id: newId('q'),
    Type,
    Title: '',
    Text: '',
    Required: false,
    Options: CHOICE_TYPES.has(Type) ? [newOption(), newOption()] : [],
    DateFormat: Type === 'Date' ? 'yyyy-MM-dd' : null,
    Rule: null,
    Show: true,
  };
}

/** A type change keeps what still applies: options only for choices, the date format only for dates. */
export function withType(item: QuestionnaireItem, Type: QuestionType): QuestionnaireItem {
  const choice = CHOICE_TYPES.has(Type);
  return {
    ...item,
    Type,
    Options: choice ? (item.Options.length > 0 ? item.Options : [newOption(), newOption()]) : [],
    DateFormat: Type === 'Date' ? (item.DateFormat ?? 'yyyy-MM-dd') : null,
    Required: DISPLAY_ONLY_TYPES.has(Type) ? false : item.Required,
  };
}

/** A saved questionnaire as a draft; an AnswerRule at the root becomes a one-condition And group (same meaning). */
export function draftOf(saved: Questionnaire, copy?: { name: string }): Draft {
  return {
    Name: copy ? copy.name : saved.Name,
    IsPublic: copy ? false : saved.IsPublic,
    IntroductionTextNotLogged: saved.IntroductionTextNotLogged ?? '',
    FinalText: saved.FinalText ?? '',
    QuestionaireItems: saved.QuestionaireItems.map((item) => ({
      ...item,
      Rule: item.Rule ? rootGroup(item.Rule) : null,
      Options: item.Options.map((option) => ({
        ...option,
        Rule: option.Rule ? rootGroup(option.Rule) : null,
      })),
    })),
  };
}

export function moveItem(items: readonly QuestionnaireItem[], from: number, to: number): QuestionnaireItem[] {
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

export const replaceAt = <T>(list: readonly T[], index: number, value: T): T[] =>
  list.map((current, i) => (i === index ? value : current));

export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);
