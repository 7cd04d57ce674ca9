import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SeatBlockAction } from './use-seat-block-action';

interface SeatBlocksConfirmProps {
  confirming: SeatBlockAction | null;
  count: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks once before blocking or unblocking, with the number of seats it will change. */
export function SeatBlocksConfirm({ confirming, count, onCancel, onConfirm }: SeatBlocksConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={confirming !== null}
      onClose={onCancel}
      title={
        confirming === 'unblock'
          ? t('ORGANIZER.SEAT_BLOCKS.CONFIRM_UNBLOCK_TITLE', { count })
          : t('ORGANIZER.SEAT_BLOCKS.CONFIRM_BLOCK_TITLE', { count })
      }
      attributes={{ content: { 'data-testid': 'seat-blocks-confirm' } as Record<string, string> }}
    >
      <Stack>
        <Text size="sm">
          {confirming === 'unblock'
            ? t('ORGANIZER.SEAT_BLOCKS.CONFIRM_UNBLOCK_TEXT', { count })
            : t('ORGANIZER.SEAT_BLOCKS.CONFIRM_BLOCK_TEXT', { count })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('ORGANIZER.SEAT_BLOCKS.CANCEL')}
          </Button>
          <Button onClick={onConfirm} data-testid="seat-blocks-confirm-ok">
            {confirming === 'unblock'
              ? t('ORGANIZER.SEAT_BLOCKS.UNBLOCK', { count })
              : t('ORGANIZER.SEAT_BLOCKS.BLOCK', { count })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
