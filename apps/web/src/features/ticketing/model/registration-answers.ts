import {
  type AnswerInput,
  answerErrors,
  type CompiledQuestionnaire,
  type PayBody,
  type QuestionnaireItem,
  type TicketRegistration2,
  visibleAnswers,
} from '@marquee/contract';
import {
  blockAnswers,
  noErrors,
  type RegistrationBlock,
  type RegistrationDraft,
  type RegistrationErrors,
} from './registration';

/*
 * The modal's use of the one rule engine (packages/contract/questionnaires): what each block shows, what
 * the buyer must fix, and what is sent. Each block's rules read the global answers plus its own, exactly
 * as the server evaluates each registration (the global answers are copied into every one of them).
 */

export type EventRegistration = NonNullable<PayBody['EventRegistration']>;

export interface BlockView {
  /** Visible items in the organizer's order (display-only items included). */
  items: QuestionnaireItem[];
  /** Visible options of each visible choice item. */
  options: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface RegistrationViews {
  global: BlockView;
  tickets: ReadonlyMap<string, BlockView>;
}

function inOrder(compiled: CompiledQuestionnaire, keep: (item: QuestionnaireItem) => boolean) {
  const seen = new Set<string>();
  return compiled.items.filter((item) => {
    if (seen.has(item._id) || !keep(item)) return false;
    seen.add(item._id);
    return true;
  });
}

/**
 * What every block shows after this keystroke. A global question shows in the global block when it is
 * visible for at least one ticket (its rules may read a ticket's own answers), with the options visible
 * for any of them; each ticket's block shows its visible non-global questions.
 */
export function registrationViews(
  compiled: CompiledQuestionnaire,
  draft: RegistrationDraft,
  blocks: readonly RegistrationBlock[],
  globalIds: ReadonlySet<string>,
): RegistrationViews {
  const globalShown = new Set<string>();
  const globalOptions = new Map<string, Set<string>>();
  const tickets = new Map<string, BlockView>();
  for (const block of blocks) {
    const { questions, options } = compiled.visibility(blockAnswers(draft, block, globalIds));
    tickets.set(block.key, {
      items: inOrder(compiled, (item) => !globalIds.has(item._id) && questions.has(item._id)),
      options,
    });
    for (const id of questions) {
      if (!globalIds.has(id)) continue;
      globalShown.add(id);
      const shown = options.get(id);
      if (shown) globalOptions.set(id, new Set([...(globalOptions.get(id) ?? []), ...shown]));
    }
  }
  return {
    global: { items: inOrder(compiled, (item) => globalShown.has(item._id)), options: globalOptions },
    tickets,
  };
}

/** The answers one block sends: visible questions only, hidden options dropped, blanks left out. */
function sentAnswers(
  compiled: CompiledQuestionnaire,
  draft: RegistrationDraft,
  block: RegistrationBlock,
  globalIds: ReadonlySet<string>,
): Map<string, AnswerInput> {
  return visibleAnswers(compiled, blockAnswers(draft, block, globalIds));
}

/**
 * Spec 2 §5 "Form valid and all answers valid; both agreement checkboxes required when present", checked
 * on what would be sent (an answer left behind in a question that is now hidden is not the buyer's
 * mistake: it is simply not sent). The first code per question is shown.
 */
export function registrationErrors(
  compiled: CompiledQuestionnaire,
  settings: TicketRegistration2,
  blocks: readonly RegistrationBlock[],
  draft: RegistrationDraft,
  globalIds: ReadonlySet<string>,
): RegistrationErrors {
  const errors = noErrors();
  for (const block of blocks) {
    const found = answerErrors(compiled, sentAnswers(compiled, draft, block, globalIds));
    for (const [questionId, codes] of Object.entries(found)) {
      const code = codes[0];
      if (!code) continue;
      if (globalIds.has(questionId)) errors.global[questionId] ??= code;
      else errors.tickets[block.key] = { ...errors.tickets[block.key], [questionId]: code };
    }
  }
  if (settings.GdprAgreementLink && !draft.marketing) errors.marketing = 'CHECKBOX_REQUIRED';
  if (settings.TermsAndConditionLink && !draft.terms) errors.terms = 'CHECKBOX_REQUIRED';
  return errors;
}

/** The pay body's EventRegistration: one registration per block, the global answers in each. */
export function eventRegistration(
  compiled: CompiledQuestionnaire,
  settings: TicketRegistration2,
  blocks: readonly RegistrationBlock[],
  draft: RegistrationDraft,
  globalIds: ReadonlySet<string>,
): EventRegistration {
  return {
    TicketRegistrations: blocks.map((block) => {
      const sent = sentAnswers(compiled, draft, block, globalIds);
      return {
        Type: 'QuestionnaireTicketRegistrationCreateDto' as const,
        QuestionnaireId: settings.QuestionnaireId,
        QuestionnaireTicketPairId: block.pairId,
        Answers: inOrder(compiled, (item) => sent.has(item._id)).map((item) => ({
          QuestionId: item._id,
          Type: item.Type,
          Input: sent.get(item._id) ?? null,
        })),
        MarketingAgreement: draft.marketing,
        TermsAndCondition: draft.terms,
      };
    }),
  };
}
