import { ensureLazyCatalogPart } from '../../i18n/setup';

/**
 * The feature's texts (i18n/participation): loaded with its pages, off the entry module (see
 * features/insight/texts.ts for why the loaders live here).
 */
export const PARTICIPATION_TEXTS = {
  en: () => import('../../i18n/participation/en.json'),
  sk: () => import('../../i18n/participation/sk.json'),
  cs: () => import('../../i18n/participation/cs.json'),
  de: () => import('../../i18n/participation/de.json'),
  hu: () => import('../../i18n/participation/hu.json'),
};

export const ensureParticipationTexts = () => ensureLazyCatalogPart('participation', PARTICIPATION_TEXTS);
