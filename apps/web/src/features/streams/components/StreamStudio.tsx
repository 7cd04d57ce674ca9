import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import {
  Badge,
  Button,
  Code,
  FileButton,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { STREAM_LIMITS, type StreamDetail } from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/errors';
import {
  streamKeyQuery,
  useDeleteVod,
  useRegenerateStreamKey,
  useStreamVods,
  useUploadVod,
} from '../api/stream-studio';
import { ensureStreamEditorTexts } from '../texts';

const STATE_COLOR = { PROCESSING: 'blue', READY: 'teal', FAILED: 'red' } as const;

/**
 * The organizer's panel on their stream's page (issue 20): the RTMP ingest URL and stream key (shown on
 * demand, regenerated), recordings with upload progress (polled every 5 s, spec 1 §9) and delete.
 */
export function StreamStudio({ stream, onPlay }: { stream: StreamDetail; onPlay: (path: string) => void }) {
  const { t } = useTranslation();
  const [showKey, setShowKey] = useState(false);
  const key = useQuery({ ...streamKeyQuery(stream._id), enabled: showKey });
  const regenerate = useRegenerateStreamKey(stream._id);
  const vods = useStreamVods(stream._id, STREAM_LIMITS.uploadPollMs);
  const upload = useUploadVod(stream._id);
  const remove = useDeleteVod(stream._id);
  const uploadError = upload.error
    ? t(`STREAM_STUDIO.UPLOAD_ERROR.${isApiRequestError(upload.error) ? upload.error.Code : 'OTHER'}`, {
        defaultValue: t('STREAM_STUDIO.UPLOAD_ERROR.OTHER'),
      })
    : null;

  return (
    <Paper withBorder p="md" radius="md" data-testid="stream-studio">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('STREAM_STUDIO.TITLE')}
        </Title>
        <Stack gap={6}>
          <Text fw={600}>{t('STREAM_STUDIO.INGEST')}</Text>
          {!showKey ? (
            <Button
              variant="light"
              w="fit-content"
              onClick={() => setShowKey(true)}
              data-testid="stream-key-show"
            >
              {t('STREAM_STUDIO.SHOW_KEY')}
            </Button>
          ) : key.data ? (
            <>
              <TextInput label={t('STREAM_STUDIO.URL')} value={key.data.Url} readOnly />
              <TextInput
                label={t('STREAM_STUDIO.KEY')}
                value={key.data.StreamKey}
                readOnly
                data-testid="stream-key"
              />
              {!key.data.Enabled && (
                <Text size="sm" c="orange">
                  {t('STREAM_STUDIO.INGEST_OFF')}
                </Text>
              )}
              <Button
                variant="default"
                w="fit-content"
                loading={regenerate.isPending}
                onClick={() => regenerate.mutate()}
              >
                {t('STREAM_STUDIO.REGENERATE')}
              </Button>
            </>
          ) : (
            <Text size="sm">{t('STREAM_STUDIO.LOADING')}</Text>
          )}
        </Stack>
        <Stack gap={6}>
          <Text fw={600}>{t('STREAM_STUDIO.RECORDINGS')}</Text>
          <Text size="sm" c="dimmed">
            {t('STREAM_STUDIO.LIMITS')}
          </Text>
          <FileButton onChange={(file) => file && upload.mutate(file)} accept="video/*">
            {(props) => (
              <Button {...props} w="fit-content" loading={upload.isPending} data-testid="stream-upload">
                {t('STREAM_STUDIO.UPLOAD')}
              </Button>
            )}
          </FileButton>
          {uploadError && (
            <Text size="sm" c="red" role="alert">
              {uploadError}
            </Text>
          )}
          <Stack gap="xs" data-testid="stream-studio-recordings">
            {(vods.data ?? []).map((vod) => (
              <Group
                key={vod.VodId}
                gap="sm"
                wrap="nowrap"
                data-testid="stream-studio-recording"
                data-state={vod.State}
              >
                <Text style={{ flex: 1 }}>{vod.VodName}</Text>
                <Badge color={STATE_COLOR[vod.State]} variant="light">
                  {t(`STREAM_STUDIO.STATE.${vod.State}`)}
                </Badge>
                {vod.State === 'PROCESSING' && (
                  <Progress
                    value={vod.Progress}
                    w={120}
                    aria-label={t('STREAM_STUDIO.PROGRESS', { percent: vod.Progress })}
                  />
                )}
                {vod.State === 'FAILED' && vod.FailureReason && (
                  <Code style={{ maxWidth: 240, overflow: 'hidden' }}>{vod.FailureReason}</Code>
                )}
                {vod.State === 'READY' && vod.FilePath && (
                  <Button size="xs" variant="light" onClick={() => onPlay(vod.FilePath as string)}>
                    {t('STREAM_PAGE.PLAYER.PLAY')}
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={remove.isPending && remove.variables === vod.VodId}
                  onClick={() => remove.mutate(vod.VodId)}
                >
                  {t('STREAM_STUDIO.DELETE')}
                </Button>
              </Group>
            ))}
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The studio once its texts (the streams part, STREAM_STUDIO) are there: StreamDetailPage's lazy(). */
export const loadStreamStudio = () => ensureStreamEditorTexts().then(() => ({ default: StreamStudio }));
