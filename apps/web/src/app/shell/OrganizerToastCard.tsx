import { Button, Notification, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TicketIcon } from '../../components/icons';
import { useLanguage } from '../../lib/routing/hooks';
import { hrefTo } from '../../lib/routing/routes';
import classes from './OrganizerToast.module.css';

/** The toast itself; its action opens info.ticketing and, like closing, dismisses it for the session. */
export default function OrganizerToastCard({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Notification
      className={classes.toast}
      role="status"
      aria-live="polite"
      icon={<TicketIcon size={18} />}
      title={t('ORGANIZER_TOAST.TITLE')}
      onClose={onDismiss}
      closeButtonProps={{ 'aria-label': t('ORGANIZER_TOAST.CLOSE') }}
      withBorder
      data-testid="organizer-toast"
    >
      {/* Mantine's notification description grey is 3.3:1; body text colour keeps AA in both themes. */}
      <Text size="sm" mb="xs" c="var(--mantine-color-text)">
        {t('ORGANIZER_TOAST.TEXT')}
      </Text>
      <Button component={Link} to={hrefTo('info.ticketing', language)} size="xs" onClick={onDismiss}>
        {t('ORGANIZER_TOAST.ACTION')}
      </Button>
    </Notification>
  );
}
