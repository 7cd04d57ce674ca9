import '../../../components/form-styles';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { LoginPasswordSchema } from '@marquee/contract';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useForm } from '../../../lib/forms/use-form';
import { checkValue } from '../../../lib/forms/validation';

interface LoginStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  email: string;
  forgottenHref: string;
  pending: boolean;
  /** The translated failure (wrong password, too many attempts), or null. */
  failure: string | null;
  onEditEmail: () => void;
  onBack: () => void;
  onSubmit: (password: string) => void;
}

/** Step LOGIN: password only; the e-mail is shown read-only with an edit button (spec 1 §2). */
export function LoginStep({
  headingRef,
  email,
  forgottenHref,
  pending,
  failure,
  onEditEmail,
  onBack,
  onSubmit,
}: LoginStepProps) {
  const { t } = useTranslation();
  const form = useForm({ password: '' }, (values) => {
    const problem = checkValue(LoginPasswordSchema, values.password);
    return problem ? { password: problem } : {};
  });

  return (
    <Stack>
      <Title order={1} ref={headingRef} tabIndex={-1}>
        {t('AUTH.LOGIN_TITLE')}
      </Title>
      <form ref={form.formRef} onSubmit={form.onSubmit((values) => onSubmit(values.password))} noValidate>
        <Stack>
          <Group align="flex-end" wrap="nowrap">
            <TextInput label={t('AUTH.EMAIL')} value={email} readOnly style={{ flex: 1 }} />
            <Button variant="default" onClick={onEditEmail}>
              {t('AUTH.EDIT_EMAIL')}
            </Button>
          </Group>
          <PasswordInput
            label={t('AUTH.PASSWORD')}
            autoComplete="current-password"
            required
            value={form.values.password}
            onChange={(event) => form.setValue('password', event.currentTarget.value)}
            error={form.error('password')}
            data-autofocus
            data-testid="login-password"
          />
          {failure && (
            <Alert color="red" role="alert" data-testid="login-error">
              {failure}
            </Alert>
          )}
          <Anchor component={Link} to={forgottenHref} size="sm">
            {t('AUTH.FORGOT_PASSWORD')}
          </Anchor>
          <Group justify="space-between">
            <Button variant="subtle" onClick={onBack}>
              {t('COMMON.BACK')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('AUTH.LOG_IN')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
