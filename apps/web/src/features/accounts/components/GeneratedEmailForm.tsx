import '../../../components/form-styles';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { EmailSchema } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../components/dialogs/DialogProvider';
import { isApiRequestError } from '../../../lib/api/errors';
import { useForm } from '../../../lib/forms/use-form';
import { checkValue, serverFieldErrors } from '../../../lib/forms/validation';
import { useChangeGeneratedEmail } from '../api/change-generated-email';

/**
 * For accounts made by social sign-in without an e-mail (UserInfo.EmailGenerated): sets the real address
 * through changeFacebookGeneratedMail. 409 shows AUTH.EMAIL_ALREADY_IN_USE, a refused address marks the
 * field, anything else opens the default error dialog. `onChanged` gets the new address.
 */
export function GeneratedEmailForm({ onChanged }: { onChanged: (email: string) => void }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const change = useChangeGeneratedEmail();
  const [inUse, setInUse] = useState(false);
  const form = useForm({ email: '' }, (values) => {
    const problem = checkValue(EmailSchema, values.email.trim());
    return problem ? { email: problem } : {};
  });

  const submit = form.onSubmit((values) => {
    const email = values.email.trim();
    setInUse(false);
    // mutateAsync, not mutate callbacks: success unmounts this form (the session's UserInfo no longer has
    // EmailGenerated), and TanStack skips per-call callbacks of an unmounted observer.
    change.mutateAsync(email).then(
      () => onChanged(email),
      (error: unknown) => {
        if (isApiRequestError(error) && error.status === 409) return setInUse(true);
        const fieldErrors = isApiRequestError(error)
          ? serverFieldErrors(error.FieldErrors, { Email: 'email' as const })
          : {};
        if (Object.keys(fieldErrors).length > 0) return form.showErrors(fieldErrors);
        if (!(isApiRequestError(error) && error.status === 503)) dialogs.showDefaultError();
      },
    );
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate data-testid="generated-email-form">
      <Stack gap="sm">
        <Text size="sm">{t('SETTINGS.GENERATED_EMAIL_TEXT')}</Text>
        <TextInput
          label={t('SETTINGS.NEW_EMAIL')}
          type="email"
          autoComplete="email"
          required
          value={form.values.email}
          onChange={(event) => {
            setInUse(false);
            form.setValue('email', event.currentTarget.value);
          }}
          error={form.error('email')}
          data-testid="generated-email-input"
        />
        {inUse && (
          <Alert color="red" role="alert" data-testid="generated-email-failure">
            {t('AUTH.EMAIL_ALREADY_IN_USE')}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={change.isPending}>
            {t('SETTINGS.SAVE_EMAIL')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
