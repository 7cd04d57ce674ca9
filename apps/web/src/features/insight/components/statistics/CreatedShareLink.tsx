import { Alert, Button, CopyButton, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The new code's link, shown once: the server keeps only a hash, so it can never be shown again. */
export function CreatedShareLink({ link }: { link: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="green" title={t('INSIGHT.SHARE.CREATED_TITLE')} data-testid="share-created">
      {t('INSIGHT.SHARE.CREATED_TEXT')}
      <Group mt="xs" align="flex-end" wrap="nowrap">
        <TextInput
          readOnly
          value={link}
          label={t('INSIGHT.SHARE.LINK')}
          style={{ flex: 1 }}
          onFocus={(e) => e.currentTarget.select()}
          data-testid="share-link"
          data-autofocus
        />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button onClick={copy} variant={copied ? 'light' : 'filled'} aria-live="polite">
              {copied ? t('INSIGHT.SHARE.COPIED') : t('INSIGHT.SHARE.COPY')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Alert>
  );
}
