import {
  type EventManagement,
  isValidIban,
  NAME_MIN_LENGTH,
  normalizeIban,
  type ResponsibleInput,
  type ResponsibleType,
} from '@marquee/contract';
import type { FieldErrors } from '../../../lib/forms/validation';

type Responsible = NonNullable<EventManagement['Responsible']>;

export interface ResponsibleValues extends Record<string, unknown> {
  type: ResponsibleType;
  name: string;
  surname: string;
  birthday: string;
  companyName: string;
  ico: string;
  dic: string;
  vatPayer: boolean;
  icDph: string;
  companyType: string;
  addressLine: string;
  city: string;
  zip: string;
  country: string;
  iban: string;
  /** Percent as shown (spec 3 §3: stored as a fraction); null until chosen. */
  vatPercent: number | null;
  saveAsTemplate: boolean;
}
export type ResponsibleField = Extract<keyof ResponsibleValues, string>;

/** Spec 3 §4: a company carries a dash as name and surname; a person starts with them empty. */
export const DASH = '-';

export function responsibleValuesOf(responsible: Omit<Responsible, 'IsLocked'> | null): ResponsibleValues {
  const company = responsible?.CompanyDetails;
  return {
    type: responsible?.Type ?? 'ResponsiblePerson',
    name: responsible?.Name ?? '',
    surname: responsible?.Surname ?? '',
    birthday: responsible?.Birthday ?? '',
    companyName: company?.CompanyName ?? '',
    ico: company?.ICO ?? '',
    dic: company?.DIC ?? '',
    vatPayer: Boolean(company?.IcDph) || (company ? !company.IsZeroVat : false),
    icDph: company?.IcDph ?? '',
    companyType: company?.Type ?? '',
    addressLine: responsible?.Address.AddressLine ?? '',
    city: responsible?.Address.City ?? '',
    zip: responsible?.Address.Zip ?? '',
    country: responsible?.Address.Country ?? '',
    iban: responsible?.Iban ?? '',
    vatPercent: responsible ? Math.round(responsible.Vat * 10000) / 100 : null,
    saveAsTemplate: false,
  };
}

/** Switching the type follows spec 3 §4 (company → dashes; person → cleared). */
export function switchType(values: ResponsibleValues, type: ResponsibleType): ResponsibleValues {
  return type === 'ResponsibleCompany'
    ? { ...values, type, name: DASH, surname: DASH, birthday: '' }
    : { ...values, type, name: '', surname: '' };
}

const todayIso = () => new Date().toISOString().slice(0, 10);

/** Spec 3 §5 "Organizer form". */
export function validateResponsible(values: ResponsibleValues): FieldErrors<ResponsibleField> {
  const errors: FieldErrors<ResponsibleField> = {};
  const minName = (field: ResponsibleField, value: string) => {
    if (!value.trim()) errors[field] = { key: 'FIELD_REQUIRED' };
    else if (value.trim().length < NAME_MIN_LENGTH)
      errors[field] = { key: 'MIN_LENGTH', values: { count: NAME_MIN_LENGTH } };
  };
  if (values.type === 'ResponsiblePerson') {
    minName('name', values.name);
    minName('surname', values.surname);
    if (!values.birthday) errors.birthday = { key: 'FIELD_REQUIRED' };
    else if (values.birthday > todayIso()) errors.birthday = { key: 'MAX_DATETIME' };
  } else {
    minName('companyName', values.companyName);
    if (!values.ico.trim()) errors.ico = { key: 'FIELD_REQUIRED' };
    if (!values.dic.trim()) errors.dic = { key: 'FIELD_REQUIRED' };
    if (values.vatPayer && !values.icDph.trim()) errors.icDph = { key: 'FIELD_REQUIRED' };
  }
  if (!values.addressLine.trim()) errors.addressLine = { key: 'FIELD_REQUIRED' };
  if (!values.city.trim()) errors.city = { key: 'FIELD_REQUIRED' };
  if (!values.country) errors.country = { key: 'CHOOSE_OPTION_REQUIRED' };
  if (values.iban.trim() && !isValidIban(values.iban)) errors.iban = { key: 'INVALID_VALUE' };
  if (values.vatPercent === null) errors.vatPercent = { key: 'FIELD_REQUIRED' };
  else if (values.vatPercent < 0 || values.vatPercent > 100)
    errors.vatPercent = { key: 'MAX_VALUE', values: { count: 100 } };
  return errors;
}

export function responsibleInput(values: ResponsibleValues): ResponsibleInput & { SaveAsTemplate: boolean } {
  const company = values.type === 'ResponsibleCompany';
  return {
    Type: values.type,
    Name: company ? DASH : values.name.trim(),
    Surname: company ? DASH : values.surname.trim(),
    Birthday: company ? null : values.birthday || null,
    Address: {
      AddressLine: values.addressLine.trim(),
      City: values.city.trim(),
      Zip: values.zip.trim() || undefined,
      Country: values.country,
    },
    Iban: values.iban.trim() ? normalizeIban(values.iban) : null,
    // Percent on screen, a fraction on the wire (spec 3 §3).
    Vat: Math.round((values.vatPercent ?? 0) * 100) / 10000,
    CompanyDetails: company
      ? {
          CompanyName: values.companyName.trim(),
          ICO: values.ico.trim(),
          DIC: values.dic.trim(),
          IcDph: values.vatPayer ? values.icDph.trim() : null,
          IsZeroVat: !values.vatPayer,
          Type: values.companyType.trim() || null,
        }
      : null,
    SaveAsTemplate: values.saveAsTemplate,
  };
}

export const SERVER_FIELDS: Record<string, ResponsibleField> = {
  Name: 'name',
  Surname: 'surname',
  Birthday: 'birthday',
  'Address.AddressLine': 'addressLine',
  'Address.City': 'city',
  'Address.Zip': 'zip',
  'Address.Country': 'country',
  Iban: 'iban',
  Vat: 'vatPercent',
  'CompanyDetails.CompanyName': 'companyName',
  'CompanyDetails.ICO': 'ico',
  'CompanyDetails.DIC': 'dic',
  'CompanyDetails.IcDph': 'icDph',
};
