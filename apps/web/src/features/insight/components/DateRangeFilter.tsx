import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type DateRange,
  isReversed,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
} from '../model/date-range';

interface DateRangeFilterProps {
  preset: RangePreset;
  range: DateRange;
  onChange: (preset: RangePreset, range: DateRange) => void;
}

/**
 * The period the figures cover: presets (last 7 or 30 days, this year, all time) or two days of one's own.
 * Plain date inputs: @mantine/dates is not installed and the browser's own picker is accessible and
 * localized; the API takes calendar days anyway.
 */
export function DateRangeFilter({ preset, range, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const choose = (value: string) => {
    const next = value as RangePreset;
    onChange(next, next === 'custom' ? range : presetRange(next));
  };
  return (
    <Stack gap="xs" role="group" aria-label={t('INSIGHT.RANGE.LABEL')}>
      <SegmentedControl
        value={preset}
        onChange={choose}
        data={RANGE_PRESETS.map((value) => ({ value, label: t(`INSIGHT.RANGE.${value.toUpperCase()}`) }))}
        fullWidth
        data-testid="range-presets"
      />
      {preset === 'custom' && (
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('INSIGHT.RANGE.FROM')}
            value={range.from}
            max={range.till || undefined}
            onChange={(e) => onChange('custom', { ...range, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('INSIGHT.RANGE.TILL')}
            value={range.till}
            min={range.from || undefined}
            onChange={(e) => onChange('custom', { ...range, till: e.currentTarget.value })}
          />
        </Group>
      )}
      {isReversed(range) && (
        <Text c="red" size="sm" role="alert">
          {t('INSIGHT.RANGE.REVERSED')}
        </Text>
      )}
    </Stack>
  );
}
