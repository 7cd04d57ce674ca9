import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { VoucherTemplate } from '@marquee/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/errors';
import { createVoucherTemplate, updateVoucherTemplate } from '../api/voucher-templates';
import {
  serverVoucherErrors,
  type VoucherField,
  type VoucherFieldErrors,
  type VoucherFormValues,
  validateVoucher,
  voucherBodyOf,
  voucherFormOf,
} from '../model/voucher-form';
import { numberOrEmpty } from './form/field-props';

interface VoucherTemplateModalProps {
  eventId: string;
  currency: string;
  template: VoucherTemplate | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Create or edit one voucher template of the event (spec 3 §7 /event/{id}/voucherTemplates). */
export function VoucherTemplateModal({
  eventId,
  currency,
  template,
  onClose,
  onSaved,
}: VoucherTemplateModalProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<VoucherFormValues>(() => voucherFormOf(template));
  const [errors, setErrors] = useState<VoucherFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submitted = useRef(false);

  const set = <K extends VoucherField>(field: K, value: VoucherFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted.current) setErrors(validateVoucher(next));
  };
  const error = (field: VoucherField) => (errors[field] ? t(errors[field].key) : undefined);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    setFailure(null);
    const found = validateVoucher(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const body = voucherBodyOf(values);
      if (template) await updateVoucherTemplate(eventId, template.Id, body);
      else await createVoucherTemplate(eventId, body);
      onSaved();
    } catch (caught) {
      const fromServer = isApiRequestError(caught) ? serverVoucherErrors(caught.FieldErrors) : {};
      setErrors(fromServer);
      if (Object.keys(fromServer).length === 0) setFailure(t('COUPONS_ADMIN.ERRORS.SAVE_FAILED'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={template ? t('COUPONS_ADMIN.VOUCHERS.EDIT_TITLE') : t('COUPONS_ADMIN.VOUCHERS.NEW_TITLE')}
    >
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="voucher-form">
        <Stack>
          <TextInput
            label={t('COUPONS_ADMIN.VOUCHERS.NAME')}
            value={values.Name}
            onChange={(e) => set('Name', e.currentTarget.value)}
            error={error('Name')}
            required
            data-autofocus
          />
          <Textarea
            label={t('COUPONS_ADMIN.FORM.DESCRIPTION')}
            value={values.Description}
            onChange={(e) => set('Description', e.currentTarget.value)}
            error={error('Description')}
            autosize
            minRows={2}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <NumberInput
              label={t('COUPONS_ADMIN.VOUCHERS.VALUE')}
              description={currency}
              min={0}
              allowNegative={false}
              decimalSeparator="."
              value={values.Value}
              onChange={(v) => set('Value', numberOrEmpty(v))}
              error={error('Value')}
              required
            />
            <NumberInput
              label={t('COUPONS_ADMIN.VOUCHERS.PRICE')}
              description={currency}
              min={0}
              allowNegative={false}
              decimalSeparator="."
              value={values.Price}
              onChange={(v) => set('Price', numberOrEmpty(v))}
              error={error('Price')}
              required
            />
            <NumberInput
              label={t('COUPONS_ADMIN.VOUCHERS.VALIDITY_DAYS')}
              min={1}
              max={3650}
              allowDecimal={false}
              allowNegative={false}
              value={values.ValidityDays}
              onChange={(v) => set('ValidityDays', numberOrEmpty(v))}
              error={error('ValidityDays')}
              required
            />
          </SimpleGrid>
          <Checkbox
            label={t('COUPONS_ADMIN.VOUCHERS.DISABLED')}
            checked={values.Disabled}
            onChange={(e) => set('Disabled', e.currentTarget.checked)}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('COUPONS_ADMIN.CANCEL')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('COUPONS_ADMIN.SAVE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
