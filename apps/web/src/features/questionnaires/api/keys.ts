/** Query keys of the questionnaire workspace; one root so a save refreshes every list it touched. */
export const questionnaireKeys = {
  all: ['questionnaires'] as const,
  list: (profileId: string) => ['questionnaires', 'list', profileId] as const,
  templates: () => ['questionnaires', 'templates'] as const,
  one: (id: string) => ['questionnaires', 'one', id] as const,
  registration: (eventId: string) => ['questionnaires', 'registration', eventId] as const,
  sectors: (eventId: string) => ['questionnaires', 'sectors', eventId] as const,
};
