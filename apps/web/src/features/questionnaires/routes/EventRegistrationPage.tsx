import '../components/styles';
import { Alert, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../../components/content/PageLoading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiRequestError } from '../../../lib/api/errors';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { OrganizerGate, useActiveClaim } from '../../organizer';
import { useRegistrationSectors, useTicketRegistration } from '../api/registration';
import { RegistrationForm } from '../components/RegistrationForm';

/**
 * event-registration (/:lang/event/registration/:id): the event's ticket registration (issue 19; spec 2 §3
 * TicketRegistration2) — which questionnaire its buyers fill in, for which tickets, with which agreements.
 */
export function EventRegistrationPage() {
  const { id = '' } = useParams();
  return (
    <OrganizerGate>
      <Registration key={id} eventId={id} />
    </OrganizerGate>
  );
}

function Registration({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const readOnly = useActiveClaim()?.Role === 'StatisticsViewer';
  const registration = useTicketRegistration(eventId);
  const scope = useRegistrationSectors(eventId);
  const name = scope.data?.event.ProfileName;
  useDocumentTitle(
    name ? t('QUESTIONNAIRES.REGISTRATION.PAGE_TITLE', { name }) : t('QUESTIONNAIRES.REGISTRATION.TITLE'),
  );

  let body: React.ReactNode;
  if (registration.isPending || scope.isPending) body = <PageLoading />;
  else if (registration.isError || scope.isError) {
    const forbidden = [registration.error, scope.error].some((e) => isApiRequestError(e) && e.status === 403);
    body = (
      <Alert color="red" role="alert">
        {t(forbidden ? 'QUESTIONNAIRES.CODES.FORBIDDEN' : 'QUESTIONNAIRES.LOAD_ERROR')}
      </Alert>
    );
  } else {
    body = (
      <RegistrationForm
        eventId={eventId}
        ownerProfileId={scope.data.event.AuthorProfileId}
        initial={registration.data}
        sectors={scope.data.sectors}
        readOnly={readOnly}
      />
    );
  }

  return (
    <Container size="sm" py="md" px="xs">
      <Stack gap="md" data-testid="registration-page">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              {t('QUESTIONNAIRES.REGISTRATION.TITLE')}
            </Title>
            {name && (
              <Text c="dimmed" size="sm">
                {name}
              </Text>
            )}
          </div>
          <Anchor component={Link} to={hrefTo('dashboard.events', language)}>
            {t('QUESTIONNAIRES.REGISTRATION.BACK')}
          </Anchor>
        </Group>
        <Text size="sm">{t('QUESTIONNAIRES.REGISTRATION.INTRO')}</Text>
        {body}
      </Stack>
    </Container>
  );
}
