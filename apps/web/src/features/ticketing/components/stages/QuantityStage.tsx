import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Sector } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../model/money';
import type { QuantityBounds } from '../../model/quantity';
import { QuantityPicker } from './QuantityPicker';

interface QuantityStageProps {
  sector: Sector;
  /** The ticket price: the category's current price, or the donation amount. */
  price: number | null;
  currency: string;
  bounds: QuantityBounds;
  busy: boolean;
  onPick: (count: number) => void;
  onBack: () => void;
}

/** Stage2 (spec 2 §2): how many tickets of the chosen sector. */
export function QuantityStage({ sector, price, currency, bounds, busy, onPick, onBack }: QuantityStageProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('TICKETING.QUANTITY.TITLE')}
      </Title>
      <Text>
        {sector.Name}
        {price !== null && ` · ${formatMoney(price, currency, i18n.language)}`}
      </Text>
      <QuantityPicker bounds={bounds} busy={busy} onPick={onPick} />
      <Group>
        <Button variant="subtle" onClick={onBack} disabled={busy}>
          {t('TICKETING.BACK')}
        </Button>
      </Group>
    </Stack>
  );
}
