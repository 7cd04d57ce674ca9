import { Button, Center, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useRouteError } from 'react-router';
import { useLanguage } from '../hooks';

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
    <Center component="main" mih="60vh" p="md">
      <Stack align="center">
        <Text>{t('DEFAULT_ERROR.MESSAGE')}</Text>
        <Button onClick={() => window.location.reload()}>{t('COMMON.RELOAD')}</Button>
      </Stack>
    </Center>
  );
}
