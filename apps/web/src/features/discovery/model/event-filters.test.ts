import type { Genre } from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import {
  categoriesOf,
  NO_FILTERS,
  parseFilters,
  resolveGenres,
  searchWindowOf,
  toSearchParams,
} from './event-filters';

const CITY = '2f1c0c3e-8a4b-4c55-9d7e-0a1b2c3d4e5f';
const parse = (query: string) => parseFilters(new URLSearchParams(query));

const genre = (slug: string, id: string, parent: string | null, subs: Genre[] = []): Genre => ({
  Id: id,
  Name: slug,
  NameI18n: { en: slug, sk: slug, cs: slug, de: slug, hu: slug },
  Slug: slug,
  Type: 'Event',
  ParentCategory: parent,
  IsParent: parent === null,
  Description: null,
  Subgenres: subs,
});
const MUSIC = 'aaaaaaaa-0000-4000-8000-000000000001';
const METAL = 'aaaaaaaa-0000-4000-8000-000000000002';
const THEATRE = 'aaaaaaaa-0000-4000-8000-000000000003';
const OPERA = 'aaaaaaaa-0000-4000-8000-000000000004';
const TREE = [
  genre('music', MUSIC, null, [genre('metal', METAL, MUSIC)]),
  genre('theatre', THEATRE, null, [genre('opera', OPERA, THEATRE)]),
];

describe('all-events URL state', () => {
  it('reads every filter of a canonical URL and writes it back unchanged', () => {
    const query = `city=${CITY}&par=music&sub=metal&range=THIS_WEEKEND`;
    const filters = parse(query);
    expect(filters).toEqual({ ...NO_FILTERS, city: CITY, par: 'music', sub: 'metal', range: 'THIS_WEEKEND' });
    expect(toSearchParams(filters).toString()).toBe(query);
  });

  it('keeps the day of range=DAY and drops a date that belongs to no DAY range', () => {
    expect(parse('range=DAY&date=2026-12-24')).toMatchObject({ range: 'DAY', date: '2026-12-24' });
    expect(parse('range=TODAY&date=2026-12-24')).toMatchObject({ range: 'TODAY', date: null });
    expect(toSearchParams(parse('range=TODAY&date=2026-12-24')).toString()).toBe('range=TODAY');
  });

  it('reads a date without range as that day (the deprecated path carries only date)', () => {
    expect(parse('date=2026-12-24')).toMatchObject({ range: 'DAY', date: '2026-12-24' });
  });

  it('ignores invalid values instead of failing', () => {
    expect(parse('city=kosice&par=%3Cscript%3E&range=NEXT_YEAR&date=2026-02-30&from=soon&till=x')).toEqual(
      NO_FILTERS,
    );
    // DAY without a readable day is the entire period.
    expect(parse('range=DAY&date=tomorrow')).toEqual(NO_FILTERS);
  });

  it('reads range names in any case and with hyphens', () => {
    expect(parse('range=this-weekend').range).toBe('THIS_WEEKEND');
    expect(parse('range=today').range).toBe('TODAY');
  });

  it('keeps a from/till period only without a range, in order', () => {
    expect(parse('from=2026-12-10&till=2026-12-01')).toMatchObject({
      from: '2026-12-01',
      till: '2026-12-10',
    });
    expect(parse('from=2026-12-01T00:00:00Z')).toMatchObject({ from: '2026-12-01' });
    expect(parse('from=2026-12-01&range=TODAY')).toMatchObject({ from: null, range: 'TODAY' });
  });
});

describe('genres of the URL', () => {
  it('resolves slugs or ids, the sub genre narrowing the categories', () => {
    const resolved = resolveGenres({ par: 'music', sub: METAL }, TREE);
    expect(resolved.parent?.Id).toBe(MUSIC);
    expect(categoriesOf(resolved)).toEqual([METAL]);
    expect(categoriesOf(resolveGenres({ par: 'MUSIC', sub: null }, TREE))).toEqual([MUSIC]);
  });

  it('a sub genre alone brings its parent; one of another parent is ignored', () => {
    expect(resolveGenres({ par: null, sub: 'opera' }, TREE).parent?.Id).toBe(THEATRE);
    const mismatched = resolveGenres({ par: 'music', sub: 'opera' }, TREE);
    expect(mismatched.sub).toBeNull();
    expect(categoriesOf(mismatched)).toEqual([MUSIC]);
  });

  it('unknown genres filter nothing', () => {
    expect(categoriesOf(resolveGenres({ par: 'polka', sub: 'disco' }, TREE))).toBeUndefined();
  });
});

describe('the API window of the filters', () => {
  const now = new Date('2026-11-18T10:00:00Z'); // a Wednesday
  it('the entire period leaves since and till to the server', () => {
    expect(searchWindowOf(NO_FILTERS, now, 'Europe/Bratislava')).toEqual({});
  });

  it('a from/till period covers whole days, till inclusive', () => {
    expect(
      searchWindowOf({ ...NO_FILTERS, from: '2026-12-01', till: '2026-12-03' }, now, 'Europe/Bratislava'),
    ).toEqual({ since: '2026-11-30T23:00:00.000Z', till: '2026-12-03T23:00:00.000Z' });
  });

  it('this weekend from a Wednesday in Bratislava', () => {
    expect(searchWindowOf({ ...NO_FILTERS, range: 'THIS_WEEKEND' }, now, 'Europe/Bratislava')).toEqual({
      since: '2026-11-19T23:00:00.000Z',
      till: '2026-11-22T23:00:00.000Z',
    });
  });
});
