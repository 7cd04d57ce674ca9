import { describe, expect, it } from 'vitest';
import { CategoriesResponseSchema } from './categories';

const names = (en: string) => ({ en, sk: en, cs: en, de: en, hu: en });

describe('CategoriesResponseSchema', () => {
  it('parses a two-level genre tree', () => {
    const tree = CategoriesResponseSchema.parse([
      {
        Id: 'music',
        Name: 'Hudba',
        NameI18n: { en: 'Music', sk: 'Hudba', cs: 'Hudba', de: 'Musik', hu: 'Zene' },
        Slug: 'music',
        Type: 'Event',
        ParentCategory: null,
        IsParent: true,
        Description: null,
        Subgenres: [
          {
            Id: 'rock',
            Name: 'Rock',
            NameI18n: names('Rock'),
            Slug: 'rock',
            Type: 'Event',
            ParentCategory: 'music',
            IsParent: false,
            Description: 'Guitars',
            Subgenres: [],
          },
        ],
      },
    ]);
    expect(tree[0]?.Subgenres[0]?.ParentCategory).toBe('music');
  });

  it('requires a name in all five languages, also in sub genres', () => {
    const { hu: _hu, ...fourLanguages } = names('Jazz');
    const top = {
      Id: 'music',
      Name: 'Music',
      NameI18n: names('Music'),
      Slug: 'music',
      Type: 'Event',
      ParentCategory: null,
      IsParent: true,
      Description: null,
    };
    expect(
      CategoriesResponseSchema.safeParse([{ ...top, NameI18n: fourLanguages, Subgenres: [] }]).success,
    ).toBe(false);
    const child = {
      ...top,
      Id: 'jazz',
      ParentCategory: 'music',
      IsParent: false,
      NameI18n: fourLanguages,
      Subgenres: [],
    };
    expect(CategoriesResponseSchema.safeParse([{ ...top, Subgenres: [child] }]).success).toBe(false);
  });
});
