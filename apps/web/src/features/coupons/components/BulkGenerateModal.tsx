import {
  Alert,
  Button,
  Code,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MyEvent } from '@marquee/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/api/binary';
import { isApiRequestError } from '../../../lib/api/errors';
import { getCouponsCsv } from '../api/download-coupons-csv';
import { type CouponBatchResult, generateCoupons } from '../api/generate-coupons';
import {
  type BatchField,
  type BatchFieldErrors,
  type BatchFormValues,
  batchBodyOf,
  batchFileName,
  emptyBatchForm,
  validateBatch,
} from '../model/batch-form';
import type { CouponField, CouponFormValues } from '../model/coupon-form';
import { currencyMixError, serverCouponErrors } from '../model/coupon-form';
import { DiscountFields } from './form/DiscountFields';
import { errorText, numberOrEmpty } from './form/field-props';
import { LimitFields } from './form/LimitFields';
import { ScopeFields } from './form/ScopeFields';

interface BulkGenerateModalProps {
  profile: { Id: string; Type: string };
  eventId: string | null;
  events: MyEvent[];
  language: string;
  onClose: () => void;
  onGenerated: () => void;
}

/**
 * Bulk generation (beyond the spec): N single-use codes after a prefix share one discount; the result
 * downloads as CSV to print or mail.
 */
export function BulkGenerateModal(props: BulkGenerateModalProps) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const [values, setValues] = useState<BatchFormValues>(() =>
    emptyBatchForm(props.eventId, props.events.find((e) => e.Id === props.eventId)?.Currency),
  );
  const [errors, setErrors] = useState<BatchFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CouponBatchResult | null>(null);
  const submitted = useRef(false);

  // Functional updates: the seat picker sets sectors and seats in one go.
  const change = (patch: (current: BatchFormValues) => BatchFormValues) =>
    setValues((current) => {
      const next = patch(current);
      if (submitted.current) setErrors(validateBatch(next));
      return next;
    });
  const set = <K extends CouponField>(field: K, value: CouponFormValues[K]) =>
    change((current) => {
      const coupon = { ...current.coupon, [field]: value };
      if (field === 'Events')
        coupon.Currency = props.events.find((e) => e.Id === coupon.Events[0])?.Currency ?? coupon.Currency;
      return { ...current, coupon };
    });
  const error = (field: BatchField) => errorText(t, errors, field as CouponField);

  const generate = async (event: React.FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    setFailure(null);
    const found = { ...currencyMixError(values.coupon, props.events), ...validateBatch(values) };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      setResult(await generateCoupons(props.profile, batchBodyOf(values)));
      props.onGenerated();
    } catch (caught) {
      const fromServer = isApiRequestError(caught)
        ? serverCouponErrors(caught.FieldErrors, values.coupon)
        : {};
      setErrors(fromServer);
      if (Object.keys(fromServer).length === 0) setFailure(t('COUPONS_ADMIN.ERRORS.SAVE_FAILED'));
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    if (!result) return;
    setBusy(true);
    try {
      saveBlob(await getCouponsCsv(props.profile, result.BatchId), batchFileName(values.Prefix));
    } catch {
      setFailure(t('COUPONS_ADMIN.ERRORS.DOWNLOAD_FAILED'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={props.onClose}
      size="xl"
      fullScreen={fullScreen}
      title={t('COUPONS_ADMIN.BULK.TITLE')}
    >
      {result ? (
        <Stack data-testid="bulk-result">
          <Text>{t('COUPONS_ADMIN.BULK.DONE', { count: result.Count })}</Text>
          <Code block>{result.Codes.slice(0, 10).join('\n')}</Code>
          {result.Codes.length > 10 && (
            <Text size="sm" c="dimmed">
              {t('COUPONS_ADMIN.BULK.MORE', { count: result.Codes.length - 10 })}
            </Text>
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('COUPONS_ADMIN.CLOSE')}
            </Button>
            <Button loading={busy} onClick={() => void download()} data-testid="bulk-download">
              {t('COUPONS_ADMIN.BULK.DOWNLOAD')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(e) => void generate(e)} noValidate data-testid="bulk-form">
          <Stack>
            <Fieldset legend={t('COUPONS_ADMIN.BULK.CODES')}>
              <Stack gap="sm">
                <TextInput
                  label={t('COUPONS_ADMIN.FORM.NAME')}
                  value={values.coupon.CouponName}
                  onChange={(e) => set('CouponName', e.currentTarget.value)}
                  error={error('CouponName')}
                  required
                  data-autofocus
                  data-testid="bulk-name"
                />
                <Group grow align="flex-start" wrap="wrap">
                  <NumberInput
                    label={t('COUPONS_ADMIN.BULK.COUNT')}
                    min={1}
                    max={5000}
                    allowDecimal={false}
                    allowNegative={false}
                    value={values.Count}
                    onChange={(value) => change((current) => ({ ...current, Count: numberOrEmpty(value) }))}
                    error={errors.Count ? t(errors.Count.key) : undefined}
                    required
                    miw={140}
                    data-testid="bulk-count"
                  />
                  <TextInput
                    label={t('COUPONS_ADMIN.BULK.PREFIX')}
                    description={t('COUPONS_ADMIN.BULK.PREFIX_HINT')}
                    value={values.Prefix}
                    onChange={(e) => {
                      const prefix = e.currentTarget.value;
                      change((current) => ({ ...current, Prefix: prefix }));
                    }}
                    error={errors.Prefix ? t(errors.Prefix.key) : undefined}
                    miw={140}
                    data-testid="bulk-prefix"
                  />
                </Group>
              </Stack>
            </Fieldset>
            <Fieldset legend={t('COUPONS_ADMIN.FORM.DISCOUNT')}>
              <DiscountFields
                type={values.coupon.DiscountType}
                amount={values.coupon.DiscountAmount}
                surcharge={values.coupon.Surcharge}
                currency={values.coupon.Currency}
                errors={errors}
                onType={(type) => set('DiscountType', type)}
                onAmount={(amount) => set('DiscountAmount', amount)}
                onSurcharge={(surcharge) => set('Surcharge', surcharge)}
              />
            </Fieldset>
            <ScopeFields
              values={values.coupon}
              set={set}
              errors={errors}
              events={props.events}
              language={props.language}
            />
            <LimitFields
              values={values.coupon}
              set={set}
              errors={errors}
              typeOptions={['AnonymousEventCoupon', 'PosCoupon']}
              hideTotal
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={props.onClose}>
                {t('COUPONS_ADMIN.CANCEL')}
              </Button>
              <Button type="submit" loading={busy} data-testid="bulk-generate">
                {t('COUPONS_ADMIN.BULK.GENERATE')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
