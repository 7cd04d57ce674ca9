import { Anchor, Button, Group, Text } from '@mantine/core';
import { COOKIE_NOTICE_DAYS } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuietPromotions } from '../../lib/quiet-promotions';
import { useLanguage } from '../../lib/routing/hooks';
import { hrefTo } from '../../lib/routing/routes';
import { getCookie, setCookie } from '../../lib/storage/cookies';
import classes from './CookieNotice.module.css';

export const COOKIE_NOTICE_COOKIE = 'cookieNotice';

/** Shown until accepted; the acceptance is remembered for a year (spec 1 §9). */
export function CookieNotice() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [accepted, setAccepted] = useState(() => getCookie(COOKIE_NOTICE_COOKIE) === 'accepted');
  // Both sit at the bottom: the organizer toast waits until the notice has been answered.
  useQuietPromotions(!accepted);
  if (accepted) return null;

  const accept = () => {
    setCookie(COOKIE_NOTICE_COOKIE, 'accepted', COOKIE_NOTICE_DAYS);
    setAccepted(true);
  };

  return (
    <section aria-label={t('COOKIES.LABEL')} className={classes.notice} data-testid="cookie-notice">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" className={classes.text}>
          {t('COOKIES.TEXT')}{' '}
          <Anchor component={Link} to={hrefTo('cookies-policy', language)} inherit underline="always">
            {t('COOKIES.POLICY_LINK')}
          </Anchor>
        </Text>
        <Button onClick={accept} size="sm">
          {t('COOKIES.ACCEPT')}
        </Button>
      </Group>
    </section>
  );
}
