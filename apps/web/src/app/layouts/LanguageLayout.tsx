import { Outlet, ScrollRestoration } from 'react-router';
import { SessionBootstrap } from '../session/SessionBootstrap';
import { RouteProgress } from './RouteProgress';

/**
 * Everything under /:lang. The loader has already switched i18next (and with it `<html lang>`),
 * so this only adds what every page shares, with or without the shell.
 */
export function LanguageLayout() {
  return (
    <>
      <RouteProgress />
      <Outlet />
      <SessionBootstrap />
      <ScrollRestoration />
    </>
  );
}
