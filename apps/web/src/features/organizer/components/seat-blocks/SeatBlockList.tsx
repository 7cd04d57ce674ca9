import { Accordion, Button, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BlockSeat, BlockSeatState } from '../../model/seat-blocks';

interface SeatBlockListProps {
  seats: readonly BlockSeat[];
  stateOf: (seatId: string) => BlockSeatState;
  selected: ReadonlySet<string>;
  onSeatClick: (seatId: string, shift: boolean) => void;
  onSelectMany: (seatIds: string[]) => void;
}

interface RowGroup {
  key: string;
  sectorName: string;
  rowName: string;
  seats: BlockSeat[];
}

function rowsOf(seats: readonly BlockSeat[]): RowGroup[] {
  const rows = new Map<string, RowGroup>();
  for (const seat of seats) {
    const key = `${seat.sectorId}:${seat.rowId}`;
    const row = rows.get(key);
    if (row) row.seats.push(seat);
    else rows.set(key, { key, sectorName: seat.sectorName, rowName: seat.rowName, seats: [seat] });
  }
  return [...rows.values()];
}

/**
 * The seats as a list (rows → seats) for keyboards and screen readers: every seat is a toggle button named
 * by row, seat and state, "pressed" when selected; a row is selected whole with its own button. Seats of
 * buyers are listed but cannot be selected. Only the opened row renders its seats.
 */
export function SeatBlockList({ seats, stateOf, selected, onSeatClick, onSelectMany }: SeatBlockListProps) {
  const { t } = useTranslation();
  return (
    <Accordion variant="separated" chevronPosition="left" multiple data-testid="seat-block-list">
      {rowsOf(seats).map((row) => {
        const selectable = row.seats.filter((seat) => stateOf(seat.id) !== 'taken');
        const blocked = row.seats.filter((seat) => stateOf(seat.id) === 'blocked').length;
        const rowLabel = t('ORGANIZER.SEAT_BLOCKS.ROW', { row: row.rowName, sector: row.sectorName });
        return (
          <Accordion.Item key={row.key} value={row.key}>
            <Accordion.Control>
              {rowLabel}{' '}
              <Text span size="sm" c="dimmed">
                {t('ORGANIZER.SEAT_BLOCKS.ROW_BLOCKED', { count: blocked })}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Group mb="xs">
                <Button
                  size="compact-sm"
                  variant="light"
                  disabled={selectable.length === 0}
                  onClick={() => onSelectMany(selectable.map((seat) => seat.id))}
                  aria-label={t('ORGANIZER.SEAT_BLOCKS.SELECT_ROW_NAMED', { row: rowLabel })}
                >
                  {t('ORGANIZER.SEAT_BLOCKS.SELECT_ROW')}
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 4, xs: 6, sm: 10 }} spacing={6}>
                {row.seats.map((seat) => {
                  const state = stateOf(seat.id);
                  const isSelected = selected.has(seat.id);
                  const label = t('ORGANIZER.SEAT_BLOCKS.SEAT_LABEL', {
                    row: seat.rowName,
                    seat: seat.name,
                    state: t(`ORGANIZER.SEAT_BLOCKS.STATE.${state.toUpperCase()}`),
                  });
                  return (
                    <Button
                      key={seat.id}
                      size="compact-sm"
                      variant={isSelected ? 'filled' : state === 'blocked' ? 'light' : 'default'}
                      color={state === 'blocked' ? 'gray' : undefined}
                      aria-pressed={isSelected}
                      aria-disabled={state === 'taken' || undefined}
                      data-seat-id={seat.id}
                      data-state={state}
                      aria-label={label}
                      title={label}
                      // The page decides: a buyer's seat is never selected, but may end a shift-click range.
                      onClick={(event) => onSeatClick(seat.id, event.shiftKey)}
                      styles={
                        state === 'taken' ? { root: { opacity: 0.55, cursor: 'not-allowed' } } : undefined
                      }
                    >
                      {state === 'blocked'
                        ? `⊘ ${seat.name}`
                        : state === 'taken'
                          ? `× ${seat.name}`
                          : seat.name}
                    </Button>
                  );
                })}
              </SimpleGrid>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
