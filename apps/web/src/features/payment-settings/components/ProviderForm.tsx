import { Alert, Button, Group, PasswordInput, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { ErrorCode, ProviderCredential } from '@marquee/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/errors';
import { saveProvider } from '../api/providers';
import {
  FIELD_OF,
  type ProviderField,
  type ProviderFormValues,
  toBody,
  validCurrency,
} from '../model/provider-form';

interface Props {
  profileId: string;
  values: ProviderFormValues;
  /** The stored credential being edited (its secrets show as "set"), null for a new one. */
  stored: ProviderCredential | null;
  onSaved: (saved: ProviderCredential) => void;
  onCancel: () => void;
}

type Errors = Partial<Record<ProviderField, string>>;
// A wire code, not a catalog key: backticks keep the catalog key scanner off it.
const CREDENTIALS_INVALID = `PAYMENT.CREDENTIALS_INVALID` satisfies ErrorCode;

/** One provider and currency: Stripe keys or a connected account, or GP webpay's merchant and keys. */
export function ProviderForm({ profileId, values: initial, stored, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stripe = values.provider === 'STRIPE';
  const set = <K extends keyof ProviderFormValues>(key: K, value: ProviderFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  // A secret already stored: the field stays empty, its description says it is set.
  const secretHint = (isSet: boolean) => (stored && isSet ? t('PAYMENT_SETTINGS.SECRET_SET') : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!validCurrency(values.currency)) {
      setErrors({ currency: t('PAYMENT_SETTINGS.ERRORS.currency') });
      return;
    }
    setBusy(true);
    try {
      const currency = values.currency.trim().toUpperCase();
      onSaved(await saveProvider(profileId, values.provider, currency, toBody(values)));
    } catch (error) {
      if (!isApiRequestError(error)) throw error;
      const next: Errors = {};
      for (const [path, keys] of Object.entries(error.FieldErrors ?? {})) {
        const field = FIELD_OF[path.replace(/^body\./, '')];
        if (!field || next[field]) continue;
        // The server's own check (a key that does not open…) has a text per field; the schema's, FORM.*.
        next[field] =
          error.Code === CREDENTIALS_INVALID
            ? t(`PAYMENT_SETTINGS.ERRORS.${field}`)
            : t(`FORM.${keys[0] ?? 'INVALID_VALUE'}`);
      }
      setErrors(next);
      if (Object.keys(next).length === 0)
        setProblem(
          error.Code === 'PAYMENT_PROVIDER_NOT_CONFIGURED'
            ? t('PAYMENT_SETTINGS.ERRORS.NO_MASTER_KEY')
            : t('DEFAULT_ERROR.MESSAGE'),
        );
    } finally {
      setBusy(false);
    }
  };

  const field = (name: ProviderField) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => set(name, e.currentTarget.value),
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="provider-form"
      aria-label={t(`PAYMENT_SETTINGS.${values.provider}`)}
    >
      <Stack>
        <TextInput
          label={t('PAYMENT_SETTINGS.CURRENCY')}
          description={t('PAYMENT_SETTINGS.CURRENCY_HINT')}
          maxLength={3}
          disabled={stored !== null}
          required
          {...field('currency')}
        />
        {stripe ? (
          <>
            <PasswordInput
              label={t('PAYMENT_SETTINGS.SECRET_KEY')}
              description={secretHint(stored?.KeyHint != null) ?? t('PAYMENT_SETTINGS.SECRET_KEY_HINT')}
              autoComplete="off"
              {...field('secretKey')}
            />
            <PasswordInput
              label={t('PAYMENT_SETTINGS.WEBHOOK_SECRET')}
              description={secretHint(stored?.Mode === 'PLAIN') ?? t('PAYMENT_SETTINGS.WEBHOOK_SECRET_HINT')}
              autoComplete="off"
              {...field('webhookSecret')}
            />
            <TextInput
              label={t('PAYMENT_SETTINGS.ACCOUNT_ID')}
              description={t('PAYMENT_SETTINGS.ACCOUNT_ID_HINT')}
              {...field('accountId')}
            />
          </>
        ) : (
          <>
            <TextInput
              label={t('PAYMENT_SETTINGS.MERCHANT_NUMBER')}
              inputMode="numeric"
              required
              {...field('merchantNumber')}
            />
            <Textarea
              label={t('PAYMENT_SETTINGS.PRIVATE_KEY')}
              description={secretHint(true) ?? t('PAYMENT_SETTINGS.PRIVATE_KEY_HINT')}
              autosize
              minRows={3}
              maxRows={8}
              autoComplete="off"
              spellCheck={false}
              {...field('privateKeyPem')}
            />
            <PasswordInput
              label={t('PAYMENT_SETTINGS.PRIVATE_KEY_PASSWORD')}
              autoComplete="off"
              {...field('privateKeyPassword')}
            />
            <Textarea
              label={t('PAYMENT_SETTINGS.GP_PUBLIC_KEY')}
              description={secretHint(true) ?? t('PAYMENT_SETTINGS.GP_PUBLIC_KEY_HINT')}
              autosize
              minRows={3}
              maxRows={8}
              spellCheck={false}
              {...field('gpPublicKeyPem')}
            />
            <TextInput
              label={t('PAYMENT_SETTINGS.WS_PROVIDER')}
              description={t('PAYMENT_SETTINGS.WS_PROVIDER_HINT')}
              inputMode="numeric"
              maxLength={4}
              {...field('wsProvider')}
            />
          </>
        )}
        <Switch
          label={t('PAYMENT_SETTINGS.ENABLED')}
          checked={values.enabled}
          onChange={(e) => set('enabled', e.currentTarget.checked)}
        />
        <Switch
          label={t('PAYMENT_SETTINGS.LIVE')}
          description={t('PAYMENT_SETTINGS.LIVE_HINT')}
          checked={values.live}
          onChange={(e) => set('live', e.currentTarget.checked)}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('PAYMENT_SETTINGS.CANCEL')}
          </Button>
          <Button type="submit" loading={busy} data-testid="provider-save">
            {t('PAYMENT_SETTINGS.SAVE')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
