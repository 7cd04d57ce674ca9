import { Paper, Stack, Text, Title } from '@mantine/core';
import { groupTicketCode, type TurnstileSystem } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { formatEventDate } from '../../../../lib/dates';

/** Tickets two offline doors both let in: the first scan counts, the organizer checks the guest. */
export function ConflictList({
  system,
  timeZone,
}: {
  system: TurnstileSystem;
  timeZone: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const time = (iso: string) => formatEventDate(iso, i18n.language, timeZone);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkin-conflicts">
      <Stack gap="sm">
        <Title order={2} size="h4" id="checkin-conflicts">
          {t('CHECKIN.CONFLICTS')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('CHECKIN.CONFLICTS_HINT')}
        </Text>
        {system.Conflicts.length === 0 ? (
          <Text size="sm">{t('CHECKIN.NO_CONFLICTS')}</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {system.Conflicts.map((conflict) => (
              <Paper
                component="li"
                key={`${conflict.TicketCode}-${conflict.Refused.ScannedAt}`}
                withBorder
                radius="sm"
                p="sm"
                data-testid="checkin-conflict"
              >
                <Text ff="monospace" fw={700} size="sm">
                  {groupTicketCode(conflict.TicketCode)}
                </Text>
                <Text size="sm">
                  {t('CHECKIN.CONFLICT_KEPT', {
                    gate: conflict.Kept.GateName,
                    device: conflict.Kept.DeviceName,
                    time: time(conflict.Kept.ScannedAt),
                  })}
                </Text>
                <Text size="sm" c="red">
                  {t('CHECKIN.CONFLICT_REFUSED', {
                    gate: conflict.Refused.GateName,
                    device: conflict.Refused.DeviceName,
                    time: time(conflict.Refused.ScannedAt),
                  })}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
