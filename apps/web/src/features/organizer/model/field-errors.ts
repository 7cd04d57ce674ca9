import type { FieldError, FieldErrors, MessageKey } from '../../../lib/forms/validation';

/**
 * Server FieldErrors onto a step's fields: `map` names the form field of each server path (or of a path
 * prefix ending in '.'). Returns the errors found; paths the step does not show are left out.
 */
export function mapFieldErrors<F extends string>(
  fieldErrors: Record<string, string[]>,
  map: Record<string, F>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [path, keys] of Object.entries(fieldErrors)) {
    const field =
      map[path] ??
      Object.entries(map).find(([prefix]) => prefix.endsWith('.') && path.startsWith(prefix))?.[1];
    const key = keys[0];
    if (!field || !key || errors[field]) continue;
    errors[field] = { key: key as MessageKey } satisfies FieldError;
  }
  return errors;
}
