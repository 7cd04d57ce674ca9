import {
  type AnswerInput,
  type Basket,
  type BasketItem,
  registrationCount,
  type TicketRegistration2,
} from '@marquee/contract';

/*
 * Ticket registration (issue 19; spec 2 §3, §4, §5) as the checkout holds it: which blocks the basket
 * needs, the buyer's draft answers, and the server's FieldErrors mapped back onto them. Nothing here
 * runs the rule engine: that is the lazily loaded modal's job (model/registration-answers.ts), so the
 * checkout chunk stays small.
 */

/** One registration to send: a ticket's block, or the single block when only one is required. */
export interface RegistrationBlock {
  /** The draft's key for this block: the basket item's id, or `only`. */
  key: string;
  /** QuestionnaireTicketPairId: the basket item's Id; null when only one registration is required. */
  pairId: string | null;
  /** The ticket the block is for (heading: sector, row, seat); null for the single block. */
  item: BasketItem | null;
}

/** What the buyer typed, kept by the checkout so it survives closing and reopening the modal. */
export interface RegistrationDraft {
  /** Answers of the global questions, answered once and copied into every registration. */
  global: Record<string, AnswerInput>;
  /** Per block key: the answers of the other questions. */
  tickets: Record<string, Record<string, AnswerInput>>;
  marketing: boolean;
  terms: boolean;
}

/** Message codes shown in the modal: per question (global or per block), per agreement, or the form. */
export interface RegistrationErrors {
  global: Record<string, string>;
  tickets: Record<string, Record<string, string>>;
  marketing?: string;
  terms?: string;
  form?: string;
}

export const emptyDraft = (): RegistrationDraft => ({
  global: {},
  tickets: {},
  marketing: false,
  terms: false,
});
export const noErrors = (): RegistrationErrors => ({ global: {}, tickets: {} });

export function hasErrors(errors: RegistrationErrors): boolean {
  return (
    Object.keys(errors.global).length > 0 ||
    Object.values(errors.tickets).some((block) => Object.keys(block).length > 0) ||
    Boolean(errors.marketing || errors.terms || errors.form)
  );
}

/**
 * The blocks a basket needs (spec 2 §5 "Count of registrations", as the server counts them): the event's
 * tickets that are not merchandise, in basket order, limited to ForSectors when it lists any; one block
 * when only one registration is required. None → no modal. No questionnaire → nothing can be asked.
 */
export function registrationBlocks(
  basket: Basket,
  eventId: string,
  settings: TicketRegistration2 | null | undefined,
): RegistrationBlock[] {
  if (!settings?.QuestionnaireId) return [];
  const tickets = basket.Events.filter((event) => event.EventId === eventId)
    .flatMap((event) => event.Items)
    .filter((item) => !item.IsMerchandise);
  const count = registrationCount(
    settings,
    tickets.map((item) => item.SectorId),
  );
  if (count === 0) return [];
  if (settings.OnlyOneTicketRegistrationRequired) return [{ key: 'only', pairId: null, item: null }];
  const listed = settings.ForSectors;
  return tickets
    .filter((item) => listed.length === 0 || listed.includes(item.SectorId))
    .map((item) => ({ key: item.Id, pairId: item.Id, item }));
}

/** The answers one block's rules read: the global answers, then the block's own. */
export function blockAnswers(
  draft: RegistrationDraft,
  block: RegistrationBlock,
  globalIds: ReadonlySet<string>,
): Map<string, AnswerInput> {
  const own = Object.entries(draft.tickets[block.key] ?? {}).filter(([id]) => !globalIds.has(id));
  return new Map([...Object.entries(draft.global), ...own]);
}

const PATH =
  /^EventRegistration\.TicketRegistrations\.(\d+)\.(?:Answers\.(.+)|(MarketingAgreement|TermsAndCondition))$/;

/**
 * The server's 400 FieldErrors for `EventRegistration…` mapped onto the modal; null when none concerns the
 * registration (then the checkout form handles the answer). An answer error of a global question lands
 * on the global block; anything the modal has no field for becomes the form's message.
 */
export function fromServerErrors(
  fieldErrors: Record<string, string[]>,
  blocks: readonly RegistrationBlock[],
  globalIds: ReadonlySet<string>,
): RegistrationErrors | null {
  const errors = noErrors();
  let found = false;
  for (const [path, codes] of Object.entries(fieldErrors)) {
    if (!path.startsWith('EventRegistration')) continue;
    found = true;
    const code = codes[0] ?? 'ANSWER_INVALID';
    const match = PATH.exec(path);
    const block = match ? blocks[Number(match[1])] : undefined;
    const questionId = match?.[2];
    if (block && questionId && globalIds.has(questionId)) errors.global[questionId] ??= code;
    else if (block && questionId)
      errors.tickets[block.key] = { ...errors.tickets[block.key], [questionId]: code };
    else if (block && match?.[3] === 'MarketingAgreement') errors.marketing = 'CHECKBOX_REQUIRED';
    else if (block && match?.[3] === 'TermsAndCondition') errors.terms = 'CHECKBOX_REQUIRED';
    else errors.form ??= code;
  }
  return found ? errors : null;
}
