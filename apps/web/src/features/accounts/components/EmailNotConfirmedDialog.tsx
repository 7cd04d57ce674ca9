import '../../../components/form-styles';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../components/dialogs/modal-a11y';
import { useSession } from '../../../lib/session/session-store';
import { useResendActivationMail } from '../api/resend-activation-mail';

/** How long the resend failure text stays (spec 1 §8). */
export const RESEND_FAILURE_MS = 5000;

/** A 401 ACCOUNT_NOT_CONFIRMED: the action needs a confirmed e-mail; offers to resend the link. */
export function EmailNotConfirmedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const resend = useResendActivationMail();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setFailed(false), RESEND_FAILURE_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  const send = () => {
    setFailed(false);
    resend.mutate(undefined, { onError: () => setFailed(true) });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={t('ACCOUNT_NOT_CONFIRMED.TITLE')}
      attributes={DIALOG_HEADER_ATTRIBUTES}
      closeButtonProps={{ 'aria-label': t('COMMON.CLOSE') }}
      data-testid="email-not-confirmed-dialog"
    >
      <Text>{t('ACCOUNT_NOT_CONFIRMED.TEXT', { email: user?.Email ?? '' })}</Text>
      <div aria-live="polite">
        {resend.isSuccess && (
          <Alert color="teal" mt="md">
            {t('ACCOUNT_NOT_CONFIRMED.SENT')}
          </Alert>
        )}
        {failed && (
          <Alert color="red" mt="md" data-testid="resend-failed">
            {t('ACCOUNT_NOT_CONFIRMED.RESEND_FAILED')}
          </Alert>
        )}
      </div>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('COMMON.CLOSE')}
        </Button>
        <Button onClick={send} loading={resend.isPending} data-autofocus>
          {t('ACCOUNT_NOT_CONFIRMED.RESEND')}
        </Button>
      </Group>
    </Modal>
  );
}
