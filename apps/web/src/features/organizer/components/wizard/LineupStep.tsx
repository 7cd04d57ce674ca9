import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { EventManagement } from '@marquee/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEventDate } from '../../../../lib/dates';
import { useLanguage } from '../../../../lib/routing/hooks';
import { deleteLineupEntry } from '../../api/delete-lineup';
import { organizerKeys } from '../../api/keys';
import { type LineupInput, saveLineupEntry } from '../../api/save-lineup';
import { saveErrorMessage } from '../../model/messages';
import { LineupEntryForm } from './LineupEntryForm';
import { StepFrame } from './StepFrame';
import type { StepProps } from './step-props';

type Entry = EventManagement['Lineup'][number];

/** The entry as the API takes it back (PUT replaces every field). */
export const entryInput = (entry: Entry, order?: number): LineupInput => ({
  ProfileId: entry.ProfileId,
  Name: entry.ProfileId ? null : entry.Name,
  Day: entry.Day,
  Begin: entry.Begin,
  HideTime: entry.HideTime,
  ...(order === undefined ? {} : { Order: order }),
});

/** Who performs: profiles found by search or plain names, with day, time and running order. */
export function LineupStep({ event, next, back }: StepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Entry | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: organizerKeys.event(event.Id) });
  const lineup = event.Lineup;

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      await refresh();
    } catch (error) {
      setFailure(saveErrorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };

  // Swapping two neighbours rewrites both positions, so the order is explicit whatever was stored.
  const move = (index: number, delta: -1 | 1) => {
    const a = lineup[index];
    const b = lineup[index + delta];
    if (!a || !b) return;
    void act(async () => {
      await saveLineupEntry(event.Id, entryInput(a, index + delta), a._id);
      await saveLineupEntry(event.Id, entryInput(b, index), b._id);
    });
  };

  return (
    <StepFrame
      title={t('ORGANIZER.STEPS.lineup')}
      intro={t('ORGANIZER.LINEUP.INTRO')}
      onSubmit={(e) => {
        e.preventDefault();
        next();
      }}
      submitLabel={t('ORGANIZER.WIZARD.CONTINUE')}
      onBack={back}
    >
      {lineup.length === 0 && <Text c="dimmed">{t('ORGANIZER.LINEUP.NONE')}</Text>}
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid="lineup">
        {lineup.map((entry, index) => (
          <Paper key={entry._id} component="li" withBorder p="sm" radius="md" data-testid="lineup-entry">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Group gap="xs">
                  <Text fw={700}>{entry.ProfileRef?.ProfileName ?? entry.Name}</Text>
                  {entry.ProfileId && (
                    <Badge
                      size="xs"
                      variant="light"
                      color={entry.Confirmed ? 'green' : entry.Cancelled ? 'red' : 'gray'}
                      data-testid="lineup-entry-state"
                    >
                      {entry.Confirmed
                        ? t('ORGANIZER.LINEUP.CONFIRMED')
                        : entry.Cancelled
                          ? t('ORGANIZER.LINEUP.CANCELLED')
                          : t('ORGANIZER.LINEUP.UNCONFIRMED')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {[
                    entry.Day,
                    entry.Begin && !entry.HideTime
                      ? formatEventDate(entry.Begin, language, event.TimeZone)
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ') || t('ORGANIZER.LINEUP.NO_TIME')}
                </Text>
              </Stack>
              <Group gap={4}>
                <ActionIcon
                  variant="default"
                  disabled={index === 0 || busy}
                  onClick={() => move(index, -1)}
                  aria-label={t('ORGANIZER.LINEUP.MOVE_UP', { name: entry.Name })}
                >
                  <span aria-hidden="true">↑</span>
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  disabled={index === lineup.length - 1 || busy}
                  onClick={() => move(index, 1)}
                  aria-label={t('ORGANIZER.LINEUP.MOVE_DOWN', { name: entry.Name })}
                >
                  <span aria-hidden="true">↓</span>
                </ActionIcon>
                <Button size="xs" variant="default" onClick={() => setEditing(entry)}>
                  {t('ORGANIZER.LINEUP.EDIT')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  disabled={busy}
                  onClick={() => void act(() => deleteLineupEntry(event.Id, entry._id))}
                  aria-label={t('ORGANIZER.LINEUP.DELETE_NAMED', { name: entry.Name })}
                >
                  {t('ORGANIZER.LINEUP.DELETE')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <LineupEntryForm
        key={editing?._id ?? 'new'}
        event={event}
        entry={editing}
        order={editing ? undefined : lineup.length}
        onDone={() => {
          setEditing(null);
          void refresh();
        }}
        onCancel={editing ? () => setEditing(null) : undefined}
      />
    </StepFrame>
  );
}
