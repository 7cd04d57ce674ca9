import '../../../components/workspace-styles';
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PARTICIPATION_STATES, type ParticipationItem, type ParticipationState } from '@marquee/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailedState } from '../../../components/content/LoadFailed';
import { PageLoading } from '../../../components/content/PageLoading';
import { EmptyState } from '../../../components/EmptyState';
import { useToasts } from '../../../components/toasts/ToastProvider';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../lib/session/session-store';
import { blockOrganizer, unblockOrganizer } from '../api/block-organizer';
import { confirmParticipation } from '../api/confirm-participation';
import {
  PARTICIPATION_PAGE_SIZE,
  participationKeys,
  useParticipation,
  useParticipationBlocks,
} from '../api/get-participation';
import { ParticipationRow } from '../components/ParticipationRow';

/**
 * Issue 26: "events that list you" for the active performer or venue profile — each listing by another
 * organizer with confirm / cancel (spec 3 §7's calls) and "decline this organizer" (spam), and the declined
 * organizers with "accept again".
 */
export function ParticipationPage() {
  const { t } = useTranslation();
  const { user, profile } = useSession();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(t('PARTICIPATION.TITLE'));
  // Every performer or venue profile of the account can be listed; the mail's link names which one.
  const claims = (user?.ProfileClaims ?? []).filter((claim) => claim.Type !== 'VisitorProfile');
  const wanted = params.get('profile') ?? profile?.Id;
  const current = claims.find((claim) => claim.EntityId === wanted) ?? claims[0];
  if (!current) {
    return (
      <Container size="md" py="xl">
        <Title order={1}>{t('PARTICIPATION.TITLE')}</Title>
        <Text mt="md">{t('PARTICIPATION.NOT_FOR_FANS')}</Text>
      </Container>
    );
  }
  const picker =
    claims.length > 1 ? (
      <Group gap="xs" role="group" aria-label={t('PARTICIPATION.PROFILE')}>
        {claims.map((claim) => (
          <Button
            key={claim.EntityId}
            size="xs"
            variant={claim.EntityId === current.EntityId ? 'filled' : 'default'}
            aria-pressed={claim.EntityId === current.EntityId}
            onClick={() => setParams({ profile: claim.EntityId }, { replace: true })}
          >
            {claim.Name}
          </Button>
        ))}
      </Group>
    ) : null;
  return (
    <Inbox key={current.EntityId} profileId={current.EntityId} profileName={current.Name} picker={picker} />
  );
}

function Inbox({
  profileId,
  profileName,
  picker,
}: {
  profileId: string;
  profileName: string;
  picker: ReactNode;
}) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ParticipationState | null>(null);
  const [page, setPage] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState(false);
  const list = useParticipation(profileId, state, page);
  const blocks = useParticipationBlocks(profileId);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFailure(false);
    try {
      await action();
      toasts.show(done);
    } catch {
      setFailure(true);
    } finally {
      await queryClient.invalidateQueries({ queryKey: participationKeys.all });
      setBusy(false);
    }
  };
  const answer = (item: ParticipationItem, confirmed: boolean) =>
    void run(
      () => confirmParticipation(item, profileId, confirmed),
      t(confirmed ? 'PARTICIPATION.CONFIRMED_TOAST' : 'PARTICIPATION.CANCELLED_TOAST', {
        name: item.EventName,
      }),
    );
  const block = (item: ParticipationItem) =>
    void run(
      () => blockOrganizer(profileId, item.Organizer.Id),
      t('PARTICIPATION.BLOCKED_TOAST', { name: item.Organizer.ProfileName }),
    );
  const items = list.data ?? [];

  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>{t('PARTICIPATION.TITLE')}</Title>
        {picker}
        <Text c="dimmed">{t('PARTICIPATION.INTRO', { name: profileName })}</Text>
        <Group gap="xs" role="group" aria-label={t('PARTICIPATION.FILTER')}>
          {[null, ...PARTICIPATION_STATES].map((value) => (
            <Button
              key={value ?? 'all'}
              size="xs"
              variant={state === value ? 'filled' : 'default'}
              aria-pressed={state === value}
              onClick={() => {
                setState(value);
                setPage(0);
              }}
            >
              {value ? t(`PARTICIPATION.STATE.${value}`) : t('PARTICIPATION.ALL')}
            </Button>
          ))}
        </Group>
        {failure && (
          <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(false)}>
            {t('DEFAULT_ERROR.MESSAGE')}
          </Alert>
        )}
        {list.isPending ? (
          <PageLoading />
        ) : list.isError ? (
          <LoadFailedState onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState>{t('PARTICIPATION.EMPTY')}</EmptyState>
        ) : (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            data-testid="participation"
          >
            {items.map((item) => (
              <ParticipationRow
                key={`${item.EventId}-${item.Role}`}
                item={item}
                busy={busy}
                onAnswer={answer}
                onBlock={block}
              />
            ))}
          </Stack>
        )}
        {(page > 0 || items.length === PARTICIPATION_PAGE_SIZE) && (
          <Group justify="space-between">
            <Button variant="default" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('PARTICIPATION.PREVIOUS')}
            </Button>
            <Text size="sm" aria-live="polite">
              {t('PARTICIPATION.PAGE', { page: page + 1 })}
            </Text>
            <Button
              variant="default"
              disabled={items.length < PARTICIPATION_PAGE_SIZE}
              onClick={() => setPage(page + 1)}
            >
              {t('PARTICIPATION.NEXT')}
            </Button>
          </Group>
        )}
        {(blocks.data?.length ?? 0) > 0 && (
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="participation-blocks">
            <Title order={2} size="h4" id="participation-blocks" mb="xs">
              {t('PARTICIPATION.BLOCKS_TITLE')}
            </Title>
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {blocks.data?.map((entry) => (
                <Group component="li" key={entry.Organizer.Id} justify="space-between">
                  <Text>{entry.Organizer.ProfileName}</Text>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={busy}
                    onClick={() =>
                      void run(
                        () => unblockOrganizer(profileId, entry.Organizer.Id),
                        t('PARTICIPATION.UNBLOCKED_TOAST', { name: entry.Organizer.ProfileName }),
                      )
                    }
                  >
                    {t('PARTICIPATION.UNBLOCK')}
                  </Button>
                </Group>
              ))}
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
