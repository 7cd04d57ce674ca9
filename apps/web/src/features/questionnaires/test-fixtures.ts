import type { Questionnaire, QuestionnaireInput, UserInfo } from '@marquee/contract';
import { IDS } from '../../test/api';
import { buildOrganizer } from '../../test/organizer-fixtures';

export const QUESTIONNAIRE = 'a1000000-0000-4000-8000-000000000001';

/** A saved questionnaire as POST/PUT /questionnaire and GET /eventQuestionnaire/{id} answer it. */
export function buildQuestionnaire(
  input: Partial<QuestionnaireInput> = {},
  id = QUESTIONNAIRE,
): Questionnaire {
  return {
    _id: id,
    Name: 'Festival registration',
    IsPublic: false,
    IntroductionTextNotLogged: null,
    FinalText: null,
    QuestionaireItems: [],
    OwnerProfileId: IDS.promoter,
    UpdatedAt: '2031-04-01T10:00:00.000Z',
    UsedByEvents: 0,
    ...input,
  };
}

/** The organizer, as the StatisticsViewer of the promoter profile. */
export function buildViewer(): UserInfo {
  const organizer = buildOrganizer();
  return {
    ...organizer,
    ProfileClaims: organizer.ProfileClaims.map((claim) =>
      claim.EntityId === IDS.promoter ? { ...claim, Role: 'StatisticsViewer' } : claim,
    ),
  };
}
