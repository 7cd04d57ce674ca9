import { type Questionnaire, QuestionnaireSchema } from '@marquee/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** GET /eventQuestionnaire/{id} (spec 2 §7): the ticket registration questionnaire a buyer fills. */
export function getQuestionnaire(id: string, signal?: AbortSignal): Promise<Questionnaire> {
  return apiRequest(`/eventQuestionnaire/${encodeURIComponent(id)}`, { signal, schema: QuestionnaireSchema });
}

// Asked only for an event with ticket registration. Its own key, not under ticketingKeys.all: a hold or a
// payment refreshes the purchase flow, which does not change the questions.
export const questionnaireQuery = (id: string | null) =>
  queryOptions({
    queryKey: ['eventQuestionnaire', id],
    queryFn: ({ signal }) => getQuestionnaire(id ?? '', signal),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
