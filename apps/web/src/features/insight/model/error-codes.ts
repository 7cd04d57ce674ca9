import type { ErrorCode } from '@marquee/contract';
import type { TFunction } from 'i18next';
import { isApiRequestError } from '../../../lib/api/errors';

/**
 * The API codes of statistics and order management (packages/contract errors.ts). In backticks on purpose:
 * they are wire codes, not catalog keys, and the catalog key scanner only reads quoted strings.
 */
export const INSIGHT_CODES = {
  shareCodeInvalid: `STATISTICS.SHARE_CODE_INVALID`,
  alreadyRefunded: `ORDER.ALREADY_REFUNDED`,
  notRefundable: `ORDER.NOT_REFUNDABLE`,
  refundChanged: `ORDER.REFUND_CHANGED`,
  voucherUsed: `ORDER.VOUCHER_USED`,
  refundFailed: `ORDER.REFUND_FAILED`,
} as const satisfies Record<string, ErrorCode>;

const OWN: ReadonlySet<string> = new Set(Object.values(INSIGHT_CODES));

/** `ORDER.REFUND_CHANGED` → `INSIGHT.ERRORS.ORDER_REFUND_CHANGED`. */
export const insightErrorKey = (code: string): string => `INSIGHT.ERRORS.${code.replace('.', '_')}`;

/** The text of a failed call: its own code's text, "not allowed" for 403, too many for 429, else "try again". */
export function insightErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiRequestError(error)) return t('INSIGHT.ERRORS.GENERIC');
  if (OWN.has(error.Code)) return t(insightErrorKey(error.Code));
  if (error.status === 403) return t('INSIGHT.ERRORS.FORBIDDEN');
  if (error.status === 404) return t('INSIGHT.ERRORS.NOT_FOUND');
  if (error.status === 429) return t('INSIGHT.ERRORS.TOO_MANY');
  return t('INSIGHT.ERRORS.GENERIC');
}
