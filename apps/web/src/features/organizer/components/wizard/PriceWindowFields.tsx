import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from './DateTimeField';

export interface PriceWindowDraft {
  price: number | null;
  /** Local wall-clock values of the event's zone; '' = from now / open-ended. */
  from: string;
  till: string;
}

export interface PriceWindowErrors {
  price?: string;
  from?: string;
  till?: string;
}

interface PriceWindowFieldsProps {
  value: PriceWindowDraft;
  onChange: (value: PriceWindowDraft) => void;
  currency: string;
  timeZone: string;
  errors?: PriceWindowErrors;
  onRemove?: () => void;
  /** Names the row for screen readers when there are several ("Price window 2"). */
  label: string;
  testId: string;
}

/** One base-price window: a price valid from … till … (spec 2 §3 BasePrices). */
export function PriceWindowFields({
  value,
  onChange,
  currency,
  timeZone,
  errors = {},
  onRemove,
  label,
  testId,
}: PriceWindowFieldsProps) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start" wrap="wrap" gap="sm" role="group" aria-label={label} data-testid={testId}>
      <NumberInput
        label={t('ORGANIZER.TICKETS.PRICE', { currency })}
        min={0}
        decimalScale={2}
        value={value.price ?? ''}
        onChange={(price) => onChange({ ...value, price: typeof price === 'number' ? price : null })}
        error={errors.price}
        w={140}
        data-testid={`${testId}-price`}
      />
      <DateTimeField
        label={t('ORGANIZER.TICKETS.VALID_FROM')}
        description={t('ORGANIZER.TICKETS.VALID_FROM_HINT')}
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
        timeZone={timeZone}
        error={errors.from}
        data-testid={`${testId}-from`}
      />
      <DateTimeField
        label={t('ORGANIZER.TICKETS.VALID_TILL')}
        description={t('ORGANIZER.TICKETS.VALID_TILL_HINT')}
        value={value.till}
        onChange={(till) => onChange({ ...value, till })}
        timeZone={timeZone}
        error={errors.till}
        data-testid={`${testId}-till`}
      />
      {onRemove && (
        <ActionIcon
          variant="subtle"
          color="red"
          mt={28}
          onClick={onRemove}
          aria-label={t('ORGANIZER.TICKETS.REMOVE_WINDOW', { label })}
        >
          <span aria-hidden="true">✕</span>
        </ActionIcon>
      )}
    </Group>
  );
}
