import { Button, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidQuantity, type QuantityBounds, quantityTiles } from '../../model/quantity';

interface QuantityPickerProps {
  bounds: QuantityBounds;
  busy: boolean;
  onPick: (count: number) => void;
}

/**
 * Quantity tiles (spec 2 §9: at most 6) and, when more choices exist, "More" opening a manual input
 * bounded by the same limits (spec 2 §5 "Manual quantity").
 */
export function QuantityPicker({ bounds, busy, onPick }: QuantityPickerProps) {
  const { t } = useTranslation();
  const { tiles, more } = quantityTiles(bounds);
  const [manual, setManual] = useState(false);
  const [value, setValue] = useState<string | number>('');
  const [touched, setTouched] = useState(false);
  const count = typeof value === 'number' ? value : Number.NaN;
  const valid = isValidQuantity(count, bounds);
  const error =
    touched && !valid ? t('TICKETING.QUANTITY.RANGE', { min: bounds.min, max: bounds.max }) : undefined;

  return (
    <Stack gap="sm">
      <SimpleGrid
        cols={{ base: 3, xs: 4 }}
        spacing="xs"
        role="group"
        aria-label={t('TICKETING.QUANTITY.LABEL')}
      >
        {tiles.map((tile) => (
          <Button key={tile} variant="default" size="lg" disabled={busy} onClick={() => onPick(tile)}>
            {tile}
          </Button>
        ))}
        {more && (
          <Button
            variant={manual ? 'light' : 'default'}
            size="lg"
            disabled={busy}
            onClick={() => setManual(true)}
          >
            {t('TICKETING.QUANTITY.MORE')}
          </Button>
        )}
      </SimpleGrid>
      {manual && (
        <form
          onSubmit={(submit) => {
            submit.preventDefault();
            setTouched(true);
            if (valid) onPick(count);
          }}
          noValidate
        >
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <NumberInput
              label={t('TICKETING.QUANTITY.MANUAL_LABEL')}
              value={value}
              onChange={setValue}
              onBlur={() => setTouched(true)}
              min={bounds.min}
              max={bounds.max}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              error={error}
              data-autofocus
              style={{ flex: 1 }}
            />
            <Button type="submit" mt={25} loading={busy}>
              {t('TICKETING.QUANTITY.ADD')}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
