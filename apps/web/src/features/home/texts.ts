import type { Language } from '@marquee/contract';

/**
 * The texts of home's second half (audience tabs, organizer slogans, partners, the call to action): a lazy
 * catalog part loaded with HomeBelowFold's chunk, off the home page's first load (the `home` part, which
 * index.html preloads, keeps the first screen's texts).
 */
export const HOME_BELOW_FOLD_TEXTS: Record<Language, () => Promise<{ default: object }>> = {
  en: () => import('../../i18n/home-below-fold/en.json'),
  sk: () => import('../../i18n/home-below-fold/sk.json'),
  cs: () => import('../../i18n/home-below-fold/cs.json'),
  de: () => import('../../i18n/home-below-fold/de.json'),
  hu: () => import('../../i18n/home-below-fold/hu.json'),
};
