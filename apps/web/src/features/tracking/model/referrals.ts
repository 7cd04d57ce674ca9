import { normalizeReferralId, REFERRAL_DAYS } from '@marquee/contract';
import { readJson, writeItem } from '../../../lib/storage/web-storage';
import { claimReferral } from './referral-capture';

export { captureReferral, resetPendingReferral } from './referral-capture';

/**
 * Referrals (spec 1 §3 "referral ids stored per event or profile with expiry"; issue 22): a `?ref=` on any
 * route belongs to the event or profile the visitor opens with it, or — from a page that is neither (home,
 * a list) — to the next one opened in this tab. Last click wins; each lasts REFERRAL_DAYS. The value is
 * kept as text (the contract's normalisation: printable, ≤ 100 characters) and escaped wherever shown.
 */
export const REFERRALS_KEY = 'marquee.referrals';
const MAX_STORED = 50;
const DAY_MS = 86_400_000;

export type ReferralTarget = { eventId: string } | { profileId: string };
type Stored = Record<string, { Id: string; Expires: string }>;

const keyOf = (target: ReferralTarget) =>
  'eventId' in target ? `event:${target.eventId}` : `profile:${target.profileId}`;

/**
 * The referral an event or profile page was opened with (its own `?ref=`, else one caught on an earlier
 * page of this tab): stored for the target and returned for POST /session/{id}. null without one.
 */
export function takeReferral(target: ReferralTarget, search: string, now = Date.now()): string | null {
  const ref = claimReferral(search);
  if (!ref) return null;
  const stored = liveReferrals(now);
  delete stored[keyOf(target)];
  stored[keyOf(target)] = { Id: ref, Expires: new Date(now + REFERRAL_DAYS * DAY_MS).toISOString() };
  const keys = Object.keys(stored);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_STORED))) delete stored[old];
  writeItem('local', REFERRALS_KEY, JSON.stringify(stored));
  return ref;
}

/** The unexpired referral for an event (pay/reserve `referalId`) or profile (`ReferalId` header). */
export function referralFor(target: ReferralTarget, now = Date.now()): string | null {
  return liveReferrals(now)[keyOf(target)]?.Id ?? null;
}

function liveReferrals(now: number): Stored {
  const stored = readJson<Stored>('local', REFERRALS_KEY) ?? {};
  const live: Stored = {};
  for (const [key, value] of Object.entries(stored)) {
    if (value && typeof value.Id === 'string' && Date.parse(value.Expires) > now) live[key] = value;
  }
  return live;
}

/**
 * The `referalId` of a purchase: the event's stored referral, else the page's own `?ref=` (a page that records
 * no visit, such as the buy-tickets embed on an organizer's site).
 */
export function purchaseReferral(eventId: string, search = globalThis.location?.search ?? ''): string | null {
  return referralFor({ eventId }) ?? normalizeReferralId(new URLSearchParams(search).get('ref'));
}
