import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useRouteError } from 'react-router';
import { SessionBootstrap } from '../session/SessionBootstrap';

/**
 * Everything under /{lang}/embed (issue 22): no shell, no cookie notice, no scroll restoration — the host
 * page owns those. The session is restored as on the site (the generator's preview runs on our own origin,
 * where the visitor may be signed in; on other sites the embed's storage is partitioned and empty).
 */
export function EmbedLayout() {
  return (
    <>
      <Outlet />
      <SessionBootstrap />
    </>
  );
}

/** A page of the embed that failed to load or render: said inside the frame, never a redirect to home. */
export function EmbedError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => console.error('Embed route error', error), [error]);
  return (
    <main style={{ padding: 16 }}>
      {/* Plain markup: this boundary is on every visitor's first load, Mantine's Alert is not. */}
      <p role="alert">{t('DEFAULT_ERROR.MESSAGE')}</p>
    </main>
  );
}
