import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { SHELL } from '@marquee/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Logo } from '../../../components/Logo';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { pingServer } from '../api/server-test';

/** Codes with their own ERROR_PAGE.{code} texts; anything else uses ERROR_PAGE.DEFAULT. */
export const ERROR_PAGE_CODES = ['400', '401', '403', '404', '410', '500', '503'] as const;

function textKey(code: string | undefined, part: 'TITLE' | 'DESCRIPTION'): string {
  const known = (ERROR_PAGE_CODES as readonly string[]).includes(code ?? '');
  return `ERROR_PAGE.${known ? code : 'DEFAULT'}.${part}`;
}

/** `/:lang/error/:code`, without the shell. On 503 it pings the API and returns home once it is up. */
export function ErrorPage() {
  const { t } = useTranslation();
  const { code } = useParams();
  const language = useLanguage();
  const navigate = useNavigate();
  const title = t(textKey(code, 'TITLE'));
  useDocumentTitle(title);

  useEffect(() => {
    if (code !== '503') return;
    const controller = new AbortController();
    const timer = window.setInterval(async () => {
      if (await pingServer(controller.signal)) navigate(hrefTo('home', language), { replace: true });
    }, SHELL.errorPagePollMs);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [code, language, navigate]);

  return (
    <Center component="main" mih="100dvh" p="md" data-testid="error-page" data-code={code}>
      <Stack align="center" ta="center" gap="md" maw={520}>
        <Logo />
        <Text fz={64} fw={800} lh={1} c="dimmed" aria-hidden>
          {code}
        </Text>
        <Title order={1}>{title}</Title>
        <Text size="lg">{t(textKey(code, 'DESCRIPTION'))}</Text>
        {code === '503' && (
          <Text size="sm" c="dimmed" role="status">
            {t('ERROR_PAGE.RETRYING')}
          </Text>
        )}
        <Button component={Link} to={hrefTo('home', language)} mt="sm">
          {t('COMMON.GO_HOME')}
        </Button>
      </Stack>
    </Center>
  );
}
