import {
  GATE_FLOW,
  GATE_NOTE,
  gateFeeMinor,
  gateMaySurcharge,
  type PaymentGate,
  type PaymentMethod,
  paymentTypeOfGate,
} from '@marquee/contract';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events } from '../../db/schema/events';
import { type PaymentGateSettingRow, paymentGateSettings } from '../../db/schema/orders';
import { AppError } from '../../plugins/errors';
import type { PaymentGateway } from './gateways/gateway';

/**
 * The gates an event's organizer takes in a currency: the organizer's own rows, else the platform's
 * defaults (organizer NULL) for gates the organizer has no row for. Disabled rows hide a default.
 */
export async function gatesFor(
  db: DbOrTx,
  eventId: string,
  currency: string,
): Promise<PaymentGateSettingRow[]> {
  const [event] = await db
    .select({ organizer: events.authorProfileId })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) return [];
  const rows = await db
    .select()
    .from(paymentGateSettings)
    .where(
      and(
        eq(paymentGateSettings.currency, currency),
        or(
          eq(paymentGateSettings.organizerProfileId, event.organizer),
          isNull(paymentGateSettings.organizerProfileId),
        ),
      ),
    )
    .orderBy(asc(paymentGateSettings.sortOrder), asc(paymentGateSettings.gate));
  const own = new Set(rows.filter((r) => r.organizerProfileId).map((r) => r.gate));
  return rows.filter((r) => r.enabled && (r.organizerProfileId || !own.has(r.gate)));
}

/** Spec §7 getAvailablePaymentMethods: paying a reservation online never offers "pay in place" again. */
export function presentMethods(rows: PaymentGateSettingRow[], forReservationsPay: boolean): PaymentMethod[] {
  return rows
    .filter((r) => !(forReservationsPay && r.gate === 'RESERVATION'))
    .map((r) => ({
      Gate: r.gate,
      PaymentType: paymentTypeOfGate(r.gate),
      Flow: GATE_FLOW[r.gate],
      Note: GATE_NOTE[r.gate] ?? null,
    }));
}

/** The gate's fee for a price (minor units); 0 where PSD2 forbids a surcharge not explicitly allowed. */
export function feeFor(setting: PaymentGateSettingRow, priceMinor: number): number {
  if (!gateMaySurcharge(setting.gate, setting.surchargeAllowed)) return 0;
  return gateFeeMinor(priceMinor, setting.feePercentBp, setting.feeFixedMinor);
}

export function findGate(rows: PaymentGateSettingRow[], gate: PaymentGate) {
  return rows.find((r) => r.gate === gate) ?? null;
}

/** Whether the gate is paid through a provider (online), not at the venue. */
const paidOnline = (gate: PaymentGate) => GATE_FLOW[gate] !== 'IN_PLACE';

/**
 * The gates that can be used on this server: online ones only where a provider takes them — the organizer's
 * own (issue 23) or the sandbox bank while it is on.
 */
export async function usableGates(
  db: DbOrTx,
  rows: PaymentGateSettingRow[],
  gateway: PaymentGateway,
  eventId: string,
  currency: string,
): Promise<PaymentGateSettingRow[]> {
  const kept: PaymentGateSettingRow[] = [];
  for (const row of rows) if (await serves(db, gateway, eventId, row.gate, currency)) kept.push(row);
  return kept;
}

async function serves(
  db: DbOrTx,
  gateway: PaymentGateway,
  eventId: string,
  gate: PaymentGate,
  currency: string,
) {
  if (!paidOnline(gate)) return true;
  return gateway.servesGate ? gateway.servesGate(db, eventId, gate, currency) : gateway.configured;
}

/**
 * The organizer's setting of a gate the buyer may pay through here. Throws PAYMENT_PROVIDER_NOT_CONFIGURED
 * (an online gate no provider takes: nothing is held for a payment that cannot start) and
 * PAYMENT_GATE_NOT_AVAILABLE (a gate the organizer does not take in the currency).
 */
export async function usableGate(
  db: DbOrTx,
  gateway: PaymentGateway,
  eventId: string,
  currency: string,
  gate: PaymentGate,
): Promise<PaymentGateSettingRow> {
  if (!(await serves(db, gateway, eventId, gate, currency)))
    throw new AppError('PAYMENT_PROVIDER_NOT_CONFIGURED', 'Online payments are not set up for this gate.');
  const setting = findGate(await gatesFor(db, eventId, currency), gate);
  if (!setting) throw new AppError('PAYMENT_GATE_NOT_AVAILABLE', 'This payment method is not offered here.');
  return setting;
}

/**
 * Throws PAYMENT_PROVIDER_NOT_CONFIGURED for an online gate when no provider takes online payments
 * (PAYMENTS_SANDBOX off, no real provider): before any order is made, so nothing is held for a payment
 * that cannot start.
 */
export function assertGateUsable(gateway: PaymentGateway, gate: PaymentGate): void {
  if (!gateway.configured && paidOnline(gate))
    throw new AppError('PAYMENT_PROVIDER_NOT_CONFIGURED', 'Online payments are not set up on this server.');
}
