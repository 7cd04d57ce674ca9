import { Title } from '@mantine/core';
import type { EventDetail } from '@marquee/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { actorsLine, MOVIE_INFO_MAX_HEIGHT } from '../model/section-rules';
import classes from './event-detail.module.css';
import { HeightClamp } from './HeightClamp';

/**
 * Spec 1 §2 movie info: original title, year, duration, age rating when above 0, screen format, dubbing,
 * subtitles, the language of film-database items, directors, and the first 10 actors then an ellipsis.
 */
export function MovieInfoSection({ movieInfo }: { movieInfo: NonNullable<EventDetail['MovieInfo']> }) {
  const { t } = useTranslation();
  const { Movie: movie } = movieInfo;
  const rows: [string, ReactNode, string][] = [];
  const add = (key: string, value: ReactNode, testId: string) => {
    if (value !== undefined && value !== null && value !== '') rows.push([key, value, testId]);
  };
  add('EVENT_DETAIL.MOVIE.ORIGINAL_TITLE', movie.OriginalTitle, 'movie-title');
  add('EVENT_DETAIL.MOVIE.YEAR', movie.YearOfProduction, 'movie-year');
  if (movie.MovieDuration)
    add(
      'EVENT_DETAIL.MOVIE.DURATION',
      t('EVENT_DETAIL.MOVIE.MINUTES', { count: movie.MovieDuration }),
      'movie-duration',
    );
  if (movieInfo.AgeRating > 0)
    add(
      'EVENT_DETAIL.MOVIE.AGE_RATING',
      t('EVENT_DETAIL.MOVIE.AGE', { age: movieInfo.AgeRating }),
      'movie-age',
    );
  add('EVENT_DETAIL.MOVIE.SCREEN_FORMAT', movieInfo.ScreenFormat, 'movie-format');
  add('EVENT_DETAIL.MOVIE.DUBBING', movieInfo.Dabing, 'movie-dubbing');
  add('EVENT_DETAIL.MOVIE.SUBTITLES', movieInfo.Subtitles, 'movie-subtitles');
  if (movieInfo.DisfilmId) add('EVENT_DETAIL.MOVIE.LANGUAGE', movieInfo.DisfilmLanguage, 'movie-language');
  add('EVENT_DETAIL.MOVIE.DIRECTORS', movie.Directors.join(', '), 'movie-directors');
  add('EVENT_DETAIL.MOVIE.ACTORS', actorsLine(movie.Actors), 'movie-actors');

  return (
    <section aria-labelledby="movie-info-title" data-testid="movie-info">
      <Title order={2} size="h3" id="movie-info-title" mb="sm">
        {t('EVENT_DETAIL.MOVIE.TITLE')}
      </Title>
      <HeightClamp maxHeight={MOVIE_INFO_MAX_HEIGHT}>
        <dl className={classes.facts}>
          {rows.map(([key, value, testId]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{t(key)}</dt>
              <dd data-testid={testId}>{value}</dd>
            </div>
          ))}
        </dl>
      </HeightClamp>
    </section>
  );
}
