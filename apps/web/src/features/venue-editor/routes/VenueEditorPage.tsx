import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../../components/content/PageLoading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiRequestError } from '../../../lib/api/errors';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { useSession } from '../../../lib/session/session-store';
import {
  createTicketCategory,
  managedEventQuery,
  organizerKeys,
  ticketCategoriesQuery,
} from '../../organizer';
import { createEventLayout } from '../api/create-event-layout';
import { layoutQuery as layoutQueryFor, useLayout } from '../api/get-layout';
import { editorKeys } from '../api/keys';
import { LayoutEditor } from '../components/LayoutEditor';

/** venue-editor (/:lang/event/layout/:id): the layout editor of the event's venue configuration. */
export function VenueEditorPage() {
  const { id = '' } = useParams();
  const { status } = useSession();
  // The arena note measures from here to the editor's first draft on screen.
  useState(() => performance.mark('venue-editor:open-start'));
  if (status !== 'signed-in') return <PageLoading />;
  return <EditorForEvent key={id} eventId={id} />;
}

function EditorForEvent({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  // The wizard's queries of the same event and categories: the editor shares their cache.
  const event = useQuery({ ...managedEventQuery(eventId), retry: false });
  const vc = event.data?.VenueConfigurationId ?? null;
  const layout = useLayout(eventId, vc);
  const categories = useQuery({
    ...ticketCategoriesQuery(eventId, vc ?? ''),
    enabled: vc !== null,
    retry: false,
  });
  const [copying, setCopying] = useState(false);
  useDocumentTitle(
    event.data ? t('VENUE_EDITOR.PAGE_TITLE', { name: event.data.ProfileName }) : t('VENUE_EDITOR.TITLE'),
  );

  const back = hrefTo('event-edit', language, { id: eventId, step: 'layout' });
  const header = (
    <Group justify="space-between" align="baseline" wrap="wrap">
      <div>
        <Title order={1} size="h2">
          {t('VENUE_EDITOR.TITLE')}
        </Title>
        {event.data && (
          <Text c="dimmed" size="sm">
            {event.data.ProfileName}
            {event.data.VenueRef ? ` · ${event.data.VenueRef.Name}` : ''}
            {layout.data ? ` · ${layout.data.Name}` : ''}
          </Text>
        )}
      </div>
      <Anchor component={Link} to={back} data-testid="editor-back">
        {t('VENUE_EDITOR.BACK')}
      </Anchor>
    </Group>
  );

  if (event.isPending || (vc && (layout.isPending || categories.isPending))) return <PageLoading />;
  if (event.isError || layout.isError)
    return (
      <Container size="xl" py="md">
        {header}
        <Alert color="red" mt="md">
          {(() => {
            const error = event.error ?? layout.error;
            return isApiRequestError(error) && error.status === 403;
          })()
            ? t('VENUE_EDITOR.ERRORS.FORBIDDEN')
            : t('VENUE_EDITOR.ERRORS.LOAD')}
        </Alert>
      </Container>
    );
  if (!event.data.VenueRef || !vc || !layout.data)
    return (
      <Container size="xl" py="md">
        {header}
        <Alert color="blue" mt="md" data-testid="editor-no-venue">
          <Text size="sm">{t('VENUE_EDITOR.NO_VENUE')}</Text>
          <Anchor
            component={Link}
            to={hrefTo('event-edit', language, { id: eventId, step: 'place' })}
            size="sm"
          >
            {t('VENUE_EDITOR.PICK_VENUE')}
          </Anchor>
        </Alert>
      </Container>
    );

  const copy = async () => {
    setCopying(true);
    try {
      await createEventLayout(eventId, t('VENUE_EDITOR.COPY_NAME', { name: event.data.ProfileName }));
      // The event (its new configuration) and everything else the wizard shows of it.
      await queryClient.invalidateQueries({ queryKey: organizerKeys.all });
    } finally {
      setCopying(false);
    }
  };

  return (
    <Container size="xl" py="md" fluid>
      <Stack gap="sm">
        {header}
        {!layout.data.IsEventLayout && (
          <Alert color="yellow" data-testid="editor-shared-layout">
            <Group justify="space-between" wrap="wrap">
              <Text size="sm">{t('VENUE_EDITOR.SHARED_LAYOUT')}</Text>
              <Button size="xs" variant="default" loading={copying} onClick={() => void copy()}>
                {t('VENUE_EDITOR.MAKE_COPY')}
              </Button>
            </Group>
          </Alert>
        )}
        <LayoutEditor
          key={layout.data.Id}
          layout={layout.data}
          categories={categories.data ?? []}
          context={{ eventId, configurationId: vc, venueId: event.data.VenueRef._id }}
          onCreateCategory={async (input) => {
            const created = await createTicketCategory(eventId, vc, input);
            // The editor's pickers and the wizard's tickets step (the same query) both list it. The wizard's
            // other queries are stale now; the editor's own (the event, these categories) are not refetched
            // under it, as its draft's pickers stay on what it just made.
            queryClient.setQueryData(
              organizerKeys.categories(eventId, vc),
              (current: typeof categories.data) => [...(current ?? []), created],
            );
            void queryClient.invalidateQueries({ queryKey: organizerKeys.all, refetchType: 'none' });
            return created;
          }}
          onSaved={async (saved) => {
            // The wizard's read-only preview and sector tables read the same layout (refetched when it opens).
            void queryClient.invalidateQueries({ queryKey: organizerKeys.all, refetchType: 'none' });
            if (saved) {
              queryClient.setQueryData(editorKeys.layout(eventId, vc), saved);
              return saved;
            }
            return queryClient.fetchQuery({ ...layoutQueryFor(eventId, vc), staleTime: 0 });
          }}
        />
      </Stack>
    </Container>
  );
}
