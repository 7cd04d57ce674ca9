import { Checkbox, Fieldset, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { CouponType } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { type CouponField, OWNED_TYPES } from '../../model/coupon-form';
import { browserTimeZone } from '../../model/local-time';
import { errorText, numberOrEmpty, type SectionProps } from './field-props';

type CountField =
  | 'MinimumTicketsPerUser'
  | 'MaximumTicketsPerUser'
  | 'MinimumTicketsPerEvent'
  | 'MaximumTicketsPerEvent'
  | 'TotalCount';

const COUNTS: { field: CountField; label: string; testId: string }[] = [
  { field: 'TotalCount', label: 'COUPONS_ADMIN.FORM.TOTAL_COUNT', testId: 'coupon-total' },
  {
    field: 'MinimumTicketsPerUser',
    label: 'COUPONS_ADMIN.FORM.MIN_PER_PURCHASE',
    testId: 'coupon-min-purchase',
  },
  {
    field: 'MaximumTicketsPerUser',
    label: 'COUPONS_ADMIN.FORM.MAX_PER_PURCHASE',
    testId: 'coupon-max-purchase',
  },
  { field: 'MinimumTicketsPerEvent', label: 'COUPONS_ADMIN.FORM.MIN_PER_EVENT', testId: 'coupon-min-event' },
  { field: 'MaximumTicketsPerEvent', label: 'COUPONS_ADMIN.FORM.MAX_PER_EVENT', testId: 'coupon-max-event' },
];

/** Spec 3 §3 form: coupon type (public, batch or plural, POS only; owned and season need an owner). */
export function couponTypeOptions(batchAllowed: boolean, seasonAllowed: boolean, current: CouponType) {
  const types: CouponType[] = [
    'AnonymousEventCoupon',
    'AnonymousOrganizatorCoupon',
    'OwnedEventCoupon',
    'PosCoupon',
  ];
  // Spec 3 §6: batch coupons and season events depend on the profile settings; a stored one stays shown.
  if (batchAllowed || current === 'BatchCoupon') types.splice(2, 0, 'BatchCoupon');
  if (seasonAllowed || current === 'SeasonCoupon') types.push('SeasonCoupon');
  return types;
}

interface LimitFieldsProps extends SectionProps {
  typeOptions: CouponType[];
  /** Bulk generation: every code is single-use, so there is no total to set. */
  hideTotal?: boolean;
}

/** Counts, validity window, coupon type with its owner, and the admin-only flag. */
export function LimitFields({ values, set, errors, typeOptions, hideTotal = false }: LimitFieldsProps) {
  const { t } = useTranslation();
  const error = (field: CouponField) => errorText(t, errors, field);
  return (
    <>
      <Fieldset legend={t('COUPONS_ADMIN.FORM.LIMITS')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {COUNTS.filter(({ field }) => !hideTotal || field !== 'TotalCount').map(
            ({ field, label, testId }) => (
              <NumberInput
                key={field}
                label={t(label)}
                placeholder={t('COUPONS_ADMIN.FORM.UNLIMITED')}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                value={values[field]}
                onChange={(value) => set(field, numberOrEmpty(value))}
                error={error(field)}
                data-testid={testId}
              />
            ),
          )}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('COUPONS_ADMIN.FORM.VALIDITY')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            type="datetime-local"
            label={t('COUPONS_ADMIN.FORM.VALID_FROM')}
            description={t('COUPONS_ADMIN.FORM.IN_ZONE', { zone: browserTimeZone() })}
            value={values.ValidFrom}
            onChange={(event) => set('ValidFrom', event.currentTarget.value)}
            error={error('ValidFrom')}
            data-testid="coupon-valid-from"
          />
          <TextInput
            type="datetime-local"
            label={t('COUPONS_ADMIN.FORM.VALID_TILL')}
            description={t('COUPONS_ADMIN.FORM.IN_ZONE', { zone: browserTimeZone() })}
            value={values.ValidTill}
            onChange={(event) => set('ValidTill', event.currentTarget.value)}
            error={error('ValidTill')}
            data-testid="coupon-valid-till"
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('COUPONS_ADMIN.FORM.TYPE_SECTION')}>
        <Select
          label={t('COUPONS_ADMIN.FORM.TYPE')}
          data={typeOptions.map((type) => ({ value: type, label: t(`COUPONS_ADMIN.TYPE.${type}`) }))}
          value={values.Type}
          onChange={(value) => value && set('Type', value as CouponType)}
          allowDeselect={false}
          error={error('Type')}
          data-testid="coupon-type"
        />
        {OWNED_TYPES.includes(values.Type) && (
          <TextInput
            mt="sm"
            type="email"
            label={t('COUPONS_ADMIN.FORM.OWNER')}
            description={t('COUPONS_ADMIN.FORM.OWNER_HINT')}
            value={values.Owner}
            onChange={(event) => set('Owner', event.currentTarget.value)}
            error={error('Owner')}
            required
            data-testid="coupon-owner"
          />
        )}
        <Checkbox
          mt="sm"
          label={t('COUPONS_ADMIN.FORM.ADMIN_ONLY')}
          description={t('COUPONS_ADMIN.FORM.ADMIN_ONLY_HINT')}
          checked={values.IsAdminOnly}
          onChange={(event) => set('IsAdminOnly', event.currentTarget.checked)}
        />
      </Fieldset>
    </>
  );
}
