import { Alert, Button, Fieldset, Group, List, Select, Stack, Text } from '@mantine/core';
import type { EventManagement } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEventDate } from '../../../../lib/dates';
import { useLanguage } from '../../../../lib/routing/hooks';
import { useOrganizerEvents } from '../../api/get-organizer-events';
import { useOrganizerSettings } from '../../api/get-organizer-settings';
import { addToSeason, removeFromSeason } from '../../api/season-event';
import { saveErrorMessage } from '../../model/messages';

interface SeasonEventsFieldProps {
  event: EventManagement;
  onSaved: (event: EventManagement) => void;
}

/**
 * Season tickets: the event joins or leaves season-ticket events of the same organizer (saved at once).
 * Offered only when the organizer's SeasonTicketEventEnabled setting is on; the server checks it again.
 */
export function SeasonEventsField({ event, onSaved }: SeasonEventsFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useOrganizerSettings(event.AuthorProfileId);
  const enabled = settings.data?.SeasonTicketEventEnabled === true;
  const candidates = useOrganizerEvents(enabled ? event.AuthorProfileId : '');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!enabled) {
    return (
      <Fieldset legend={t('ORGANIZER.EXTRAS.SEASON')}>
        <Text size="sm" c="dimmed" data-testid="season-disabled">
          {settings.isPending ? t('COMMON.LOADING') : t('ORGANIZER.EXTRAS.SEASON_DISABLED')}
        </Text>
      </Fieldset>
    );
  }

  const all = candidates.data ?? [];
  const label = (id: string) => {
    const found = all.find((candidate) => candidate.Id === id);
    return found
      ? `${found.ProfileName} · ${formatEventDate(found.Begin, language, found.TimeZone)}`
      : t('ORGANIZER.EXTRAS.SEASON_UNKNOWN');
  };
  const offered = all.filter(
    (candidate) => candidate.Id !== event.Id && !event.SeasonEventIds.includes(candidate.Id),
  );

  const change = async (seasonId: string, join: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      if (join) await addToSeason(event.Id, seasonId);
      else await removeFromSeason(event.Id, seasonId);
      const ids = join
        ? [...event.SeasonEventIds, seasonId]
        : event.SeasonEventIds.filter((id) => id !== seasonId);
      onSaved({ ...event, SeasonEventIds: ids });
    } catch (error) {
      setFailure(saveErrorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Fieldset legend={t('ORGANIZER.EXTRAS.SEASON')} data-testid="season-events">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('ORGANIZER.EXTRAS.SEASON_HINT')}
        </Text>
        {event.SeasonEventIds.length === 0 ? (
          <Text size="sm">{t('ORGANIZER.EXTRAS.SEASON_NONE')}</Text>
        ) : (
          <List spacing={4}>
            {event.SeasonEventIds.map((id) => (
              <List.Item key={id} data-testid="season-member">
                <Group gap="xs">
                  <Text size="sm">{label(id)}</Text>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-xs"
                    disabled={busy}
                    onClick={() => void change(id, false)}
                    aria-label={t('ORGANIZER.EXTRAS.SEASON_LEAVE', { name: label(id) })}
                  >
                    {t('ORGANIZER.LINEUP.DELETE')}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        <Select
          label={t('ORGANIZER.EXTRAS.SEASON_JOIN')}
          searchable
          data={offered.map((candidate) => ({ value: candidate.Id, label: label(candidate.Id) }))}
          value={null}
          onChange={(id) => id && void change(id, true)}
          disabled={busy}
          nothingFoundMessage={t('ORGANIZER.EXTRAS.SEASON_NO_CANDIDATES')}
          data-testid="season-join"
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Fieldset>
  );
}
