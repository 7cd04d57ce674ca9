import { Alert, Button, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateTurnstile } from '../../api/create-turnstile';
import { checkinErrorMessage } from '../../lib/error-codes';

interface CreateCheckinProps {
  eventId: string;
  /** The management view's CanCreateTurnstileSystem (undefined while unknown: the server decides). */
  canCreate: boolean | undefined;
}

/** The event has no check-in yet: what it does, and the one switch its creation takes. */
export function CreateCheckin({ eventId, canCreate }: CreateCheckinProps) {
  const { t } = useTranslation();
  const [sendSectorName, setSendSectorName] = useState(true);
  const create = useCreateTurnstile(eventId);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="checkin-none">
      <Stack>
        <Title order={2} size="h3">
          {t('CHECKIN.NONE_TITLE')}
        </Title>
        <Text>{t('CHECKIN.NONE_TEXT')}</Text>
        <Switch
          checked={sendSectorName}
          onChange={(event) => setSendSectorName(event.currentTarget.checked)}
          label={t('CHECKIN.SEND_SECTOR_NAME')}
          description={t('CHECKIN.SEND_SECTOR_NAME_HINT')}
        />
        {canCreate === false && (
          <Alert color="yellow" data-testid="checkin-cannot-create">
            {t('CHECKIN.CANNOT_CREATE')}
          </Alert>
        )}
        {create.isError && (
          <Alert color="red" role="alert">
            {checkinErrorMessage(t, create.error)}
          </Alert>
        )}
        <div>
          <Button
            onClick={() => create.mutate(sendSectorName)}
            loading={create.isPending}
            disabled={canCreate === false}
          >
            {t('CHECKIN.CREATE')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
