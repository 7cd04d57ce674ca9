import { Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/ssr/use-hydrated';
import {
  type CalendarDay,
  type DateRange,
  dayIn,
  isCalendarDay,
  visitorTimeZone,
} from '../model/date-ranges';
import { LightRadioChip, LightTextField } from './light-fields';

const ENTIRE_PERIOD = 'ALL';
const TABS = [ENTIRE_PERIOD, 'TODAY', 'THIS_WEEK', 'THIS_WEEKEND', 'DAY'] as const;
type Tab = (typeof TABS)[number];

const LABEL_KEYS: Record<Tab, string> = {
  ALL: 'DISCOVERY.ENTIRE_PERIOD',
  TODAY: 'DISCOVERY.TODAY',
  THIS_WEEK: 'DISCOVERY.THIS_WEEK',
  THIS_WEEKEND: 'DISCOVERY.THIS_WEEKEND',
  DAY: 'DISCOVERY.PICK_DAY',
};

interface DateFilterProps {
  range: DateRange | null;
  date: CalendarDay | null;
  onChange: (value: { range: DateRange | null; date: CalendarDay | null }) => void;
}

/**
 * The date tabs (spec 1 §2): entire period, today, this week, this weekend, or one day picked in a
 * calendar. Radio chips rather than ARIA tabs: they filter one list instead of switching panels. The
 * day picker is the browser's own date input — its calendar is localized, keyboard-operable and the
 * native one on phones. Both are drawn with Mantine's classes (light-fields.tsx), not its components.
 */
export function DateFilter({ range, date, onChange }: DateFilterProps) {
  const { t } = useTranslation();
  const labelId = useId();
  // The visitor's today: the server and the hydrating browser do not know it yet (the picker's `min`).
  const hydrated = useHydrated();
  const today = hydrated ? dayIn(new Date(), visitorTimeZone()) : undefined;
  const choose = (tab: string) => {
    if (tab === ENTIRE_PERIOD) onChange({ range: null, date: null });
    else if (tab === 'DAY')
      onChange({ range: 'DAY', date: date ?? today ?? dayIn(new Date(), visitorTimeZone()) });
    else onChange({ range: tab as DateRange, date: null });
  };

  return (
    <Group gap="sm" align="flex-end" data-testid="date-filter">
      <div role="radiogroup" aria-labelledby={labelId}>
        <Text id={labelId} size="sm" fw={500} mb={4}>
          {t('DISCOVERY.WHEN')}
        </Text>
        <Group gap="xs">
          {TABS.map((tab) => (
            <LightRadioChip
              key={tab}
              name={labelId}
              value={tab}
              checked={(range ?? ENTIRE_PERIOD) === tab}
              onChange={() => choose(tab)}
            >
              {t(LABEL_KEYS[tab])}
            </LightRadioChip>
          ))}
        </Group>
      </div>
      {range === 'DAY' && (
        <LightTextField
          type="date"
          label={t('DISCOVERY.DAY')}
          value={date ?? today ?? ''}
          min={today}
          onChange={(event) => {
            const day = event.currentTarget.value;
            if (isCalendarDay(day)) onChange({ range: 'DAY', date: day });
          }}
          data-testid="day-input"
        />
      )}
    </Group>
  );
}
