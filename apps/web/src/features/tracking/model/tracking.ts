import { getTrackingConfig } from '../api/get-tracking-config';
import { readConsent } from './consent';
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
