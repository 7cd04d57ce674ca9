import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError, FieldErrors } from './validation';

type Validate<V> = (values: V) => FieldErrors<Extract<keyof V, string>>;

/**
 * A small form state hook: values, per-field errors in the spec's message keys, validation on submit and
 * then on every change, focus on the first invalid field. Our forms are short, so this is all they need.
 */
export function useForm<V extends Record<string, unknown>>(initial: V, validate: Validate<V>) {
  type F = Extract<keyof V, string>;
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const submitted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const setValue = useCallback(
    <K extends F>(name: K, value: V[K]) => {
      setValues((current) => {
        const next = { ...current, [name]: value };
        if (submitted.current) setErrors(validate(next));
        return next;
      });
    },
    [validate],
  );

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const onSubmit = (handler: (values: V) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    submitted.current = true;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    handler(values);
  };

  /** Errors from elsewhere (a step check, the server's FieldErrors); from now on edits re-validate. */
  const showErrors = (found: FieldErrors<F>) => {
    submitted.current = true;
    setErrors((current) => ({ ...current, ...found }));
    if (Object.keys(found).length > 0) focusFirstError();
  };

  const message = (error: FieldError | undefined): string | undefined =>
    error ? t(`FORM.${error.key}`, error.values ?? {}) : undefined;

  return {
    values,
    setValue,
    errors,
    setErrors,
    showErrors,
    onSubmit,
    formRef,
    /** The translated error text of a field (undefined when valid), for Mantine's `error` prop. */
    error: (name: F) => message(errors[name]),
    message,
  };
}
