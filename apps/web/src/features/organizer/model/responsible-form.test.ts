import { describe, expect, it } from 'vitest';
import {
  DASH,
  responsibleInput,
  responsibleValuesOf,
  switchType,
  validateResponsible,
} from './responsible-form';

const person = () => ({
  ...responsibleValuesOf(null),
  name: 'Jana',
  surname: 'Kováčová',
  birthday: '1990-04-12',
  addressLine: 'Obchodná 12',
  city: 'Bratislava',
  country: 'SK',
  vatPercent: 20,
});

describe('organizer info (spec 3 §3–§5)', () => {
  it('stores VAT as a fraction and shows it as a percent', () => {
    expect(responsibleInput(person()).Vat).toBe(0.2);
    const stored = {
      Type: 'ResponsiblePerson' as const,
      Name: 'Jana',
      Surname: 'Kováčová',
      Birthday: '1990-04-12',
      Address: { AddressLine: 'Obchodná 12', City: 'Bratislava', Country: 'SK' },
      Iban: null,
      Vat: 0.23,
      CompanyDetails: null,
    };
    expect(responsibleValuesOf(stored).vatPercent).toBe(23);
  });

  it('switches a company to dashes and a person back to empty names', () => {
    const company = switchType(person(), 'ResponsibleCompany');
    expect([company.name, company.surname]).toEqual([DASH, DASH]);
    const back = switchType(company, 'ResponsiblePerson');
    expect([back.name, back.surname]).toEqual(['', '']);
  });

  it('asks a company for name, ids and, for a VAT payer only, the VAT number', () => {
    const company = {
      ...switchType(person(), 'ResponsibleCompany'),
      companyName: 'A',
      ico: '',
      dic: '1',
      vatPayer: true,
    };
    const errors = validateResponsible(company);
    expect(errors.companyName?.key).toBe('MIN_LENGTH');
    expect(errors.ico?.key).toBe('FIELD_REQUIRED');
    expect(errors.icDph?.key).toBe('FIELD_REQUIRED');
    expect(validateResponsible({ ...company, vatPayer: false }).icDph).toBeUndefined();
  });

  it('refuses a birthday after today, a wrong IBAN and a missing VAT', () => {
    const errors = validateResponsible({
      ...person(),
      birthday: '2999-01-01',
      iban: 'SK31 1200 0000 1987 4263 7542',
      vatPercent: null,
    });
    expect(errors.birthday?.key).toBe('MAX_DATETIME');
    expect(errors.iban?.key).toBe('INVALID_VALUE');
    expect(errors.vatPercent?.key).toBe('FIELD_REQUIRED');
    expect(validateResponsible({ ...person(), iban: 'SK31 1200 0000 1987 4263 7541' }).iban).toBeUndefined();
  });
});
