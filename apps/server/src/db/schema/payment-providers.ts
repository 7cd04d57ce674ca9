import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant, sqlList, updatedAt } from './columns';
import { profiles } from './profiles';

/**
 * Real payment providers (issue 23): an organizer's credentials per provider and currency, sealed at rest,
 * each payment attempt made at a provider, and the provider events already handled (replays are ignored).
 */

export const PROVIDERS = ['STRIPE', 'GPWEBPAY'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

export const ATTEMPT_STATES = ['OPEN', 'PAID', 'DECLINED', 'CANCELLED', 'ERROR'] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

/**
 * The secrets (Stripe secret key and webhook secret; GP webpay's merchant private key and its password)
 * are AES-256-GCM sealed with PAYMENTS_MASTER_KEY (`key_id` names the key, for rotation); `public_config`
 * holds only what may be shown (connected account id, merchant number, GP's public key, key hints).
 */
export const paymentCredentials = pgTable(
  'payment_credentials',
  {
    id: id(),
    organizerProfileId: uuid('organizer_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<ProviderName>().notNull(),
    currency: text('currency').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Live keys (real money) or the provider's test environment. */
    live: boolean('live').notNull().default(false),
    keyId: text('key_id').notNull(),
    sealed: text('sealed').notNull(),
    publicConfig: jsonb('public_config').$type<Record<string, string | null>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_credentials_unique').on(t.organizerProfileId, t.provider, t.currency),
    check('payment_credentials_provider_check', sql`${t.provider} IN (${sqlList(PROVIDERS)})`),
  ],
);

/**
 * One start of a payment at a provider. `number` is GP webpay's ORDERNUMBER (numeric, unique per
 * merchant, at most 15 digits: a sequence never reuses one); `external_id` the Stripe Checkout Session.
 * No FK to orders: the attempt may be written before the order's transaction commits elsewhere.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: id(),
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    orderId: uuid('order_id').notNull(),
    provider: text('provider').$type<ProviderName>().notNull(),
    credentialId: uuid('credential_id').references(() => paymentCredentials.id, { onDelete: 'set null' }),
    externalId: text('external_id'),
    url: text('url'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    state: text('state').$type<AttemptState>().notNull().default('OPEN'),
    /** The provider's payment (Stripe PaymentIntent, GP ORDERNUMBER) once paid: what refunds name. */
    paymentRef: text('payment_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_attempts_order_idx').on(t.orderId),
    uniqueIndex('payment_attempts_external_unique')
      .on(t.provider, t.externalId)
      .where(sql`${t.externalId} IS NOT NULL`),
    index('payment_attempts_open_idx').on(t.createdAt).where(sql`${t.state} = 'OPEN'`),
    check('payment_attempts_state_check', sql`${t.state} IN (${sqlList(ATTEMPT_STATES)})`),
    check('payment_attempts_number_check', sql`${t.number} < 1000000000000000`),
  ],
);

/** Provider events handled once: a replayed event id changes nothing (ARCHITECTURE §4 idempotency). */
export const paymentProviderEvents = pgTable(
  'payment_provider_events',
  {
    provider: text('provider').$type<ProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: uuid('order_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export type PaymentCredentialRow = typeof paymentCredentials.$inferSelect;
export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;
