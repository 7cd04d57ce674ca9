import { Checkbox, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { BuyerFormRules } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import type { FieldName, FieldProps } from '../../model/use-checkout-form';

interface BuyerInfoSectionProps {
  rules: BuyerFormRules;
  field: (name: FieldName) => FieldProps;
  asCompany: boolean;
  onAsCompany: (value: boolean) => void;
}

/**
 * Spec 2 §5 Buyer form. The contract's gate rules decide what is asked: the name always, the address
 * and phone for the gates that need them (phone optional for GPWEBPAY), only the name for
 * STATNA_POKLADNICA; company details on request.
 */
export function BuyerInfoSection({ rules, field, asCompany, onAsCompany }: BuyerInfoSectionProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('CHECKOUT.BUYER.TITLE')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          {...field('firstName')}
          required
          autoComplete="given-name"
          label={t('CHECKOUT.BUYER.FIRST_NAME')}
        />
        <TextInput
          {...field('lastName')}
          required
          autoComplete="family-name"
          label={t('CHECKOUT.BUYER.LAST_NAME')}
        />
      </SimpleGrid>
      {rules.extended && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="checkout-extended-info">
          <TextInput
            {...field('address')}
            required
            autoComplete="street-address"
            label={t('CHECKOUT.BUYER.ADDRESS')}
          />
          <TextInput
            {...field('city')}
            required
            autoComplete="address-level2"
            label={t('CHECKOUT.BUYER.CITY')}
          />
          <TextInput
            {...field('postal')}
            required
            autoComplete="postal-code"
            label={t('CHECKOUT.BUYER.POSTAL')}
          />
          <TextInput
            {...field('country')}
            required
            autoComplete="country-name"
            label={t('CHECKOUT.BUYER.COUNTRY')}
          />
          <TextInput
            {...field('phone')}
            required={rules.phoneRequired}
            type="tel"
            autoComplete="tel"
            label={t('CHECKOUT.BUYER.PHONE')}
          />
        </SimpleGrid>
      )}
      {rules.companyAllowed && (
        <Checkbox
          checked={asCompany}
          onChange={(event) => onAsCompany(event.currentTarget.checked)}
          label={t('CHECKOUT.COMPANY.TOGGLE')}
        />
      )}
      {rules.companyAllowed && asCompany && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="checkout-company">
          <TextInput
            {...field('company.name')}
            required
            autoComplete="organization"
            label={t('CHECKOUT.COMPANY.NAME')}
          />
          <TextInput {...field('company.ico')} required label={t('CHECKOUT.COMPANY.ICO')} />
          <TextInput {...field('company.dic')} label={t('CHECKOUT.COMPANY.DIC')} />
          <TextInput {...field('company.icDph')} label={t('CHECKOUT.COMPANY.IC_DPH')} />
          <TextInput {...field('company.address')} required label={t('CHECKOUT.COMPANY.ADDRESS')} />
          <TextInput {...field('company.city')} required label={t('CHECKOUT.COMPANY.CITY')} />
          <TextInput {...field('company.zip')} required label={t('CHECKOUT.COMPANY.ZIP')} />
          <TextInput {...field('company.country')} required label={t('CHECKOUT.COMPANY.COUNTRY')} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
