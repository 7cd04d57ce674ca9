import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ManagedTicketCategory } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Draft } from '../model/draft';
import { type EditorAction, takenAmong } from '../model/editor-reducer';
import { CategoryPicker, type CreateCategory, categoryLabel } from './CategoryPicker';

/** The selected seats: set their ticket category, rename one seat or its row, delete them. */
export function SeatPanel({
  draft,
  seatKeys,
  dispatch,
  categories,
  onCreateCategory,
  onCleared,
}: {
  draft: Draft;
  seatKeys: ReadonlySet<string>;
  dispatch: (action: EditorAction) => void;
  categories: readonly ManagedTicketCategory[];
  onCreateCategory: CreateCategory;
  onCleared: () => void;
}) {
  const { t } = useTranslation();
  const [category, setCategory] = useState(categories[0]?.Key ?? '');
  const [refused, setRefused] = useState<string[]>([]);
  const found = draft.sectors.flatMap((sector) =>
    sector.rows.flatMap((row) =>
      row.Seats.filter((seat) => seatKeys.has(seat.key)).map((seat) => ({ row, seat })),
    ),
  );
  const single = found.length === 1 ? found[0] : undefined;
  const categoryOk = categories.some((known) => known.Key === category);
  const nameOf = (key: string) => {
    const known = categories.find((c) => c.Key === key);
    return known ? categoryLabel(known) : t('VENUE_EDITOR.CATEGORY_PICKER.UNKNOWN', { key });
  };

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
            {t('VENUE_EDITOR.SEATS.CATEGORY_NOW', { category: nameOf(single.seat.TicketCategoryId) })}
            {single.seat.IsTaken ? ` · ${t('VENUE_EDITOR.SEATS.TAKEN')}` : ''}
          </Text>
        </>
      )}
      <CategoryPicker
        label={t('VENUE_EDITOR.SEATS.CATEGORY')}
        categories={categories}
        value={category || null}
        onChange={(key) => setCategory(key ?? '')}
        onCreate={onCreateCategory}
        testId="seats-category"
      />
      <Group justify="flex-end">
        <Button
          size="xs"
          disabled={!categoryOk}
          onClick={() => dispatch({ type: 'setSeatCategory', seatKeys, category })}
          data-testid="seats-category-apply"
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
