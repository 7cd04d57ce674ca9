import { ensureLazyCatalogPart, registerEmbedLanguage } from '../../i18n/setup';

/**
 * The embeds' texts (issue 22): the `embed` part (the embed pages and the embed-code generator) and hr's
 * catalogues, whose loaders live here — in the embed's and the generator's chunks — rather than in
 * i18n/setup.ts, where every import() listed is first-load bytes of every visitor.
 */
const EMBED_TEXTS = {
  en: () => import('../../i18n/embed/en.json'),
  sk: () => import('../../i18n/embed/sk.json'),
  cs: () => import('../../i18n/embed/cs.json'),
  de: () => import('../../i18n/embed/de.json'),
  hu: () => import('../../i18n/embed/hu.json'),
};

let registered = false;

/** Registers hr (an embed language only) and loads the embed part for the current language. */
export function ensureEmbedTexts(): Promise<void> {
  if (!registered) {
    registered = true;
    registerEmbedLanguage('hr', () => import('../../i18n/hr/base.json'), {
      ticketing: () => import('../../i18n/ticketing/hr.json'),
      checkout: () => import('../../i18n/checkout/hr.json'),
      embed: () => import('../../i18n/embed/hr.json'),
    });
  }
  return ensureLazyCatalogPart('embed', EMBED_TEXTS);
}
