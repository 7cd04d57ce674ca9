import { describe, expect, it } from 'vitest';
import { movieInfoErrors, movieInfoInput, movieInfoValues } from './movie-info-form';

const film = {
  Movie: {
    OriginalTitle: 'Obchod na korze',
    YearOfProduction: 1965,
    MovieDuration: 128,
    Directors: ['Ján Kadár'],
    Actors: [{ FullName: 'Jozef Kroner' }],
  },
  AgeRating: 12,
  Dabing: 'sk',
};

describe('movie info form', () => {
  it('round-trips a stored film and leaves blank texts out', () => {
    const values = movieInfoValues(film);
    expect(values).toMatchObject({ isFilm: true, title: 'Obchod na korze', actors: ['Jozef Kroner'] });
    expect(movieInfoInput(values)).toEqual({
      ...film,
      ScreenFormat: undefined,
      Dabing: 'sk',
      Subtitles: undefined,
    });
  });

  it('no film: no errors, and null clears it', () => {
    const values = { ...movieInfoValues(null), title: '' };
    expect(values.isFilm).toBe(false);
    expect(movieInfoErrors(values, 2030)).toEqual({});
    expect(movieInfoInput(values)).toBeNull();
  });

  it('checks the contract limits with form keys', () => {
    const values = {
      ...movieInfoValues(null),
      isFilm: true,
      year: 2036,
      duration: 0,
      ageRating: 30,
      directors: Array.from({ length: 11 }, (_, i) => `D${i}`),
      actors: ['x'.repeat(101)],
    };
    expect(movieInfoErrors(values, 2030)).toEqual({
      title: { key: 'FIELD_REQUIRED' },
      year: { key: 'MAX_VALUE', values: { count: 2035 } },
      duration: { key: 'MIN_VALUE', values: { count: 1 } },
      ageRating: { key: 'MAX_VALUE', values: { count: 21 } },
      directors: { key: 'INVALID_VALUE' },
      actors: { key: 'INVALID_VALUE' },
    });
    expect(movieInfoErrors({ ...values, year: 1700 }, 2030).year).toEqual({
      key: 'MIN_VALUE',
      values: { count: 1888 },
    });
  });
});
