import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../../components/dialogs/modal-a11y';

/** Spec 2 §8 BASKET_TIMEOUT_DIALOG: the hold ran out; closing returns to stage1 with the basket cleared. */
export function BasketTimeoutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={t('TICKETING.TIMEOUT_TITLE')}
      attributes={{
        ...DIALOG_HEADER_ATTRIBUTES,
        content: { 'data-testid': 'basket-timeout-dialog' } as Record<string, string>,
      }}
    >
      <Text>{t('BASKET_TIMEOUT_DIALOG')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('TICKETING.TIMEOUT_OK')}
        </Button>
      </Group>
    </Modal>
  );
}
