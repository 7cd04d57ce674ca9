import '../../../components/form-styles';
import { Button, Divider, Stack, Text, TextInput, Title } from '@mantine/core';
import { EmailSchema, type SocialProvider } from '@marquee/contract';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../lib/forms/use-form';
import { checkValue } from '../../../lib/forms/validation';

interface SignInStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  email: string;
  providers: SocialProvider[];
  /** Where the "continue with" links start; the provider's StartUrl plus our return address. */
  providerHref: (provider: SocialProvider) => string;
  pending: boolean;
  domainError: boolean;
  onContinue: (email: string) => void;
}

/** Step SIGNIN: the e-mail decides between LOGIN and SIGNUP; social login buttons when configured. */
export function SignInStep({
  headingRef,
  email,
  providers,
  providerHref,
  pending,
  domainError,
  onContinue,
}: SignInStepProps) {
  const { t } = useTranslation();
  const form = useForm({ email }, (values) => {
    const problem = checkValue(EmailSchema, values.email);
    return problem ? { email: problem } : {};
  });
  const emailError = form.error('email') ?? (domainError ? t('FORM.EMAIL_DOMAIN_NON_EXIST') : undefined);

  return (
    <Stack>
      <Title order={1} ref={headingRef} tabIndex={-1}>
        {t('AUTH.SIGNIN_TITLE')}
      </Title>
      <Text c="dimmed">{t('AUTH.SIGNIN_TEXT')}</Text>
      <form
        ref={form.formRef}
        onSubmit={form.onSubmit((values) => onContinue(values.email.trim()))}
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
            error={emailError}
            data-autofocus
            data-testid="signin-email"
          />
          <Button type="submit" loading={pending}>
            {t('COMMON.CONTINUE')}
          </Button>
        </Stack>
      </form>
      {providers.length > 0 && (
        <>
          <Divider label={t('AUTH.OR')} labelPosition="center" />
          <Stack gap="xs">
            {providers.map((provider) => (
              <Button key={provider.Id} component="a" href={providerHref(provider)} variant="default">
                {t('AUTH.CONTINUE_WITH', { provider: provider.Name })}
              </Button>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
