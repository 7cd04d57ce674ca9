import {
  Alert,
  Button,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Place, type Profile, SEARCH } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PinMap } from '../../../../components/map';
import { useForm } from '../../../../lib/forms/use-form';
import type { FieldErrors } from '../../../../lib/forms/validation';
import { usePlaces } from '../../../discovery';
import { createVenue } from '../../api/create-venue';
import { setEventVenue } from '../../api/set-event-venue';
import { updateEvent } from '../../api/update-event';
import { mapFieldErrors } from '../../model/field-errors';
import { useStepSave } from '../../model/use-step-save';
import { StepFrame } from './StepFrame';
import type { StepProps } from './step-props';
import { VenuePicker } from './VenuePicker';
import { VenueProfileSearch } from './VenueProfileSearch';

type Mode = 'venue' | 'address' | 'online';

interface PlaceValues extends Record<string, unknown> {
  mode: Mode;
  cityId: string | null;
  cityLabel: string;
  country: string;
  addressLine: string;
  zip: string;
  lat: number | null;
  lon: number | null;
  /** Save the address as a new venue of the profile, so its layout can be drawn. */
  newVenue: boolean;
  venueName: string;
}
type Field = Extract<keyof PlaceValues, string>;

function validatePlace(values: PlaceValues): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (values.mode === 'address') {
    // Spec 3 §5 "Address": street, city and country required; the city chosen from suggestions.
    if (!values.cityId) errors.cityId = { key: 'CHOOSE_OPTION_REQUIRED' };
    if (!values.addressLine.trim()) errors.addressLine = { key: 'FIELD_REQUIRED' };
    if (values.lat === null || values.lon === null) errors.lat = { key: 'FIELD_REQUIRED' };
    if (values.newVenue && values.venueName.trim().length < 2)
      errors.venueName = values.venueName.trim()
        ? { key: 'MIN_LENGTH', values: { count: 2 } }
        : { key: 'FIELD_REQUIRED' };
  }
  return errors;
}

