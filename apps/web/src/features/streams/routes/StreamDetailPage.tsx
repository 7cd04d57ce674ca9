import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Avatar.css';
import { Anchor, Avatar, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { StreamDetail } from '@marquee/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  EmbeddedCodes,
  HeroImage,
  LoadFailed,
  NotFoundState,
  PageLoading,
} from '../../../components/content';
import { loadSanitizer } from '../../../components/content/use-sanitizer';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiRequestError } from '../../../lib/api/errors';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { useHydrated } from '../../../lib/ssr/use-hydrated';
import { FollowButton } from '../../profiles';
import { useStream } from '../api/get-stream';
import { StreamFacts } from '../components/StreamFacts';
import { StreamLock } from '../components/StreamLock';
import { PlayerBox, StreamPlayer } from '../components/StreamPlayer';
import { StreamShare } from '../components/StreamShare';
import { useNow } from '../components/stream-time';
import { useStreamAccess } from '../components/use-stream-access';

// The stream's rich text needs the sanitizer: fetched with the page's data, not in its first load.
void loadSanitizer();

// The organizer's panel: only its author loads it.
// Spec 1 §8's answers while watching (a code in use elsewhere, a timed-out ticket): Mantine's Modal is ~30 kB
// gzip, so the dialogs load the first time one is needed and stay mounted after.
const AccessDialogs = lazy(() =>
  import('../components/AccessDialogs').then((m) => ({ default: m.AccessDialogs })),
);

// Below the first screen (about, lineup, recordings, genres, contacts): a chunk requested when this module
// runs, in parallel with the stream, as the event page's sections.
const later = import('../components/StreamLaterSections');
const StreamLaterSections = lazy(() => later.then((m) => ({ default: m.StreamLaterSections })));

const StreamStudio = lazy(() =>
  import('../components/StreamStudio').then((m) => ({ default: m.StreamStudio })),
);

/**
 * The public view of a stream (spec 1 §2 stream-detail): title, author, begin to end in the stream's zone,
 * live/upcoming/ended, Free/Paid/Donate, buy or donate and share in the top section, the lock screen with
 * its unlock form or the player, description, lineup, recordings, genres, contacts and the related event;
 * its author also sees the studio (stream key, uploads). Access and rechecks: use-stream-access.ts.
 */
export function StreamDetailPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id = '' } = useParams();
  const stream = useStream(id);
  useDocumentTitle(stream.data?.Title ?? t('STREAM_PAGE.TITLE'));

  if (stream.isPending) return <PageLoading />;
  if (stream.isError) {
    if (isApiRequestError(stream.error) && stream.error.status < 500)
      return <NotFoundState title={t('STREAM_PAGE.NOT_FOUND_TITLE')} message={t('STREAM_PAGE.NOT_FOUND')} />;
    return <LoadFailed onRetry={() => void stream.refetch()} />;
  }

  return (
    <StreamView key={stream.data._id} base={stream.data} readAt={stream.dataUpdatedAt} language={language} />
  );
}

function StreamView({
  base,
  readAt,
  language,
}: {
  base: StreamDetail;
  /** When the stream was read (on the server, for a server-rendered page). */
  readAt: number;
  language: ReturnType<typeof useLanguage>;
}) {
  const { t } = useTranslation();
  const now = useNow(readAt);
  const hydrated = useHydrated();
  const access = useStreamAccess(base);
  const data = access.stream;
  const [chosen, setChosen] = useState<string | null>(null);
  const [dialogs, setDialogs] = useState(false);
  if (access.problem && !dialogs) setDialogs(true);
  const author = data.Author;
  const source = chosen ?? (data.IsLive ? data.StreamUrl : null);
  return (
    <Container size="md" py="lg" data-testid="stream-detail" data-stream-id={data._id}>
      <Stack gap="lg">
        <HeroImage src={data.ShareImage ?? data.ProfilePicture} />
        <Stack gap="xs">
          <Title order={1}>{data.Title}</Title>
          <StreamFacts stream={data} language={language} now={now} />
        </Stack>
        {data.ShowAuthor && (
          <Group gap="sm" wrap="nowrap" data-testid="stream-author">
            <Avatar src={author.ProfilePicture} alt="" radius="xl">
              {author.ProfileName.slice(0, 1).toUpperCase()}
            </Avatar>
            <Text fw={600} style={{ flex: 1 }}>
              <Anchor
                component={Link}
                to={hrefTo('profile-detail', language, { id: author.Nickname ?? author.Id })}
              >
                {author.ProfileName}
              </Anchor>
            </Text>
            <FollowButton profile={author} size="xs" />
          </Group>
        )}
        <Group gap="sm">
          {data.EventId &&
            data.StreamSellingChannel !== 'Free' &&
            (data.IsLocked || data.StreamSellingChannel === 'Donate') && (
              // Spec 2: a stream ticket or a donation goes through the event's basket and payment.
              <Button
                component={Link}
                to={hrefTo('event-detail', language, { id: data.EventId })}
                data-testid="stream-buy"
              >
                {t(
                  data.StreamSellingChannel === 'Donate'
                    ? 'STREAM_PAGE.SUPPORT.DONATE'
                    : 'STREAM_PAGE.SUPPORT.BUY',
                )}
              </Button>
            )}
          {data.EventId && (
            <Button
              component={Link}
              variant="light"
              to={hrefTo('event-detail', language, { id: data.EventId })}
              data-testid="stream-event-link"
            >
              {t('STREAM_PAGE.EVENT_LINK')}
            </Button>
          )}
          <StreamShare stream={data} />
        </Group>
        {data.IsLocked ? (
          <StreamLock
            ready={hydrated}
            onUnlock={(code) => void access.unlock(code)}
            pending={access.pending}
            error={access.formError}
          />
        ) : data.HtmlCode ? (
          <EmbeddedCodes
            codes={[{ Id: 'player', HtmlCode: data.HtmlCode, IsHidden: false, OrderNumber: 0 }]}
            frameTitle={data.Title}
          />
        ) : access.playing && source ? (
          // The player starts in the browser: the server and the hydrating render show its box.
          hydrated ? (
            <StreamPlayer src={source} token={access.token} title={data.Title} />
          ) : (
            <PlayerBox />
          )
        ) : (
          <Text c="dimmed" data-testid="stream-not-live">
            {t('STREAM_PAGE.PLAYER.NOT_LIVE')}
          </Text>
        )}
        {dialogs && (
          <Suspense fallback={null}>
            <AccessDialogs access={access} />
          </Suspense>
        )}
        {data.IsAuthor && (
          <Suspense fallback={null}>
            <StreamStudio stream={data} onPlay={setChosen} />
          </Suspense>
        )}
        <Suspense fallback={null}>
          <StreamLaterSections
            stream={data}
            language={language}
            onPlay={data.IsLocked ? undefined : setChosen}
          />
        </Suspense>
      </Stack>
    </Container>
  );
}
