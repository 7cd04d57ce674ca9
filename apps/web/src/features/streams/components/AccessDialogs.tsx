import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../components/dialogs/modal-a11y';
import type { StreamAccess } from './use-stream-access';

/**
 * Spec 1 §8 stream answers while watching: 401 STREAM.CODE_IS_USED offers "play on this device" (moves the
 * code here; the other device stops at its next recheck) or "enter a new code"; 410 says the ticket is no
 * longer valid, with the hint to refresh if the stream did not start.
 */
export function AccessDialogs({ access }: { access: StreamAccess }) {
  const { t } = useTranslation();
  return (
    <>
      <Modal
        opened={access.problem === 'IN_USE'}
        onClose={access.enterNewCode}
        title={t('STREAM_PAGE.ACCESS.IN_USE_TITLE')}
        closeButtonProps={{ 'aria-label': t('COMMON.CLOSE') }}
        attributes={DIALOG_HEADER_ATTRIBUTES}
      >
        <Stack data-testid="stream-in-use-dialog">
          <Text>{t('STREAM_PAGE.ACCESS.IN_USE')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={access.enterNewCode}>
              {t('STREAM_PAGE.ACCESS.NEW_CODE')}
            </Button>
            <Button onClick={() => void access.playHere()} loading={access.pending}>
              {t('STREAM_PAGE.ACCESS.PLAY_HERE')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={access.problem === 'TIMEOUT'}
        onClose={access.enterNewCode}
        title={t('STREAM_PAGE.ACCESS.TIMEOUT_TITLE')}
        closeButtonProps={{ 'aria-label': t('COMMON.CLOSE') }}
        attributes={DIALOG_HEADER_ATTRIBUTES}
      >
        <Stack data-testid="stream-timeout-dialog">
          <Text>{t('STREAM_PAGE.ACCESS.TIMEOUT')}</Text>
          <Text size="sm" c="dimmed">
            {t('STREAM_PAGE.ACCESS.TIMEOUT_HINT')}
          </Text>
          <Group justify="flex-end">
            <Button onClick={access.enterNewCode}>{t('COMMON.CLOSE')}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
