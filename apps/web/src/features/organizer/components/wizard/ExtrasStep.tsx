import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../../../lib/forms/validation';
import { updateEvent } from '../../api/update-event';
import { formMessage } from '../../model/messages';
import {
  type TrackingDraft,
  trackingDrafts,
  trackingIdError,
  trackingInput,
} from '../../model/tracking-form';
import { useStepSave } from '../../model/use-step-save';
import { PerformanceFields, type PerformanceType } from './PerformanceFields';
import { SeasonEventsField } from './SeasonEventsField';
import { StepFrame } from './StepFrame';
import type { StepProps } from './step-props';
import { TrackingFields } from './TrackingFields';

/** Performances, season tickets (saved at once) and tracking providers of the event. */
export function ExtrasStep({ event, onSaved, next, back }: StepProps) {
  const { t } = useTranslation();
  const saver = useStepSave();
  const [label, setLabel] = useState(event.PerformanceLabel ?? '');
  const [type, setType] = useState<PerformanceType>(event.PerformanceType);
  const [tracking, setTracking] = useState<TrackingDraft[]>(() => trackingDrafts(event.TrackingProviders));
  const [trackingErrors, setTrackingErrors] = useState<(FieldError | null)[]>([]);
  const [labelError, setLabelError] = useState<string | undefined>();

  const submit = async () => {
    const found = tracking.map(trackingIdError);
    setTrackingErrors(found);
    if (found.some(Boolean)) {
      saver.setFailure(t('ORGANIZER.ERRORS.CHECK_FIELDS'));
      return;
    }
    const saved = await saver.run(
      () =>
        updateEvent(event.Id, {
          PerformanceLabel: label.trim() || null,
          PerformanceType: type,
          TrackingProviders: trackingInput(tracking),
        }),
      (fieldErrors) => {
        const rows: (FieldError | null)[] = tracking.map(() => null);
        let shown = false;
        for (const [path, keys] of Object.entries(fieldErrors)) {
          const row = /^TrackingProviders\.(\d+)\./.exec(path);
          if (row) rows[Number(row[1])] = { key: (keys[0] ?? 'INVALID_VALUE') as FieldError['key'] };
          else if (path === 'PerformanceLabel') setLabelError(formMessage(t, keys[0] ?? 'INVALID_VALUE'));
          else continue;
          shown = true;
        }
        setTrackingErrors(rows);
        return shown;
      },
    );
    if (!saved) return;
    onSaved(saved);
    next();
  };

  return (
    <StepFrame
      title={t('ORGANIZER.STEPS.extras')}
      intro={t('ORGANIZER.EXTRAS.INTRO')}
      failure={saver.failure}
      saving={saver.saving}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      submitLabel={t('ORGANIZER.WIZARD.SAVE_CONTINUE')}
      onBack={back}
    >
      <PerformanceFields
        event={event}
        label={label}
        type={type}
        onLabel={setLabel}
        onType={setType}
        labelError={labelError}
      />
      <SeasonEventsField event={event} onSaved={onSaved} />
      <TrackingFields drafts={tracking} onChange={setTracking} errors={trackingErrors} />
    </StepFrame>
  );
}
