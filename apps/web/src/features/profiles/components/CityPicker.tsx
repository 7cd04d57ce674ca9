import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaces } from '../../discovery';

export interface CityValue {
  Id: string;
  Label: string;
}

interface CityPickerProps {
  label: string;
  value: CityValue | null;
  onChange: (value: CityValue | null) => void;
  error?: string;
}

/** City by typing (GET /search/places after 200 ms, at least 2 characters). */
export function CityPicker({ label, value, onChange, error }: CityPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value?.Label ?? '');
  const [debounced] = useDebouncedValue(search, SEARCH.autocompleteDelayMs);
  const places = usePlaces(debounced);
  const options = (places.data ?? []).map((place) => ({
    value: place.Id,
    label: `${place.City}, ${place.Country}`,
  }));
  if (value && !options.some((option) => option.value === value.Id))
    options.unshift({ value: value.Id, label: value.Label });

  return (
    <Select
      label={label}
      searchable
      clearable
      data={options}
      value={value?.Id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by the typed text.
      filter={({ options: all }) => all}
      onChange={(id, option) => onChange(id && option ? { Id: id, Label: option.label } : null)}
      nothingFoundMessage={debounced.trim().length >= SEARCH.minLength ? t('SEARCH.NO_RESULTS') : undefined}
      placeholder={t('CREATE_PROFILE.CITY_PLACEHOLDER')}
      error={error}
      data-testid="city-picker"
    />
  );
}
