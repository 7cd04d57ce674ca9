import type { TFunction } from 'i18next';

/** A registration message code as text; a code this version does not know reads as an invalid answer. */
export function registrationMessage(t: TFunction, code: string): string {
  return t(`REGISTRATION.ERRORS.${code}`, { defaultValue: t('REGISTRATION.ERRORS.ANSWER_INVALID') });
}
