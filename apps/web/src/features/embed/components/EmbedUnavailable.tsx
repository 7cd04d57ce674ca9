import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmbedKind } from '../../../lib/routing/embed';
import { EmbedFrame } from './EmbedFrame';

/** An unknown or unpublished event or stream, or an address that names nothing: said inside the frame. */
export function EmbedUnavailable({ kind }: { kind: EmbedKind }) {
  const { t } = useTranslation();
  return (
    <EmbedFrame kind={kind} title={t('EMBED.UNAVAILABLE.TITLE')}>
      <Alert color="yellow" variant="light" data-testid="embed-unavailable">
        <Text size="sm">{t('EMBED.UNAVAILABLE.TEXT')}</Text>
      </Alert>
    </EmbedFrame>
  );
}
