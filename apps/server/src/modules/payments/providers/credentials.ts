import { createPrivateKey, createPublicKey } from 'node:crypto';
import type { ProviderCredential, ProviderCredentialBody } from '@marquee/contract';
import type { PaymentCredentialRow, ProviderName } from '../../../db/schema/payment-providers';
import { AppError } from '../../../plugins/errors';
import { type KeyRing, open, seal } from './sealing';

/** The sealed part of a credential row. */
export interface ProviderSecrets {
  SecretKey?: string | null;
  WebhookSecret?: string | null;
  PrivateKeyPem?: string | null;
  PrivateKeyPassword?: string | null;
}

export const openSecrets = (ring: KeyRing, row: PaymentCredentialRow): ProviderSecrets =>
  JSON.parse(open(ring, row.keyId, row.sealed)) as ProviderSecrets;

const invalid = (field: string, message: string) =>
  new AppError('PAYMENT.CREDENTIALS_INVALID', message, { [field]: ['INVALID_VALUE'] });

/**
 * The row to store for a PUT: the body's secrets over the stored ones, checked per provider (a PEM that
 * does not parse, Stripe without either Connect or its own keys). Throws PAYMENT.CREDENTIALS_INVALID.
 */
export function credentialValues(
  ring: KeyRing,
  provider: ProviderName,
  body: ProviderCredentialBody,
  stored: PaymentCredentialRow | null,
  platformStripe: boolean,
) {
  const before = stored ? openSecrets(ring, stored) : {};
  const pick = <K extends keyof ProviderSecrets>(key: K) =>
    body[key] === undefined ? (before[key] ?? null) : (body[key] ?? null);
  const secrets: ProviderSecrets = {};
  const publicConfig: Record<string, string | null> = {};
  if (provider === 'STRIPE') {
    const accountId =
      body.AccountId === undefined ? (stored?.publicConfig.AccountId ?? null) : body.AccountId;
    secrets.SecretKey = pick('SecretKey');
    secrets.WebhookSecret = pick('WebhookSecret');
    if (accountId) {
      if (!platformStripe)
        throw invalid('AccountId', 'Connect needs the platform’s Stripe account (STRIPE_SECRET_KEY).');
      secrets.SecretKey = null;
      secrets.WebhookSecret = null;
    } else {
      if (!secrets.SecretKey)
        throw invalid('SecretKey', 'Give the Stripe secret key or a connected account.');
      if (!secrets.WebhookSecret) throw invalid('WebhookSecret', 'Give the webhook signing secret.');
      const live = secrets.SecretKey.includes('_live_');
      if (live !== Boolean(body.Live))
        throw invalid('SecretKey', 'The key’s mode (test/live) does not match the Live switch.');
    }
    publicConfig.AccountId = accountId ?? null;
    publicConfig.KeyHint = secrets.SecretKey ? secrets.SecretKey.slice(-4) : null;
  } else {
    const merchant = body.MerchantNumber ?? stored?.publicConfig.MerchantNumber ?? null;
    const gpPublic = body.GpPublicKeyPem ?? stored?.publicConfig.GpPublicKeyPem ?? null;
    secrets.PrivateKeyPem = pick('PrivateKeyPem');
    secrets.PrivateKeyPassword = pick('PrivateKeyPassword');
    if (!merchant) throw invalid('MerchantNumber', 'Give the GP webpay merchant number.');
    if (!secrets.PrivateKeyPem) throw invalid('PrivateKeyPem', 'Give the merchant’s private key.');
    if (!gpPublic) throw invalid('GpPublicKeyPem', 'Give GP webpay’s public key.');
    try {
      createPrivateKey({ key: secrets.PrivateKeyPem, passphrase: secrets.PrivateKeyPassword ?? undefined });
    } catch {
      throw invalid('PrivateKeyPem', 'The private key does not open (PEM and password).');
    }
    try {
      createPublicKey(gpPublic);
    } catch {
      throw invalid('GpPublicKeyPem', 'GP webpay’s public key is not a PEM public key or certificate.');
    }
    publicConfig.MerchantNumber = merchant;
    publicConfig.GpPublicKeyPem = gpPublic;
    // GP's web service (status re-read, refunds) when its provider code is given; null: refunds by hand.
    publicConfig.WsProvider =
      body.WsProvider === undefined ? (stored?.publicConfig.WsProvider ?? null) : (body.WsProvider ?? null);
    publicConfig.KeyHint = null;
  }
  return { ...seal(ring, JSON.stringify(secrets)), publicConfig };
}

export function presentCredential(row: PaymentCredentialRow, publicUrl: string): ProviderCredential {
  const pc = row.publicConfig;
  const stripe = row.provider === 'STRIPE';
  return {
    Id: row.id,
    Provider: row.provider,
    Currency: row.currency,
    Enabled: row.enabled,
    Live: row.live,
    Mode: stripe ? (pc.AccountId ? 'CONNECT' : 'PLAIN') : null,
    AccountId: pc.AccountId ?? null,
    MerchantNumber: pc.MerchantNumber ?? null,
    WsProvider: stripe ? null : (pc.WsProvider ?? null),
    KeyHint: pc.KeyHint ?? null,
    NotifyUrl: stripe
      ? `${publicUrl}/api/payments/stripe/webhook/${row.id}`
      : `${publicUrl}/api/payments/gpwebpay/return`,
    RefundsAutomatic: stripe || Boolean(pc.WsProvider),
    UpdatedAt: row.updatedAt.toISOString(),
  };
}
