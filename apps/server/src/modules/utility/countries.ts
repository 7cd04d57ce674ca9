import { createRequire } from 'node:module';
import { LANGUAGES, type Language } from '@marquee/contract';
import countries from 'i18n-iso-countries';

// The package's Node entry registers every locale it ships; registering ours explicitly keeps this
// working if a bundler ever resolves the browser entry (which registers none).
const require = createRequire(import.meta.url);
for (const language of LANGUAGES) {
  countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));
}

export interface CountryName {
  code: string;
  name: string;
}

const byLanguage = new Map<Language, CountryName[]>();

/** Every ISO 3166-1 country with its name in `language`, sorted the way that language sorts. */
export function countryNames(language: Language): CountryName[] {
  const cached = byLanguage.get(language);
  if (cached) return cached;
  const collator = new Intl.Collator(language);
  const list = Object.entries(countries.getNames(language, { select: 'official' }))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => collator.compare(a.name, b.name));
  byLanguage.set(language, list);
  return list;
}

/** The country's name in `language`, English when that language lacks it, the code when unknown. */
export function countryName(code: string, language: Language): string {
  const upper = code.toUpperCase();
  return countries.getName(upper, language) ?? countries.getName(upper, 'en') ?? upper;
}
