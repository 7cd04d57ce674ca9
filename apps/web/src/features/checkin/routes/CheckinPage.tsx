import '../../../components/workspace-styles';
import { Alert, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../../components/content/PageLoading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiRequestError } from '../../../lib/api/errors';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { OrganizerGate, useManagedEvent } from '../../organizer';
import { useTurnstile } from '../api/get-turnstile';
import { CheckinSettings } from '../components/organizer/CheckinSettings';
import { ConflictList } from '../components/organizer/ConflictList';
import { CreateCheckin } from '../components/organizer/CreateCheckin';
import { DeviceLinks } from '../components/organizer/DeviceLinks';
import { GatesEditor } from '../components/organizer/GatesEditor';
import { LiveCounts } from '../components/organizer/LiveCounts';

/**
 * event-checkin (/:lang/event/checkin/:id): the organizer's door check-in of one event (issue 17): create
 * it, then live counts, device links for door phones, gates ↔ sectors, re-entry, and the conflict list.
 */
export function CheckinPage() {
  const { id = '' } = useParams();
  return (
    <OrganizerGate>
      <Checkin key={id} eventId={id} />
    </OrganizerGate>
  );
}

function Checkin({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const event = useManagedEvent(eventId);
  const system = useTurnstile(eventId);
  const name = event.data?.ProfileName;
  const timeZone = event.data?.TimeZone;
  useDocumentTitle(name ? t('CHECKIN.PAGE_TITLE', { name }) : t('CHECKIN.TITLE'));

  const header = (
    <Group justify="space-between" align="baseline" wrap="wrap">
      <div>
        <Title order={1} size="h2">
          {t('CHECKIN.TITLE')}
        </Title>
        {name && (
          <Text c="dimmed" size="sm" data-testid="checkin-event">
            {name}
          </Text>
        )}
      </div>
      <Anchor component={Link} to={hrefTo('dashboard.events', language)}>
        {t('CHECKIN.BACK')}
      </Anchor>
    </Group>
  );

  let body: React.ReactNode;
  if (system.isPending) body = <PageLoading />;
  else if (system.isError) {
    body = (
      <Alert color="red" role="alert">
        {isApiRequestError(system.error) && system.error.status === 403
          ? t('CHECKIN.ERRORS.FORBIDDEN')
          : t('CHECKIN.LOAD_ERROR')}
      </Alert>
    );
  } else if (system.data === null) {
    body = <CreateCheckin eventId={eventId} canCreate={event.data?.CanCreateTurnstileSystem} />;
  } else {
    const data = system.data;
    body = (
      <>
        <LiveCounts eventId={eventId} timeZone={timeZone} />
        <DeviceLinks eventId={eventId} system={data} timeZone={timeZone} />
        <GatesEditor eventId={eventId} system={data} />
        <CheckinSettings eventId={eventId} system={data} />
        <ConflictList system={data} timeZone={timeZone} />
      </>
    );
  }
  return (
    <Container size="md" py="md" px="xs">
      <Stack gap="md" data-testid="checkin-page">
        {header}
        {body}
      </Stack>
    </Container>
  );
}
