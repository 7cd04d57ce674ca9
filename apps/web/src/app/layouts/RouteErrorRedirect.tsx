import { Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useRouteError } from 'react-router';
import { useLanguage } from '../../lib/routing/hooks';
import classes from './Centered.module.css';

/**
 * A route that fails to load or render sends the user home (spec 1 §8). If home itself is what
 * failed, redirecting would loop, so a minimal reload prompt is shown instead.
 */
export function RouteErrorRedirect() {
  const error = useRouteError();
  const language = useLanguage();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const home = `/${language}/`;

  useEffect(() => {
    console.error('Route error', error);
  }, [error]);

  if (pathname !== home && pathname !== `/${language}`) return <Navigate to={home} replace />;
  return (
    <main className={`${classes.centered} ${classes.padded}`}>
      <Stack align="center">
        <Text>{t('DEFAULT_ERROR.MESSAGE')}</Text>
        <Button onClick={() => window.location.reload()}>{t('COMMON.RELOAD')}</Button>
      </Stack>
    </main>
  );
}
