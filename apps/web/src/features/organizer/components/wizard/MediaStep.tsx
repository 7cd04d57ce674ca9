import { Fieldset, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../../lib/forms/use-form';
import { updateEvent } from '../../api/update-event';
import { mapFieldErrors } from '../../model/field-errors';
import {
  MOVIE_INFO_PATHS,
  type MovieInfoValues,
  movieInfoErrors,
  movieInfoInput,
  movieInfoValues,
} from '../../model/movie-info-form';
import { useStepSave } from '../../model/use-step-save';
import { GallerySection } from './GallerySection';
import { MovieInfoFields } from './MovieInfoFields';
import { StepFrame } from './StepFrame';
import type { StepProps } from './step-props';

const validate = (values: MovieInfoValues) => movieInfoErrors(values, new Date().getFullYear());

/** Gallery (saved as it goes), a film's details and, for an online event, its stream settings. */
export function MediaStep({ event, onSaved, next, back }: StepProps) {
  const { t } = useTranslation();
  const saver = useStepSave();
  const form = useForm<MovieInfoValues>(movieInfoValues(event.MovieInfo), validate);
  const [streamPromo, setStreamPromo] = useState(event.StreamSettings?.ShowStreamPromo ?? false);

  const submit = form.onSubmit(async (values) => {
    const movie = movieInfoInput(values);
    const saved = await saver.run(
      () =>
        updateEvent(event.Id, {
          // Disfilm ids come from the distributor's feed, not this form: they stay as they are.
          MovieInfo: movie && {
            ...movie,
            DisfilmId: event.MovieInfo?.DisfilmId,
            DisfilmLanguage: event.MovieInfo?.DisfilmLanguage,
          },
          ...(event.IsOnline ? { StreamSettings: { ShowStreamPromo: streamPromo } } : {}),
        }),
      (fieldErrors) => {
        const found = mapFieldErrors(fieldErrors, MOVIE_INFO_PATHS);
        form.showErrors(found);
        return Object.keys(found).length > 0;
      },
    );
    if (!saved) return;
    onSaved(saved);
    next();
  });

  return (
    <StepFrame
      title={t('ORGANIZER.STEPS.media')}
      intro={t('ORGANIZER.MEDIA.INTRO')}
      failure={saver.failure}
      saving={saver.saving}
      onSubmit={(e) => void submit(e)}
      submitLabel={t('ORGANIZER.WIZARD.SAVE_CONTINUE')}
      onBack={back}
      formRef={form.formRef}
    >
      <GallerySection event={event} onSaved={onSaved} />
      <MovieInfoFields values={form.values} onChange={form.setValue} error={form.error} />
      {event.IsOnline && (
        <Fieldset legend={t('ORGANIZER.MEDIA.STREAM')}>
          <Switch
            label={t('ORGANIZER.MEDIA.STREAM_PROMO')}
            description={t('ORGANIZER.MEDIA.STREAM_PROMO_HINT')}
            checked={streamPromo}
            onChange={(e) => setStreamPromo(e.currentTarget.checked)}
            data-testid="stream-promo"
          />
        </Fieldset>
      )}
    </StepFrame>
  );
}
