import { Button, Group, SegmentedControl, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The sector choice that stands for every sector. */
export const ALL_SECTORS = 'all';

export type SeatBlocksViewMode = 'map' | 'list';

interface SeatBlocksToolbarProps {
  sectors: readonly { _id: string; Name: string }[];
  sectorId: string;
  onSectorChange: (sectorId: string) => void;
  view: SeatBlocksViewMode;
  onViewChange: (view: SeatBlocksViewMode) => void;
  hasSelection: boolean;
  onSelectShown: () => void;
  onClear: () => void;
}

/** Which seats show (a sector or all, on the drawing or as a list), and picking all shown or none. */
export function SeatBlocksToolbar({
  sectors,
  sectorId,
  onSectorChange,
  view,
  onViewChange,
  hasSelection,
  onSelectShown,
  onClear,
}: SeatBlocksToolbarProps) {
  const { t } = useTranslation();
  return (
    <>
      <Group gap="xs" wrap="wrap" align="end">
        <Select
          label={t('ORGANIZER.SEAT_BLOCKS.SECTOR')}
          value={sectorId}
          onChange={(value) => onSectorChange(value ?? ALL_SECTORS)}
          allowDeselect={false}
          data={[
            { value: ALL_SECTORS, label: t('ORGANIZER.SEAT_BLOCKS.ALL_SECTORS') },
            ...sectors.map((sector) => ({ value: sector._id, label: sector.Name })),
          ]}
          w={220}
          data-testid="seat-blocks-sector"
        />
        <SegmentedControl
          value={view}
          onChange={(value) => onViewChange(value as SeatBlocksViewMode)}
          data={[
            { value: 'map', label: t('ORGANIZER.SEAT_BLOCKS.VIEW_MAP') },
            { value: 'list', label: t('ORGANIZER.SEAT_BLOCKS.VIEW_LIST') },
          ]}
          aria-label={t('ORGANIZER.SEAT_BLOCKS.VIEW')}
        />
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button size="xs" variant="light" onClick={onSelectShown} data-testid="seat-blocks-select-shown">
          {sectorId === ALL_SECTORS
            ? t('ORGANIZER.SEAT_BLOCKS.SELECT_ALL')
            : t('ORGANIZER.SEAT_BLOCKS.SELECT_SECTOR')}
        </Button>
        <Button size="xs" variant="default" disabled={!hasSelection} onClick={onClear}>
          {t('ORGANIZER.SEAT_BLOCKS.CLEAR')}
        </Button>
      </Group>
    </>
  );
}
