import { Button, Group, Modal, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon, WarningIcon } from '../lazy-icons';
import { DIALOG_HEADER_ATTRIBUTES } from './modal-a11y';

export type MessageDialogType = 'warning' | 'success';

interface MessageDialogProps {
  opened: boolean;
  onClose: () => void;
  type: MessageDialogType;
  title: string;
  message: string;
}

/** One modal for info/warning/success messages; the button says Close or Continue by type (spec 1 §8). */
export function MessageDialog({ opened, onClose, type, title, message }: MessageDialogProps) {
  const { t } = useTranslation();
  const warning = type === 'warning';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      withCloseButton={false}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color={warning ? 'orange' : 'teal'} variant="light" radius="xl" size="lg" aria-hidden>
            {warning ? <WarningIcon /> : <CheckIcon />}
          </ThemeIcon>
          <Text component="span" fw={700} size="lg">
            {title}
          </Text>
        </Group>
      }
      // On the role="dialog" element itself, so tests and e2e can tell warning from success.
      attributes={{
        ...DIALOG_HEADER_ATTRIBUTES,
        content: { 'data-dialog-type': type } as Record<string, string>,
      }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {warning ? t('COMMON.CLOSE') : t('COMMON.CONTINUE')}
        </Button>
      </Group>
    </Modal>
  );
}
