import type { PaymentGate } from '@marquee/contract';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { events } from '../../../db/schema/events';
import { orders } from '../../../db/schema/orders';
import {
  type AttemptState,
  type PaymentAttemptRow,
  type PaymentCredentialRow,
  type ProviderName,
  paymentAttempts,
  paymentCredentials,
  paymentProviderEvents,
} from '../../../db/schema/payment-providers';

/** Which provider serves a gate: Stripe's hosted page is the card stage too (spec braintreeStage). */
export const PROVIDER_OF_GATE: Partial<Record<PaymentGate, ProviderName>> = {
  STRIPE: 'STRIPE',
  BRAINTREE: 'STRIPE',
  GPWEBPAY: 'GPWEBPAY',
};

export async function organizerOfEvent(db: DbOrTx, eventId: string): Promise<string | null> {
  const [row] = await db
    .select({ organizer: events.authorProfileId })
    .from(events)
    .where(eq(events.id, eventId));
  return row?.organizer ?? null;
}

export async function enabledCredential(
  db: DbOrTx,
  organizerId: string,
  provider: ProviderName,
  currency: string,
): Promise<PaymentCredentialRow | null> {
  const [row] = await db
    .select()
    .from(paymentCredentials)
    .where(
      and(
        eq(paymentCredentials.organizerProfileId, organizerId),
        eq(paymentCredentials.provider, provider),
        eq(paymentCredentials.currency, currency),
        eq(paymentCredentials.enabled, true),
      ),
    );
  return row ?? null;
}

export async function findCredential(db: DbOrTx, id: string): Promise<PaymentCredentialRow | null> {
  const [row] = await db.select().from(paymentCredentials).where(eq(paymentCredentials.id, id));
  return row ?? null;
}

export const listCredentials = (db: DbOrTx, organizerId: string) =>
  db
    .select()
    .from(paymentCredentials)
    .where(eq(paymentCredentials.organizerProfileId, organizerId))
    .orderBy(asc(paymentCredentials.provider), asc(paymentCredentials.currency));

export const listAllCredentials = (db: DbOrTx) => db.select().from(paymentCredentials);

export async function upsertCredential(
  db: DbOrTx,
  values: Omit<typeof paymentCredentials.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<PaymentCredentialRow> {
  const [row] = await db
    .insert(paymentCredentials)
    .values(values)
    .onConflictDoUpdate({
      target: [
        paymentCredentials.organizerProfileId,
        paymentCredentials.provider,
        paymentCredentials.currency,
      ],
      set: {
        enabled: values.enabled,
        live: values.live,
        keyId: values.keyId,
        sealed: values.sealed,
        publicConfig: values.publicConfig,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row as PaymentCredentialRow;
}

export async function reseal(db: DbOrTx, id: string, keyId: string, sealed: string) {
  await db
    .update(paymentCredentials)
    .set({ keyId, sealed, updatedAt: sql`now()` })
    .where(eq(paymentCredentials.id, id));
}

export async function deleteCredential(
  db: DbOrTx,
  organizerId: string,
  provider: ProviderName,
  currency: string,
): Promise<boolean> {
  const rows = await db
    .delete(paymentCredentials)
    .where(
      and(
        eq(paymentCredentials.organizerProfileId, organizerId),
        eq(paymentCredentials.provider, provider),
        eq(paymentCredentials.currency, currency),
      ),
    )
    .returning({ id: paymentCredentials.id });
  return rows.length > 0;
}

export async function insertAttempt(
  db: DbOrTx,
  values: {
    orderId: string;
    provider: ProviderName;
    credentialId: string;
    amountMinor: number;
    currency: string;
  },
): Promise<PaymentAttemptRow> {
  const [row] = await db.insert(paymentAttempts).values(values).returning();
  return row as PaymentAttemptRow;
}

export async function updateAttempt(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<PaymentAttemptRow, 'externalId' | 'url' | 'state' | 'paymentRef'>>,
) {
  await db
    .update(paymentAttempts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(paymentAttempts.id, id));
}

/** Marks an open attempt settled; false when another callback settled it first. */
export async function settleAttempt(
  db: DbOrTx,
  id: string,
  state: AttemptState,
  paymentRef: string | null,
): Promise<boolean> {
  const rows = await db
    .update(paymentAttempts)
    .set({ state, paymentRef, updatedAt: sql`now()` })
    .where(and(eq(paymentAttempts.id, id), inArray(paymentAttempts.state, ['OPEN', 'ERROR'])))
    .returning({ id: paymentAttempts.id });
  return rows.length > 0;
}

export const attemptsOfOrder = (db: DbOrTx, orderId: string) =>
  db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(desc(paymentAttempts.createdAt));

export async function attemptByNumber(db: DbOrTx, number: number) {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.number, number));
  return row ?? null;
}

export async function attemptByExternal(db: DbOrTx, provider: ProviderName, externalId: string) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.externalId, externalId)));
  return row ?? null;
}

/** Attempts still open after `minutes` whose order waits for money (PENDING) or gave up (EXPIRED). */
export async function staleOpenAttempts(db: DbOrTx, minutes: number, limit = 100) {
  return db
    .select({ id: paymentAttempts.id, orderId: paymentAttempts.orderId })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(
      and(
        eq(paymentAttempts.state, 'OPEN'),
        lt(paymentAttempts.createdAt, sql`now() - make_interval(mins => ${minutes}::int)`),
        inArray(orders.state, ['PENDING', 'EXPIRED']),
      ),
    )
    .orderBy(asc(paymentAttempts.createdAt))
    .limit(limit);
}

export async function eventSeen(db: DbOrTx, provider: ProviderName, eventId: string) {
  const [row] = await db
    .select({ id: paymentProviderEvents.eventId })
    .from(paymentProviderEvents)
    .where(and(eq(paymentProviderEvents.provider, provider), eq(paymentProviderEvents.eventId, eventId)));
  return Boolean(row);
}

export async function recordEvent(
  db: DbOrTx,
  values: { provider: ProviderName; eventId: string; type: string; orderId: string | null },
) {
  await db.insert(paymentProviderEvents).values(values).onConflictDoNothing();
}
