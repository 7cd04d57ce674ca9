import {
  type Questionnaire,
  type QuestionnaireInput,
  QuestionnaireListSchema,
  QuestionnaireSchema,
} from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api/client';
import { questionnaireKeys } from './keys';

/** GET /profile/{id}/questionnaires: the organizer profile's questionnaires (any claim holder reads). */
export const questionnaireListQuery = (profileId: string) =>
  queryOptions({
    queryKey: questionnaireKeys.list(profileId),
    queryFn: ({ signal }) =>
      apiRequest(`/profile/${encodeURIComponent(profileId)}/questionnaires`, {
        signal,
        schema: QuestionnaireListSchema,
      }),
    enabled: profileId !== '',
  });
export const useQuestionnaireList = (profileId: string) => useQuery(questionnaireListQuery(profileId));

/** GET /eventQuestionnaire/allPublic: questionnaires organizers share as templates. */
export const useTemplates = (enabled = true) =>
  useQuery({
    queryKey: questionnaireKeys.templates(),
    queryFn: ({ signal }) =>
      apiRequest('/eventQuestionnaire/allPublic', { signal, schema: z.array(QuestionnaireSchema) }),
    staleTime: 60_000,
    enabled,
  });

/** GET /eventQuestionnaire/{id}: one questionnaire whole (the public read; the builder has no other). */
export const questionnaireQuery = (id: string) =>
  queryOptions({
    queryKey: questionnaireKeys.one(id),
    queryFn: ({ signal }) =>
      apiRequest(`/eventQuestionnaire/${encodeURIComponent(id)}`, { signal, schema: QuestionnaireSchema }),
    enabled: id !== '',
    retry: false,
  });
export const useQuestionnaire = (id: string | null) => useQuery(questionnaireQuery(id ?? ''));

/** POST /questionnaire (new, owned by the active organizer profile) or PUT /questionnaire/{id} (whole). */
export function saveQuestionnaire(id: string | null, body: QuestionnaireInput): Promise<Questionnaire> {
  return apiRequest(id ? `/questionnaire/${encodeURIComponent(id)}` : '/questionnaire', {
    method: id ? 'PUT' : 'POST',
    body,
    schema: QuestionnaireSchema,
  });
}

/** DELETE /questionnaire/{id}: 409 QUESTIONNAIRE.IN_USE while an event asks it. */
export function deleteQuestionnaire(id: string): Promise<unknown> {
  return apiRequest(`/questionnaire/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
