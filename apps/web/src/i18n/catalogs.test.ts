import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES, routeTitleKey } from '../lib/routing/routes';
import { flatCatalogs, hasKey, PARTS, pluralCategories, pluralPart } from './catalog-utils';

// Read from the files: i18next keeps the bundled catalog by reference and merges every part it loads into
// it, and test files share their worker's modules (apps/web/vitest.config.ts), so the imported objects hold
// whatever parts earlier files loaded.
const BASE_SECTIONS = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.keys(JSON.parse(readFileSync(path.join(import.meta.dirname, `${language}.json`), 'utf8'))),
  ]),
) as Record<(typeof LANGUAGES)[number], string[]>;

const catalogs = flatCatalogs();
const variables = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('translation catalogs', () => {
  it('give every key a non-empty string in every language', () => {
    for (const language of LANGUAGES) {
      for (const [key, value] of Object.entries(catalogs[language])) {
        expect(typeof value === 'string' && value.trim().length > 0, `${language}: ${key}`).toBe(true);
      }
    }
  });

  it('have the same keys in every language (plural forms per language rules)', () => {
    const singularKeys = (language: (typeof LANGUAGES)[number]) =>
      Object.keys(catalogs[language])
        .filter((key) => pluralPart(key).category === null)
        .sort();
    const pluralBases = (language: (typeof LANGUAGES)[number]) =>
      [
        ...new Set(
          Object.keys(catalogs[language]).flatMap((k) =>
            pluralPart(k).category ? [pluralPart(k).base] : [],
          ),
        ),
      ].sort();

    for (const language of LANGUAGES) {
      expect(singularKeys(language), `${language} vs en`).toEqual(singularKeys('en'));
      expect(pluralBases(language), `${language} plural keys vs en`).toEqual(pluralBases('en'));
    }
  });

  it('provide exactly the plural categories each language needs (cs/sk: one, few, many, other)', () => {
    expect(pluralCategories('sk')).toEqual(['few', 'many', 'one', 'other']);
    for (const language of LANGUAGES) {
      const byBase = new Map<string, string[]>();
      for (const key of Object.keys(catalogs[language])) {
        const { base, category } = pluralPart(key);
        if (category) byBase.set(base, [...(byBase.get(base) ?? []), category]);
      }
      for (const [base, categories] of byBase) {
        expect(categories.sort(), `${language}: ${base}`).toEqual(pluralCategories(language));
      }
    }
  });

  it('use the same interpolation variables in every language', () => {
    for (const [key, english] of Object.entries(catalogs.en)) {
      const { base } = pluralPart(key);
      for (const language of LANGUAGES) {
        const translated = catalogs[language][key] ?? catalogs[language][`${base}_other`];
        expect(variables(translated), `${language}: ${key}`).toEqual(variables(english));
      }
    }
  });

  // Every error page code has its texts too: features/errors/routes/error-texts.test.ts.
  it('name every route', () => {
    for (const language of LANGUAGES) {
      for (const name of ROUTE_NAMES)
        expect(hasKey(catalogs[language], routeTitleKey(name)), `${language}: ${name}`).toBe(true);
    }
  });

  it('keep the texts the spec fixes in English', () => {
    expect(catalogs.en['DEFAULT_ERROR.TITLE']).toBe('Error!');
    expect(catalogs.en['DEFAULT_ERROR.MESSAGE']).toBe(
      'Something went wrong. Try again or contact our support.',
    );
    expect(catalogs.en['HOME.NO_ARTICLES']).toBe('No articles for this section.');
    expect(catalogs.en['HOME.NO_STREAMS']).toBe('No upcoming streams available for now.');
    expect(catalogs.en['LISTINGS.NO_EVENTS']).toBe('No events found.');
  });

  it('keep catalog parts apart from the bundled base catalog', () => {
    for (const language of LANGUAGES) {
      const base = BASE_SECTIONS[language];
      for (const [name, part] of Object.entries(PARTS)) {
        const overlap = Object.keys(part[language]).filter((section) => base.includes(section));
        expect(overlap, `${language}: ${name}`).toEqual([]);
      }
    }
  });
});
