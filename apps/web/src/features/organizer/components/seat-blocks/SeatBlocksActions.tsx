import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface SeatBlocksActionsProps {
  selectedCount: number;
  blockedCount: number;
  total: number;
  error: string | null;
  onCloseError: () => void;
  result: string | null;
  blockCount: number;
  unblockCount: number;
  busy: boolean;
  onBlock: () => void;
  onUnblock: () => void;
}

/** The counts, the last answer or error, and the block and unblock buttons (each asks first). */
export function SeatBlocksActions({
  selectedCount,
  blockedCount,
  total,
  error,
  onCloseError,
  result,
  blockCount,
  unblockCount,
  busy,
  onBlock,
  onUnblock,
}: SeatBlocksActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" aria-live="polite" data-testid="seat-blocks-counts">
        {t('ORGANIZER.SEAT_BLOCKS.COUNTS', {
          selected: selectedCount,
          blocked: blockedCount,
          total,
        })}
      </Text>
      {error && (
        <Alert
          color="red"
          role="alert"
          data-testid="seat-blocks-error"
          withCloseButton
          onClose={onCloseError}
        >
          {error}
        </Alert>
      )}
      {result && (
        <Alert color="green" role="status" data-testid="seat-blocks-result">
          {result}
        </Alert>
      )}
      <Group gap="sm" wrap="wrap">
        <Button disabled={blockCount === 0} loading={busy} onClick={onBlock} data-testid="seat-blocks-block">
          {t('ORGANIZER.SEAT_BLOCKS.BLOCK', { count: blockCount })}
        </Button>
        <Button
          variant="default"
          disabled={unblockCount === 0 || busy}
          onClick={onUnblock}
          data-testid="seat-blocks-unblock"
        >
          {t('ORGANIZER.SEAT_BLOCKS.UNBLOCK', { count: unblockCount })}
        </Button>
      </Group>
    </>
  );
}
