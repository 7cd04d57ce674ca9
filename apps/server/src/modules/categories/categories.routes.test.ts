import { CategoriesResponseSchema, type Genre } from '@marquee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenreRow } from '../../db/schema/categories';
import { buildTestApp, type TestApp } from '../../testing/app';
import { buildGenre } from '../../testing/factories';

let t: TestApp;
const genre: Record<string, GenreRow> = {};

beforeAll(async () => {
  t = await buildTestApp({
    seed: async ({ db }) => {
      genre.theatre = await buildGenre(db, {
        name: 'Theatre',
        // No Hungarian name: Hungarian falls back to English.
        nameI18n: { en: 'Theatre', sk: 'Divadlo', cs: 'Divadlo', de: 'Theater' },
        slug: 'theatre',
        sortOrder: 2,
      });
      genre.music = await buildGenre(db, {
        name: 'Music',
        nameI18n: { en: 'Music', sk: 'Hudba', cs: 'Hudba', de: 'Musik', hu: 'Zene' },
        slug: 'music',
        description: 'Concerts and festivals',
        sortOrder: 1,
      });
      genre.rock = await buildGenre(db, {
        name: 'Rock',
        nameI18n: { en: 'Rock', sk: 'Rock', cs: 'Rock', de: 'Rock', hu: 'Rock' },
        slug: 'rock',
        parentId: genre.music.id,
        sortOrder: 2,
      });
      genre.classical = await buildGenre(db, {
        name: 'Classical',
        nameI18n: {
          en: 'Classical',
          sk: 'Klasická hudba',
          cs: 'Vážná hudba',
          de: 'Klassik',
          hu: 'Klasszikus zene',
        },
        slug: 'classical',
        parentId: genre.music.id,
        sortOrder: 1,
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const tree = async (language?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/category',
    headers: language ? { 'accept-language': language } : {},
  });
  expect(res.statusCode).toBe(200);
  return { res, genres: CategoriesResponseSchema.parse(res.json()) };
};

describe('GET /api/category', () => {
  it('answers the genre tree in display order with sub genres', async () => {
    const { genres } = await tree();
    expect(genres.map((g) => g.Name)).toEqual(['Music', 'Theatre']);
    const [music, theatre] = genres as [Genre, Genre];
    expect(music).toMatchObject({
      Id: genre.music?.id,
      Slug: 'music',
      Type: 'Event',
      ParentCategory: null,
      IsParent: true,
      Description: 'Concerts and festivals',
    });
    expect(music.Subgenres.map((g) => g.Name)).toEqual(['Classical', 'Rock']);
    expect(music.Subgenres[0]).toMatchObject({
      Id: genre.classical?.id,
      ParentCategory: genre.music?.id,
      IsParent: false,
      Description: null,
      Subgenres: [],
    });
    expect(theatre.Subgenres).toEqual([]);
  });

  it('localizes Name by Accept-Language and always carries all five languages', async () => {
    const sk = (await tree('sk-SK,sk;q=0.9')).genres;
    expect(sk[0]?.Name).toBe('Hudba');
    expect(sk[0]?.Subgenres[0]?.Name).toBe('Klasická hudba');
    expect(sk[0]?.NameI18n).toEqual({ en: 'Music', sk: 'Hudba', cs: 'Hudba', de: 'Musik', hu: 'Zene' });
    expect((await tree('cz')).genres[0]?.Subgenres[0]?.Name).toBe('Vážná hudba');
    const hu = (await tree('hu')).genres;
    expect(hu[0]?.Name).toBe('Zene');
    expect(hu[1]?.Name).toBe('Theatre');
    expect(hu[1]?.NameI18n).toEqual({
      en: 'Theatre',
      sk: 'Divadlo',
      cs: 'Divadlo',
      de: 'Theater',
      hu: 'Theatre',
    });
  });

  it('may be cached by clients and is cached in memory', async () => {
    const { res } = await tree();
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers.vary).toContain('Accept-Language');
    await buildGenre(t.app.db, { name: 'Dance', slug: 'dance', sortOrder: 0 });
    // Still the cached tree: the new genre shows up once the short server-side cache expires.
    expect((await tree()).genres.map((g) => g.Name)).toEqual(['Music', 'Theatre']);
  });
});

describe('OpenAPI', () => {
  it('documents the recursive genre tree as a named component', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths).toHaveProperty(['/api/category']);
    expect(doc.components.schemas.Genre.properties.Subgenres.items.$ref).toBe('#/components/schemas/Genre');
    // Every reference in the document points at a component that exists.
    const refs = JSON.stringify(doc).match(/#\/components\/schemas\/[A-Za-z0-9_]+/g) ?? [];
    for (const ref of refs)
      expect(doc.components.schemas, ref).toHaveProperty([ref.split('/').pop() as string]);
  });
});
