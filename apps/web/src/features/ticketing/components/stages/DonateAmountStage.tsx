import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Sector } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../model/money';
import { type DonationBounds, parseDonation } from '../../model/quantity';

interface DonateAmountStageProps {
  sector: Sector;
  bounds: DonationBounds;
  currency: string;
  onContinue: (amount: number) => void;
  onBack: () => void;
}

/** DonateAmountStage (spec 2 §5 "Donation amount"): between the current base price and DonateMax. */
export function DonateAmountStage({ sector, bounds, currency, onContinue, onBack }: DonateAmountStageProps) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState(() => bounds.min.toFixed(2));
  const [touched, setTouched] = useState(false);
  const parsed = parseDonation(value, bounds);
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  const error =
    touched && 'error' in parsed
      ? t(`TICKETING.DONATION.ERROR_${parsed.error}`, { min: money(bounds.min), max: money(bounds.max) })
      : undefined;

  return (
    <form
      noValidate
      onSubmit={(submit) => {
        submit.preventDefault();
        setTouched(true);
        if ('amount' in parsed) onContinue(parsed.amount);
      }}
    >
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('TICKETING.DONATION.TITLE')}
        </Title>
        <Text>{sector.Name}</Text>
        <TextInput
          label={t('TICKETING.DONATION.LABEL', { currency })}
          description={t('TICKETING.DONATION.HINT', { min: money(bounds.min), max: money(bounds.max) })}
          inputMode="decimal"
          value={value}
          onChange={(change) => setValue(change.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={error}
          required
        />
        <Group justify="space-between">
          <Button variant="subtle" onClick={onBack}>
            {t('TICKETING.BACK')}
          </Button>
          <Button type="submit">{t('TICKETING.CONTINUE')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
