import { ActionIcon, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { MerchandiseItem } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../model/money';
import { merchBounds, stepMerch } from '../../model/quantity';

interface MerchStageProps {
  items: MerchandiseItem[];
  currency: string;
  basketCount: (sectorId: string) => number;
  busy: boolean;
  /** Counts above 0 by merchandise sector id; an empty map skips merchandise. */
  onContinue: (counts: Map<string, number>) => void;
  onBack: () => void;
}

/** MerchStage (spec 2 §5 "Merchandise count"): a stepper per item, from 0 (none) within its bounds. */
export function MerchStage({ items, currency, basketCount, busy, onContinue, onBack }: MerchStageProps) {
  const { t, i18n } = useTranslation();
  const [counts, setCounts] = useState<Map<string, number>>(new Map());
  const set = (id: string, count: number) =>
    setCounts((current) => {
      const next = new Map(current);
      if (count === 0) next.delete(id);
      else next.set(id, count);
      return next;
    });

  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('TICKETING.MERCH.TITLE')}
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => {
          const bounds = merchBounds(
            {
              MinimumTicketsPerPurchase: item.MinimumTicketsPerPurchase,
              MaximumTicketsPerPurchase: item.MaximumTicketsPerPurchase,
            },
            item.AvailableCount,
            basketCount(item._id),
          );
          const count = counts.get(item._id) ?? 0;
          return (
            <Card component="li" key={item._id} withBorder padding="sm" radius="md">
              <Group wrap="nowrap" gap="sm" align="flex-start">
                {item.ProfilePicture && (
                  <Image src={item.ProfilePicture} alt="" w={64} h={64} radius="sm" fit="cover" />
                )}
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600}>{item.Name}</Text>
                  {item.Description && (
                    <Text size="sm" c="dimmed">
                      {item.Description}
                    </Text>
                  )}
                  {item.Price !== null && (
                    <Text size="sm">{formatMoney(item.Price, currency, i18n.language)}</Text>
                  )}
                  {bounds.max < 1 && (
                    <Text size="sm" c="dimmed">
                      {t('TICKETING.STAGE1.SOLD_OUT')}
                    </Text>
                  )}
                </Stack>
                <Group
                  gap={4}
                  wrap="nowrap"
                  role="group"
                  aria-label={t('TICKETING.MERCH.COUNT_OF', { name: item.Name })}
                >
                  <ActionIcon
                    variant="default"
                    size="lg"
                    onClick={() => set(item._id, stepMerch(count, -1, bounds))}
                    disabled={busy || count === 0}
                    aria-label={t('TICKETING.MERCH.LESS', { name: item.Name })}
                  >
                    −
                  </ActionIcon>
                  <Text w={28} ta="center" aria-live="polite" data-testid={`merch-count-${item._id}`}>
                    {count}
                  </Text>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    onClick={() => set(item._id, stepMerch(count, 1, bounds))}
                    disabled={busy || count >= bounds.max}
                    aria-label={t('TICKETING.MERCH.MORE', { name: item.Name })}
                  >
                    +
                  </ActionIcon>
                </Group>
              </Group>
            </Card>
          );
        })}
      </Stack>
      <Group justify="space-between">
        <Button variant="subtle" onClick={onBack} disabled={busy}>
          {t('TICKETING.BACK')}
        </Button>
        <Button onClick={() => onContinue(counts)} loading={busy}>
          {counts.size > 0 ? t('TICKETING.MERCH.ADD') : t('TICKETING.MERCH.SKIP')}
        </Button>
      </Group>
    </Stack>
  );
}
