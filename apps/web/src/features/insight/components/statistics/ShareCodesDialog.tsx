import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { ShareCode } from '@marquee/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/dialogs/ConfirmDialog';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../../components/dialogs/modal-a11y';
import { useLanguage } from '../../../../lib/routing/hooks';
import { hrefTo } from '../../../../lib/routing/routes';
import { useCreateShareCode, useRevokeShareCode, useShareCodes } from '../../api/share-codes';
import { insightErrorMessage } from '../../model/error-codes';
import { CreatedShareLink } from './CreatedShareLink';
import { ShareCodeList } from './ShareCodeList';

interface ShareCodesDialogProps {
  eventId: string;
  opened: boolean;
  onClose: () => void;
}

/** Share codes: read-only statistics of this event for someone without an account (a venue, an artist). */
export function ShareCodesDialog({ eventId, opened, onClose }: ShareCodesDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const codes = useShareCodes(eventId, opened);
  const create = useCreateShareCode(eventId);
  const revoke = useRevokeShareCode(eventId);
  const [label, setLabel] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ShareCode | null>(null);

  const close = () => {
    // The full code is forgotten with the dialog: it is shown once, as the server sends it once.
    setCreated(null);
    create.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(label, {
      onSuccess: (code) => {
        setLabel('');
        if (code.Code)
          setCreated(
            `${window.location.origin}${hrefTo('event-statistics', language, { id: eventId }, { code: code.Code })}`,
          );
      },
    });
  };
  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.Id, { onSettled: () => setRevoking(null) });
  };

  return (
    <>
      <Modal
        opened={opened && !revoking}
        onClose={close}
        title={t('INSIGHT.SHARE.TITLE')}
        size="lg"
        attributes={DIALOG_HEADER_ATTRIBUTES}
        closeButtonProps={{ 'aria-label': t('INSIGHT.CLOSE') }}
      >
        <Stack gap="md">
          {created && <CreatedShareLink link={created} />}
          <form onSubmit={submit}>
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label={t('INSIGHT.SHARE.NEW_LABEL')}
                description={t('INSIGHT.SHARE.NEW_LABEL_HINT')}
                value={label}
                maxLength={100}
                onChange={(e) => setLabel(e.currentTarget.value)}
                style={{ flex: '1 1 220px' }}
              />
              <Button type="submit" loading={create.isPending} data-testid="share-create">
                {t('INSIGHT.SHARE.CREATE')}
              </Button>
            </Group>
          </form>
          {(create.isError || revoke.isError) && (
            <Alert color="red" role="alert">
              {insightErrorMessage(t, create.error ?? revoke.error)}
            </Alert>
          )}
          {codes.isError && <Alert color="red">{insightErrorMessage(t, codes.error)}</Alert>}
          {codes.data && <ShareCodeList codes={codes.data} onRevoke={setRevoking} />}
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={revoking !== null}
        title={t('INSIGHT.SHARE.REVOKE_TITLE')}
        message={t('INSIGHT.SHARE.REVOKE_TEXT', { name: revoking?.Label ?? revoking?.Hint ?? '' })}
        confirmLabel={t('INSIGHT.SHARE.REVOKE')}
        backLabel={t('INSIGHT.BACK')}
        closeLabel={t('INSIGHT.CLOSE')}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onBack={() => setRevoking(null)}
      />
    </>
  );
}
