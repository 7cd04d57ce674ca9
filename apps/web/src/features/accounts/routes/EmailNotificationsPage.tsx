import { Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../lib/session/session-store';
import { NewsletterSettings } from '../components/NewsletterSettings';

/** Notification settings (spec 1 §2 email-notifications): which e-mails the account receives. */
export function EmailNotificationsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t('ROUTES.EMAIL_NOTIFICATIONS'));
  return (
    <Container size={640} py="xl">
      <Stack>
        <Title order={1}>{t('ROUTES.EMAIL_NOTIFICATIONS')}</Title>
        <Text c="dimmed">{t('SETTINGS.NOTIFICATIONS_TEXT')}</Text>
        <Paper withBorder radius="md" p="lg">
          {user ? <NewsletterSettings /> : <Loader aria-label={t('COMMON.LOADING')} />}
        </Paper>
      </Stack>
    </Container>
  );
}
