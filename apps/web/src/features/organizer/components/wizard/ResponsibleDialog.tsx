import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import type { EventManagement, ProfileType } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../../components/dialogs/modal-a11y';
import { useCountries } from '../../../../lib/api/countries';
import { useForm } from '../../../../lib/forms/use-form';
import { useSession } from '../../../../lib/session/session-store';
import { useResponsibleTemplates } from '../../api/get-responsible-templates';
import { useVatRates } from '../../api/get-vat-rates';
import { setEventResponsible } from '../../api/set-event-responsible';
import { mapFieldErrors } from '../../model/field-errors';
import {
  type ResponsibleValues,
  responsibleInput,
  responsibleValuesOf,
  SERVER_FIELDS,
  switchType,
  validateResponsible,
} from '../../model/responsible-form';
import { useStepSave } from '../../model/use-step-save';

/** The country's rates as percents, and 0 % (not a VAT payer), which the server accepts too. */
function vatOptions(rates: { Name: string; Rate: number }[], noVat: string) {
  const options = rates.map((rate) => ({
    value: String(Math.round(rate.Rate * 10000) / 100),
    label: `${Math.round(rate.Rate * 10000) / 100} % (${rate.Name})`,
  }));
  if (!options.some((option) => option.value === '0')) options.push({ value: '0', label: `0 % (${noVat})` });
  return options;
}

