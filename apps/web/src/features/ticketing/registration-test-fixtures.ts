import type { Questionnaire, QuestionnaireItem, TicketRegistration2 } from '@marquee/contract';
import { buildEventDetail, buildItem, T_IDS } from './test-fixtures';

/**
 * Issue 19's journey as component-test data: "Are you a student?" = Yes shows "School" (required) and
 * hides the option "Adult ticket holder" of "Ticket holder"; "Contact e-mail" is a global question.
 */
export const Q_IDS = {
  questionnaire: '5a5a5a5a-5a5a-4a5a-8a5a-5a5a5a5a5a5a',
  balcony: '6b6b6b6b-6b6b-4b6b-8b6b-6b6b6b6b6b6b',
} as const;

const item = (overrides: Partial<QuestionnaireItem> & Pick<QuestionnaireItem, '_id' | 'Type'>) =>
  ({ Required: false, Options: [], ...overrides }) as QuestionnaireItem;

const studentIsYes = {
  Type: 'AnswerRule' as const,
  QuestionId: 'student',
  Condition: 'IsEqual' as const,
  Value: 'student-yes',
};

export function buildQuestionnaire(overrides: Partial<Questionnaire> = {}): Questionnaire {
  return {
    _id: Q_IDS.questionnaire,
    OwnerProfileId: '44444444-4444-4444-8444-444444444444',
    UpdatedAt: new Date().toISOString(),
    UsedByEvents: 1,
    Name: 'Festival registration',
    IsPublic: false,
    IntroductionTextNotLogged: 'Tell us who comes.',
    FinalText: 'See you there.',
    QuestionaireItems: [
      item({ _id: 'email', Type: 'Email', Title: 'Contact e-mail', Required: true }),
      item({ _id: 'name', Type: 'Text', Title: 'Full name', Required: true }),
      item({
        _id: 'student',
        Type: 'SingleChoice',
        Title: 'Are you a student?',
        Required: true,
        Options: [
          { _id: 'student-yes', Title: 'Yes' },
          { _id: 'student-no', Title: 'No' },
        ],
      }),
      item({ _id: 'school', Type: 'Text', Title: 'School', Required: true, Rule: studentIsYes, Show: true }),
      item({
        _id: 'holder',
        Type: 'SingleChoice',
        Title: 'Ticket holder',
        Options: [
          { _id: 'holder-adult', Title: 'Adult ticket holder', Rule: studentIsYes, Show: false },
          { _id: 'holder-student', Title: 'Student ticket holder' },
        ],
      }),
      item({ _id: 'note', Type: 'TextOnly', Title: 'Good to know', Text: 'Bring an ID.' }),
    ],
    ...overrides,
  };
}

export function buildRegistration(overrides: Partial<TicketRegistration2> = {}): TicketRegistration2 {
  return {
    QuestionnaireId: Q_IDS.questionnaire,
    OnlyOneTicketRegistrationRequired: false,
    ForSectors: [],
    GlobalQuestions: ['email'],
    GdprAgreementLink: 'https://organizer.example/privacy',
    TermsAndConditionLink: 'https://organizer.example/terms',
    TicketsFormRequired: true,
    ShowAnswersOnTicket: false,
    ...overrides,
  };
}

export const registrationEvent = (overrides: Partial<TicketRegistration2> = {}) =>
  buildEventDetail({ TicketRegistration2: buildRegistration(overrides) });

/** Two seats in the seating sector "Balcony", row 3, seats 12 and 13. */
export const twoSeats = () => [
  buildItem({
    Id: 'item-1',
    SectorId: Q_IDS.balcony,
    SectorName: 'Balcony',
    SectorType: 'SeatingSector',
    SeatId: 's12',
    RowName: '3',
    SeatName: '12',
  }),
  buildItem({
    Id: 'item-2',
    SectorId: Q_IDS.balcony,
    SectorName: 'Balcony',
    SectorType: 'SeatingSector',
    SeatId: 's13',
    RowName: '3',
    SeatName: '13',
  }),
];

export const questionnairePath = `GET /eventQuestionnaire/${Q_IDS.questionnaire}`;
export { T_IDS };
