import { Accordion, Button, SimpleGrid, Text } from '@mantine/core';
import type { Row, SeatState } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { seatLook } from '../../../../components/seatmap/seat-paths';
import { seatClickAction } from './use-seat-selection';

interface SeatListProps {
  sectorName: string;
  rows: Row[];
  stateOf: (seatId: string) => SeatState;
  priceOf: (categoryId: string) => string | null;
  onToggle: (seatId: string) => void;
}

/**
 * The seat map as a list (rows → seats) for keyboards and screen readers: every seat is a button named by
 * row, seat, state and price; "pressed" means it is in your basket. Only the opened row renders its seats.
 */
export function SeatList({ sectorName, rows, stateOf, priceOf, onToggle }: SeatListProps) {
  const { t } = useTranslation();
  const live = rows.filter((row) => !row.IsDeleted);
  return (
    <Accordion variant="separated" chevronPosition="left" data-testid="seat-list">
      {live.map((row) => {
        const seats = row.Seats.filter((seat) => !seat.IsDeleted && seatLook(stateOf(seat._id)) !== 'hidden');
        const free = seats.filter((seat) => stateOf(seat._id) === 'AVAILABLE').length;
        return (
          <Accordion.Item key={row._id} value={row._id}>
            <Accordion.Control>
              {t('TICKETING.SEAT_LIST.ROW', { name: row.Name, sector: sectorName })}{' '}
              <Text span size="sm" c="dimmed">
                {t('TICKETING.SEAT_LIST.FREE', { count: free })}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <SimpleGrid cols={{ base: 3, xs: 5, sm: 8 }} spacing={6}>
                {seats.map((seat) => {
                  const state = stateOf(seat._id);
                  const action = seatClickAction(state);
                  const price = priceOf(seat.TicketCategoryId);
                  const label = t('TICKETING.SEAT_LIST.SEAT_LABEL', {
                    row: row.Name,
                    seat: seat.Name,
                    state: t(`TICKETING.SEAT_STATE.${seatLook(state).toUpperCase()}`),
                    price: price ?? '',
                  });
                  return (
                    <Button
                      key={seat._id}
                      size="compact-sm"
                      variant={state === 'RESERVED_ME' ? 'filled' : 'default'}
                      aria-pressed={state === 'RESERVED_ME'}
                      aria-disabled={action === null || undefined}
                      data-seat-id={seat._id}
                      data-state={state}
                      aria-label={label}
                      title={label}
                      onClick={() => {
                        if (action) onToggle(seat._id);
                      }}
                      styles={
                        action === null ? { root: { opacity: 0.55, cursor: 'not-allowed' } } : undefined
                      }
                    >
                      {state === 'RESERVED_ME'
                        ? `✓ ${seat.Name}`
                        : action === null
                          ? `× ${seat.Name}`
                          : seat.Name}
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
