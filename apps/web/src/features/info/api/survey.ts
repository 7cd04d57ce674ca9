import type { AnswerInput, Questionnaire, UserAnswers } from '@marquee/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /eventQuestionnaire/{id}: the survey's questions (public, like the ticket registration modal's). */
export const surveyQuery = (id: string) =>
  queryOptions({
    queryKey: ['questionnaire', id],
    queryFn: ({ signal }) =>
      apiRequest<Questionnaire>(`/eventQuestionnaire/${encodeURIComponent(id)}`, { signal }),
  });

export const useSurvey = (id: string | null) => useQuery({ ...surveyQuery(id ?? ''), enabled: Boolean(id) });

/** POST /questionnaire/user?questionnaireId (spec 1 §7, version 2.1): the signed-in user's answers; again replaces. */
export function answerSurvey(id: string, answers: Record<string, AnswerInput>) {
  return apiRequest<UserAnswers>('/questionnaire/user', {
    method: 'POST',
    version: '2.1',
    query: { questionnaireId: id },
    body: {
      Answers: Object.entries(answers)
        .filter(([, input]) => input !== null && input !== undefined && input !== '')
        .map(([QuestionId, Input]) => ({ QuestionId, Input })),
    },
  });
}

export const useAnswerSurvey = (id: string) =>
  useMutation({ mutationFn: (answers: Record<string, AnswerInput>) => answerSurvey(id, answers) });
