import { useCallback, useState } from 'react';
import type { CheckoutValues, FieldErrors } from './checkout-form';

type TextField = Exclude<
  keyof CheckoutValues,
  'company' | 'asCompany' | 'termsOfUse' | 'privacyPolicy' | 'newsletter' | 'gate'
>;
export type FieldName = TextField | `company.${keyof CheckoutValues['company']}`;

export interface FieldProps {
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  onBlur: () => void;
  error: string | undefined;
}

/**
 * The stage4 form state. Errors show once a field was left or a pay attempt was made; an answer of the
 * server for a field shows until that field changes. Values are never reset by an error.
 */
export function useCheckoutForm(
  initial: () => CheckoutValues,
  validate: (values: CheckoutValues) => FieldErrors,
  translate: (key: string) => string,
) {
  const [values, setValues] = useState(initial);
  const errors = validate(values);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const set = useCallback(<K extends keyof CheckoutValues>(key: K, value: CheckoutValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setServerErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  }, []);

  const errorOf = (name: string): string | undefined => {
    const key = serverErrors[name] ?? ((attempted || touched.has(name)) && errors[name]) ?? undefined;
    return key ? translate(`FORM_VALIDATION_MSG.${key}`) : undefined;
  };

  const field = (name: FieldName): FieldProps => {
    const [group, sub] = name.split('.') as [string, string | undefined];
    const value = sub
      ? values.company[sub as keyof CheckoutValues['company']]
      : (values[name as TextField] as string);
    return {
      value,
      onChange: (event) => {
        const next = event.currentTarget.value;
        setValues((current) =>
          sub ? { ...current, company: { ...current.company, [sub]: next } } : { ...current, [group]: next },
        );
        setServerErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      },
      onBlur: () => setTouched((current) => (current.has(name) ? current : new Set(current).add(name))),
      error: errorOf(name),
    };
  };

  return { values, errors, set, field, errorOf, attempted, setAttempted, setServerErrors };
}
