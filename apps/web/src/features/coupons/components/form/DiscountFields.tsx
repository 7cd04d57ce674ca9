import { Checkbox, Group, NumberInput, Select } from '@mantine/core';
import { COUPON_DISCOUNT_TYPES, type CouponDiscountType } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import type { CouponField, CouponFieldErrors } from '../../model/coupon-form';
import { errorText, numberOrEmpty } from './field-props';

interface DiscountFieldsProps {
  type: CouponDiscountType;
  amount: number | '';
  surcharge: boolean;
  currency: string;
  errors: CouponFieldErrors;
  onType: (type: CouponDiscountType) => void;
  onAmount: (amount: number | '') => void;
  onSurcharge: (surcharge: boolean) => void;
}

const AMOUNT_LABEL: Record<CouponDiscountType, string> = {
  Percentage: 'COUPONS_ADMIN.FORM.PERCENT',
  Absolute: 'COUPONS_ADMIN.FORM.AMOUNT_OFF',
  Price: 'COUPONS_ADMIN.FORM.NEW_PRICE',
  Voucher: 'COUPONS_ADMIN.FORM.CREDIT',
};

/**
 * Discount kind and value (spec 2 §9): a percentage is typed in percent (stored as a fraction), money in
 * the event's currency; a Price coupon may instead add a surcharge (stored negative, shown with +).
 */
export function DiscountFields(props: DiscountFieldsProps) {
  const { t } = useTranslation();
  const percent = props.type === 'Percentage';
  const field = (name: CouponField) => errorText(t, props.errors, name);
  return (
    <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
      <Select
        label={t('COUPONS_ADMIN.FORM.DISCOUNT_TYPE')}
        data={COUPON_DISCOUNT_TYPES.map((type) => ({
          value: type,
          label: t(`COUPONS_ADMIN.DISCOUNT_TYPE.${type}`),
        }))}
        value={props.type}
        onChange={(value) => value && props.onType(value as CouponDiscountType)}
        allowDeselect={false}
        error={field('DiscountType')}
        data-testid="coupon-discount-type"
        miw={160}
      />
      <NumberInput
        label={
          props.type === 'Price' && props.surcharge
            ? t('COUPONS_ADMIN.FORM.SURCHARGE_AMOUNT')
            : t(AMOUNT_LABEL[props.type])
        }
        description={percent ? t('COUPONS_ADMIN.FORM.PERCENT_HINT') : props.currency}
        suffix={percent ? ' %' : undefined}
        min={0}
        max={percent ? 100 : undefined}
        // Out of range shows the rule's message instead of silently changing what was typed.
        clampBehavior="none"
        allowNegative={false}
        decimalSeparator="."
        value={props.amount}
        onChange={(value) => props.onAmount(numberOrEmpty(value))}
        error={field('DiscountAmount')}
        required
        data-testid="coupon-discount-value"
        miw={160}
      />
      {props.type === 'Price' && (
        <Checkbox
          mt={{ base: 0, sm: 32 }}
          label={t('COUPONS_ADMIN.FORM.SURCHARGE')}
          checked={props.surcharge}
          onChange={(event) => props.onSurcharge(event.currentTarget.checked)}
          data-testid="coupon-surcharge"
        />
      )}
    </Group>
  );
}
