import type { PaymentProvider, ProviderCredential, ProviderCredentialBody } from '@marquee/contract';

/**
 * The form of one provider and currency (issue 23). Secrets are write-only: the form starts them empty and
 * an empty secret is left out of the PUT, so the stored one is kept ("set" is all the organizer sees).
 */
export interface ProviderFormValues {
  provider: PaymentProvider;
  currency: string;
  enabled: boolean;
  live: boolean;
  // Stripe
  accountId: string;
  secretKey: string;
  webhookSecret: string;
  // GP webpay
  merchantNumber: string;
  privateKeyPem: string;
  privateKeyPassword: string;
  gpPublicKeyPem: string;
  /** GP's web-service provider code (not a secret); empty: refunds by hand. */
  wsProvider: string;
}

export type ProviderField = Exclude<keyof ProviderFormValues, 'provider' | 'enabled' | 'live'>;

/** The server's body field → the form's field (FieldErrors of VALIDATION_FAILED and CREDENTIALS_INVALID). */
export const FIELD_OF: Record<string, ProviderField> = {
  AccountId: 'accountId',
  SecretKey: 'secretKey',
  WebhookSecret: 'webhookSecret',
  MerchantNumber: 'merchantNumber',
  PrivateKeyPem: 'privateKeyPem',
  PrivateKeyPassword: 'privateKeyPassword',
  GpPublicKeyPem: 'gpPublicKeyPem',
  WsProvider: 'wsProvider',
  currency: 'currency',
};

export function initialValues(
  provider: PaymentProvider,
  stored: ProviderCredential | null,
  currency = 'EUR',
): ProviderFormValues {
  return {
    provider,
    currency: stored?.Currency ?? currency,
    enabled: stored?.Enabled ?? true,
    live: stored?.Live ?? false,
    accountId: stored?.AccountId ?? '',
    secretKey: '',
    webhookSecret: '',
    merchantNumber: stored?.MerchantNumber ?? '',
    privateKeyPem: '',
    privateKeyPassword: '',
    gpPublicKeyPem: '',
    wsProvider: stored?.WsProvider ?? '',
  };
}

const filled = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The PUT body: only this provider's fields; empty secrets are left out (the stored ones stay). */
export function toBody(values: ProviderFormValues): ProviderCredentialBody {
  const common = { Enabled: values.enabled, Live: values.live };
  if (values.provider === 'STRIPE') {
    const accountId = filled(values.accountId);
    return {
      ...common,
      AccountId: accountId ?? null,
      ...(accountId
        ? {}
        : { SecretKey: filled(values.secretKey), WebhookSecret: filled(values.webhookSecret) }),
    };
  }
  return {
    ...common,
    MerchantNumber: filled(values.merchantNumber),
    PrivateKeyPem: filled(values.privateKeyPem),
    // The password goes with a new key only (a key without one sends an empty password: none).
    ...(filled(values.privateKeyPem) ? { PrivateKeyPassword: values.privateKeyPassword || null } : {}),
    GpPublicKeyPem: filled(values.gpPublicKeyPem),
    // Not a secret: an empty field turns the web service off (null), so it is always sent.
    WsProvider: filled(values.wsProvider) ?? null,
  };
}

/** A currency as the API takes it: three letters. */
export const validCurrency = (value: string) => /^[A-Za-z]{3}$/.test(value.trim());
