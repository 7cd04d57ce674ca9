import { ActionIcon, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type DraftSector, seatCount } from '../model/draft';
import type { EditorAction } from '../model/editor-reducer';

/** The sectors in their order: select one, move it up or down the order (PUT /venue/{id}/sector/order). */
export function SectorList({
  sectors,
  selectedKey,
  onSelect,
  dispatch,
}: {
  sectors: DraftSector[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
  dispatch: (action: EditorAction) => void;
}) {
  const { t } = useTranslation();
  if (sectors.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('VENUE_EDITOR.LIST.EMPTY')}
      </Text>
    );
  return (
    <Stack gap={4} data-testid="sector-list">
      {sectors.map((sector, index) => (
        <Group
          key={sector.key}
          gap={4}
          wrap="nowrap"
          data-testid="sector-list-item"
          data-name={sector.fields.Name}
        >
          <UnstyledButton
            onClick={() => onSelect(sector.key)}
            aria-pressed={selectedKey === sector.key}
            style={{
              flex: 1,
              padding: '4px 6px',
              borderRadius: 4,
              background: selectedKey === sector.key ? 'var(--mantine-color-blue-light)' : undefined,
            }}
          >
            <Group gap={6} wrap="nowrap">
              <span
                aria-hidden="true"
                style={{
                  width: 12,
                  height: 12,
                  borderRadius: 2,
                  background: `#${sector.fields.Color}`,
                  flex: 'none',
                }}
              />
              <Text size="sm" truncate>
                {sector.fields.Name || '—'}
              </Text>
              <Badge size="xs" variant="light">
                {sector.fields.Type === 'SeatingSector'
                  ? t('VENUE_EDITOR.LIST.SEATS', { count: seatCount(sector) })
                  : t(`VENUE_EDITOR.SECTOR_TYPE.${sector.fields.Type}`)}
              </Badge>
              {!sector.outline && (
                <Badge size="xs" color="gray" variant="outline">
                  {t('VENUE_EDITOR.LIST.NO_OUTLINE')}
                </Badge>
              )}
            </Group>
          </UnstyledButton>
          <ActionIcon
            size="sm"
            variant="subtle"
            disabled={index === 0}
            aria-label={t('VENUE_EDITOR.LIST.UP', { name: sector.fields.Name })}
            onClick={() => dispatch({ type: 'moveSectorInOrder', key: sector.key, by: -1 })}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            size="sm"
            variant="subtle"
            disabled={index === sectors.length - 1}
            aria-label={t('VENUE_EDITOR.LIST.DOWN', { name: sector.fields.Name })}
            onClick={() => dispatch({ type: 'moveSectorInOrder', key: sector.key, by: 1 })}
          >
            ↓
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
