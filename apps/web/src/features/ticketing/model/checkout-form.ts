import {
  type BuyerInfo,
  buyerInfoErrors,
  type CompanyInfo,
  EmailSchema,
  type PaymentGate,
  type PaymentMethod,
} from '@marquee/contract';

/** What the buyer types in stage4; kept whole across errors and gate changes so nothing typed is lost. */
export interface CheckoutValues {
  email: string;
  emailConfirm: string;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  country: string;
  postal: string;
  phone: string;
  asCompany: boolean;
  company: {
    name: string;
    ico: string;
    dic: string;
    icDph: string;
    address: string;
    city: string;
    country: string;
    zip: string;
  };
  termsOfUse: boolean;
  privacyPolicy: boolean;
  newsletter: boolean;
  gate: PaymentGate | null;
}

export const emptyValues = (agreed: boolean): CheckoutValues => ({
  email: '',
  emailConfirm: '',
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  country: '',
  postal: '',
  phone: '',
  asCompany: false,
  company: { name: '', ico: '', dic: '', icDph: '', address: '', city: '', country: '', zip: '' },
  // Spec 2 §4: agreements start false; a signed-in user has agreed to terms and privacy already.
  termsOfUse: agreed,
  privacyPolicy: agreed,
  newsletter: false,
  gate: null,
});

/** How the payer's e-mail is known (spec 2 §2 stage4 / §6). */
export type ContactMode =
  /** Signed in: the account e-mail. */
  | 'account'
  /** Signed in with a generated (social) e-mail: a real one is asked and replaces it. */
  | 'replace-generated'
  /** A guest whose basket already carries an e-mail. */
  | 'basket'
  /** A guest: e-mail and its confirmation (paste disabled). */
  | 'guest';

export function contactModeOf(
  user: { EmailGenerated: boolean } | null,
  basketEmail: string | null,
): ContactMode {
  if (user) return user.EmailGenerated ? 'replace-generated' : 'account';
  return basketEmail ? 'basket' : 'guest';
}

function companyOf(values: CheckoutValues): CompanyInfo | null {
  if (!values.asCompany) return null;
  const c = values.company;
  return {
    CompanyName: c.name,
    Ico: c.ico,
    Dic: c.dic || null,
    IcDph: c.icDph || null,
    AddressLine: c.address,
    City: c.city,
    Country: c.country,
    Zip: c.zip,
  };
}

/** The BuyerInfo the contract's gate rules judge; fields the gate does not ask are left out. */
export function buyerInfoOf(
  values: CheckoutValues,
  rules: { extended: boolean; nameOnly: boolean },
): BuyerInfo {
  if (rules.nameOnly) return { FirstName: values.firstName, LastName: values.lastName };
  return {
    FirstName: values.firstName,
    LastName: values.lastName,
    Address: rules.extended ? values.address : null,
    City: rules.extended ? values.city : null,
    Country: rules.extended ? values.country : null,
    Postal: rules.extended ? values.postal : null,
    Phone: rules.extended ? values.phone : null,
    CompanyInfo: companyOf(values),
  };
}

/** Form field name → message key (FORM_VALIDATION_MSG.*). */
export type FieldErrors = Partial<Record<string, string>>;

const CONTRACT_FIELD: Record<string, string> = {
  'BuyerInfo.FirstName': 'firstName',
  'BuyerInfo.LastName': 'lastName',
  'BuyerInfo.Address': 'address',
  'BuyerInfo.City': 'city',
  'BuyerInfo.Country': 'country',
  'BuyerInfo.Postal': 'postal',
  'BuyerInfo.Phone': 'phone',
  'BuyerInfo.CompanyInfo.CompanyName': 'company.name',
  'BuyerInfo.CompanyInfo.Ico': 'company.ico',
  'BuyerInfo.CompanyInfo.AddressLine': 'company.address',
  'BuyerInfo.CompanyInfo.City': 'company.city',
  'BuyerInfo.CompanyInfo.Country': 'company.country',
  'BuyerInfo.CompanyInfo.Zip': 'company.zip',
  'Gdpr.TermsOfUse': 'termsOfUse',
  'Gdpr.PrivacyPolicy': 'privacyPolicy',
  NewEmail: 'email',
  PaymentGate: 'gate',
};

const MESSAGE: Record<string, string> = {
  FIELD_REQUIRED: 'FIELD_REQUIRED',
  PHONE_INVALID: 'VALID_PHONE',
  EMAIL_INVALID: 'VALID_EMAIL',
  CHOOSE_OPTION_REQUIRED: 'CHOOSE_OPTION',
};

/** The server's (or the contract's) FieldErrors as form errors. */
export function fromContractErrors(errors: Record<string, string[]>): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, codes] of Object.entries(errors)) {
    const field = CONTRACT_FIELD[path];
    if (field) out[field] = MESSAGE[codes[0] ?? ''] ?? 'FIELD_REQUIRED';
  }
  return out;
}

/**
 * Spec 2 §5 Buyer form: names (and, per gate, the extended info and company) through the contract's
 * rules; the e-mail and its confirmation when the mode asks them; terms and privacy.
 */
export function validate(
  values: CheckoutValues,
  mode: ContactMode,
  rules: { extended: boolean; nameOnly: boolean },
): FieldErrors {
  const errors = fromContractErrors(buyerInfoErrors(buyerInfoOf(values, rules), values.gate));
  if (mode === 'guest' || mode === 'replace-generated') {
    if (!values.email.trim()) errors.email = 'FIELD_REQUIRED';
    else if (!EmailSchema.safeParse(values.email).success) errors.email = 'VALID_EMAIL';
  }
  if (mode === 'guest') {
    if (!values.emailConfirm.trim()) errors.emailConfirm = 'FIELD_REQUIRED';
    else if (values.emailConfirm.trim().toLowerCase() !== values.email.trim().toLowerCase())
      errors.emailConfirm = 'VALUES_NOT_EQUAL';
  }
  if (!values.termsOfUse) errors.termsOfUse = 'CHECKBOX_REQUIRED';
  if (!values.privacyPolicy) errors.privacyPolicy = 'CHECKBOX_REQUIRED';
  return errors;
}

/** Spec 2 §4: excluded gates are removed; the first of the rest is preselected. */
export function visibleMethods(
  methods: readonly PaymentMethod[],
  excluded: readonly PaymentGate[],
): PaymentMethod[] {
  return methods.filter((method) => !excluded.includes(method.Gate));
}
