import { Alert, Button, Checkbox, Fieldset, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Coupon, MyEvent } from '@marquee/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/errors';
import { useProfileSettings } from '../api/get-profile-settings';
import { createCoupon, updateCoupon } from '../api/save-coupon';
import {
  type CouponField,
  type CouponFieldErrors,
  type CouponFormValues,
  couponBodyOf,
  currencyMixError,
  emptyCouponForm,
  formOfCoupon,
  serverCouponErrors,
  validateCoupon,
} from '../model/coupon-form';
import { DiscountFields } from './form/DiscountFields';
import { errorText } from './form/field-props';
import { couponTypeOptions, LimitFields } from './form/LimitFields';
import { ScopeFields } from './form/ScopeFields';

interface CouponFormModalProps {
  profile: { Id: string; Type: string };
  /** The coupon to edit; null creates one (for `eventId` when the table is filtered by an event). */
  coupon: Coupon | null;
  eventId: string | null;
  events: MyEvent[];
  language: string;
  onClose: () => void;
  onSaved: (coupon: Coupon) => void;
}

function initialValues(coupon: Coupon | null, eventId: string | null, events: MyEvent[]): CouponFormValues {
  if (coupon) return formOfCoupon(coupon);
  return emptyCouponForm(eventId, events.find((e) => e.Id === eventId)?.Currency ?? 'EUR');
}

/** Create or edit a coupon with every field of spec 3 §3; checked with the contract schema, then the server. */
export function CouponFormModal(props: CouponFormModalProps) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const settings = useProfileSettings(props.profile.Id);
  const [values, setValues] = useState(() => initialValues(props.coupon, props.eventId, props.events));
  const [errors, setErrors] = useState<CouponFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submitted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends CouponField>(field: K, value: CouponFormValues[K]) =>
    setValues((current) => {
      const next = { ...current, [field]: value };
      // The first chosen event decides the currency money values are in.
      if (field === 'Events' && !props.coupon)
        next.Currency = props.events.find((e) => e.Id === next.Events[0])?.Currency ?? current.Currency;
      if (submitted.current) setErrors(validateCoupon(next));
      return next;
    });

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    setFailure(null);
    const found = { ...currencyMixError(values, props.events), ...validateCoupon(values) };
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError();
    setSaving(true);
    try {
      const body: Record<string, unknown> = couponBodyOf(values);
      // An edit keeps the coupon's enabled state: only the table's disable/enable changes it.
      if (props.coupon) delete body.Disabled;
      const saved = props.coupon
        ? await updateCoupon(props.profile, props.coupon.Id, body)
        : await createCoupon(props.profile, body);
      props.onSaved(saved);
    } catch (error) {
      const fromServer = isApiRequestError(error) ? serverCouponErrors(error.FieldErrors, values) : {};
      setErrors(fromServer);
      if (Object.keys(fromServer).length > 0) focusFirstError();
      else setFailure(t('COUPONS_ADMIN.ERRORS.SAVE_FAILED'));
    } finally {
      setSaving(false);
    }
  };

  const error = (field: CouponField) => errorText(t, errors, field);
  const typeOptions = couponTypeOptions(
    settings.data?.BatchCouponsEnabled ?? false,
    settings.data?.SeasonTicketEventEnabled ?? false,
    values.Type,
  );

  return (
    <Modal
      opened
      onClose={props.onClose}
      size="xl"
      fullScreen={fullScreen}
      title={props.coupon ? t('COUPONS_ADMIN.FORM.EDIT_TITLE') : t('COUPONS_ADMIN.FORM.NEW_TITLE')}
    >
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate data-testid="coupon-form">
        <Stack>
          <Fieldset legend={t('COUPONS_ADMIN.FORM.BASICS')}>
            <Stack gap="sm">
              <TextInput
                label={t('COUPONS_ADMIN.FORM.NAME')}
                value={values.CouponName}
                onChange={(e) => set('CouponName', e.currentTarget.value)}
                error={error('CouponName')}
                required
                data-autofocus
                data-testid="coupon-name"
              />
              <Textarea
                label={t('COUPONS_ADMIN.FORM.DESCRIPTION')}
                value={values.CouponDescription}
                onChange={(e) => set('CouponDescription', e.currentTarget.value)}
                error={error('CouponDescription')}
                autosize
                minRows={2}
              />
              <TextInput
                label={t('COUPONS_ADMIN.FORM.CODE')}
                description={t('COUPONS_ADMIN.FORM.CODE_HINT')}
                value={values.Code}
                onChange={(e) => set('Code', e.currentTarget.value)}
                error={error('Code')}
                autoCapitalize="characters"
                data-testid="coupon-code"
              />
              <Checkbox
                label={t('COUPONS_ADMIN.FORM.PUBLIC')}
                description={t('COUPONS_ADMIN.FORM.PUBLIC_HINT')}
                checked={values.IsPublic}
                onChange={(e) => set('IsPublic', e.currentTarget.checked)}
              />
            </Stack>
          </Fieldset>
          <Fieldset legend={t('COUPONS_ADMIN.FORM.DISCOUNT')}>
            <DiscountFields
              type={values.DiscountType}
              amount={values.DiscountAmount}
              surcharge={values.Surcharge}
              currency={values.Currency}
              errors={errors}
              onType={(type) => set('DiscountType', type)}
              onAmount={(amount) => set('DiscountAmount', amount)}
              onSurcharge={(surcharge) => set('Surcharge', surcharge)}
            />
          </Fieldset>
          <ScopeFields
            values={values}
            set={set}
            errors={errors}
            events={props.events}
            language={props.language}
          />
          <LimitFields values={values} set={set} errors={errors} typeOptions={typeOptions} />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('COUPONS_ADMIN.CANCEL')}
            </Button>
            <Button type="submit" loading={saving} data-testid="coupon-save">
              {t('COUPONS_ADMIN.SAVE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
