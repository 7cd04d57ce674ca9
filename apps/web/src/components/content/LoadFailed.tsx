import { Button, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../EmptyState';

/** A detail page whose data could not be loaded (network, server): the default error text and a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <EmptyState
        action={
          <Button variant="light" mt="sm" onClick={onRetry}>
            {t('LISTINGS.RETRY')}
          </Button>
        }
      >
        {t('DEFAULT_ERROR.MESSAGE')}
      </EmptyState>
    </Container>
  );
}
