import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { tracking } from '../../features/checkout/tracking';
import { SessionBootstrap } from '../session/SessionBootstrap';
import { RouteProgress } from './RouteProgress';

/**
 * Everything under /:lang. The loader has already switched i18next (and with it `<html lang>`),
 * so this only adds what every page shares, with or without the shell.
 */
export function LanguageLayout() {
  const { pathname } = useLocation();
  // One PageView per page the visitor sees (a no-op outside production builds).
  useEffect(() => tracking.pageView(pathname), [pathname]);
  return (
    <>
      <RouteProgress />
      <Outlet />
      <SessionBootstrap />
      <ScrollRestoration />
    </>
  );
}
