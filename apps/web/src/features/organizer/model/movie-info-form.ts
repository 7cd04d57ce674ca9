import { type EventManagement, MOVIE_INFO_LIMITS as LIMITS, type MovieInfoInput } from '@marquee/contract';
import type { FieldErrors } from '../../../lib/forms/validation';

/** The media step's film form: a film screening's details (spec 1 §3 MovieInfo). */
export interface MovieInfoValues extends Record<string, unknown> {
  /** Off: the event is no film screening and its MovieInfo is cleared. */
  isFilm: boolean;
  title: string;
  year: number | null;
  duration: number | null;
  directors: string[];
  actors: string[];
  ageRating: number | null;
  screenFormat: string;
  dabing: string;
  subtitles: string;
}
export type MovieInfoField = Extract<keyof MovieInfoValues, string>;

export function movieInfoValues(info: EventManagement['MovieInfo']): MovieInfoValues {
  return {
    isFilm: info !== null,
    title: info?.Movie.OriginalTitle ?? '',
    year: info?.Movie.YearOfProduction ?? null,
    duration: info?.Movie.MovieDuration ?? null,
    directors: info?.Movie.Directors ?? [],
    actors: info?.Movie.Actors.map((actor) => actor.FullName) ?? [],
    ageRating: info?.AgeRating ?? null,
    screenFormat: info?.ScreenFormat ?? '',
    dabing: info?.Dabing ?? '',
    subtitles: info?.Subtitles ?? '',
  };
}

const tooLong = (names: string[]) => names.some((name) => name.trim().length > LIMITS.personNameMax);

/** The same limits the server checks (contract MovieInfoInputSchema), with the form's message keys. */
export function movieInfoErrors(values: MovieInfoValues, thisYear: number): FieldErrors<MovieInfoField> {
  const errors: FieldErrors<MovieInfoField> = {};
  if (!values.isFilm) return errors;
  const title = values.title.trim();
  if (!title) errors.title = { key: 'FIELD_REQUIRED' };
  else if (title.length > LIMITS.titleMax)
    errors.title = { key: 'MAX_LENGTH', values: { count: LIMITS.titleMax } };
  if (values.year !== null) {
    if (values.year < LIMITS.yearMin) errors.year = { key: 'MIN_VALUE', values: { count: LIMITS.yearMin } };
    else if (values.year > thisYear + LIMITS.yearAhead)
      errors.year = { key: 'MAX_VALUE', values: { count: thisYear + LIMITS.yearAhead } };
  }
  if (values.duration !== null && (values.duration < 1 || values.duration > LIMITS.durationMaxMinutes))
    errors.duration =
      values.duration < 1
        ? { key: 'MIN_VALUE', values: { count: 1 } }
        : { key: 'MAX_VALUE', values: { count: LIMITS.durationMaxMinutes } };
  if (values.ageRating !== null && (values.ageRating < 0 || values.ageRating > LIMITS.ageRatingMax))
    errors.ageRating = { key: 'MAX_VALUE', values: { count: LIMITS.ageRatingMax } };
  if (values.directors.length > LIMITS.directorsMax || tooLong(values.directors))
    errors.directors = { key: 'INVALID_VALUE' };
  if (values.actors.length > LIMITS.actorsMax || tooLong(values.actors))
    errors.actors = { key: 'INVALID_VALUE' };
  for (const field of ['screenFormat', 'dabing', 'subtitles'] as const)
    if ((values[field] as string).trim().length > LIMITS.textMax)
      errors[field] = { key: 'MAX_LENGTH', values: { count: LIMITS.textMax } };
  return errors;
}

const textOrUndefined = (text: string) => text.trim() || undefined;

/** What PUT /event sends as MovieInfo: null when the event is no film. */
export function movieInfoInput(values: MovieInfoValues): MovieInfoInput | null {
  if (!values.isFilm) return null;
  const names = (list: string[]) => list.map((name) => name.trim()).filter(Boolean);
  return {
    Movie: {
      OriginalTitle: values.title.trim(),
      ...(values.year !== null ? { YearOfProduction: values.year } : {}),
      ...(values.duration !== null ? { MovieDuration: values.duration } : {}),
      Directors: names(values.directors),
      Actors: names(values.actors).map((FullName) => ({ FullName })),
    },
    AgeRating: values.ageRating ?? 0,
    ScreenFormat: textOrUndefined(values.screenFormat),
    Dabing: textOrUndefined(values.dabing),
    Subtitles: textOrUndefined(values.subtitles),
  };
}

/** Server FieldErrors paths of MovieInfo → the form's fields. */
export const MOVIE_INFO_PATHS: Record<string, MovieInfoField> = {
  'MovieInfo.Movie.OriginalTitle': 'title',
  'MovieInfo.Movie.YearOfProduction': 'year',
  'MovieInfo.Movie.MovieDuration': 'duration',
  'MovieInfo.Movie.Directors': 'directors',
  'MovieInfo.Movie.Directors.': 'directors',
  'MovieInfo.Movie.Actors': 'actors',
  'MovieInfo.Movie.Actors.': 'actors',
  'MovieInfo.AgeRating': 'ageRating',
  'MovieInfo.ScreenFormat': 'screenFormat',
  'MovieInfo.Dabing': 'dabing',
  'MovieInfo.Subtitles': 'subtitles',
};
