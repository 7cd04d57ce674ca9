import '../../../components/form-styles';
import { Anchor, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../components/dialogs/modal-a11y';
import { getNavigator } from '../../../lib/navigation';
import { useUpdateGdpr } from '../api/update-gdpr';

const noop = () => {};

interface TermsUpdatedDialogProps {
  termsHref: string;
  privacyHref: string;
  /** Where a user without a profile goes after accepting; null to stay. */
  createProfileHref: string | null;
  onSignOut: () => void;
}

/**
 * The signed-in user has not approved the current terms of use or privacy policy (spec 1 §2, §6). The
 * dialog can't be dismissed; the way out is accepting or logging out. A user without a profile then goes
 * on to profile creation.
 */
export function TermsUpdatedDialog({
  termsHref,
  privacyHref,
  createProfileHref,
  onSignOut,
}: TermsUpdatedDialogProps) {
  const { t } = useTranslation();
  const update = useUpdateGdpr();
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [tried, setTried] = useState(false);

  const accept = () => {
    setTried(true);
    if (!terms || !privacy) return;
    // The dialog closes itself as soon as the new consent is stored, so the follow-up navigation must
    // not depend on it still being mounted.
    update
      .mutateAsync({ TermsOfUse: true, PrivacyPolicy: true })
      .then((user) => {
        if (!user.Profile && createProfileHref) getNavigator()?.navigate(createProfileHref);
      })
      .catch(() => {});
  };

  const link = (href: string) => <Anchor href={href} target="_blank" rel="noopener" inherit />;
  return (
    <Modal
      opened
      onClose={noop}
      centered
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={t('TERMS_UPDATED.TITLE')}
      attributes={DIALOG_HEADER_ATTRIBUTES}
      data-testid="terms-updated-dialog"
    >
      <Stack>
        <Text>{t('TERMS_UPDATED.TEXT')}</Text>
        <Checkbox
          checked={terms}
          onChange={(event) => setTerms(event.currentTarget.checked)}
          label={<Trans i18nKey="AUTH.AGREE_TERMS" components={{ doc: link(termsHref) }} />}
          error={tried && !terms ? t('FORM.FIELD_REQUIRED') : undefined}
        />
        <Checkbox
          checked={privacy}
          onChange={(event) => setPrivacy(event.currentTarget.checked)}
          label={<Trans i18nKey="AUTH.AGREE_PRIVACY" components={{ doc: link(privacyHref) }} />}
          error={tried && !privacy ? t('FORM.FIELD_REQUIRED') : undefined}
        />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onSignOut}>
          {t('PROFILE_MENU.LOG_OUT')}
        </Button>
        <Button onClick={accept} loading={update.isPending} data-autofocus>
          {t('TERMS_UPDATED.ACCEPT')}
        </Button>
      </Group>
    </Modal>
  );
}
