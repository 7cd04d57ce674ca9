import { Group, Stack, Text } from '@mantine/core';
import type { TicketCategory } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import classes from '../../../../components/seatmap/SeatMap.module.css';
import { formatMoney } from '../../model/money';

const hex = (color: string) => (color.startsWith('#') ? color : `#${color}`);

/** A seat symbol as the map draws it, so the legend explains the shapes, not only the colours. */
function Swatch({ look, color }: { look: string; color?: string }) {
  return (
    <svg width={18} height={18} viewBox="-10 -10 20 20" aria-hidden="true" className={classes.legendSwatch}>
      <circle
        r={8}
        className={look === 'available' ? classes.available : classes[look]}
        fill={look === 'available' ? color : undefined}
      />
      {look === 'mine' && <path d="M-4 0l2.8 2.8l5.2 -5.6" className={classes.mineSymbol} />}
      {look === 'taken' && <path d="M-4 -4l8 8M4 -4l-8 8" className={classes.symbol} />}
      {look === 'blocked' && <path d="M-4.4 4.4l8.8 -8.8" className={classes.symbol} />}
      {look === 'coupon' && <path d="M0 -4.4l4.4 4.4l-4.4 4.4l-4.4 -4.4z" className={classes.couponSymbol} />}
    </svg>
  );
}

/**
 * Spec 2 §2 price legend: each ticket category's colour and price, then what each seat symbol means (only
 * where the map draws those symbols: the seat list says each seat's state in its own words).
 */
export function PriceLegend({
  categories,
  currency,
  symbols = true,
}: {
  categories: TicketCategory[];
  currency: string;
  symbols?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={6} data-testid="price-legend">
      <Text fw={600} size="sm">
        {t('TICKETING.SEAT_MAP.LEGEND')}
      </Text>
      <Group gap="sm" style={{ listStyle: 'none', rowGap: 4 }} component="ul" p={0} m={0}>
        {categories.map((category) => (
          <Group component="li" key={category._id} gap={6} wrap="nowrap">
            <Swatch look="available" color={hex(category.Color)} />
            <Text size="sm">
              {category.Name}
              {category.Price !== null && ` · ${formatMoney(category.Price, currency, i18n.language)}`}
            </Text>
          </Group>
        ))}
        {(symbols ? (['mine', 'taken', 'blocked', 'coupon', 'unavailable'] as const) : []).map((look) => (
          <Group component="li" key={look} gap={6} wrap="nowrap">
            <Swatch look={look} />
            <Text size="sm">{t(`TICKETING.SEAT_STATE.${look.toUpperCase()}`)}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
