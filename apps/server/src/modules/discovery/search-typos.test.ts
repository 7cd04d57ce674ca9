import type { SearchResults } from '@marquee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/app';
import { buildDemoApp, getJson } from '../events/test-fixtures';
import { soundFold } from './discovery.repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildDemoApp();
});
afterAll(() => t.close());

/**
 * Misspellings people really type for the demo's profiles (issue 15 row 12): diacritics left out, letters
 * that sound alike once the diacritics are gone (i for ý, y for í, w for v), a dropped or doubled letter,
 * swapped letters, a k for a c. Each must find the profile first.
 */
const MISSPELLINGS: [typed: string, profile: string][] = [
  ['Mlinska kola', 'Mlýnská kola'],
  ['mlinska', 'Mlýnská kola'],
  ['mlynksa kola', 'Mlýnská kola'],
  ['metalica', 'Metalika'],
  ['Nikola Brik', 'Nikola Bric Quartet'],
  ['zuzana mikulowa', 'Zuzana Mikulová'],
  ['luki festival', 'Lúky Festival'],
  ['ifju tancegyutes', 'Ifjú Táncegyüttes'],
  ['jakub horejsy', 'Jakub Hořejší'],
  ['tichi dom', 'Tichý Dom Records'],
  ['zugo fenyek', 'Zúgó Fenyők'],
  ['kazan klup', 'Kazán Klub'],
  ['wltava arena', 'Vltava Arena'],
  ['bratislavski simfonicki', 'Bratislavský symfonický orchester'],
  ['panoramma', 'Kino Panoráma'],
  ['die grauen kazen', 'Die Grauen Katzen'],
];

const firstProfile = async (key: string) =>
  (await getJson<SearchResults>(t, `/api/search/multiple?Key=${encodeURIComponent(key)}`)).body.Profiles[0]
    ?.ProfileName;

describe('search typo tolerance, measured on real misspellings', () => {
  it('folds the letters people swap the same way on both sides', () => {
    expect(soundFold('mlinska kola')).toBe(soundFold('mlynska kola'));
    expect(soundFold('wltava')).toBe('vltava');
    expect(soundFold('kola')).toBe('kola');
  });

  it('finds the intended profile first for every misspelling in the table', async () => {
    const misses: string[] = [];
    for (const [typed, profile] of MISSPELLINGS) {
      const found = await firstProfile(typed);
      if (found !== profile) misses.push(`${typed} → ${found ?? 'nothing'} (wanted ${profile})`);
    }
    console.info(`search typos: ${MISSPELLINGS.length - misses.length}/${MISSPELLINGS.length} found first`);
    expect(misses).toEqual([]);
  });

  it('stays strict where nothing is alike', async () => {
    const nothing = (await getJson<SearchResults>(t, '/api/search/multiple?Key=qwxz')).body;
    expect(nothing).toEqual({ Profiles: [], Events: [], Articles: [] });
    // The spelling as written still ranks first, before look-alikes.
    expect(await firstProfile('Mlýnská kola')).toBe('Mlýnská kola');
  });
});
