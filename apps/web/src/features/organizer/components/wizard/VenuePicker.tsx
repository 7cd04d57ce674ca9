import { Alert, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type EventManagement, SEARCH, type VenueListItem } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVenueList } from '../../api/list-venues';
import { setEventVenue } from '../../api/set-event-venue';
import { useStepSave } from '../../model/use-step-save';

interface VenuePickerProps {
  event: EventManagement;
  onSaved: (event: EventManagement) => void;
}

/**
 * "Reuse a venue": the organizer's own and used venues are offered at once; typing (≥ 2 characters) also
 * finds venue profiles' halls. Picking one sets it at once (PUT /event/{id}/setvenue) with its layout.
 */
export function VenuePicker({ event, onSaved }: VenuePickerProps) {
  const { t } = useTranslation();
  const saver = useStepSave();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH.autocompleteDelayMs);
  const key = debounced.trim().length >= SEARCH.minLength ? debounced : '';
  const venues = useVenueList(event.AuthorProfileId, key);
  const [picked, setPicked] = useState<string | null>(null);
  const found = venues.data ?? [];

  const describe = (venue: VenueListItem) =>
    [
      venue.Name,
      venue.AddressContact.City,
      t('ORGANIZER.PLACE.PICKER_SEATS', { count: venue.SeatCount }),
      t('ORGANIZER.PLACE.PICKER_SECTORS', { count: venue.SectorCount }),
    ].join(' · ');

  const pick = async (id: string | null) => {
    if (!id) return;
    const saved = await saver.run(() => setEventVenue(event.Id, id));
    if (!saved) return;
    setPicked(saved.VenueRef?.Name ?? null);
    setSearch('');
    onSaved(saved);
  };

  return (
    <Stack gap="xs">
      <Select
        label={t('ORGANIZER.PLACE.PICKER')}
        description={t('ORGANIZER.PLACE.PICKER_HINT')}
        searchable
        data={[
          {
            group: t('ORGANIZER.PLACE.PICKER_OWN'),
            items: found.filter((v) => v.IsOwn).map((v) => ({ value: v._id, label: describe(v) })),
          },
          {
            group: t('ORGANIZER.PLACE.PICKER_OTHERS'),
            items: found.filter((v) => !v.IsOwn).map((v) => ({ value: v._id, label: describe(v) })),
          },
        ].filter((group) => group.items.length > 0)}
        value={null}
        searchValue={search}
        onSearchChange={setSearch}
        // The server already matched the key (without diacritics): show what it answered.
        filter={({ options }) => options}
        onChange={(id) => void pick(id)}
        disabled={saver.saving}
        nothingFoundMessage={venues.isFetching ? t('COMMON.LOADING') : t('ORGANIZER.PLACE.PICKER_NONE')}
        data-testid="venue-picker"
      />
      {picked && (
        <Text size="sm" c="teal.9" role="status" data-testid="venue-picked">
          {t('ORGANIZER.PLACE.PICKED', { name: picked })}
        </Text>
      )}
      {saver.failure && (
        <Alert color="red" role="alert">
          {saver.failure}
        </Alert>
      )}
    </Stack>
  );
}
