import { normalizeReferralId } from '@marquee/contract';

/**
 * The tab's referral caught on a page that is neither an event nor a profile (./referrals.ts has the rules).
 * Every route runs captureReferral, so it is on the first load: the stored referrals stay in ./referrals.ts,
 * which only the pages that record a visit or a purchase load.
 */
let pending: string | null = null;
let consumedSearch: string | null = null;

/** `?ref=` of the page just opened; kept for the next event or profile unless that page took it itself. */
export function captureReferral(search: string): void {
  if (search === consumedSearch) return;
  const ref = normalizeReferralId(new URLSearchParams(search).get('ref'));
  if (ref) pending = ref;
}

/** The page's own `?ref=`, else the one caught earlier in this tab (used once); the page's own counts as taken. */
export function claimReferral(search: string): string | null {
  const ref = normalizeReferralId(new URLSearchParams(search).get('ref')) ?? pending;
  pending = null;
  consumedSearch = search;
  return ref;
}

/** Tests only: forgets the tab's pending referral. */
export function resetPendingReferral(): void {
  pending = null;
  consumedSearch = null;
}
