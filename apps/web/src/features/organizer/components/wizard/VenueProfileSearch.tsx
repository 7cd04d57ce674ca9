import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Profile, SEARCH } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getProfile } from '../../../profiles';
import { useProfileSearch } from '../../api/search-profiles';

const VENUE_TYPES = new Set(['BuildingProfile', 'FestivalProfile']);

interface VenueProfileSearchProps {
  /** The chosen venue profile, with its address and map position. */
  onPick: (profile: Profile) => void;
}

/** Finds a venue profile by name (spec 1 §9 search rules); picking it fills the event's place from it. */
export function VenueProfileSearch({ onPick }: VenueProfileSearchProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH.autocompleteDelayMs);
  const results = useProfileSearch(debounced);
  const [loading, setLoading] = useState(false);
  const venues = (results.data ?? []).filter((profile) => VENUE_TYPES.has(profile.Type));
  const pick = async (id: string | null) => {
    if (!id) return;
    setLoading(true);
    try {
      onPick(await getProfile(id));
      setSearch('');
    } finally {
      setLoading(false);
    }
  };
  return (
    <Select
      label={t('ORGANIZER.PLACE.VENUE_SEARCH')}
      description={t('ORGANIZER.PLACE.VENUE_SEARCH_HINT')}
      searchable
      data={venues.map((venue) => ({
        value: venue.Id,
        label: [venue.ProfileName, venue.City].filter(Boolean).join(' · '),
      }))}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      onChange={(id) => void pick(id)}
      disabled={loading}
      nothingFoundMessage={
        debounced.trim().length >= SEARCH.minLength && !results.isFetching
          ? t('SEARCH.NO_RESULTS')
          : undefined
      }
      data-testid="venue-search"
    />
  );
}
