import { Anchor, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../hooks';
import { hrefTo } from '../routes';
import classes from './CookieNotice.module.css';
import { acceptCookieNotice, useCookieNoticeAccepted } from './cookie-consent';

export { COOKIE_NOTICE_COOKIE } from './cookie-consent';

/** Shown until accepted; the acceptance is remembered for a year (spec 1 §9). */
export function CookieNotice() {
  const { t } = useTranslation();
  const language = useLanguage();
  const accepted = useCookieNoticeAccepted();
  if (accepted) return null;

  return (
    <section aria-label={t('COOKIES.LABEL')} className={classes.notice} data-testid="cookie-notice">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" className={classes.text}>
          {t('COOKIES.TEXT')}{' '}
          <Anchor component={Link} to={hrefTo('cookies-policy', language)} inherit underline="always">
            {t('COOKIES.POLICY_LINK')}
          </Anchor>
        </Text>
        <Button onClick={acceptCookieNotice} size="sm">
          {t('COOKIES.ACCEPT')}
        </Button>
      </Group>
    </section>
  );
}
