import { Alert, Autocomplete, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Draft } from '../model/draft';
import { type EditorAction, takenAmong } from '../model/editor-reducer';

/** The selected seats: set their ticket category, rename one seat or its row, delete them. */
export function SeatPanel({
  draft,
  seatKeys,
  dispatch,
  categoryKeys,
  onCleared,
}: {
  draft: Draft;
  seatKeys: ReadonlySet<string>;
  dispatch: (action: EditorAction) => void;
  categoryKeys: string[];
  onCleared: () => void;
}) {
  const { t } = useTranslation();
  const [category, setCategory] = useState(categoryKeys[0] ?? '');
  const [refused, setRefused] = useState<string[]>([]);
  const found = draft.sectors.flatMap((sector) =>
    sector.rows.flatMap((row) =>
      row.Seats.filter((seat) => seatKeys.has(seat.key)).map((seat) => ({ row, seat })),
    ),
  );
  const single = found.length === 1 ? found[0] : undefined;
  const categoryOk = /^[A-Za-z0-9_-]{1,30}$/.test(category);

  const remove = () => {
    const taken = takenAmong(draft, seatKeys);
    setRefused(taken);
    dispatch({ type: 'deleteSeats', seatKeys });
    if (taken.length === 0) onCleared();
  };

  return (
    <Stack gap="xs" data-testid="seat-panel">
      <Text size="sm" fw={600} data-testid="selected-seat-count">
        {t('VENUE_EDITOR.SEATS.SELECTED', { count: found.length })}
      </Text>
      {single && (
        <>
          <TextInput
            size="xs"
            label={t('VENUE_EDITOR.SEATS.ROW_NAME')}
            value={single.row.Name}
            onChange={(e) =>
              dispatch({ type: 'renameRow', seatKey: single.seat.key, name: e.currentTarget.value })
            }
            error={single.row.Name.trim() ? undefined : t('VENUE_EDITOR.PROBLEMS.EMPTY_NAME')}
          />
          <TextInput
            size="xs"
            label={t('VENUE_EDITOR.SEATS.SEAT_NAME')}
            value={single.seat.Name}
            onChange={(e) =>
              dispatch({ type: 'renameSeat', seatKey: single.seat.key, name: e.currentTarget.value })
            }
            error={seatNameError(single.row.Seats, single.seat.key, single.seat.Name, t)}
            data-testid="seat-name"
          />
          <Text size="xs" c="dimmed">
            {t('VENUE_EDITOR.SEATS.CATEGORY_NOW', { category: single.seat.TicketCategoryId })}
            {single.seat.IsTaken ? ` · ${t('VENUE_EDITOR.SEATS.TAKEN')}` : ''}
          </Text>
        </>
      )}
      <Group align="end" gap="xs" wrap="nowrap">
        <Autocomplete
          size="xs"
          label={t('VENUE_EDITOR.SEATS.CATEGORY')}
          data={categoryKeys}
          value={category}
          onChange={(value) => setCategory(value.trim())}
          style={{ flex: 1 }}
        />
        <Button
          size="xs"
          disabled={!categoryOk}
          onClick={() => dispatch({ type: 'setSeatCategory', seatKeys, category })}
        >
          {t('VENUE_EDITOR.SEATS.APPLY')}
        </Button>
      </Group>
      <Button size="xs" color="red" variant="light" onClick={remove} data-testid="seats-delete">
        {t('VENUE_EDITOR.SEATS.DELETE', { count: found.length })}
      </Button>
      {refused.length > 0 && (
        <Alert color="orange" role="alert">
          {t('VENUE_EDITOR.ERRORS.SEAT_TAKEN', { seats: refused.slice(0, 10).join(', ') })}
        </Alert>
      )}
    </Stack>
  );
}

function seatNameError(
  seats: { key: string; Name: string }[],
  key: string,
  name: string,
  t: (key: string) => string,
): string | undefined {
  if (!name.trim()) return t('VENUE_EDITOR.PROBLEMS.EMPTY_NAME');
  const lower = name.trim().toLowerCase();
  if (seats.some((seat) => seat.key !== key && seat.Name.trim().toLowerCase() === lower))
    return t('VENUE_EDITOR.PROBLEMS.DUPLICATE_NAME');
  return undefined;
}
