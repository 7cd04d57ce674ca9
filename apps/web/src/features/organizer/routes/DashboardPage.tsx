import '../../../components/workspace-styles';
import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MY_EVENTS_PAGE_SIZE, type MyEvent } from '@marquee/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadFailedState } from '../../../components/content/LoadFailed';
import { PageLoading } from '../../../components/content/PageLoading';
import { EmptyState } from '../../../components/EmptyState';
import { useToasts } from '../../../components/toasts/ToastProvider';
import { useDocumentTitle } from '../../../components/use-document-title';
import { WorkspaceHeader } from '../../../components/WorkspaceHeader';
import { isApiRequestError } from '../../../lib/api/errors';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { useSession } from '../../../lib/session/session-store';
import { ParticipationDashboardLink } from '../../participation';
import { type MyEventsFilters as Filters, useMyEvents } from '../api/get-my-events';
import { organizerKeys } from '../api/keys';
import { setEventStatus } from '../api/set-event-status';
import { AddDateDialog } from '../components/dashboard/AddDateDialog';
import { MyEventRow } from '../components/dashboard/MyEventRow';
import { MyEventsFilters } from '../components/dashboard/MyEventsFilters';
import { OrganizerGate, useActiveClaim } from '../components/OrganizerGate';
import { CODES } from '../model/error-codes';
import { saveErrorMessage } from '../model/messages';

const INITIAL: Filters = {
  statuses: [],
  key: '',
  eventBegin: 'Future',
  order: null,
  from: '',
  till: '',
  // 0-based, as on every paged call (spec 3 §7); shown to people as page + 1.
  page: 0,
};

/** The organizer dashboard (dashboard, dashboard.events): my events with filters and quick actions. */
export function DashboardPage() {
  return (
    <OrganizerGate>
      <MyEvents />
    </OrganizerGate>
  );
}

function MyEvents() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const claim = useActiveClaim();
  useDocumentTitle(t('ORGANIZER.DASHBOARD.TITLE'));
  const [filters, setFilters] = useState<Filters>(INITIAL);
  const [search, setSearch] = useState('');
  const [key] = useDebouncedValue(search, 400);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ event: MyEvent; message: string } | null>(null);
  const [addingDate, setAddingDate] = useState<MyEvent | null>(null);
  const query = useMyEvents(profile?.Id ?? '', { ...filters, key });
  const canCreate = claim?.Role !== 'StatisticsViewer';
  const events = query.data ?? [];
  const filtered =
    filters.statuses.length > 0 || key.trim() !== '' || filters.from !== '' || filters.till !== '';

  const toggleStatus = async (event: MyEvent) => {
    setBusyId(event.Id);
    setProblem(null);
    try {
      await setEventStatus(event.Id, event.Status === 'PUBLISHED' ? 'DRAFT' : 'PUBLISHED');
      toasts.show(
        event.Status === 'PUBLISHED' ? t('ORGANIZER.PUBLISH.UNPUBLISHED') : t('ORGANIZER.PUBLISH.PUBLISHED'),
      );
      await queryClient.invalidateQueries({ queryKey: organizerKeys.all });
    } catch (error) {
      // An incomplete draft: the publish step lists what is missing, field by field.
      if (isApiRequestError(error) && error.Code === CODES.publishIncomplete) {
        setProblem({ event, message: t('ORGANIZER.ERRORS.PUBLISH_INCOMPLETE') });
      } else setProblem({ event, message: saveErrorMessage(t, error) });
    } finally {
      setBusyId(null);
    }
  };

  const createButton = canCreate && (
    <Button component={Link} to={hrefTo('event-create', language)} data-testid="dashboard-create-event">
      {t('ORGANIZER.DASHBOARD.CREATE')}
    </Button>
  );

  return (
    <Container size="lg" py="xl">
      <Stack>
        <WorkspaceHeader
          title={t('ORGANIZER.DASHBOARD.TITLE')}
          intro={t('ORGANIZER.DASHBOARD.AS_PROFILE', { name: profile?.ProfileName ?? '' })}
          action={createButton}
        />
        <Group gap="xs" component="nav" aria-label={t('ORGANIZER.DASHBOARD.TITLE')}>
          <Button variant="light" component={Link} to={hrefTo('dashboard.coupons', language)}>
            {t('ROUTES.DASHBOARD_COUPONS')}
          </Button>
          <Button variant="light" component={Link} to={hrefTo('dashboard.profile', language)}>
            {t('ROUTES.DASHBOARD_PROFILE')}
          </Button>
          <Button variant="light" component={Link} to={hrefTo('dashboard.payments', language)}>
            {t('ROUTES.DASHBOARD_PAYMENTS')}
          </Button>
          <ParticipationDashboardLink profileId={profile?.Id ?? null} />
        </Group>
        <MyEventsFilters value={filters} search={search} onSearch={setSearch} onChange={setFilters} />
        {problem && (
          <Alert color="red" role="alert" withCloseButton onClose={() => setProblem(null)}>
            <Text size="sm">
              {problem.event.ProfileName}: {problem.message}
            </Text>
            <Button
              size="xs"
              mt="xs"
              variant="light"
              component={Link}
              to={hrefTo('event-edit', language, { id: problem.event.Id, step: 'publish' })}
            >
              {t('ORGANIZER.DASHBOARD.FIX')}
            </Button>
          </Alert>
        )}
        {query.isPending ? (
          <PageLoading />
        ) : query.isError ? (
          <LoadFailedState onRetry={() => void query.refetch()} />
        ) : events.length === 0 && filters.page === 0 ? (
          <EmptyState
            action={
              !filtered && createButton ? (
                <Group justify="center" mt="md">
                  {createButton}
                </Group>
              ) : undefined
            }
          >
            {filtered || filters.eventBegin
              ? t('ORGANIZER.DASHBOARD.NONE_MATCH')
              : t('ORGANIZER.DASHBOARD.EMPTY')}
          </EmptyState>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="my-events">
            {events.map((event) => (
              <MyEventRow
                key={event.Id}
                event={event}
                busy={busyId === event.Id}
                onToggleStatus={(e) => void toggleStatus(e)}
                onAddDate={setAddingDate}
              />
            ))}
          </Stack>
        )}
        <Group justify="space-between">
          <Button
            variant="default"
            disabled={filters.page === 0}
            onClick={() => setFilters({ ...filters, page: filters.page - 1 })}
          >
            {t('ORGANIZER.DASHBOARD.PREVIOUS')}
          </Button>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('ORGANIZER.DASHBOARD.PAGE', { page: filters.page + 1 })}
          </Text>
          <Button
            variant="default"
            disabled={events.length < MY_EVENTS_PAGE_SIZE}
            onClick={() => setFilters({ ...filters, page: filters.page + 1 })}
          >
            {t('ORGANIZER.DASHBOARD.NEXT')}
          </Button>
        </Group>
      </Stack>
      {addingDate && (
        <AddDateDialog
          event={addingDate}
          onClose={() => setAddingDate(null)}
          onCreated={(id) => {
            setAddingDate(null);
            void queryClient.invalidateQueries({ queryKey: organizerKeys.all });
            navigate(hrefTo('event-edit', language, { id, step: 'dates' }));
          }}
        />
      )}
    </Container>
  );
}
