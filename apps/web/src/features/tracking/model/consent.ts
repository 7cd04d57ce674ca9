import { COOKIE_NOTICE_DAYS } from '@marquee/contract';
import { useBrowserStore } from '../../../lib/ssr/use-hydrated';
import { getCookie, setCookie } from '../../../lib/storage/cookies';

/**
 * The visitor's cookie choice (spec 1 §9 "cookie notice remembered 1 year"; issue 22): necessary storage
 * always, analytics (GA4) and marketing (the Meta pixel) only when chosen. The cookie keeps the notice's old
 * name so an answered notice stays answered; its old value `accepted` means "necessary only" — it was never
 * a consent to tracking.
 */
export const COOKIE_NOTICE_COOKIE = 'cookieNotice';

export interface Consent {
  analytics: boolean;
  marketing: boolean;
}

export const NECESSARY_ONLY: Consent = { analytics: false, marketing: false };
export const EVERYTHING: Consent = { analytics: true, marketing: true };

/** The cookie's value: `necessary`, `analytics`, `marketing` or `analytics.marketing`. */
export function encodeConsent(consent: Consent): string {
  const parts = [consent.analytics && 'analytics', consent.marketing && 'marketing'].filter(Boolean);
  return parts.length > 0 ? parts.join('.') : 'necessary';
}

/** null: not answered yet (the notice shows). Unknown words count as not chosen. */
export function decodeConsent(value: string | null): Consent | null {
  if (!value) return null;
  const parts = value.split('.');
  return { analytics: parts.includes('analytics'), marketing: parts.includes('marketing') };
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; consent: Consent | null } | null = null;

/** The stored answer (re-read from the cookie, so another tab's change counts on the next read). */
export function readConsent(): Consent | null {
  const raw = getCookie(COOKIE_NOTICE_COOKIE);
  if (cached?.raw !== raw) cached = { raw, consent: decodeConsent(raw) };
  return cached.consent;
}

/** Remembers the choice for a year and tells every subscriber (the tracker, the notice). */
export function writeConsent(consent: Consent): void {
  setCookie(COOKIE_NOTICE_COOKIE, encodeConsent(consent), COOKIE_NOTICE_DAYS);
  for (const listener of [...listeners]) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useConsent = (): Consent | null => useBrowserStore(subscribeConsent, readConsent, () => null);

/**
 * Saves the visitor's choice. A vendor script already running cannot be unloaded: withdrawing consent
 * it needed reloads the page, so from then on nothing of it runs.
 */
export function applyConsent(consent: Consent): void {
  writeConsent(consent);
  if (typeof window === 'undefined') return;
  const loaded = window as { fbq?: unknown; gtag?: unknown };
  if ((!consent.marketing && loaded.fbq) || (!consent.analytics && loaded.gtag)) window.location.reload();
}

/** The footer's "Cookie settings" opens the notice with the choices, whatever was answered before. */
export const OPEN_CONSENT_SETTINGS_EVENT = 'marquee:consent-settings';
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT));
}
