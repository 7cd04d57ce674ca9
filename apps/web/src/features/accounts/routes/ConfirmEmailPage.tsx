import '../../../components/form-styles';
import { Alert, Button, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { getUserInfo } from '../../../lib/session/get-user-info';
import { applyUser, getSession } from '../../../lib/session/session-store';
import { activateAccount } from '../api/activate-account';

/** E-mail confirmation from the mailed link `?id&token`: success on 200, else EMAIL_CONFIRMATION.FAIL (spec 1 §4). */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const token = params.get('token') ?? '';
  useDocumentTitle(t('ROUTES.CONFIRM_EMAIL'));
  // A query, not a mutation: it runs once per link, survives StrictMode's double effects, and is not retried.
  const activation = useQuery({
    queryKey: ['account', 'activation', id, token],
    queryFn: async () => {
      if (!id || !token) throw new Error('Incomplete link');
      await activateAccount(id, token);
      // A signed-in user's Confirmed flag changed: refresh it (a failure here does not undo the confirmation).
      if (getSession().status === 'signed-in') await getUserInfo().then(applyUser, () => {});
      return true;
    },
    retry: false,
    meta: { once: true },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const signedIn = getSession().status === 'signed-in';

  return (
    <Container size={480} py="xl">
      <Paper withBorder radius="md" p="xl" data-testid="confirm-email-page" data-state={activation.status}>
        {activation.isPending ? (
          <Center role="status" aria-label={t('COMMON.LOADING')}>
            <Loader />
          </Center>
        ) : activation.isSuccess ? (
          <Stack>
            <Title order={1}>{t('EMAIL_CONFIRMATION.SUCCESS.TITLE')}</Title>
            <Text>{t('EMAIL_CONFIRMATION.SUCCESS.MESSAGE')}</Text>
            <Button component={Link} to={hrefTo(signedIn ? 'home' : 'auth', language)}>
              {signedIn ? t('COMMON.GO_HOME') : t('AUTH.LOG_IN')}
            </Button>
          </Stack>
        ) : (
          <Stack>
            <Title order={1}>{t('EMAIL_CONFIRMATION.FAIL.TITLE')}</Title>
            <Alert color="red" role="alert">
              {t('EMAIL_CONFIRMATION.FAIL.MESSAGE')}
            </Alert>
            <Button component={Link} to={hrefTo('home', language)} variant="default">
              {t('COMMON.GO_HOME')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
