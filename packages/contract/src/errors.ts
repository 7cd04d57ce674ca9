import { z } from 'zod';

/**
 * Every error the API answers carries one of these stable codes. The spec's own keys are used where it
 * names them; the web app translates `Code`, while `Message` is only for logs and developers.
 * The value is the HTTP status the code is answered with.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  MAXIMUM_ATTEMPTS_EXCEEDED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  // Spec 1 §8
  'AUTH.WRONG_USERNAME_OR_PWD': 400,
  'AUTH.INCORRECT_SIGNUP_DATA': 400,
  'AUTH.EMAIL_ALREADY_IN_USE': 409,
  UNSUPPORTED_PROFILE_TYPE: 400,
  // Spec 2 / 3 (used by later issues)
  TICKETS_NOT_AVAILABLE: 410,
  RESPONSIBLE_LOCKED: 403,
  // Accounts (issue 3): spec 1 §8 keys, plus our own for cases the spec leaves open
  'EMAIL_CONFIRMATION.FAIL': 400,
  'FORGOTTEN_PASSWORD.FAIL': 400,
  'NEW_PASSWORD.FAIL': 400,
  ACCOUNT_NOT_CONFIRMED: 401,
  'SOCIAL_LOGIN.FAIL': 400,
  'SOCIAL_LOGIN.NOT_CONFIGURED': 404,
  'SOCIAL_LOGIN.ALREADY_LINKED': 409,
  // Participation (issue 26): the listed profile declines this organizer's listings
  'PARTICIPATION.DECLINED': 403,
  // Profiles, follows, going and uploads (issue 3)
  'PROFILE.VISITOR_EXISTS': 409,
  'PROFILE.NICKNAME_TAKEN': 409,
  'PROFILE.NICKNAME_INVALID': 400,
  'PROFILE.FOLLOW_SELF': 400,
  IMAGE_INVALID: 400,
  IMAGE_RATIO: 400,
  IMAGE_FILE_SIZE: 413,
  // Ticket purchase (issue 6): spec 2 §8 keys; sale states of spec 2 §8 when adding outside the window
  'ADD_ERROR.CURRENCY': 409,
  'ADD_ERROR.HAS_TICKET_REGISTRATION': 409,
  'ADD_ERROR.ADDS_TICKET_REGISTRATION': 409,
  'ADD_ERROR.LICENCE_MISMATCH': 409,
  SALE_NOT_STARTED: 403,
  SALE_ENDED: 403,
  TICKETS_AVAILABLE_EXTERNAL: 403,
  IS_FREE: 403,
  SECTOR_NOT_ON_SALE: 403,
  SEAT_NOT_IN_EVENT: 400,
  BASKET_ITEM_LOCKED: 409,
  // Hoarding caps (issue 16): per client and event, and the proof of work after a burst of new baskets
  'BASKET.TOO_MANY_BASKETS': 429,
  'BASKET.TOO_MANY_HELD': 429,
  'BASKET.CHALLENGE_REQUIRED': 429,
  /** Hold idempotency (issue 14): this basket's Idempotency-Key was first sent with another hold request. */
  'BASKET.IDEMPOTENCY_KEY_REUSED': 422,
  // Organizer event management (issue 5)
  'EVENT.NICKNAME_TAKEN': 409,
  'EVENT.NICKNAME_INVALID': 400,
  'EVENT.PUBLISH_INCOMPLETE': 400,
  'BASE_PRICE.OVERLAP': 400,
  'TICKET_CATEGORY.KEY_TAKEN': 409,
  'TICKET_CATEGORY.IN_USE': 409,
  // Layout editor (issue 5)
  'LAYOUT.SEAT_TAKEN': 409,
  'LAYOUT.SECTOR_IN_USE': 409,
  'LAYOUT.NOT_EDITABLE': 403,
  // Payments and orders (issue 7): spec 2 §8 keys and our own
  NOT_AUTHORIZED_PAY: 409,
  BLOCKED_COUNTRY: 403,
  BASKET_EMPTY: 400,
  PAYMENT_GATE_NOT_AVAILABLE: 400,
  PAYMENT_SIGNATURE_INVALID: 400,
  /** No payment provider takes online payments here (PAYMENTS_SANDBOX off and no real one; issue 16). */
  PAYMENT_PROVIDER_NOT_CONFIGURED: 409,
  // Issue 23: the provider did not answer in time (the payer may retry; nothing was charged twice)
  'PAYMENT.PROVIDER_UNAVAILABLE': 502,
  // Issue 23: credentials that cannot be used (missing parts, a key that does not parse)
  'PAYMENT.CREDENTIALS_INVALID': 400,
  // Coupons and vouchers (issue 8): spec 2 §8 COUPON.* keys, plus one per reason a code cannot be used
  'COUPON.BY_CODE_ERROR': 404,
  'COUPON.APPLICATION_FAILED': 409,
  'COUPON.OWNERSHIP_FAILED': 403,
  'COUPON.DISABLED': 409,
  'COUPON.NOT_YET_VALID': 409,
  'COUPON.EXPIRED': 409,
  'COUPON.EXHAUSTED': 409,
  'COUPON.NO_CREDIT': 409,
  'COUPON.WRONG_EVENT': 409,
  /** The code exists, but it is another organizer's: not for this event (issue 15). */
  'COUPON.OTHER_ORGANIZER': 409,
  'COUPON.WRONG_SECTOR': 409,
  'COUPON.MINIMUM_NOT_REACHED': 409,
  'COUPON.CODE_TAKEN': 409,
  // Door check-in (issue 17)
  'TURNSTILE.EXISTS': 409,
  'TURNSTILE.NOT_ALLOWED': 403,
  'TURNSTILE.GATE_IN_USE': 409,
  'DEVICE.LINK_EXPIRED': 410,
  'DEVICE.LINK_USED': 410,
  /** A door device's token is unknown, revoked, or its event is over: pair again. */
  'DEVICE.NOT_PAIRED': 401,
  // Ticket registration questionnaires (issue 19)
  /** The questionnaire is asked by an event: detach it there first. */
  'QUESTIONNAIRE.IN_USE': 409,
  // Organizer insight (issue 18)
  /** A statistics share code that is unknown, revoked, or for another event. */
  'STATISTICS.SHARE_CODE_INVALID': 403,
  /** Nothing left to refund: the order (or every named ticket) is already refunded or cancelled. */
  'ORDER.ALREADY_REFUNDED': 409,
  /** The order is not in a state that can be cancelled (PENDING, FAILED, EXPIRED, …) or a ticket is not its. */
  'ORDER.NOT_REFUNDABLE': 409,
  /** The refund amount changed since the organizer confirmed it (another refund ran): read again. */
  'ORDER.REFUND_CHANGED': 409,
  /** A gift voucher of the order has been spent: refund its tickets, not the voucher. */
  'ORDER.VOUCHER_USED': 409,
  /** The payment provider refused or failed the refund; nothing was changed. */
  'ORDER.REFUND_FAILED': 502,
  // Streams (issue 20): spec 1 §8 stream answers
  /** The ticket code is unknown, refunded or another stream's (spec: "Ticket code not valid."). */
  'STREAM.CODE_NOT_VALID': 403,
  /** The code is bound to another device; send forceAccess to move it here. */
  'STREAM.CODE_IS_USED': 401,
  /** Past the replay window (8 pm the day after the stream, in its zone). */
  'STREAM.TICKET_TIMEOUT': 410,
  /** A view token that is forged, expired or another stream's. */
  'STREAM.TOKEN_INVALID': 403,
  /** The event already carries a stream (one stream per event). */
  'STREAM.EVENT_HAS_STREAM': 409,
  /** The stream's nickname is taken by another stream. */
  'STREAM.NICKNAME_TAKEN': 409,
  /** An upload that is not a video by its content. */
  'VOD.NOT_A_VIDEO': 415,
  'VOD.TOO_LARGE': 413,
  /** The upload ended before the whole file arrived; nothing was kept. */
  'VOD.UPLOAD_INCOMPLETE': 400,
  /** The upload guid is in use by another recording. */
  'VOD.GUID_TAKEN': 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

