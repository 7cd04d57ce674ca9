import '../../../components/form-styles';
import { Alert, Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { EmailSchema } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useForm } from '../../../lib/forms/use-form';
import { checkValue } from '../../../lib/forms/validation';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { useSendForgottenPasswordEmail } from '../api/send-forgotten-password-email';

/** Forgotten password (spec 1 §4): request a link, then "Link has been sent!" or FORGOTTEN_PASSWORD.FAIL. */
export function ForgottenPasswordPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const send = useSendForgottenPasswordEmail();
  useDocumentTitle(t('ROUTES.FORGOTTEN_PASSWORD'));
  const form = useForm({ email: '' }, (values) => {
    const problem = checkValue(EmailSchema, values.email);
    return problem ? { email: problem } : {};
  });

  return (
    <Container size={480} py="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack>
          <Title order={1}>{t('FORGOTTEN_PASSWORD.TITLE')}</Title>
          {send.isSuccess ? (
            <Alert color="teal" role="status" data-testid="forgotten-password-success">
              {t('FORGOTTEN_PASSWORD.SUCCESS')}
            </Alert>
          ) : (
            <>
              <Text c="dimmed">{t('FORGOTTEN_PASSWORD.TEXT')}</Text>
              <form
                ref={form.formRef}
                onSubmit={form.onSubmit((values) => send.mutate(values.email.trim()))}
                noValidate
              >
                <Stack>
                  <TextInput
                    label={t('AUTH.EMAIL')}
                    type="email"
                    autoComplete="email"
                    required
                    value={form.values.email}
                    onChange={(event) => form.setValue('email', event.currentTarget.value)}
                    error={form.error('email')}
                    data-testid="forgotten-email"
                  />
                  {send.isError && (
                    <Alert color="red" role="alert" data-testid="forgotten-password-failure">
                      {t('FORGOTTEN_PASSWORD.FAIL')}
                    </Alert>
                  )}
                  <Button type="submit" loading={send.isPending}>
                    {t('FORGOTTEN_PASSWORD.SUBMIT')}
                  </Button>
                </Stack>
              </form>
            </>
          )}
          <Anchor component={Link} to={hrefTo('auth', language)} size="sm">
            {t('FORGOTTEN_PASSWORD.BACK_TO_SIGN_IN')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