interface ResponsibleDialogProps {
  event: EventManagement;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The organizer info dialog (spec 3 §2): the person or company responsible for the event, who is paid
 * out. Saved templates of the active profile fill the form in one click.
 */
export function ResponsibleDialog({ event, onClose, onSaved }: ResponsibleDialogProps) {
  const { t } = useTranslation();
  const { profile } = useSession();
  const saver = useStepSave();
  const templates = useResponsibleTemplates(
    (profile?.Type ?? 'PromoterProfile') as ProfileType,
    profile?.Id ?? '',
  );
  const countries = useCountries();
  const vatRates = useVatRates();
  const form = useForm<ResponsibleValues>(responsibleValuesOf(event.Responsible), validateResponsible);
  const { values } = form;
  const company = values.type === 'ResponsibleCompany';
  const rates = vatRates.data?.find((entry) => entry.Country === values.country)?.Rates ?? [];

  const load = (id: string | null) => {
    const template = templates.data?.find((candidate) => candidate.Id === id);
    if (!template) return;
    const next = responsibleValuesOf(template);
    for (const [field, value] of Object.entries(next))
      form.setValue(field as keyof ResponsibleValues & string, value as never);
  };

  const submit = form.onSubmit(async (current) => {
    const saved = await saver.run(
      () => setEventResponsible(event.Id, responsibleInput(current)),
      (fieldErrors) => {
        const found = mapFieldErrors(fieldErrors, SERVER_FIELDS);
        form.showErrors(found);
        return Object.keys(found).length > 0;
      },
    );
    if (saved) onSaved();
  });

  const text = (
    field:
      | 'name'
      | 'surname'
      | 'companyName'
      | 'ico'
      | 'dic'
      | 'icDph'
      | 'companyType'
      | 'addressLine'
      | 'city'
      | 'zip'
      | 'iban',
    label: string,
    required = true,
  ) => (
    <TextInput
      label={t(label)}
      required={required}
      value={values[field]}
      onChange={(e) => form.setValue(field, e.currentTarget.value)}
      error={form.error(field)}
      data-testid={`responsible-${field}`}
    />
  );

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('ORGANIZER.RESPONSIBLE.TITLE')}
      attributes={DIALOG_HEADER_ATTRIBUTES}
      closeButtonProps={{ 'aria-label': t('COMMON.CLOSE') }}
    >
      <form
        ref={form.formRef}
        noValidate
        onSubmit={(e) => {
          // The dialog is portalled, but React bubbles its submit to the step's form, which would move on.
          e.stopPropagation();
          void submit(e);
        }}
      >
        <Stack>
          {(templates.data?.length ?? 0) > 0 && (
            <Select
              label={t('ORGANIZER.RESPONSIBLE.TEMPLATE')}
              placeholder={t('ORGANIZER.RESPONSIBLE.TEMPLATE_PLACEHOLDER')}
              data={(templates.data ?? []).map((template) => ({
                value: template.Id,
                label:
                  template.Type === 'ResponsibleCompany'
                    ? (template.CompanyDetails?.CompanyName ?? template.Name)
                    : `${template.Name} ${template.Surname}`,
              }))}
              onChange={load}
              data-testid="responsible-template"
            />
          )}
          <SegmentedControl
            aria-label={t('ORGANIZER.RESPONSIBLE.TYPE')}
            value={values.type}
            onChange={(type) => {
              const next = switchType(values, type as ResponsibleValues['type']);
              for (const field of ['type', 'name', 'surname', 'birthday'] as const)
                form.setValue(field, next[field] as never);
            }}
            data={[
              { value: 'ResponsiblePerson', label: t('ORGANIZER.RESPONSIBLE.PERSON') },
              { value: 'ResponsibleCompany', label: t('ORGANIZER.RESPONSIBLE.COMPANY') },
            ]}
          />
          {company ? (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {text('companyName', 'ORGANIZER.RESPONSIBLE.COMPANY_NAME')}
                {text('companyType', 'ORGANIZER.RESPONSIBLE.COMPANY_TYPE', false)}
                {text('ico', 'ORGANIZER.RESPONSIBLE.ICO')}
                {text('dic', 'ORGANIZER.RESPONSIBLE.DIC')}
              </SimpleGrid>
              <Switch
                label={t('ORGANIZER.RESPONSIBLE.VAT_PAYER')}
                checked={values.vatPayer}
                onChange={(e) => form.setValue('vatPayer', e.currentTarget.checked)}
              />
              {values.vatPayer && text('icDph', 'ORGANIZER.RESPONSIBLE.IC_DPH')}
            </>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('name', 'ORGANIZER.RESPONSIBLE.NAME')}
              {text('surname', 'ORGANIZER.RESPONSIBLE.SURNAME')}
              <TextInput
                type="date"
                label={t('ORGANIZER.RESPONSIBLE.BIRTHDAY')}
                required
                value={values.birthday}
                max={new Date().toISOString().slice(0, 10)}
                onChange={(e) => form.setValue('birthday', e.currentTarget.value)}
                error={form.error('birthday')}
              />
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('addressLine', 'ORGANIZER.RESPONSIBLE.ADDRESS_LINE')}
            {text('city', 'ORGANIZER.RESPONSIBLE.CITY')}
            {text('zip', 'ORGANIZER.RESPONSIBLE.ZIP', false)}
            <Select
              label={t('ORGANIZER.RESPONSIBLE.COUNTRY')}
              required
              searchable
              data={(countries.data ?? []).map((country) => ({ value: country.Code, label: country.Name }))}
              value={values.country || null}
              onChange={(country) => {
                form.setValue('country', country ?? '');
                // Spec 3 §5: changing the country clears the VAT.
                form.setValue('vatPercent', null);
              }}
              error={form.error('country')}
              data-testid="responsible-country"
            />
          </SimpleGrid>
          {text('iban', 'ORGANIZER.RESPONSIBLE.IBAN', false)}
          {rates.length > 0 ? (
            <Select
              label={t('ORGANIZER.RESPONSIBLE.VAT')}
              required
              data={vatOptions(rates, t('ORGANIZER.RESPONSIBLE.NO_VAT'))}
              value={values.vatPercent === null ? null : String(values.vatPercent)}
              onChange={(value) => form.setValue('vatPercent', value === null ? null : Number(value))}
              error={form.error('vatPercent')}
              data-testid="responsible-vat"
            />
          ) : (
            <NumberInput
              label={t('ORGANIZER.RESPONSIBLE.VAT')}
              required
              min={0}
              max={100}
              decimalScale={2}
              suffix=" %"
              value={values.vatPercent ?? ''}
              onChange={(value) => form.setValue('vatPercent', typeof value === 'number' ? value : null)}
              error={form.error('vatPercent')}
              data-testid="responsible-vat"
            />
          )}
          <Checkbox
            label={t('ORGANIZER.RESPONSIBLE.SAVE_TEMPLATE')}
            checked={values.saveAsTemplate}
            onChange={(e) => form.setValue('saveAsTemplate', e.currentTarget.checked)}
          />
          {saver.failure && (
            <Alert color="red" role="alert">
              {saver.failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('COMMON.CANCEL')}
            </Button>
            <Button type="submit" loading={saver.saving} data-testid="responsible-save">
              {t('ORGANIZER.RESPONSIBLE.SAVE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
