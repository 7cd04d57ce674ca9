import { getTrackingConfig } from '../api/get-tracking-config';
import { type Consent, readConsent, writeConsent } from './consent';
import { addScriptTag, type TrackingWindow } from './scripts';
import { createTracker, type Tracker } from './tracker';

const browserWindow = () =>
  typeof window === 'undefined' ? undefined : (window as unknown as TrackingWindow);

/** The app's tracker: consent from the cookie, the switch and script addresses from the server. */
export const tracking: Tracker = createTracker({
  consent: readConsent,
  config: getTrackingConfig,
  addScript: addScriptTag,
  win: browserWindow,
});

/**
 * Saves the visitor's choice. A vendor script already running cannot be unloaded: withdrawing consent
 * it needed reloads the page, so from then on nothing of it runs.
 */
export function applyConsent(consent: Consent): void {
  writeConsent(consent);
  const win = browserWindow();
  if (win && ((!consent.marketing && win.fbq) || (!consent.analytics && win.gtag))) window.location.reload();
}
