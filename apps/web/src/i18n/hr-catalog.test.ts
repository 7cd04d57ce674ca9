import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { flatten, PARTS, pluralPart } from './catalog-utils';
import checkoutHr from './checkout/hr.json';
import embedHr from './embed/hr.json';
import en from './en.json';
import hrBase from './hr/base.json';
import ticketingHr from './ticketing/hr.json';

/**
 * hr is the embeds' language only (issue 22; docs/decisions.md "Embeds"): what an embed shows must be in
 * it, key for key — the base sections below and the ticketing, checkout and embed parts. Anything else
 * falls back to English, so a key missing here would show English inside a Croatian embed: this fails.
 */
const BASE_SECTIONS = ['COMMON', 'DEFAULT_ERROR', 'TEST_MODE'] as const;
const HR_PARTS = { ticketing: ticketingHr, checkout: checkoutHr, embed: embedHr } as const;

const enBase = Object.fromEntries(BASE_SECTIONS.map((section) => [section, en[section]]));
const english = flatten({
  ...enBase,
  ...Object.fromEntries(Object.keys(HR_PARTS).flatMap((part) => Object.entries(PARTS[part]?.en ?? {}))),
});
const croatian = flatten({ ...hrBase, ...ticketingHr, ...checkoutHr, ...embedHr });
const HR_PLURALS = new Intl.PluralRules('hr').resolvedOptions().pluralCategories.slice().sort();
const variables = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();

// Every source file an embed runs: the embed feature and the purchase flow (its result and purchased
// tickets pages are full pages of the site, not the embed's).
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'routes' && dir.endsWith('ticketing') ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$|fixtures/.test(name) ? [path] : [];
  });
}
const embedSources = [
  ...sourceFiles(join(SRC, 'features/embed')),
  ...sourceFiles(join(SRC, 'features/ticketing')),
].map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));

const hasKey = (flat: Record<string, unknown>, key: string) =>
  key in flat || Object.keys(flat).some((candidate) => pluralPart(candidate).base === key);

describe('the hr catalogue (embeds)', () => {
  it('has every key of the sections and parts an embed shows, as non-empty strings', () => {
    const singular = (flat: Record<string, unknown>) =>
      Object.keys(flat)
        .filter((key) => pluralPart(key).category === null)
        .sort();
    expect(singular(croatian)).toEqual(singular(english));
    for (const [key, value] of Object.entries(croatian))
      expect(typeof value === 'string' && value.trim().length > 0, key).toBe(true);
  });

  it('gives every plural exactly the categories hr needs (one, few, other)', () => {
    const bases = new Set(
      Object.keys(english).flatMap((key) => (pluralPart(key).category ? [pluralPart(key).base] : [])),
    );
    for (const base of bases) {
      const categories = Object.keys(croatian)
        .filter((key) => pluralPart(key).category && pluralPart(key).base === base)
        .map((key) => pluralPart(key).category)
        .sort();
      expect(categories, base).toEqual(HR_PLURALS);
    }
  });

  it('uses the same interpolation variables as English', () => {
    for (const [key, text] of Object.entries(english)) {
      const { base, category } = pluralPart(key);
      // Plurals: the 'other' forms carry every variable ('one' may say "your ticket" without the count).
      const [source, translated] = category
        ? [english[`${base}_other`], croatian[`${base}_other`]]
        : [text, croatian[key]];
      expect(variables(translated), key).toEqual(variables(source));
    }
  });

  it('has every literal key the embed and the purchase flow use', () => {
    const keys = embedSources.flatMap(({ path, text }) =>
      [...text.matchAll(/\bt\(\s*['"]([A-Z][A-Z0-9_]*(?:\.[A-Z0-9_]+)*)['"]/g)].map((m) => ({
        key: m[1] ?? '',
        path,
      })),
    );
    expect(keys.length).toBeGreaterThan(100);
    // ROUTES.* names pages of the site (document titles of the result pages), never shown in an embed.
    const missing = keys.filter(({ key }) => !key.startsWith('ROUTES.') && !hasKey(croatian, key));
    expect(missing).toEqual([]);
  });
});
