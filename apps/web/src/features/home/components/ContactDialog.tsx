import { Anchor, Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../components/dialogs/modal-a11y';
import { ClockIcon } from '../../../components/icons';
import { MailIcon, PhoneIcon } from '../../../components/lazy-icons';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import classes from './ContactDialog.module.css';

export const SUPPORT_EMAIL = 'support@marquee.events';
export const SUPPORT_PHONE = '+421 2 3300 4400';

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={classes.row}>
      <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>{children}</div>
    </div>
  );
}

interface ContactDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Organizer contexts add a "start selling now" button (spec 1 §2 Dialogs). */
  withStartSelling?: boolean;
}

/** Support contact, available around the clock (spec 1 §1). */
export function ContactDialog({ opened, onClose, withStartSelling }: ContactDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('CONTACT.TITLE')}
      centered
      closeButtonProps={{ 'aria-label': t('COMMON.CLOSE') }}
      attributes={DIALOG_HEADER_ATTRIBUTES}
    >
      <Stack gap="md">
        <Text>{t('CONTACT.TEXT')}</Text>
        <Row icon={<MailIcon size={18} />}>
          <Text size="sm" c="dimmed">
            {t('CONTACT.EMAIL')}
          </Text>
          <Anchor href={`mailto:${SUPPORT_EMAIL}`} fw={600}>
            {SUPPORT_EMAIL}
          </Anchor>
        </Row>
        <Row icon={<PhoneIcon size={18} />}>
          <Text size="sm" c="dimmed">
            {t('CONTACT.PHONE')}
          </Text>
          <Anchor href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`} fw={600}>
            {SUPPORT_PHONE}
          </Anchor>
        </Row>
        <Row icon={<ClockIcon size={18} />}>
          <Text size="sm" c="dimmed">
            {t('CONTACT.HOURS')}
          </Text>
          <Text fw={600}>{t('CONTACT.NONSTOP')}</Text>
        </Row>
        {withStartSelling && (
          <Button component={Link} to={hrefTo('ticketing', language)} onClick={onClose}>
            {t('CONTACT.START_SELLING')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
