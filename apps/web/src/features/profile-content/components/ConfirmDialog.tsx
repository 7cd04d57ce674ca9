import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../components/dialogs/modal-a11y';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  busy?: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** "Are you sure?" with Yes and Back (spec 3 §8 delete embed); Back has the focus, so Enter is safe. */
export function ConfirmDialog({ opened, title, message, busy, onConfirm, onBack }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onBack} title={title} centered attributes={DIALOG_HEADER_ATTRIBUTES}>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onBack} data-autofocus>
          {t('PROFILE_CONTENT.CONFIRM.BACK')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy} data-testid="confirm-yes">
          {t('PROFILE_CONTENT.CONFIRM.YES')}
        </Button>
      </Group>
    </Modal>
  );
}
