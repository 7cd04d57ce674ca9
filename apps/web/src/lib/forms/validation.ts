import type { FormMessageKey } from '@marquee/contract';

/**
 * Form validation with the contract's zod schemas, speaking the spec's form message keys (spec 1 §5).
 * The mapping mirrors the server's (apps/server/src/plugins/errors.ts), so a rule broken in the browser
 * and the same rule reported by the server in FieldErrors read the same. This file imports no zod: the
 * schemas come from the lazily loaded form chunks that use them.
 */
export type MessageKey =
  | FormMessageKey
  | 'EMAIL_DOMAIN_NON_EXIST'
  | 'IMAGE_TYPE'
  | 'NICKNAME_FORMAT'
  | 'NICKNAME_RESERVED'
  | 'NICKNAME_TAKEN';

export interface FieldError {
  key: MessageKey;
  /** Interpolation values, e.g. `count` for MIN_LENGTH. */
  values?: Record<string, number | string>;
}

export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

/** The parts of a zod 4 issue the mapping reads. */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message?: string;
  input?: unknown;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

export function issueToError(issue: IssueLike): FieldError {
  switch (issue.code) {
    case 'invalid_type':
      // zod 4 leaves the input out of issues unless asked; its message says what was received.
      return {
        key:
          issue.input === null || /received (undefined|null)/.test(issue.message ?? '')
            ? 'FIELD_REQUIRED'
            : 'INVALID_TYPE',
      };
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? { key: 'FIELD_REQUIRED' }
          : { key: 'MIN_LENGTH', values: { count: Number(issue.minimum) } };
      if (issue.origin === 'date') return { key: 'MIN_DATETIME' };
      return { key: 'MIN_VALUE', values: { count: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'MAX_LENGTH', values: { count: Number(issue.maximum) } };
      if (issue.origin === 'date') return { key: 'MAX_DATETIME' };
      return { key: 'MAX_VALUE', values: { count: Number(issue.maximum) } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'EMAIL_INVALID' : 'INVALID_VALUE' };
    case 'invalid_value':
      return { key: 'CHOOSE_OPTION_REQUIRED' };
    default:
      return { key: 'INVALID_VALUE' };
  }
}

interface SafeParser {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: IssueLike[] } };
}

/** The first problem of a value against a schema, or null when it passes. */
export function checkValue(schema: SafeParser, value: unknown): FieldError | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue ? issueToError(issue) : { key: 'INVALID_VALUE' };
}

/**
 * Server FieldErrors (`{"LoginData.Email": ["EMAIL_INVALID"]}`) onto form fields, via a map from the
 * server's dotted path to the form's field name. Paths the form does not show are ignored (the caller
 * shows the general error for the Code instead).
 */
export function serverFieldErrors<F extends string>(
  fieldErrors: Record<string, string[]> | undefined,
  map: Record<string, F>,
  minimums: Partial<Record<F, number>> = {},
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [path, keys] of Object.entries(fieldErrors ?? {})) {
    const field = map[path];
    const key = keys[0] as MessageKey | undefined;
    if (!field || !key || errors[field]) continue;
    const count = minimums[field];
    errors[field] = key === 'MIN_LENGTH' && count !== undefined ? { key, values: { count } } : { key };
  }
  return errors;
}
