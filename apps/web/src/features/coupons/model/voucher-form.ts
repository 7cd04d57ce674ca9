import { type VoucherTemplate, VoucherTemplateInputSchema } from '@marquee/contract';
import { type CouponFieldError, ruleKeyOf } from './coupon-form';

/** A voucher template (spec 3 §3: belongs to an event): what a bought gift voucher is worth and costs. */
export interface VoucherFormValues {
  Name: string;
  Description: string;
  /** The credit the voucher carries. */
  Value: number | '';
  /** What the buyer pays for it. */
  Price: number | '';
  ValidityDays: number | '';
  Disabled: boolean;
}
export type VoucherField = keyof VoucherFormValues;
export type VoucherFieldErrors = Partial<Record<VoucherField, CouponFieldError>>;

export function voucherFormOf(template: VoucherTemplate | null): VoucherFormValues {
  if (!template)
    return { Name: '', Description: '', Value: '', Price: '', ValidityDays: 365, Disabled: false };
  return {
    Name: template.Name,
    Description: template.Description ?? '',
    Value: template.Value,
    Price: template.Price,
    ValidityDays: template.ValidityDays,
    Disabled: template.Disabled,
  };
}

const numberOf = (value: number | '') => (value === '' ? Number.NaN : value);

export function voucherBodyOf(values: VoucherFormValues) {
  return {
    Name: values.Name,
    Description: values.Description.trim() === '' ? null : values.Description.trim(),
    Value: numberOf(values.Value),
    Price: numberOf(values.Price),
    ValidityDays: numberOf(values.ValidityDays),
    Disabled: values.Disabled,
  };
}

function messageOf(field: VoucherField, key: string): CouponFieldError {
  if (key === 'INVALID_TYPE' || key === 'FIELD_REQUIRED') return { key: 'FORM.FIELD_REQUIRED' };
  if (field === 'Value' && key === 'MIN_VALUE') return { key: 'COUPONS_ADMIN.ERRORS.CREDIT_MIN' };
  if (field === 'Price' && key === 'MIN_VALUE') return { key: 'COUPONS_ADMIN.ERRORS.AMOUNT_MIN' };
  if ((field === 'Value' || field === 'Price') && key === 'INVALID_VALUE')
    return { key: 'COUPONS_ADMIN.ERRORS.MONEY_DECIMALS' };
  if (field === 'ValidityDays') return { key: 'COUPONS_ADMIN.ERRORS.VALIDITY_DAYS' };
  return { key: 'FORM.INVALID_VALUE' };
}

/** Checks with the contract's VoucherTemplateInputSchema; also maps the server's FieldErrors. */
export function validateVoucher(values: VoucherFormValues): VoucherFieldErrors {
  const parsed = VoucherTemplateInputSchema.safeParse(voucherBodyOf(values));
  const errors: VoucherFieldErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as VoucherField | undefined;
    // zod names a multipleOf miss not_multiple_of: too many decimals.
    const key = issue.code === 'not_multiple_of' ? 'INVALID_VALUE' : ruleKeyOf(issue);
    if (field && !errors[field]) errors[field] = messageOf(field, key);
  }
  return errors;
}

export function serverVoucherErrors(fieldErrors: Record<string, string[]> | undefined): VoucherFieldErrors {
  const errors: VoucherFieldErrors = {};
  for (const [path, keys] of Object.entries(fieldErrors ?? {})) {
    const field = path as VoucherField;
    if (keys[0] && ['Name', 'Description', 'Value', 'Price', 'ValidityDays'].includes(field))
      errors[field] = messageOf(field, keys[0]);
  }
  return errors;
}
