import { z } from 'zod';
import { OrderStateSchema } from './payments-base';

/**
 * Real payment providers (issue 23): an organizer's Stripe and GP webpay credentials per currency. Secrets
 * are write-only: the API answers only hints (the key's last 4 characters, the merchant number, the
 * connected account) and the webhook address to give the provider.
 */
export const PAYMENT_PROVIDERS = ['STRIPE', 'GPWEBPAY'] as const;
export const PaymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;

const secret = (max: number) => z.string().trim().min(1).max(max);
const currency = z
  .string()
  .regex(/^[A-Za-z]{3}$/)
  .transform((v) => v.toUpperCase());

export const ProviderCredentialParamsSchema = z.object({
  profileId: z.uuid(),
  provider: PaymentProviderSchema,
  currency,
});

/**
 * PUT body. Stripe: `AccountId` (acct_…) alone = Connect through the platform's account (the platform fee
 * taken at source); else the organizer's own `SecretKey` (sk_…/rk_…) and `WebhookSecret` (whsec_…).
 * GP webpay: `MerchantNumber`, the merchant's `PrivateKeyPem` (+ password) and GP's `GpPublicKeyPem`;
 * `WsProvider`, GP's 4-digit provider code, turns on its web service (status re-read and refunds; null:
 * refunds by hand in GP's portal). A secret left out keeps the stored one.
 */
export const ProviderCredentialBodySchema = z
  .object({
    Enabled: z.boolean().default(true),
    Live: z.boolean().default(false),
    AccountId: z
      .string()
      .regex(/^acct_[A-Za-z0-9]{1,64}$/)
      .nullish(),
    SecretKey: z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{1,200}$/)
      .nullish(),
    WebhookSecret: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/=]{1,200}$/)
      .nullish(),
    MerchantNumber: z
      .string()
      .regex(/^\d{1,20}$/)
      .nullish(),
    PrivateKeyPem: secret(10_000).nullish(),
    PrivateKeyPassword: z.string().max(200).nullish(),
    GpPublicKeyPem: secret(10_000).nullish(),
    WsProvider: z
      .string()
      .regex(/^\d{4}$/)
      .nullish(),
  })
  .meta({ id: 'ProviderCredentialBody' });
export type ProviderCredentialBody = z.input<typeof ProviderCredentialBodySchema>;

export const ProviderCredentialSchema = z
  .object({
    Id: z.string(),
    Provider: PaymentProviderSchema,
    Currency: z.string(),
    Enabled: z.boolean(),
    Live: z.boolean(),
    /** STRIPE: CONNECT (platform account, fee at source) or PLAIN (the organizer's own account). */
    Mode: z.enum(['CONNECT', 'PLAIN']).nullable(),
    AccountId: z.string().nullable(),
    MerchantNumber: z.string().nullable(),
    /** GP webpay: the web service's provider code, null when refunds are made by hand. */
    WsProvider: z.string().nullable(),
    /** The last 4 characters of the stored secret key (never the key). */
    KeyHint: z.string().nullable(),
    /** Where the provider sends its notifications (Stripe webhook endpoint, GP return URL). */
    NotifyUrl: z.string(),
    /** Refunds go back through the provider's API; false: the organizer refunds in the provider's portal. */
    RefundsAutomatic: z.boolean(),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'ProviderCredential' });
export type ProviderCredential = z.infer<typeof ProviderCredentialSchema>;
export const ProviderCredentialListSchema = z.array(ProviderCredentialSchema);

export const ProviderCredentialsQuerySchema = z.object({ profileId: z.uuid() });

/** POST /event/{id}/orders/{orderId}/reconcile: the payment's state read again from the provider. */
export const ReconcileResultSchema = z
  .object({
    OrderId: z.string(),
    State: OrderStateSchema,
    /** STRIPE, GPWEBPAY, SANDBOX, or null when the order never went to a provider. */
    Provider: z.string().nullable(),
    /** CHECKED: asked the provider; UNSUPPORTED: no status call (GP webpay without its web service); NONE: nothing open. */
    Result: z.enum(['CHECKED', 'UNSUPPORTED', 'NONE']),
    /** The state changed by this call (a lost callback was made up for). */
    Changed: z.boolean(),
  })
  .meta({ id: 'ReconcileResult' });
export type ReconcileResult = z.infer<typeof ReconcileResultSchema>;
