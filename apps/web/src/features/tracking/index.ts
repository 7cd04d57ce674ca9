// The public entry of the tracking feature (issue 22): the visitor's cookie consent, visit sessions and
// referrals, and the one tracker that loads an event's pixel and analytics (only after consent).
export {
  applyConsent,
  COOKIE_NOTICE_COOKIE,
  type Consent,
  EVERYTHING,
  NECESSARY_ONLY,
  OPEN_CONSENT_SETTINGS_EVENT,
  openConsentSettings,
  useConsent,
} from './model/consent';
export { captureReferral } from './model/referral-capture';
export { purchaseReferral, referralFor } from './model/referrals';
export { tracking } from './model/tracking';
export { useEventTracking, useVisit } from './model/use-tracking';
