import '../../../components/form-styles';
import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { NewPasswordSchema, PASSWORD_MIN_LENGTH } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useForm } from '../../../lib/forms/use-form';
import { checkValue, type FieldErrors } from '../../../lib/forms/validation';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { useUpdateForgottenPassword } from '../api/update-forgotten-password';

type Field = 'password' | 'retype';

export function validateNewPassword(values: { password: string; retype: string }): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const password = checkValue(NewPasswordSchema, values.password);
  if (password) errors.password = values.password ? password : { key: 'FIELD_REQUIRED' };
  if (!values.retype) errors.retype = { key: 'FIELD_REQUIRED' };
  else if (values.retype !== values.password) errors.retype = { key: 'SAME_VALUE_INVALID' };
  return errors;
}

/**
 * New password from the mailed link `?id&token` (spec 1 §4, §5): password and retype, equal and at least
 * 6 characters; then "Your password was successfully changed. Log in." or NEW_PASSWORD.FAIL.
 */
export function NewPasswordPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const token = params.get('token') ?? '';
  const update = useUpdateForgottenPassword();
  useDocumentTitle(t('ROUTES.NEW_PASSWORD'));
  const form = useForm({ password: '', retype: '' }, validateNewPassword);
  const linkBroken = !id || !token;

  return (
    <Container size={480} py="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack>
          <Title order={1}>{t('NEW_PASSWORD.TITLE')}</Title>
          {update.isSuccess ? (
            <Alert color="teal" role="status" data-testid="new-password-success">
              {t('NEW_PASSWORD.SUCCESS')}{' '}
              <Anchor component={Link} to={hrefTo('auth', language)}>
                {t('AUTH.LOG_IN')}
              </Anchor>
            </Alert>
          ) : (
            <form
              ref={form.formRef}
              onSubmit={form.onSubmit((values) => update.mutate({ id, token, password: values.password }))}
              noValidate
            >
              <Stack>
                <PasswordInput
                  label={t('NEW_PASSWORD.PASSWORD')}
                  description={t('AUTH.PASSWORD_HINT', { count: PASSWORD_MIN_LENGTH })}
                  autoComplete="new-password"
                  required
                  value={form.values.password}
                  onChange={(event) => form.setValue('password', event.currentTarget.value)}
                  error={form.error('password')}
                  data-testid="new-password"
                />
                <PasswordInput
                  label={t('NEW_PASSWORD.RETYPE')}
                  autoComplete="new-password"
                  required
                  value={form.values.retype}
                  onChange={(event) => form.setValue('retype', event.currentTarget.value)}
                  error={form.error('retype')}
                  data-testid="new-password-retype"
                />
                {(update.isError || linkBroken) && (
                  <Alert color="red" role="alert" data-testid="new-password-failure">
                    {t('NEW_PASSWORD.FAIL')}
                  </Alert>
                )}
                <Button
                  type="submit"
                  loading={update.isPending}
                  disabled={
                    linkBroken ||
                    form.values.password.length < PASSWORD_MIN_LENGTH ||
                    form.values.password !== form.values.retype
                  }
                >
                  {t('NEW_PASSWORD.SUBMIT')}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
