import { Badge, Group, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../../lib/forms/use-form';
import { updateEvent } from '../../api/update-event';
import {
  type DatesValues,
  datesInput,
  datesValuesOf,
  defaultEnd,
  validateDates,
} from '../../model/dates-form';
import { isMultiDay } from '../../model/event-dates';
import { mapFieldErrors } from '../../model/field-errors';
import { useStepSave } from '../../model/use-step-save';
import { DateTimeField } from './DateTimeField';
import { StepFrame } from './StepFrame';
import type { StepProps } from './step-props';

/** Begin, End and gate opening in the event's zone; long-term and multi-day (spec 3 §3, §4; spec 1 §9). */
export function DatesStep({ event, onSaved, next, back }: StepProps) {
  const { t } = useTranslation();
  const zone = event.TimeZone;
  const saver = useStepSave();
  const form = useForm<DatesValues>(datesValuesOf(event), (values) => validateDates(values, zone));
  const { values } = form;
  const multiDay = !values.longTerm && isMultiDay(values.begin, values.end);

  const submit = form.onSubmit(async (current) => {
    const input = datesInput(current, zone);
    const saved = await saver.run(
      () =>
        updateEvent(event.Id, {
          Begin: input.Begin ?? undefined,
          End: input.End ?? undefined,
          OpenGate: input.OpenGate,
        }),
      (fieldErrors) => {
        const found = mapFieldErrors(fieldErrors, {
          Begin: 'begin',
          End: 'end',
          OpenGate: 'openGate',
        } as const);
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
      title={t('ORGANIZER.STEPS.dates')}
      intro={t('ORGANIZER.DATES.INTRO', { zone })}
      failure={saver.failure}
      saving={saver.saving}
      onSubmit={(e) => void submit(e)}
      submitLabel={t('ORGANIZER.WIZARD.SAVE_CONTINUE')}
      onBack={back}
      formRef={form.formRef}
    >
      <DateTimeField
        label={t('ORGANIZER.DATES.BEGIN')}
        required
        value={values.begin}
        onChange={(begin) => form.setValue('begin', begin)}
        timeZone={zone}
        error={form.error('begin')}
        data-testid="event-begin"
      />
      <Switch
        label={t('ORGANIZER.DATES.LONG_TERM')}
        description={t('ORGANIZER.DATES.LONG_TERM_HINT')}
        checked={values.longTerm}
        onChange={(e) => {
          const longTerm = e.currentTarget.checked;
          form.setValue('longTerm', longTerm);
          if (!longTerm && !values.end) form.setValue('end', defaultEnd(values.begin));
        }}
        data-testid="event-long-term"
      />
      {!values.longTerm && (
        <DateTimeField
          label={t('ORGANIZER.DATES.END')}
          required
          value={values.end}
          onChange={(end) => form.setValue('end', end)}
          timeZone={zone}
          error={form.error('end')}
          data-testid="event-end"
        />
      )}
      <Group gap="xs" aria-live="polite">
        {multiDay && <Badge variant="light">{t('ORGANIZER.DATES.MULTI_DAY')}</Badge>}
        {values.longTerm && <Badge variant="light">{t('ORGANIZER.DATES.LONG_TERM')}</Badge>}
      </Group>
      <DateTimeField
        label={t('ORGANIZER.DATES.OPEN_GATE')}
        value={values.openGate}
        onChange={(openGate) => form.setValue('openGate', openGate)}
        timeZone={zone}
        error={form.error('openGate')}
        data-testid="event-open-gate"
      />
      <Text size="sm" c="dimmed">
        {t('ORGANIZER.DATES.ZONE_NOTE')}
      </Text>
    </StepFrame>
  );
}
