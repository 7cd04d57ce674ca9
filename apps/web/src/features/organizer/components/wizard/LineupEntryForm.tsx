import { Alert, Button, Checkbox, Fieldset, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type EventManagement, SEARCH } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../../lib/api/errors';
import { saveLineupEntry } from '../../api/save-lineup';
import { useProfileSearch } from '../../api/search-profiles';
import { enterToRun } from '../../model/enter-to-run';
import { fromLocalInput, toLocalInput } from '../../model/event-dates';
import { formMessage, saveErrorMessage } from '../../model/messages';
import { DateTimeField } from './DateTimeField';

type Entry = EventManagement['Lineup'][number];

interface LineupEntryFormProps {
  event: EventManagement;
  /** null: a new entry. */
  entry: Entry | null;
  order?: number;
  onDone: () => void;
  onCancel?: () => void;
}

/**
 * Adds or edits a lineup entry: a profile from the search (1 s debounce, spec 3 §5), or just a name for
 * someone without a profile; festival day, start and whether the time is shown.
 */
export function LineupEntryForm({ event, entry, order, onDone, onCancel }: LineupEntryFormProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(entry?.ProfileRef?.ProfileName ?? '');
  const [debounced] = useDebouncedValue(search, SEARCH.debounceMs);
  const results = useProfileSearch(debounced);
  const [profile, setProfile] = useState<{ id: string; name: string } | null>(
    entry?.ProfileId ? { id: entry.ProfileId, name: entry.ProfileRef?.ProfileName ?? entry.Name } : null,
  );
  const [name, setName] = useState(entry && !entry.ProfileId ? entry.Name : '');
  const [day, setDay] = useState(entry?.Day ?? '');
  const [begin, setBegin] = useState(toLocalInput(entry?.Begin ?? null, event.TimeZone));
  const [hideTime, setHideTime] = useState(entry?.HideTime ?? false);
  const [errors, setErrors] = useState<{ name?: string; begin?: string; day?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const options = (results.data ?? []).map((found) => ({
    value: found.Id,
    label: [found.ProfileName, found.City].filter(Boolean).join(' · '),
  }));
  if (profile && !options.some((option) => option.value === profile.id))
    options.unshift({ value: profile.id, label: profile.name });

  const save = async () => {
    setFailure(null);
    if (!profile && !name.trim()) {
      setErrors({ name: t('ORGANIZER.LINEUP.NAME_OR_PROFILE') });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await saveLineupEntry(
        event.Id,
        {
          ProfileId: profile?.id ?? null,
          Name: profile ? null : name.trim(),
          Day: day || null,
          Begin: fromLocalInput(begin, event.TimeZone),
          HideTime: hideTime,
          ...(order === undefined ? {} : { Order: order }),
        },
        entry?._id,
      );
      setProfile(null);
      setSearch('');
      setName('');
      setBegin('');
      setDay('');
      setHideTime(false);
      onDone();
    } catch (error) {
      const fieldErrors = isApiRequestError(error) ? (error.FieldErrors ?? {}) : {};
      const found = {
        name: fieldErrors.Name?.[0] ?? fieldErrors.ProfileId?.[0],
        begin: fieldErrors.Begin?.[0],
        day: fieldErrors.Day?.[0],
      };
      setErrors({
        name: found.name && formMessage(t, found.name),
        begin: found.begin && formMessage(t, found.begin),
        day: found.day && formMessage(t, found.day),
      });
      if (!found.name && !found.begin && !found.day) setFailure(saveErrorMessage(t, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Fieldset
      legend={entry ? t('ORGANIZER.LINEUP.EDIT_ENTRY', { name: entry.Name }) : t('ORGANIZER.LINEUP.ADD')}
      onKeyDown={enterToRun(() => void save())}
    >
      <Stack>
        <Select
          label={t('ORGANIZER.LINEUP.PROFILE')}
          description={t('ORGANIZER.LINEUP.PROFILE_HINT')}
          searchable
          clearable
          data={options}
          value={profile?.id ?? null}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          onChange={(id, option) =>
            setProfile(id && option ? { id, name: option.label.split(' · ')[0] ?? option.label } : null)
          }
          nothingFoundMessage={
            debounced.trim().length >= SEARCH.minLength && !results.isFetching
              ? t('SEARCH.NO_RESULTS')
              : undefined
          }
          data-testid="lineup-profile"
        />
        {!profile && (
          <TextInput
            label={t('ORGANIZER.LINEUP.NAME')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            data-testid="lineup-name"
          />
        )}
        {profile && errors.name && (
          <Alert color="red" role="alert">
            {errors.name}
          </Alert>
        )}
        <Group align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label={t('ORGANIZER.LINEUP.DAY')}
            value={day}
            onChange={(e) => setDay(e.currentTarget.value)}
            error={errors.day}
          />
          <DateTimeField
            label={t('ORGANIZER.LINEUP.BEGIN')}
            value={begin}
            onChange={setBegin}
            timeZone={event.TimeZone}
            error={errors.begin}
            data-testid="lineup-begin"
          />
        </Group>
        <Checkbox
          label={t('ORGANIZER.LINEUP.HIDE_TIME')}
          checked={hideTime}
          onChange={(e) => setHideTime(e.currentTarget.checked)}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('COMMON.CANCEL')}
            </Button>
          )}
          <Button onClick={() => void save()} loading={saving} data-testid="lineup-save">
            {entry ? t('ORGANIZER.LINEUP.SAVE') : t('ORGANIZER.LINEUP.ADD_BUTTON')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
