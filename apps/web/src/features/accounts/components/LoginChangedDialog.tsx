import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../components/dialogs/modal-a11y';
import { pageLoad } from '../../../lib/navigation';

const noop = () => {};

/**
 * Another tab signed in, out or switched profile (spec 1 §4): this page acts for someone else now, so
 * the only way on is a reload. Not dismissible.
 */
export function LoginChangedDialog() {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={noop}
      centered
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={t('SESSION.LOGIN_CHANGED_TITLE')}
      attributes={DIALOG_HEADER_ATTRIBUTES}
      data-testid="login-changed-dialog"
    >
      <Text>{t('SESSION.LOGIN_CHANGED_TEXT')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={() => pageLoad.reload()} data-autofocus>
          {t('COMMON.RELOAD')}
        </Button>
      </Group>
    </Modal>
  );
}
