import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Basket, EventDetail, EventPricesAndCounts, Sector } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPriceRange } from '../../model/money';
import { canChooseSector } from '../../model/quantity';
import { boundsFor, sectorPriceRange, visibleSectors } from '../../model/sectors';
import { PromoCodeSlot } from '../PromoCodeSlot';

interface Stage1Props {
  event: EventDetail;
  prices: EventPricesAndCounts;
  basket: Basket | null;
  onChooseSector: (sector: Sector) => void;
  onOpenSeatMap: (sectorId: string | null) => void;
}

/**
 * Stage1 (spec 2 §2): the price range, one line per ticket type or sector with its price and what is
 * left, the seat-map button, and the promo-code section.
 */
export function Stage1({ event, prices, basket, onChooseSector, onOpenSeatMap }: Stage1Props) {
  const { t, i18n } = useTranslation();
  const sectors = visibleSectors(prices);
  const hasMap =
    prices.VenueId !== null &&
    prices.ConfigurationId !== null &&
    sectors.some((sector) => sector.Type === 'SeatingSector');
  const money = (value: number) => formatMoney(value, prices.Currency, i18n.language);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Title order={3} size="h4">
          {t('TICKETING.STAGE1.TITLE')}
        </Title>
        {prices.PriceRange && (
          <Text fw={600} data-testid="price-range">
            {formatPriceRange(prices.PriceRange, prices.Currency, i18n.language)}
          </Text>
        )}
      </Group>
      {hasMap && (
        <Button variant="light" onClick={() => onOpenSeatMap(null)}>
          {t('TICKETING.STAGE1.OPEN_SEAT_MAP')}
        </Button>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {sectors.map((sector) => {
          const bounds = boundsFor(sector, basket, event.Id);
          const seating = sector.Type === 'SeatingSector';
          const range = sectorPriceRange(prices, sector);
          const enabled = sector.IsSellingEnabled && canChooseSector(bounds) && (seating ? hasMap : true);
          return (
            <Card component="li" key={sector._id} withBorder padding="sm" radius="md">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{sector.Name}</Text>
                  {sector.Description && (
                    <Text size="sm" c="dimmed">
                      {sector.Description}
                    </Text>
                  )}
                  <Group gap="xs">
                    {range && (
                      <Text size="sm">
                        {range.Min === range.Max
                          ? money(range.Min)
                          : formatPriceRange(range, prices.Currency, i18n.language)}
                      </Text>
                    )}
                    {!sector.IsSellingEnabled ? (
                      <Badge color="gray" variant="light">
                        {t('TICKETING.STAGE1.NOT_ON_SALE')}
                      </Badge>
                    ) : bounds.max < 1 ? (
                      <Badge color="gray" variant="light">
                        {t('TICKETING.STAGE1.SOLD_OUT')}
                      </Badge>
                    ) : null}
                  </Group>
                </Stack>
                <Button
                  onClick={() => (seating ? onOpenSeatMap(sector._id) : onChooseSector(sector))}
                  disabled={!enabled}
                  aria-label={t(seating ? 'TICKETING.STAGE1.CHOOSE_SEATS_IN' : 'TICKETING.STAGE1.CHOOSE_IN', {
                    name: sector.Name,
                  })}
                  style={{ flexShrink: 0 }}
                >
                  {t(seating ? 'TICKETING.STAGE1.CHOOSE_SEATS' : 'TICKETING.STAGE1.CHOOSE')}
                </Button>
              </Group>
            </Card>
          );
        })}
      </Stack>
      <PromoCodeSlot event={event} prices={prices} />
    </Stack>
  );
}
