/**
 * The feature's texts (i18n/payment-settings): loaded with its page, off the entry module (see
 * features/insight/texts.ts for why the loaders live here).
 */
export const PAYMENT_SETTINGS_TEXTS = {
  en: () => import('../../i18n/payment-settings/en.json'),
  sk: () => import('../../i18n/payment-settings/sk.json'),
  cs: () => import('../../i18n/payment-settings/cs.json'),
  de: () => import('../../i18n/payment-settings/de.json'),
  hu: () => import('../../i18n/payment-settings/hu.json'),
};
