import { Alert, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { TurnstileSettingsBody, TurnstileSystem } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { useUpdateTurnstile } from '../../api/update-turnstile';
import { checkinErrorMessage } from '../../lib/error-codes';

/** Re-entry and the welcome screen's sector and seat; each switch saves at once. */
export function CheckinSettings({ eventId, system }: { eventId: string; system: TurnstileSystem }) {
  const { t } = useTranslation();
  const update = useUpdateTurnstile(eventId);
  const current: TurnstileSettingsBody = {
    SendSectorName: system.SendSectorName,
    AllowReentry: system.AllowReentry,
  };
  const save = (patch: Partial<TurnstileSettingsBody>) => update.mutate({ ...current, ...patch });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkin-settings">
      <Stack gap="sm">
        <Title order={2} size="h4" id="checkin-settings">
          {t('CHECKIN.SETTINGS')}
        </Title>
        <Switch
          checked={system.AllowReentry}
          onChange={(event) => save({ AllowReentry: event.currentTarget.checked })}
          label={t('CHECKIN.ALLOW_REENTRY')}
          description={t('CHECKIN.ALLOW_REENTRY_HINT')}
          disabled={update.isPending}
        />
        <Switch
          checked={system.SendSectorName}
          onChange={(event) => save({ SendSectorName: event.currentTarget.checked })}
          label={t('CHECKIN.SEND_SECTOR_NAME')}
          description={t('CHECKIN.SEND_SECTOR_NAME_HINT')}
          disabled={update.isPending}
        />
        {update.isSuccess && (
          <Text size="sm" c="dimmed" role="status">
            {t('CHECKIN.SAVED')}
          </Text>
        )}
        {update.isError && (
          <Alert color="red" role="alert">
            {checkinErrorMessage(t, update.error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
