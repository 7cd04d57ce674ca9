import {
  addFieldError,
  type FieldErrors,
  isValidIban,
  NAME_MIN_LENGTH,
  normalizeIban,
  type ResponsibleInputSchema,
} from '@marquee/contract';
import type { z } from 'zod';
import type { AddressContact } from '../../db/schema/documents';
import type { CompanyDetails } from '../../db/schema/event-management';
import { AppError } from '../../plugins/errors';
import { VAT_RATES } from '../utility/vat-rates';

export type ParsedResponsible = z.output<typeof ResponsibleInputSchema>;

export interface ResponsibleValues {
  type: ParsedResponsible['Type'];
  name: string;
  surname: string;
  birthday: string | null;
  address: AddressContact;
  iban: string | null;
  vat: number;
  companyDetails: CompanyDetails | null;
}

function requireName(value: string, field: string, errors: FieldErrors) {
  if (!value) addFieldError(errors, field, 'FIELD_REQUIRED');
  else if (value.length < NAME_MIN_LENGTH) addFieldError(errors, field, 'MIN_LENGTH');
}

/** The VAT rates of a country as fractions, or null when we know none (then any 0–100 % is accepted). */
function ratesOf(country: string): number[] | null {
  const entry = VAT_RATES.find((item) => item.country === country);
  return entry ? entry.rates.map((rate) => rate.rate) : null;
}

/**
 * Spec 3 §5 "Organizer form" and §4 "Responsible type switch": a company gets '-' as name and surname and
 * needs its name, company id and tax number; a person needs name, surname and a birthday not after today.
 * VAT is a fraction chosen from the country's rates (0 for a non-payer) when the country has rates. The
 * IBAN is optional and, when given, must pass its check digits. Throws VALIDATION_FAILED with every problem.
 */
export function prepareResponsible(input: ParsedResponsible, today: string): ResponsibleValues {
  const errors: FieldErrors = {};
  const line = input.Address.AddressLine.trim();
  const city = input.Address.City.trim();
  const country = input.Address.Country.trim().toUpperCase();
  if (!line) addFieldError(errors, 'Address.AddressLine', 'FIELD_REQUIRED');
  if (!city) addFieldError(errors, 'Address.City', 'CHOOSE_OPTION_REQUIRED');
  if (!/^[A-Z]{2}$/.test(country)) addFieldError(errors, 'Address.Country', 'CHOOSE_OPTION_REQUIRED');
  const zip = input.Address.Zip?.trim();
  const address: AddressContact = {
    AddressLine: line,
    City: city,
    ...(zip ? { Zip: zip } : {}),
    Country: country,
  };

  const ibanText = input.Iban?.trim();
  const iban = ibanText ? normalizeIban(ibanText) : null;
  if (iban && !isValidIban(iban)) addFieldError(errors, 'Iban', 'INVALID_VALUE');

  const rates = ratesOf(country);
  if (rates && input.Vat !== 0 && !rates.some((rate) => Math.abs(rate - input.Vat) < 1e-9))
    addFieldError(errors, 'Vat', 'CHOOSE_OPTION_REQUIRED');

  let values: ResponsibleValues;
  if (input.Type === 'ResponsibleCompany') {
    const details = input.CompanyDetails;
    if (!details) {
      addFieldError(errors, 'CompanyDetails.CompanyName', 'FIELD_REQUIRED');
      addFieldError(errors, 'CompanyDetails.ICO', 'FIELD_REQUIRED');
      addFieldError(errors, 'CompanyDetails.DIC', 'FIELD_REQUIRED');
    } else {
      requireName(details.CompanyName, 'CompanyDetails.CompanyName', errors);
      if (!details.ICO) addFieldError(errors, 'CompanyDetails.ICO', 'FIELD_REQUIRED');
      if (!details.DIC) addFieldError(errors, 'CompanyDetails.DIC', 'FIELD_REQUIRED');
    }
    values = {
      type: input.Type,
      name: '-',
      surname: '-',
      birthday: null,
      address,
      iban,
      vat: input.Vat,
      companyDetails: details
        ? {
            CompanyName: details.CompanyName,
            ICO: details.ICO,
            DIC: details.DIC,
            // Only a VAT payer has a VAT registration number.
            IcDph: details.IsZeroVat ? null : details.IcDph?.trim() || null,
            IsZeroVat: details.IsZeroVat,
            Type: details.Type?.trim() || null,
          }
        : null,
    };
  } else {
    requireName(input.Name, 'Name', errors);
    requireName(input.Surname, 'Surname', errors);
    if (!input.Birthday) addFieldError(errors, 'Birthday', 'FIELD_REQUIRED');
    else if (input.Birthday > today) addFieldError(errors, 'Birthday', 'MAX_DATETIME');
    values = {
      type: input.Type,
      name: input.Name,
      surname: input.Surname,
      birthday: input.Birthday ?? null,
      address,
      iban,
      vat: input.Vat,
      companyDetails: null,
    };
  }
  if (Object.keys(errors).length > 0)
    throw new AppError('VALIDATION_FAILED', 'Invalid responsible person or company.', errors);
  return values;
}

/** Two parties are the same when every stored field matches (saving one twice keeps one template). */
export function sameResponsible(a: ResponsibleValues, b: ResponsibleValues): boolean {
  // jsonb does not keep key order, so compare a canonical form built in a fixed order.
  const canonical = (v: ResponsibleValues) =>
    JSON.stringify([
      v.type,
      v.name,
      v.surname,
      v.birthday,
      [v.address.AddressLine, v.address.City, v.address.Zip ?? null, v.address.Country],
      v.iban,
      v.vat,
      v.companyDetails && [
        v.companyDetails.CompanyName,
        v.companyDetails.ICO,
        v.companyDetails.DIC,
        v.companyDetails.IcDph ?? null,
        v.companyDetails.IsZeroVat,
        v.companyDetails.Type ?? null,
      ],
    ]);
  return canonical(a) === canonical(b);
}
