import { ensureLazyCatalogPart } from '../../i18n/setup';

/**
 * The questionnaire pages' texts (i18n/questionnaires). Their loaders live here, in the workspace's lazy
 * chunk, not in i18n/setup.ts: five more import() entries there were ~0.25 kB gzip of every visitor's first
 * load (the home page's budget had 0.06 kB left).
 */
export const ensureQuestionnaireTexts = () =>
  ensureLazyCatalogPart('questionnaires', {
    en: () => import('../../i18n/questionnaires/en.json'),
    sk: () => import('../../i18n/questionnaires/sk.json'),
    cs: () => import('../../i18n/questionnaires/cs.json'),
    de: () => import('../../i18n/questionnaires/de.json'),
    hu: () => import('../../i18n/questionnaires/hu.json'),
  });
