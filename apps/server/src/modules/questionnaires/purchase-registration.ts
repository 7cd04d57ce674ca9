import {
  answerErrors,
  compileQuestionnaire,
  type EventRegistration,
  type RegistrationAnswer,
  registrationCount,
  visibleAnswers,
} from '@marquee/contract';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { answerMap, describe } from './answer-records';
import * as repo from './questionnaires.repository';

/** A basket line as the purchase sees it. */
export interface RegistrationLine {
  id: string;
  event_id: string;
  sector_key: string;
  is_merchandise: boolean;
}

export interface CheckedRegistration {
  /** What the order keeps (orders.event_registration): agreements and answers per registration. */
  stored: Record<string, unknown> | null;
  /** Each registered ticket's answers, by basket line id. */
  answersByLine: Map<string, RegistrationAnswer[]>;
}

const NONE: CheckedRegistration = { stored: null, answersByLine: new Map() };
const path = (i: number, rest: string) => `EventRegistration.TicketRegistrations.${i}.${rest}`;

/**
 * The ticket registration of a purchase (issue 19; spec 2 §5), checked with the contract's engine before the
 * order is made: how many registrations the basket needs (one, or one per ticket in the listed sectors),
 * each for a ticket of the basket, answers valid and visible, required ones given, agreements ticked when
 * the organizer links them. Global questions are taken from the first registration and copied to every
 * ticket. Hidden answers are refused (our client never sends them); stored answers are the visible ones.
 * Throws VALIDATION_FAILED with FieldErrors per registration and question.
 */
export async function checkPurchaseRegistration(
  tx: DbOrTx,
  lines: readonly RegistrationLine[],
  registration: EventRegistration | null | undefined,
): Promise<CheckedRegistration> {
  const eventId = lines[0]?.event_id;
  if (!eventId) return NONE;
  const found = await repo.findRegistration(tx, eventId);
  const settings = found?.registration;
  if (!found?.questionnaireId || !settings) return NONE;
  const needing = lines.filter(
    (line) =>
      line.event_id === eventId &&
      !line.is_merchandise &&
      (settings.ForSectors.length === 0 || settings.ForSectors.includes(line.sector_key)),
  );
  const count = registrationCount(
    settings,
    needing.map((line) => line.sector_key),
  );
  const given = registration?.TicketRegistrations ?? [];
  if (count === 0) return NONE;
  if (given.length === 0) {
    if (!settings.TicketsFormRequired) return NONE; // skipped (spec §4: only when the form is not required)
    throw invalid({ EventRegistration: ['REGISTRATION_REQUIRED'] });
  }
  if (given.length !== count)
    throw invalid({ 'EventRegistration.TicketRegistrations': ['REGISTRATION_COUNT'] });

  const questionnaire = await repo.findQuestionnaire(tx, found.questionnaireId);
  if (!questionnaire) return NONE;
  const compiled = compileQuestionnaire({ QuestionaireItems: questionnaire.items });
  const errors: Record<string, string[]> = {};
  const add = (key: string, code: string) => {
    errors[key] = [...(errors[key] ?? []), code];
  };
  const single = settings.OnlyOneTicketRegistrationRequired === true;
  const needingIds = new Set(needing.map((line) => line.id));
  const paired = new Set<string>();
  const maps = given.map((entry, i) => {
    if (entry.QuestionnaireId !== questionnaire.id) add(path(i, 'QuestionnaireId'), 'NOT_FOUND');
    const pair = entry.QuestionnaireTicketPairId;
    if (!single && (!pair || !needingIds.has(pair) || paired.has(pair)))
      add(path(i, 'QuestionnaireTicketPairId'), 'NOT_FOUND');
    if (pair) paired.add(pair);
    if (settings.GdprAgreementLink && entry.MarketingAgreement !== true)
      add(path(i, 'MarketingAgreement'), 'FIELD_REQUIRED');
    if (settings.TermsAndConditionLink && entry.TermsAndCondition !== true)
      add(path(i, 'TermsAndCondition'), 'FIELD_REQUIRED');
    return answerMap(entry.Answers, (id, code) => add(path(i, `Answers.${id}`), code));
  });
  // Global questions: answered once (in the first registration) and the same on every ticket.
  const first = maps[0];
  for (const map of maps)
    for (const id of settings.GlobalQuestions) {
      if (first?.has(id)) map.set(id, first.get(id) ?? null);
      else map.delete(id);
    }
  maps.forEach((map, i) => {
    for (const [id, codes] of Object.entries(answerErrors(compiled, map)))
      for (const code of codes) add(path(i, `Answers.${id}`), code);
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const stored = maps.map((map) => describe(compiled.byId, visibleAnswers(compiled, map)));
  const answersByLine = new Map<string, RegistrationAnswer[]>();
  given.forEach((entry, i) => {
    // One registration for the purchase: every registered ticket carries it (exports are per ticket).
    const targets = single ? needing.map((line) => line.id) : [entry.QuestionnaireTicketPairId as string];
    for (const id of targets) answersByLine.set(id, stored[i] ?? []);
  });
  return {
    stored: {
      QuestionnaireId: questionnaire.id,
      TicketRegistrations: given.map((entry, i) => ({
        QuestionnaireTicketPairId: single ? null : entry.QuestionnaireTicketPairId,
        MarketingAgreement: entry.MarketingAgreement ?? false,
        TermsAndCondition: entry.TermsAndCondition ?? false,
        Answers: stored[i],
      })),
    },
    answersByLine,
  };
}

function invalid(fieldErrors: Record<string, string[]>) {
  return new AppError('VALIDATION_FAILED', 'The ticket registration is incomplete or invalid.', fieldErrors);
}
