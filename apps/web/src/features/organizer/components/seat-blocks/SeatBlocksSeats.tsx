import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BlockSeat, BlockSeatState } from '../../model/seat-blocks';
import { SeatBlockList } from './SeatBlockList';
import { BlockSwatch, SeatBlockMap } from './SeatBlockMap';
import blockClasses from './SeatBlocks.module.css';
import type { SeatBlocksViewMode } from './SeatBlocksToolbar';

interface SeatBlocksSeatsProps {
  view: SeatBlocksViewMode;
  seats: readonly BlockSeat[];
  stateOf: (seatId: string) => BlockSeatState;
  selected: ReadonlySet<string>;
  /** The venue drawing (a data: URL), or null. */
  image: string | null;
  width: number;
  height: number;
  onSeatClick: (seatId: string, shift: boolean) => void;
  onSelectMany: (seatIds: string[]) => void;
}

/** The shown seats on the drawing or as a list, and the legend of their looks. */
export function SeatBlocksSeats({
  view,
  seats,
  stateOf,
  selected,
  image,
  width,
  height,
  onSeatClick,
  onSelectMany,
}: SeatBlocksSeatsProps) {
  const { t } = useTranslation();
  return (
    <>
      {view === 'map' ? (
        <Stack gap={4}>
          <div className={blockClasses.mapArea}>
            <SeatBlockMap
              seats={seats}
              stateOf={stateOf}
              selected={selected}
              image={image}
              width={width}
              height={height}
              onSeatClick={onSeatClick}
              onBoxSelect={onSelectMany}
            />
          </div>
          <Text size="xs" c="dimmed">
            {t('ORGANIZER.SEAT_BLOCKS.MAP_HINT')}
          </Text>
        </Stack>
      ) : (
        <SeatBlockList
          seats={seats}
          stateOf={stateOf}
          selected={selected}
          onSeatClick={onSeatClick}
          onSelectMany={onSelectMany}
        />
      )}

      <Group
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none', rowGap: 4 }}
        aria-label={t('ORGANIZER.SEAT_BLOCKS.LEGEND')}
      >
        {(['free', 'selected', 'blocked', 'taken'] as const).map((look) => (
          <Group component="li" key={look} gap={6} wrap="nowrap">
            <BlockSwatch look={look} />
            <Text size="sm">{t(`ORGANIZER.SEAT_BLOCKS.STATE.${look.toUpperCase()}`)}</Text>
          </Group>
        ))}
      </Group>
    </>
  );
}
