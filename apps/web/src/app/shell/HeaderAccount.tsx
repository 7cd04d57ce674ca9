import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { withCatalogPart } from '../../i18n/setup';
import { useLanguage, useRouteName } from '../../lib/routing/hooks';
import { signInHref } from '../../lib/session/auth-redirect';
import { useSession } from '../../lib/session/session-store';

// Menu, dialogs and their texts only load for signed-in users.
const ProfileMenu = lazy(withCatalogPart('accounts', () => import('./ProfileMenu')));

/** Sign-in button for visitors; the profile menu for signed-in users. */
export function HeaderAccount() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { status } = useSession();
  const location = useLocation();
  const route = useRouteName();
  if (status !== 'anonymous')
    return (
      <Suspense fallback={null}>
        <ProfileMenu />
      </Suspense>
    );
  if (route === 'auth') return null;
  return (
    <Button
      component={Link}
      to={signInHref(language, `${location.pathname}${location.search}`, false)}
      variant="default"
      visibleFrom="xs"
    >
      {t('NAV.SIGN_IN')}
    </Button>
  );
}
