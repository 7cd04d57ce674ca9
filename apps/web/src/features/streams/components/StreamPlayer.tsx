import { Box, Text } from '@mantine/core';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCREEN } from './PlayerBox';

const TOKEN_IN_PATH = /\/media\/[^/]+\//;

/**
 * The HLS player (hls.js, loaded only when a stream plays: it is not on anyone's first load). Every request
 * carries the newest view token: the token is a path segment of the media URLs, swapped in xhrSetup, so a
 * recheck's new token keeps a long viewing going. Safari's native HLS plays the URL as it is.
 */
export function StreamPlayer({
  src,
  token,
  title,
}: {
  src: string;
  token: RefObject<string | null>;
  title: string;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    setFailed(false);
    let destroyed = false;
    let hls: { destroy: () => void } | null = null;
    void import('hls.js').then(({ default: Hls }) => {
      if (destroyed) return;
      if (!Hls.isSupported()) {
        if (element.canPlayType('application/vnd.apple.mpegurl')) element.src = src;
        else setFailed(true);
        return;
      }
      const player = new Hls({
        xhrSetup: (xhr, url) => {
          const fresh = token.current;
          xhr.open('GET', fresh ? url.replace(TOKEN_IN_PATH, `/media/${fresh}/`) : url, true);
        },
        // A live stream that has not started yet: keep asking for the playlist.
        manifestLoadPolicy: {
          default: {
            maxTimeToFirstByteMs: 10_000,
            maxLoadTimeMs: 20_000,
            timeoutRetry: { maxNumRetry: 6, retryDelayMs: 1000, maxRetryDelayMs: 4000 },
            errorRetry: { maxNumRetry: 6, retryDelayMs: 1000, maxRetryDelayMs: 4000 },
          },
        },
      });
      player.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) setFailed(true);
      });
      player.loadSource(src);
      player.attachMedia(element);
      player.on(Hls.Events.MANIFEST_PARSED, () => {
        element.muted = true;
        void element.play().catch(() => undefined);
      });
      hls = player;
    });
    return () => {
      destroyed = true;
      hls?.destroy();
    };
  }, [src, token]);

  return (
    <Box data-testid="stream-player">
      <video ref={video} controls playsInline muted aria-label={title} style={SCREEN} />
      {failed && (
        <Text size="sm" c="dimmed" mt={4} data-testid="stream-player-failed">
          {t('STREAM_PAGE.PLAYER.FAILED')}
        </Text>
      )}
    </Box>
  );
}
