import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCity } from '../api/get-city';
import { usePlaces } from '../api/search-places';

interface CityFilterProps {
  /** City id from the URL; null = any city. */
  value: string | null;
  onChange: (cityId: string | null) => void;
}

/**
 * City autocomplete (spec 1 §2): GET /search/places 200 ms after typing stops, from 2 characters. The
 * chosen city's name comes from GET /city/{id}, so a reloaded or shared URL shows it too.
 */
export function CityFilter({ value, onChange }: CityFilterProps) {
  const { t } = useTranslation();
  const city = useCity(value);
  const selectedLabel = city.data ? `${city.data.Name}, ${city.data.CountryName}` : null;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH.autocompleteDelayMs);
  // The box shows the chosen city's label as its text; that is not a new search.
  const places = usePlaces(debounced === selectedLabel ? '' : debounced, { keepPrevious: true });
  const options = (places.data ?? []).map((place) => ({
    value: place.Id,
    label: `${place.City}, ${place.Country}`,
  }));
  if (value && selectedLabel && !options.some((option) => option.value === value))
    options.unshift({ value, label: selectedLabel });

  const typed = debounced.trim().length >= SEARCH.minLength && debounced !== selectedLabel;
  return (
    <Select
      label={t('DISCOVERY.CITY')}
      placeholder={t('DISCOVERY.ANY_CITY')}
      searchable
      clearable
      data={options}
      value={value && selectedLabel ? value : null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the typed text (diacritics-insensitive); do not filter again here.
      filter={({ options: all }) => all}
      onChange={(id) => onChange(id)}
      nothingFoundMessage={typed && !places.isFetching ? t('SEARCH.NO_RESULTS') : undefined}
      comboboxProps={{ withinPortal: true }}
      clearButtonProps={{ 'aria-label': t('DISCOVERY.CLEAR_CITY') }}
      data-testid="city-filter"
    />
  );
}
