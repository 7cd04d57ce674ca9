import { ensureCatalogPart } from '../../i18n/setup';
import { ensureQuestionnaireTexts } from './texts';

// The feature's signed-in workspace pages, loaded through app/workspace-pages.ts: their import() calls (and
// the preload lists Vite attaches to them) stay in that module's chunk, off every visitor's first load.
// Code and texts arrive together, so a page never renders its keys.
const withTexts =
  <T>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), ensureQuestionnaireTexts()]).then(([page]) => page);

export const loadQuestionnairesPage = withTexts(() =>
  import('./routes/QuestionnairesPage').then((m) => m.QuestionnairesPage),
);
// The editor's preview shows the buyer's question items, with the buyer's texts (REGISTRATION.*).
export const loadQuestionnaireEditorPage = withTexts(() =>
  Promise.all([
    import('./routes/QuestionnaireEditorPage').then((m) => m.QuestionnaireEditorPage),
    ensureCatalogPart('checkout'),
  ]).then(([page]) => page),
);
export const loadEventRegistrationPage = withTexts(() =>
  import('./routes/EventRegistrationPage').then((m) => m.EventRegistrationPage),
);
