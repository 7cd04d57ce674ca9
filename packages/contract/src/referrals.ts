/**
 * Session and referral lengths and the web's referral normalisation, without zod: the web's first load
 * (the layout catches `?ref=` on every page) must not pull in the schema library.
 */

/** The spec leaves both lengths open; see docs/decisions.md. */
export const SESSION_DAYS = 30;
export const REFERRAL_DAYS = 30;
export const REFERRAL_ID_MAX_LENGTH = 100;

/** What the web keeps of a `?ref=` value: trimmed, control characters dropped, cut to the schema's length. */
export function normalizeReferralId(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const clean = value
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, REFERRAL_ID_MAX_LENGTH)
    .trim();
  return clean === '' ? null : clean;
}
