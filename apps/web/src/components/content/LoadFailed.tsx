import { Button, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../EmptyState';

interface LoadFailedStateProps {
  onRetry: () => void;
  /** The retry button's text; "Try again" by default. */
  retryLabel?: string;
  /** What went wrong; the default error text by default. */
  children?: ReactNode;
}

/** Data that could not be loaded (network, server), in place of a list: a message and a retry. */
export function LoadFailedState({ onRetry, retryLabel, children }: LoadFailedStateProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      action={
        <Button variant="light" mt="sm" onClick={onRetry}>
          {retryLabel ?? t('LISTINGS.RETRY')}
        </Button>
      }
    >
      {children ?? t('DEFAULT_ERROR.MESSAGE')}
    </EmptyState>
  );
}

/** A detail page whose data could not be loaded (network, server): the default error text and a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Container size="md" py="xl">
      <LoadFailedState onRetry={onRetry} />
    </Container>
  );
}
