import { TextInput } from '@mantine/core';
import { MINUTES_STEP } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { snapToMinuteStep } from '../../model/event-dates';

interface DateTimeFieldProps {
  label: string;
  /** `YYYY-MM-DDTHH:mm` in the event's zone, or ''. */
  value: string;
  onChange: (value: string) => void;
  timeZone: string;
  error?: string;
  description?: string;
  required?: boolean;
  disabled?: boolean;
  'data-testid'?: string;
}

/**
 * A date and time of the event's zone (spec 1 §5: minutes step 5). The browser's own picker works on a
 * phone and by keyboard; a minute off the grid is moved to the nearest step as it is typed.
 */
export function DateTimeField({
  label,
  value,
  onChange,
  timeZone,
  error,
  description,
  ...rest
}: DateTimeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="datetime-local"
      label={label}
      description={description ?? t('ORGANIZER.DATES.IN_ZONE', { zone: timeZone })}
      step={MINUTES_STEP * 60}
      value={value}
      onChange={(event) => onChange(snapToMinuteStep(event.currentTarget.value))}
      error={error}
      {...rest}
    />
  );
}
