import {
  type AnswerInput,
  AnswerInputSchema,
  CHOICE_TYPES,
  type QuestionnaireItem,
  type RegistrationAnswer,
} from '@marquee/contract';

/* Answers as the wire sends them and as we keep them (a purchase's registration, a user's survey). */

/** The wire's answer list as a map; an input of no answerable shape or a repeated question is refused. */
export function answerMap(
  answers: readonly { QuestionId: string; Input?: unknown }[],
  refuse: (questionId: string, code: string) => void,
): Map<string, AnswerInput> {
  const map = new Map<string, AnswerInput>();
  for (const answer of answers) {
    const input = AnswerInputSchema.safeParse(answer.Input ?? null);
    if (!input.success || map.has(answer.QuestionId)) refuse(answer.QuestionId, 'ANSWER_INVALID');
    else map.set(answer.QuestionId, input.data);
  }
  return map;
}

/** Stored answers in the questionnaire's order, with the question's title and the answer's display text. */
export function describe(
  byId: ReadonlyMap<string, QuestionnaireItem>,
  answers: ReadonlyMap<string, AnswerInput>,
): RegistrationAnswer[] {
  return [...byId.values()].flatMap((item) => {
    if (!answers.has(item._id)) return [];
    const input = answers.get(item._id) ?? null;
    return [
      {
        QuestionId: item._id,
        Title: item.Title ?? item.Name ?? item._id,
        Type: item.Type,
        Input: input,
        Text: text(item, input),
      },
    ];
  });
}

function text(item: QuestionnaireItem, input: AnswerInput): string | null {
  if (typeof input === 'boolean' || input === null) return null;
  if (!CHOICE_TYPES.has(item.Type)) return String(input);
  const titles = new Map((item.Options ?? []).map((option) => [option._id, option.Title]));
  return (Array.isArray(input) ? input : [String(input)]).map((id) => titles.get(id) ?? id).join(', ');
}
