import { Button, Group, Modal, Text } from '@mantine/core';
import { DIALOG_HEADER_ATTRIBUTES } from './modal-a11y';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  /** The red button's label ("Delete", "Revoke", "Yes"). */
  confirmLabel: string;
  backLabel: string;
  /** The header's close button, for screen readers. */
  closeLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** "Are you sure?" before a destructive action; Back has the focus, so Enter is safe. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, title, message, confirmLabel, backLabel, closeLabel, busy, onConfirm, onBack } = props;
  return (
    <Modal
      opened={opened}
      onClose={onBack}
      title={title}
      centered
      attributes={DIALOG_HEADER_ATTRIBUTES}
      {...(closeLabel ? { closeButtonProps: { 'aria-label': closeLabel } } : {})}
    >
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onBack} data-autofocus>
          {backLabel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy} data-testid="confirm-yes">
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
