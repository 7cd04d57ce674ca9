// The feature's signed-in workspace pages, loaded through app/workspace-pages.ts: their import() calls (and
// the preload lists Vite attaches to them) stay in that module's chunk, off every visitor's first load.
export const loadQuestionnairesPage = () =>
  import('./routes/QuestionnairesPage').then((m) => m.QuestionnairesPage);
export const loadQuestionnaireEditorPage = () =>
  import('./routes/QuestionnaireEditorPage').then((m) => m.QuestionnaireEditorPage);
export const loadEventRegistrationPage = () =>
  import('./routes/EventRegistrationPage').then((m) => m.EventRegistrationPage);