/** Where: a venue (its layout and zone come along), an address with a map position, or online. */
export function PlaceStep({ event, onSaved, next, back }: StepProps) {
  const { t } = useTranslation();
  const saver = useStepSave();
  const form = useForm<PlaceValues>(
    {
      mode: event.IsOnline ? 'online' : event.VenueRef ? 'venue' : 'address',
      cityId: event.CityId,
      cityLabel: event.AddressContact?.City ?? '',
      country: event.AddressContact?.Country ?? '',
      addressLine: event.AddressContact?.AddressLine ?? '',
      zip: event.AddressContact?.Zip ?? '',
      lat: event.LonLat?.Lat ?? null,
      lon: event.LonLat?.Lon ?? null,
      newVenue: false,
      venueName: '',
    },
    validatePlace,
  );
  const { values } = form;

  const submit = form.onSubmit(async (current) => {
    const saved = await saver.run(
      async () => {
        // Keeping the venue keeps its layout and the per-sector settings made for it.
        if (current.mode === 'venue') return event;
        if (current.mode === 'online') return updateEvent(event.Id, { IsOnline: true });
        const address = {
          AddressLine: current.addressLine.trim(),
          City: current.cityLabel,
          Zip: current.zip.trim() || undefined,
          Country: current.country,
        };
        if (current.newVenue && current.cityId && current.lat !== null && current.lon !== null) {
          // A new hall: the venue takes the place, and the event gets its (empty) layout to draw in.
          const venue = await createVenue({
            Name: current.venueName.trim(),
            AddressContact: address,
            CityId: current.cityId,
            LonLat: { Lat: current.lat, Lon: current.lon },
          });
          return setEventVenue(event.Id, venue._id);
        }
        return updateEvent(event.Id, {
          IsOnline: false,
          CityId: current.cityId,
          AddressContact: address,
          LonLat:
            current.lat !== null && current.lon !== null ? { Lat: current.lat, Lon: current.lon } : null,
        });
      },
      (fieldErrors) => {
        const found = mapFieldErrors(fieldErrors, {
          VenueRef: 'cityId',
          CityId: 'cityId',
          'AddressContact.': 'addressLine',
          'LonLat.': 'lat',
          LonLat: 'lat',
          Name: 'venueName',
        } as Record<string, Field>);
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
      title={t('ORGANIZER.STEPS.place')}
      intro={t('ORGANIZER.PLACE.INTRO')}
      failure={saver.failure}
      saving={saver.saving}
      onSubmit={(e) => void submit(e)}
      submitLabel={t('ORGANIZER.WIZARD.SAVE_CONTINUE')}
      onBack={back}
      formRef={form.formRef}
    >
      <VenuePicker
        event={event}
        onSaved={(saved) => {
          onSaved(saved);
          // The picked venue is now the event's: keep it when the step is saved.
          form.setValue('mode', 'venue');
        }}
      />
      <Radio.Group
        label={t('ORGANIZER.PLACE.MODE')}
        value={values.mode}
        onChange={(mode) => form.setValue('mode', mode as Mode)}
      >
        <Group mt="xs">
          {event.VenueRef && (
            <Radio value="venue" label={t('ORGANIZER.PLACE.MODE_VENUE')} data-testid="place-mode-venue" />
          )}
          <Radio value="address" label={t('ORGANIZER.PLACE.MODE_ADDRESS')} data-testid="place-mode-address" />
          <Radio value="online" label={t('ORGANIZER.PLACE.MODE_ONLINE')} data-testid="place-mode-online" />
        </Group>
      </Radio.Group>
      {values.mode === 'venue' && event.VenueRef && (
        <Alert color="blue" data-testid="current-venue">
          <Text size="sm" fw={600}>
            {event.VenueRef.Name}
          </Text>
          <Text size="sm">{t('ORGANIZER.PLACE.VENUE_KEPT')}</Text>
        </Alert>
      )}
      {values.mode === 'address' && (
        <VenueProfileSearch
          onPick={(venue: Profile) => {
            form.setValue('cityId', venue.CityId);
            form.setValue('cityLabel', venue.AddressContact?.City ?? venue.Hometown ?? '');
            form.setValue('country', venue.AddressContact?.Country ?? venue.Country ?? '');
            form.setValue(
              'addressLine',
              [venue.ProfileName, venue.AddressContact?.AddressLine].filter(Boolean).join(', '),
            );
            form.setValue('zip', venue.AddressContact?.Zip ?? '');
            form.setValue('lat', venue.LonLat?.Lat ?? null);
            form.setValue('lon', venue.LonLat?.Lon ?? null);
          }}
        />
      )}
      {values.mode === 'address' && (
        <AddressFields
          key={values.cityId ?? 'no-city'}
          values={values}
          onCity={(place) => {
            form.setValue('cityId', place?.Id ?? null);
            form.setValue('cityLabel', place?.City ?? '');
            form.setValue('country', place?.CountryCode ?? '');
            if (place) {
              form.setValue('lat', place.LonLat.Lat);
              form.setValue('lon', place.LonLat.Lon);
            }
          }}
          onChange={(field, value) => form.setValue(field, value as never)}
          error={form.error}
        />
      )}
      {values.mode === 'address' && (
        <Stack gap="xs">
          <Switch
            label={t('ORGANIZER.PLACE.NEW_VENUE')}
            description={t('ORGANIZER.PLACE.NEW_VENUE_HINT')}
            checked={values.newVenue}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              form.setValue('newVenue', checked);
              if (checked && !values.venueName)
                form.setValue('venueName', values.addressLine.split(',')[0] ?? '');
            }}
            data-testid="place-new-venue"
          />
          {values.newVenue && (
            <TextInput
              label={t('ORGANIZER.PLACE.VENUE_NAME')}
              required
              value={values.venueName}
              onChange={(e) => form.setValue('venueName', e.currentTarget.value)}
              error={form.error('venueName')}
              data-testid="place-venue-name"
            />
          )}
        </Stack>
      )}
      {values.mode === 'online' && <Alert color="blue">{t('ORGANIZER.PLACE.ONLINE_HINT')}</Alert>}
    </StepFrame>
  );
}

interface AddressFieldsProps {
  values: PlaceValues;
  onCity: (place: Place | null) => void;
  onChange: (field: 'addressLine' | 'zip' | 'lat' | 'lon', value: string | number | null) => void;
  error: (field: Field) => string | undefined;
}

function AddressFields({ values, onCity, onChange, error }: AddressFieldsProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(values.cityLabel);
  const [debounced] = useDebouncedValue(search, SEARCH.autocompleteDelayMs);
  const places = usePlaces(debounced);
  const found = (places.data ?? []).filter((place): place is Place & { Id: string } => place.Id !== null);
  const options = found.map((place) => ({ value: place.Id, label: `${place.City}, ${place.Country}` }));
  if (values.cityId && !options.some((option) => option.value === values.cityId))
    options.unshift({ value: values.cityId, label: values.cityLabel });
  const hasPoint = values.lat !== null && values.lon !== null;
  return (
    <Stack>
      <Select
        label={t('ORGANIZER.PLACE.CITY')}
        required
        searchable
        clearable
        data={options}
        value={values.cityId}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        onChange={(id) => onCity(found.find((place) => place.Id === id) ?? null)}
        nothingFoundMessage={debounced.trim().length >= SEARCH.minLength ? t('SEARCH.NO_RESULTS') : undefined}
        error={error('cityId')}
        data-testid="place-city"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('ORGANIZER.PLACE.ADDRESS_LINE')}
          required
          value={values.addressLine}
          onChange={(e) => onChange('addressLine', e.currentTarget.value)}
          error={error('addressLine')}
          data-testid="place-address"
        />
        <TextInput
          label={t('ORGANIZER.PLACE.ZIP')}
          value={values.zip}
          onChange={(e) => onChange('zip', e.currentTarget.value)}
        />
      </SimpleGrid>
      <Text size="sm" fw={500}>
        {t('ORGANIZER.PLACE.POSITION')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('ORGANIZER.PLACE.POSITION_HINT')}
      </Text>
      <SimpleGrid cols={2}>
        <NumberInput
          label={t('ORGANIZER.PLACE.LAT')}
          value={values.lat ?? ''}
          min={-90}
          max={90}
          decimalScale={6}
          onChange={(value) => onChange('lat', typeof value === 'number' ? value : null)}
          error={error('lat')}
        />
        <NumberInput
          label={t('ORGANIZER.PLACE.LON')}
          value={values.lon ?? ''}
          min={-180}
          max={180}
          decimalScale={6}
          onChange={(value) => onChange('lon', typeof value === 'number' ? value : null)}
        />
      </SimpleGrid>
      {hasPoint && (
        <PinMap
          lat={values.lat ?? 0}
          lon={values.lon ?? 0}
          label={values.addressLine || values.cityLabel}
          height={220}
        />
      )}
      {hasPoint && (
        <Group>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => {
              onChange('lat', null);
              onChange('lon', null);
            }}
          >
            {t('ORGANIZER.PLACE.CLEAR_POSITION')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
