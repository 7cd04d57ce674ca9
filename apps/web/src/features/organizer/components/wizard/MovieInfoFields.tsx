import { Fieldset, NumberInput, SimpleGrid, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { MOVIE_INFO_LIMITS as LIMITS } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import type { MovieInfoField, MovieInfoValues } from '../../model/movie-info-form';

interface MovieInfoFieldsProps {
  values: MovieInfoValues;
  onChange: <K extends MovieInfoField>(field: K, value: MovieInfoValues[K]) => void;
  error: (field: MovieInfoField) => string | undefined;
}

const number = (value: string | number) => (typeof value === 'number' ? value : null);

/** A film screening's details (spec 1 §3 MovieInfo): shown on the event page of a film. */
export function MovieInfoFields({ values, onChange, error }: MovieInfoFieldsProps) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('ORGANIZER.MEDIA.MOVIE')}>
      <Stack gap="sm">
        <Switch
          label={t('ORGANIZER.MEDIA.IS_FILM')}
          checked={values.isFilm}
          onChange={(e) => onChange('isFilm', e.currentTarget.checked)}
          data-testid="movie-is-film"
        />
        {values.isFilm && (
          <>
            <TextInput
              label={t('ORGANIZER.MEDIA.ORIGINAL_TITLE')}
              required
              value={values.title}
              maxLength={LIMITS.titleMax}
              onChange={(e) => onChange('title', e.currentTarget.value)}
              error={error('title')}
              data-testid="movie-title"
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <NumberInput
                label={t('ORGANIZER.MEDIA.YEAR')}
                value={values.year ?? ''}
                min={LIMITS.yearMin}
                allowDecimal={false}
                onChange={(value) => onChange('year', number(value))}
                error={error('year')}
                data-testid="movie-year"
              />
              <NumberInput
                label={t('ORGANIZER.MEDIA.DURATION')}
                value={values.duration ?? ''}
                min={1}
                max={LIMITS.durationMaxMinutes}
                allowDecimal={false}
                onChange={(value) => onChange('duration', number(value))}
                error={error('duration')}
                data-testid="movie-duration"
              />
              <NumberInput
                label={t('ORGANIZER.MEDIA.AGE_RATING')}
                description={t('ORGANIZER.MEDIA.AGE_RATING_HINT')}
                value={values.ageRating ?? ''}
                min={0}
                max={LIMITS.ageRatingMax}
                allowDecimal={false}
                onChange={(value) => onChange('ageRating', number(value))}
                error={error('ageRating')}
                data-testid="movie-age-rating"
              />
            </SimpleGrid>
            <TagsInput
              label={t('ORGANIZER.MEDIA.DIRECTORS')}
              description={t('ORGANIZER.MEDIA.NAMES_HINT', { max: LIMITS.directorsMax })}
              value={values.directors}
              maxTags={LIMITS.directorsMax}
              onChange={(names) => onChange('directors', names)}
              error={error('directors')}
              data-testid="movie-directors"
            />
            <TagsInput
              label={t('ORGANIZER.MEDIA.ACTORS')}
              description={t('ORGANIZER.MEDIA.ACTORS_HINT', {
                max: LIMITS.actorsMax,
                shown: LIMITS.actorsShown,
              })}
              value={values.actors}
              maxTags={LIMITS.actorsMax}
              onChange={(names) => onChange('actors', names)}
              error={error('actors')}
              data-testid="movie-actors"
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <TextInput
                label={t('ORGANIZER.MEDIA.SCREEN_FORMAT')}
                placeholder="2D"
                value={values.screenFormat}
                maxLength={LIMITS.textMax}
                onChange={(e) => onChange('screenFormat', e.currentTarget.value)}
                error={error('screenFormat')}
              />
              <TextInput
                label={t('ORGANIZER.MEDIA.DABING')}
                value={values.dabing}
                maxLength={LIMITS.textMax}
                onChange={(e) => onChange('dabing', e.currentTarget.value)}
                error={error('dabing')}
              />
              <TextInput
                label={t('ORGANIZER.MEDIA.SUBTITLES')}
                value={values.subtitles}
                maxLength={LIMITS.textMax}
                onChange={(e) => onChange('subtitles', e.currentTarget.value)}
                error={error('subtitles')}
              />
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
