import type { Questionnaire, TicketRegistration2 } from '@marquee/contract';
import type { QuestionnaireRow } from '../../db/schema/questionnaires';

export function presentQuestionnaire(row: QuestionnaireRow, usedByEvents: number): Questionnaire {
  return {
    _id: row.id,
    Name: row.name,
    IsPublic: row.isPublic,
    OwnerProfileId: row.ownerProfileId,
    QuestionaireItems: row.items,
    IntroductionTextNotLogged: row.introductionText,
    FinalText: row.finalText,
    UpdatedAt: row.updatedAt.toISOString(),
    UsedByEvents: usedByEvents,
  };
}

export function presentListItem(row: QuestionnaireRow, usedByEvents: number) {
  return {
    _id: row.id,
    Name: row.name,
    IsPublic: row.isPublic,
    Questions: row.items.length,
    UsedByEvents: usedByEvents,
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

/** The event's TicketRegistration2; no questionnaire → the defaults with QuestionnaireId null. */
export function presentRegistration(
  found: {
    questionnaireId: string | null;
    registration: Omit<TicketRegistration2, 'QuestionnaireId'> | null;
  } | null,
): TicketRegistration2 {
  return {
    QuestionnaireId: found?.questionnaireId ?? null,
    OnlyOneTicketRegistrationRequired: found?.registration?.OnlyOneTicketRegistrationRequired ?? false,
    ForSectors: found?.registration?.ForSectors ?? [],
    GlobalQuestions: found?.registration?.GlobalQuestions ?? [],
    GdprAgreementLink: found?.registration?.GdprAgreementLink ?? null,
    TermsAndConditionLink: found?.registration?.TermsAndConditionLink ?? null,
    TicketsFormRequired: found?.registration?.TicketsFormRequired ?? false,
    ShowAnswersOnTicket: found?.registration?.ShowAnswersOnTicket ?? false,
  };
}
