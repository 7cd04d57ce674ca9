import type { AnswerRule, QuestionnaireInput, QuestionnaireItem } from '@marquee/contract';

/** Test helpers of questionnaires (issue 19). */

/**
 * The questionnaire: "Are you a student?" = Yes shows "School" (required) and hides the option
 * "Adult ticket holder" of "Who holds the ticket?" (required); `extra` items follow.
 */
export function studentQuestionnaire(
  extra: QuestionnaireItem[] = [],
  name = 'Festival registration',
): QuestionnaireInput {
  const studentIsYes: AnswerRule = {
    Type: 'AnswerRule',
    QuestionId: 'student',
    Condition: 'IsEqual',
    Value: ['yes'],
  };
  return {
    Name: name,
    IsPublic: false,
    QuestionaireItems: [
      {
        _id: 'student',
        Type: 'SingleChoice',
        Title: 'Are you a student?',
        Required: true,
        Options: [
          { _id: 'yes', Title: 'Yes' },
          { _id: 'no', Title: 'No' },
        ],
      },
      {
        _id: 'school',
        Type: 'Text',
        Title: 'School',
        Required: true,
        Options: [],
        Rule: studentIsYes,
        Show: true,
      },
      {
        _id: 'who',
        Type: 'SingleChoice',
        Title: 'Who holds the ticket?',
        Required: true,
        Options: [
          { _id: 'adult', Title: 'Adult ticket holder', Rule: studentIsYes, Show: false },
          { _id: 'child', Title: 'Child' },
        ],
      },
      ...extra,
    ],
  };
}
