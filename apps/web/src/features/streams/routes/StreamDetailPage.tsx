import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { StreamDetail } from '@marquee/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmbeddedCodes } from '../../../components/content/EmbeddedCodes';
import { HeroImage } from '../../../components/content/HeroImage';
import { preloadSanitizer } from '../../../components/content/use-sanitizer';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiRequestError } from '../../../lib/api/errors';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { useHydrated } from '../../../lib/ssr/use-hydrated';
import { DeferredFollowButton, ProfileAvatar } from '../../profiles';
import { useStream } from '../api/get-stream';
import { PlayerBox } from '../components/PlayerBox';
import { StreamFacts } from '../components/StreamFacts';
import { StreamLock } from '../components/StreamLock';
import { StreamShare } from '../components/StreamShare';
import { useNow } from '../components/stream-time';
import { useStreamAccess } from '../components/use-stream-access';

// The stream's rich text needs the sanitizer: fetched with the page's data, not in its first load.
preloadSanitizer();

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

// The player starts in the browser, after hydration (hls.js itself loads only when a stream plays).
const StreamPlayer = lazy(() =>
  import('../components/StreamPlayer').then((m) => ({ default: m.StreamPlayer })),
);

// What a server-rendered stream never shows (the server answers a 404 page itself): client-side loading,
// not found and failure, chunks requested when this module runs.
const pageStates = import('./page-states');
const PageLoading = lazy(() => pageStates.then((m) => ({ default: m.PageLoading })));
const NotFoundState = lazy(() => pageStates.then((m) => ({ default: m.NotFoundState })));
const LoadFailed = lazy(() => pageStates.then((m) => ({ default: m.LoadFailed })));

// Its texts are the stream editor's part (i18n/streams), loaded with it.
const StreamStudio = lazy(() => import('../components/StreamStudio').then((m) => m.loadStreamStudio()));

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

  if (stream.isPending)
    return (
      <Suspense fallback={null}>
        <PageLoading />
      </Suspense>
    );
  if (stream.isError)
    return (
      <Suspense fallback={null}>
        {isApiRequestError(stream.error) && stream.error.status < 500 ? (
          <NotFoundState title={t('STREAM_PAGE.NOT_FOUND_TITLE')} message={t('STREAM_PAGE.NOT_FOUND')} />
        ) : (
          <LoadFailed onRetry={() => void stream.refetch()} />
        )}
      </Suspense>
    );

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
            <ProfileAvatar
              src={author.ProfilePicture}
              name={author.ProfileName}
              radius="var(--mantine-radius-xl)"
            />
            <Text fw={600} style={{ flex: 1 }}>
              <Anchor
                component={Link}
                to={hrefTo('profile-detail', language, { id: author.Nickname ?? author.Id })}
              >
                {author.ProfileName}
              </Anchor>
            </Text>
            <DeferredFollowButton profile={author} size="xs" />
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
            <Suspense fallback={<PlayerBox />}>
              <StreamPlayer src={source} token={access.token} title={data.Title} />
            </Suspense>
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
