import type { ApiError, ErrorCode } from '@marquee/contract';

/** Codes the client invents when there is no usable error body (network down, HTML proxy page...). */
export type ClientErrorCode = 'NETWORK_ERROR' | 'INVALID_RESPONSE';

/** A failed API call: the HTTP status plus the server's `{ Code, Message, FieldErrors }` body. */
export class ApiRequestError extends Error implements ApiError {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly Code: ErrorCode | ClientErrorCode | (string & {});
  readonly Message: string;
  readonly FieldErrors: Record<string, string[]> | undefined;

  constructor(status: number, body: ApiError) {
    super(`${status} ${body.Code}: ${body.Message}`);
    this.status = status;
    this.Code = body.Code;
    this.Message = body.Message;
    this.FieldErrors = body.FieldErrors;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/**
 * Builds the error from whatever the server answered. The body is validated with the contract's
 * ApiErrorSchema (loaded on the first failure); a body of any other shape is not trusted.
 */
export async function toApiRequestError(
  status: number,
  body: unknown,
  statusText = '',
): Promise<ApiRequestError> {
  const { ApiErrorSchema, codeOfStatus } = await import('./error-schema');
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiRequestError(status, parsed.data);
  // The contract's one status map; a status without a generic code is a response we cannot read.
  const Code = codeOfStatus(status) ?? 'INVALID_RESPONSE';
  return new ApiRequestError(status, { Code, Message: statusText || `HTTP ${status}` });
}
