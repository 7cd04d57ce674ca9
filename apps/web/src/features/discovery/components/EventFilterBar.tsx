import { Stack } from '@mantine/core';
import type { Genre } from '@marquee/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useStagedReveal } from '../../../components/use-staged-reveal';
import { useLanguage } from '../../../lib/routing/hooks';
import { useCity } from '../api/get-city';
import type { CalendarDay, DateRange } from '../model/date-ranges';
import type { EventFilters } from '../model/event-filters';
import { DateFilter } from './DateFilter';
import classes from './EventFilterBar.module.css';
import { LightTextField } from './light-fields';

/*
 * The city and genre pickers are Mantine Selects: with their combobox, popover and floating positioning they
 * were ~40 kB of the page's first load (gzip), which a phone downloaded and ran before it could paint the
 * first cards (the page's largest paint). They are asked for only once the page has painted (useStagedReveal),
 * so they do not compete with the list for the network either; a read-only field of the same size, label and
 * text holds each one's place meanwhile.
 */
const CityFilter = lazy(() => import('./CityFilter').then((m) => ({ default: m.CityFilter })));
const GenreFilters = lazy(() => import('./GenreFilters').then((m) => ({ default: m.GenreFilters })));

interface EventFilterBarProps {
  filters: EventFilters;
  tree: readonly Genre[];
  parent: Genre | null;
  sub: Genre | null;
  onChange: (patch: Partial<EventFilters>) => void;
}

/** City, event type, sub genre and the date tabs of the all-events page. */
export function EventFilterBar({ filters, tree, parent, sub, onChange }: EventFilterBarProps) {
  const onDate = (value: { range: DateRange | null; date: CalendarDay | null }) =>
    // A tab replaces any from/till period an old link carried.
    onChange({ ...value, from: null, till: null });
  // One picker commit per paint (city, then the two genre pickers): mounting all three Selects in one
  // task blocked a throttled phone's main thread for ~300 ms (Lighthouse TBT).
  const stage = useStagedReveal(3);
  const cityPlaceholder = <CityPlaceholder cityId={filters.city} />;
  const genrePlaceholders = <GenrePlaceholders parent={parent} sub={sub} />;
  return (
    <Stack gap="md" data-testid="event-filters">
      <div className={classes.pickers}>
        {stage >= 2 ? (
          <Suspense fallback={cityPlaceholder}>
            <CityFilter value={filters.city} onChange={(city) => onChange({ city })} />
          </Suspense>
        ) : (
          cityPlaceholder
        )}
        {stage >= 3 ? (
          <Suspense fallback={genrePlaceholders}>
            <GenreFilters tree={tree} parent={parent} sub={sub} onChange={onChange} />
          </Suspense>
        ) : (
          genrePlaceholders
        )}
      </div>
      <DateFilter range={filters.range} date={filters.date} onChange={onDate} />
    </Stack>
  );
}

/** Where a picker will be, as it will look (label, chosen value or placeholder); not a control yet. */
function PickerPlaceholder(props: {
  label: string;
  value: string | null;
  placeholder: string;
  disabled?: boolean;
}) {
  return (
    <LightTextField
      label={props.label}
      value={props.value ?? ''}
      placeholder={props.placeholder}
      disabled={props.disabled}
      readOnly
      aria-busy="true"
    />
  );
}

function CityPlaceholder({ cityId }: { cityId: string | null }) {
  const { t } = useTranslation();
  const city = useCity(cityId);
  return (
    <PickerPlaceholder
      label={t('DISCOVERY.CITY')}
      value={cityId && city.data ? `${city.data.Name}, ${city.data.CountryName}` : null}
      placeholder={t('DISCOVERY.ANY_CITY')}
    />
  );
}

function GenrePlaceholders({ parent, sub }: { parent: Genre | null; sub: Genre | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = (genre: Genre | null) => (genre ? genre.NameI18n[language] || genre.Name : null);
  return (
    <>
      <PickerPlaceholder
        label={t('DISCOVERY.EVENT_TYPE')}
        value={name(parent)}
        placeholder={t('DISCOVERY.ALL_TYPES')}
      />
      <PickerPlaceholder
        label={t('DISCOVERY.SUB_GENRE')}
        value={name(sub)}
        placeholder={parent ? t('DISCOVERY.ALL_SUB_GENRES') : t('DISCOVERY.CHOOSE_TYPE_FIRST')}
        disabled={!parent?.Subgenres?.length}
      />
    </>
  );
}
