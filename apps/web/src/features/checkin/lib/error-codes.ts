import type { ErrorCode } from '@marquee/contract';
import type { TFunction } from 'i18next';
import { isApiRequestError } from '../../../lib/api/errors';

/**
 * The API codes of door check-in (packages/contract errors.ts). Written in backticks on purpose: they are
 * wire codes, not catalog keys, and the catalog key scanner only reads quoted strings.
 */
export const CHECKIN_CODES = {
  exists: `TURNSTILE.EXISTS`,
  notAllowed: `TURNSTILE.NOT_ALLOWED`,
  gateInUse: `TURNSTILE.GATE_IN_USE`,
  linkExpired: `DEVICE.LINK_EXPIRED`,
  linkUsed: `DEVICE.LINK_USED`,
  notPaired: `DEVICE.NOT_PAIRED`,
} as const satisfies Record<string, ErrorCode>;

const OWN: ReadonlySet<string> = new Set(Object.values(CHECKIN_CODES));

/** The catalog key of a check-in code: `TURNSTILE.GATE_IN_USE` → `CHECKIN.ERRORS.TURNSTILE_GATE_IN_USE`. */
export const checkinErrorKey = (code: string): string => `CHECKIN.ERRORS.${code.replace('.', '_')}`;

/** The text of a failed check-in call: its code's own text, "organizers only" for 403, else "try again". */
export function checkinErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiRequestError(error)) return t('CHECKIN.ERRORS.SAVE');
  if (OWN.has(error.Code)) return t(checkinErrorKey(error.Code));
  if (error.status === 403) return t('CHECKIN.ERRORS.FORBIDDEN');
  return t('CHECKIN.ERRORS.SAVE');
}
