import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE_DAYS,
  type Language,
  pickLanguage,
} from '@marquee/contract';
import { getCookie, setCookie } from '../lib/storage/cookies';

export const LANGUAGE_COOKIE = 'lang';

/** Endonyms: a language is always offered in its own name, so they are not translated. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  sk: 'Slovenčina',
  cs: 'Čeština',
  de: 'Deutsch',
  hu: 'Magyar',
};

/** The language to use when the URL does not say: the remembered choice, then the browser's, then English. */
export function preferredLanguage(): Language {
  const stored = getCookie(LANGUAGE_COOKIE);
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return browser.length > 0 ? pickLanguage(browser.join(',')) : DEFAULT_LANGUAGE;
}

export function rememberLanguage(language: Language): void {
  setCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS);
}

/** `/sk/events/5?x` with `de` → `/de/events/5?x`: switching language keeps the user where they are. */
export function withLanguage(pathname: string, language: Language): string {
  const [, , ...rest] = pathname.split('/');
  return `/${language}/${rest.join('/')}`;
}
