import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/content/PageLoading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatEventDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { useSession } from '../../../lib/session/session-store';
import { OrganizerGate, useActiveClaim } from '../../organizer';
import { useMyStreams } from '../api/stream-editor';

/** dashboard.streams (/:lang/dashboard/streams): the active profile's streams, drafts included (issue 20). */
export function MyStreamsPage() {
  return (
    <OrganizerGate>
      <MyStreams />
    </OrganizerGate>
  );
}

function MyStreams() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { profile } = useSession();
  const canEdit = useActiveClaim()?.Role !== 'StatisticsViewer';
  const list = useMyStreams(profile?.Id ?? '');
  useDocumentTitle(t('STREAM_EDITOR.LIST_TITLE'));
  return (
    <Container size="lg" py="md" px="xs">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t('STREAM_EDITOR.LIST_TITLE')}
          </Title>
          {canEdit && (
            <Button component={Link} to={hrefTo('stream-create', language)} data-testid="stream-new">
              {t('STREAM_EDITOR.NEW')}
            </Button>
          )}
        </Group>
        <Text c="dimmed" size="sm">
          {t('STREAM_EDITOR.LIST_INTRO')}
        </Text>
        {list.isPending ? (
          <PageLoading />
        ) : (list.data ?? []).length === 0 ? (
          <Text>{t('STREAM_EDITOR.NONE')}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0 }}>
            {(list.data ?? []).map((stream) => (
              <Paper key={stream._id} component="li" withBorder p="sm" data-testid="my-stream">
                <Group justify="space-between" wrap="wrap">
                  <Stack gap={2}>
                    <Text fw={600}>{stream.Title}</Text>
                    <Text size="sm" c="dimmed">
                      {formatEventDate(stream.Begin, language, stream.TimeZone)} ·{' '}
                      {stream.StreamSellingChannel}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Badge variant="light" color={stream.Status === 'PUBLISHED' ? 'green' : 'gray'}>
                      {t(stream.Status === 'PUBLISHED' ? 'STREAM_EDITOR.PUBLISHED' : 'STREAM_EDITOR.DRAFT')}
                    </Badge>
                    <Button
                      variant="subtle"
                      component={Link}
                      to={hrefTo('stream-detail', language, { id: stream._id })}
                    >
                      {t('STREAM_EDITOR.OPEN')}
                    </Button>
                    {canEdit && (
                      <Button
                        variant="light"
                        component={Link}
                        to={hrefTo('stream-edit', language, { id: stream._id })}
                        aria-label={`${t('STREAM_EDITOR.EDIT')}: ${stream.Title}`}
                      >
                        {t('STREAM_EDITOR.EDIT')}
                      </Button>
                    )}
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
