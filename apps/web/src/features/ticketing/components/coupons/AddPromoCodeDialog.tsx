import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../../components/dialogs/modal-a11y';

interface AddPromoCodeDialogProps {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  /** Resolves true when the code was found: the dialog closes. */
  onSubmit: (code: string) => Promise<boolean>;
}

/** Spec 2 §2/§5: the add-promo-code dialog; submit is disabled while the code is empty. */
export function AddPromoCodeDialog({ opened, busy, onClose, onSubmit }: AddPromoCodeDialogProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const empty = code.trim() === '';
  const close = () => {
    setCode('');
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      centered
      title={t('COUPON.ADD_DIALOG.TITLE')}
      closeButtonProps={{ 'aria-label': t('COUPON.CLOSE') }}
      attributes={DIALOG_HEADER_ATTRIBUTES}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (empty || busy) return;
          void onSubmit(code).then((found) => {
            if (found) close();
          });
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('COUPON.ADD_DIALOG.LABEL')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={50}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="subtle" onClick={close}>
              {t('COUPON.ADD_DIALOG.CANCEL')}
            </Button>
            <Button type="submit" disabled={empty} loading={busy} data-testid="promo-code-submit">
              {t('COUPON.ADD_DIALOG.SUBMIT')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