/** The codes that name a status and nothing more, for answers that carry only a status. */
const GENERIC_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'REQUEST_TIMEOUT',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'MAXIMUM_ATTEMPTS_EXCEEDED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const satisfies readonly ErrorCode[];

/**
 * The generic code of an HTTP status, from the one status map above: what the server answers for a plugin's
 * bare 4xx and what the web app reads from a body it cannot trust (a proxy's HTML page). null: none (a 4xx
 * without a generic code); any other 5xx is INTERNAL_ERROR.
 */
export function codeOfStatus(status: number): ErrorCode | null {
  const generic = GENERIC_CODES.find((code) => ERROR_STATUS[code] === status);
  return generic ?? (status >= 500 ? 'INTERNAL_ERROR' : null);
}

/** The error body of every 4xx/5xx answer: `{ Code, Message, FieldErrors }`. */
export const ApiErrorSchema = z.object({
  Code: z.string(),
  Message: z.string(),
  /** Field path (dot-joined, e.g. "LoginData.Email") → form message keys (spec 1 §5, e.g. FIELD_REQUIRED). */
  FieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Form message keys of spec 1 §5; FieldErrors use them so the client can translate each field. */
export const FORM_MESSAGE_KEYS = [
  'FIELD_REQUIRED',
  'EMAIL_INVALID',
  'IMAGE_FILE_SIZE',
  'CHOOSE_OPTION_REQUIRED',
  'DATE_INVALID',
  'MIN_DATETIME',
  'MAX_DATETIME',
  'MIN_LENGTH',
  'MAX_LENGTH',
  'MIN_VALUE',
  'MAX_VALUE',
  'SAME_VALUE_INVALID',
  'PHONE_INVALID',
  'INVALID_TYPE',
  'INVALID_VALUE',
] as const;
export type FormMessageKey = (typeof FORM_MESSAGE_KEYS)[number];
