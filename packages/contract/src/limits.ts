/** Business constants and limits of spec 1 §9. */
export const MAXIMUM_DATE = '9999-12-30T23:59:59Z';
export const LANGUAGE_COOKIE_DAYS = 365;
export const COOKIE_NOTICE_DAYS = 365;
export const TOKEN_REFRESH_THRESHOLD_HOURS = 18;
export const EMAIL_CONFIRMATION_WINDOW_HOURS = 24;

/** Long-term when End equals the maximum date 9999-12-30T23:59:59Z. */
export function isLongTerm(end: string | Date): boolean {
  return (typeof end === 'string' ? Date.parse(end) : end.getTime()) === Date.parse(MAXIMUM_DATE);
}

/** GET /{type}/{id}/followers page size. */
export const FOLLOWERS_PAGE_SIZE = 20;

/** Spec 1 §5 and §9 stream constants (issue 20). */
export const STREAM_LIMITS = {
  codeMinLength: 8,
  recheckMinSeconds: 30,
  recheckMaxSeconds: 60,
  uploadPollMs: 5000,
  maxHeight: 720,
  maxKbps: 3000,
  maxFps: 30,
  /** Rewatch until this hour (local) of the day after the stream ends. */
  replayUntilHour: 20,
} as const;

export const PAGE_SIZE = {
  allEvents: 18,
  articles: 20,
  recommendedEvents: 8,
  eventPageRecommendedFetch: 13,
  eventPageRecommendedShow: 9,
  homeEvents: 9,
  homeArticles: 9,
  homeStreams: 9,
  homeLastFollowed: 5,
  profileEvents: 10,
  profileStreams: 10,
} as const;

export const SEARCH = {
  debounceMs: 1000,
  defaultLimit: 30,
  limitAfterCategory: 25,
  limitAfterClear: 10,
  minLength: 2,
  tagMinLength: 4,
  cityLimit: 100,
  tagLimit: 100,
  profileLimit: 100,
  autocompleteDelayMs: 200,
  eventSearchLimit: 100,
} as const;

export const SHELL = {
  organizerToastDelayMs: 2000,
  organizerToastHideMs: 10000,
  errorPagePollMs: 10000,
  copyToastMs: 2000,
  goingToastMs: 5000,
  homeAudienceRotateMs: 10000,
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;
export const MAX_IMAGE_BYTES = 2796202;
