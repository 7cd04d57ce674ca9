import { Anchor, Button, Group, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  applyConsent,
  type Consent,
  EVERYTHING,
  NECESSARY_ONLY,
  OPEN_CONSENT_SETTINGS_EVENT,
  useConsent,
} from '../../features/tracking';
import { loadConsentChoices } from '../../features/tracking/pages';
import { useQuietPromotions } from '../../lib/quiet-promotions';
import { useLanguage } from '../../lib/routing/hooks';
import { hrefTo } from '../../lib/routing/routes';
import { useHydrated } from '../../lib/ssr/use-hydrated';
import classes from './CookieNotice.module.css';

const ConsentChoices = lazy(loadConsentChoices);

export { COOKIE_NOTICE_COOKIE } from '../../features/tracking';

/**
 * The cookie notice is the consent choice (issue 22): necessary only, everything, or analytics and
 * marketing one by one; remembered a year (spec 1 §9), reopened from the footer's "Cookie settings".
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const language = useLanguage();
  const consent = useConsent();
  const [choosing, setChoosing] = useState(false);
  const section = useRef<HTMLElement>(null);
  // A server-rendered page has the notice in its HTML (the server cannot know the visitor's answer): until
  // hydration it is marked, and index.html's early script hides it for a visitor who has answered.
  const hydrated = useHydrated();
  const visible = consent === null || choosing;
  // Both sit at the bottom: the organizer toast waits until the notice has been answered.
  useQuietPromotions(visible);

  useEffect(() => {
    const open = () => {
      setChoosing(true);
      // The footer link moved the visitor here: focus follows.
      requestAnimationFrame(() => section.current?.focus());
    };
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, open);
  }, []);

  if (!visible) return null;
  const choose = (choice: Consent) => {
    setChoosing(false);
    applyConsent(choice);
  };

  return (
    <section
      ref={section}
      tabIndex={-1}
      aria-label={t('COOKIES.LABEL')}
      className={classes.notice}
      data-testid="cookie-notice"
      data-before-hydration={hydrated ? undefined : ''}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" className={classes.text}>
          {t('COOKIES.TEXT')}{' '}
          <Anchor component={Link} to={hrefTo('cookies-policy', language)} inherit underline="always">
            {t('COOKIES.POLICY_LINK')}
          </Anchor>
        </Text>
        {choosing && (
          <Suspense fallback={null}>
            <ConsentChoices initial={consent ?? NECESSARY_ONLY} onSave={choose} />
          </Suspense>
        )}
        <Group gap="xs">
          <Button
            variant="default"
            size="sm"
            onClick={() => choose(NECESSARY_ONLY)}
            data-testid="consent-necessary"
          >
            {t('COOKIES.NECESSARY_ONLY')}
          </Button>
          {!choosing && (
            <Button
              variant="default"
              size="sm"
              onClick={() => setChoosing(true)}
              data-testid="consent-choose"
            >
              {t('COOKIES.CHOOSE')}
            </Button>
          )}
          <Button size="sm" onClick={() => choose(EVERYTHING)} data-testid="consent-all">
            {t('COOKIES.ACCEPT_ALL')}
          </Button>
        </Group>
      </Group>
    </section>
  );
}
