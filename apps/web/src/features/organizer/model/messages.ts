import type { TFunction } from 'i18next';
import { isApiRequestError } from '../../../lib/api/errors';
import { CODES } from './error-codes';

const COUNTED = new Set(['MIN_LENGTH', 'MAX_LENGTH', 'MIN_VALUE', 'MAX_VALUE']);

/**
 * A form message key (spec 3 §8 "Form messages") as text. Keys that need a number read generically when
 * the server did not say which number (its FieldErrors carry keys only).
 */
export function formMessage(t: TFunction, key: string, count?: number): string {
  if (COUNTED.has(key)) return count === undefined ? t('FORM.INVALID_VALUE') : t(`FORM.${key}`, { count });
  return t(`FORM.${key}`, { defaultValue: t('FORM.INVALID_VALUE') });
}

/** Server codes with their own text in the workspace (the rest read as the default error). */
const CODE_KEYS: Record<string, string> = {
  [CODES.nicknameTaken]: 'FORM.NICKNAME_TAKEN',
  [CODES.nicknameInvalid]: 'FORM.NICKNAME_FORMAT',
  [CODES.publishIncomplete]: 'ORGANIZER.ERRORS.PUBLISH_INCOMPLETE',
  [CODES.priceOverlap]: 'ORGANIZER.ERRORS.BASE_PRICE_OVERLAP',
  [CODES.categoryInUse]: 'ORGANIZER.ERRORS.CATEGORY_IN_USE',
  [CODES.categoryKeyTaken]: 'ORGANIZER.ERRORS.CATEGORY_KEY_TAKEN',
  [CODES.responsibleLocked]: 'ORGANIZER.ERRORS.RESPONSIBLE_LOCKED',
  [CODES.forbidden]: 'ORGANIZER.ERRORS.FORBIDDEN',
  [CODES.participationDeclined]: 'ORGANIZER.ERRORS.PARTICIPATION_DECLINED',
};

/** The text of a failed save: the code's own text, else the spec's default error message. */
export function saveErrorMessage(t: TFunction, error: unknown): string {
  const key = isApiRequestError(error) ? CODE_KEYS[error.Code] : undefined;
  return key ? t(key) : t('DEFAULT_ERROR.MESSAGE');
}
