import {
  Fieldset,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Textarea,
  TextInput,
} from '@mantine/core';
import { EVENT_SELLING_CHANNELS, LANGUAGES } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../../lib/forms/use-form';
import { useLanguage } from '../../../../lib/routing/hooks';
import { useCurrencies } from '../../api/get-currencies';
import { setPromocodeSection } from '../../api/set-promocode-section';
import { updateEvent } from '../../api/update-event';
import { mapFieldErrors } from '../../model/field-errors';
import {
  CUSTOM_TEXT_KINDS,
  isExternal,
  type SellingChannel,
  type SellingField,
  type SellingValues,
  sellingInput,
  sellingValuesOf,
  validateSelling,
} from '../../model/selling-form';
import { useStepSave } from '../../model/use-step-save';
import { DateTimeField } from './DateTimeField';
import { StepFrame } from './StepFrame';
import type { StepProps } from './step-props';

/** A language's own name in the interface language ("Slovak", "slovenčina"…), from the browser. */
function languageName(uiLanguage: string, language: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

const SERVER_FIELDS: Record<string, SellingField> = {
  'SellingChannelInfo.Url': 'url',
  'SellingChannelInfo.': 'url',
  BeginSelling: 'beginSelling',
  EndSelling: 'endSelling',
  Currency: 'currency',
  LimitForOne: 'limitForOne',
};

/** How tickets are sold: channel, selling window, currency, limits and the buyer-facing texts. */
export function SellingStep({ event, onSaved, next, back }: StepProps) {
  const { t } = useTranslation();
  const uiLanguage = useLanguage();
  const saver = useStepSave();
  const currencies = useCurrencies();
  const form = useForm<SellingValues>(sellingValuesOf(event), (values) => validateSelling(values, event));
  const { values } = form;

  const submit = form.onSubmit(async (current) => {
    const saved = await saver.run(
      async () => {
        const updated = await updateEvent(event.Id, sellingInput(current, event));
        // The promo-code switch has its own call (spec 3 §7).
        return current.showPromocode === updated.ExtraSettings.ShowPromocodeSection
          ? updated
          : setPromocodeSection(event.Id, current.showPromocode);
      },
      (fieldErrors) => {
        const found = mapFieldErrors(fieldErrors, SERVER_FIELDS);
        form.showErrors(found);
        return Object.keys(found).length > 0;
      },
    );
    if (!saved) return;
    onSaved(saved);
    next();
  });

  const setText = (kind: (typeof CUSTOM_TEXT_KINDS)[number], language: string, text: string) =>
    form.setValue('texts', { ...values.texts, [kind]: { ...values.texts[kind], [language]: text } });

  return (
    <StepFrame
      title={t('ORGANIZER.STEPS.selling')}
      failure={saver.failure}
      saving={saver.saving}
      onSubmit={(e) => void submit(e)}
      submitLabel={t('ORGANIZER.WIZARD.SAVE_CONTINUE')}
      onBack={back}
      formRef={form.formRef}
    >
      <Radio.Group
        label={t('ORGANIZER.SELLING.CHANNEL')}
        value={values.channel}
        onChange={(channel) => form.setValue('channel', channel as SellingChannel)}
      >
        <Stack gap="xs" mt="xs">
          {EVENT_SELLING_CHANNELS.map((channel) => (
            <Radio
              key={channel}
              value={channel}
              label={t(`ORGANIZER.SELLING.CHANNELS.${channel}`)}
              data-testid={`channel-${channel}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      {isExternal(values.channel) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('ORGANIZER.SELLING.URL')}
            type="url"
            required
            value={values.url}
            onChange={(e) => form.setValue('url', e.currentTarget.value)}
            error={form.error('url')}
            data-testid="selling-url"
          />
          {values.channel.startsWith('Ticketportal') && (
            <TextInput
              label={t('ORGANIZER.SELLING.PERFORMANCE_ID')}
              value={values.performanceId}
              onChange={(e) => form.setValue('performanceId', e.currentTarget.value)}
            />
          )}
        </SimpleGrid>
      )}
      {values.channel === 'Marquee' && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateTimeField
              label={t('ORGANIZER.SELLING.BEGIN_SELLING')}
              value={values.beginSelling}
              onChange={(value) => form.setValue('beginSelling', value)}
              timeZone={event.TimeZone}
              error={form.error('beginSelling')}
              data-testid="begin-selling"
            />
            <DateTimeField
              label={t('ORGANIZER.SELLING.END_SELLING')}
              value={values.endSelling}
              onChange={(value) => form.setValue('endSelling', value)}
              timeZone={event.TimeZone}
              error={form.error('endSelling')}
              data-testid="end-selling"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('ORGANIZER.SELLING.CURRENCY')}
              data={(currencies.data ?? [{ Code: values.currency, Name: values.currency, Symbol: '' }]).map(
                (currency) => ({ value: currency.Code, label: `${currency.Code} – ${currency.Name}` }),
              )}
              value={values.currency}
              allowDeselect={false}
              onChange={(currency) => currency && form.setValue('currency', currency)}
              error={form.error('currency')}
              data-testid="selling-currency"
            />
            <NumberInput
              label={t('ORGANIZER.SELLING.LIMIT_FOR_ONE')}
              description={t('ORGANIZER.SELLING.LIMIT_FOR_ONE_HINT')}
              min={1}
              max={1000}
              allowDecimal={false}
              value={values.limitForOne ?? ''}
              onChange={(value) => form.setValue('limitForOne', typeof value === 'number' ? value : null)}
              error={form.error('limitForOne')}
            />
          </SimpleGrid>
          <Switch
            label={t('ORGANIZER.SELLING.HIDE_PURCHASE_FORM')}
            description={t('ORGANIZER.SELLING.HIDE_PURCHASE_FORM_HINT')}
            checked={values.hidePurchaseForm}
            onChange={(e) => form.setValue('hidePurchaseForm', e.currentTarget.checked)}
          />
          <Switch
            label={t('ORGANIZER.SELLING.SHOW_PROMOCODE')}
            checked={values.showPromocode}
            onChange={(e) => form.setValue('showPromocode', e.currentTarget.checked)}
          />
          <Fieldset legend={t('ORGANIZER.SELLING.TEXTS')}>
            <Tabs defaultValue="en">
              <Tabs.List>
                {LANGUAGES.map((language) => (
                  <Tabs.Tab key={language} value={language}>
                    {languageName(uiLanguage, language)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {LANGUAGES.map((language) => (
                <Tabs.Panel key={language} value={language} pt="sm">
                  <Stack gap="sm">
                    {CUSTOM_TEXT_KINDS.map((kind) => (
                      <Textarea
                        key={kind}
                        label={t(`ORGANIZER.SELLING.TEXT.${kind}`)}
                        autosize
                        minRows={2}
                        maxLength={500}
                        value={values.texts[kind][language] ?? ''}
                        onChange={(e) => setText(kind, language, e.currentTarget.value)}
                      />
                    ))}
                  </Stack>
                </Tabs.Panel>
              ))}
            </Tabs>
          </Fieldset>
        </>
      )}
    </StepFrame>
  );
}
