import { Alert, Button, Checkbox, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { MAX_SEATS_PER_SECTOR, type ManagedTicketCategory, type SeatBlockOptions } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DraftSector, seatCount } from '../model/draft';
import type { EditorAction } from '../model/editor-reducer';
import { fitSeatBlock } from '../model/seat-block';
import { CategoryPicker, type CreateCategory } from './CategoryPicker';

/** "Generate seats": rows × seats, straight or curved, numbering schemes, row and seat name visibility. */
export function SeatBlockForm({
  sector,
  dispatch,
  categories,
  onCreateCategory,
}: {
  sector: DraftSector;
  dispatch: (action: EditorAction) => void;
  categories: readonly ManagedTicketCategory[];
  onCreateCategory: CreateCategory;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState({
    rows: 10,
    seatsPerRow: 20,
    seatSpacing: 30,
    rowSpacing: 34,
    curveRadius: 0,
    radius: 11,
    firstRow: sector.rows.length + 1,
    firstSeat: 1,
    rowNames: 'numbers' as NonNullable<SeatBlockOptions['rowNames']>,
    seatNumbering: 'leftToRight' as NonNullable<SeatBlockOptions['seatNumbering']>,
    category: categories[0]?.Key ?? '',
    replace: false,
  });
  const number = (name: keyof typeof form, label: string, min: number, max: number, testId?: string) => (
    <NumberInput
      size="xs"
      label={label}
      min={min}
      max={max}
      allowDecimal={false}
      value={form[name] as number}
      onChange={(value) => typeof value === 'number' && setForm({ ...form, [name]: value })}
      data-testid={testId}
    />
  );
  const [fit, setFit] = useState<{ color: string; text: string } | null>(null);
  const total = form.rows * form.seatsPerRow + (form.replace ? 0 : seatCount(sector));
  const tooMany = total > MAX_SEATS_PER_SECTOR;
  const categoryOk = categories.some((category) => category.Key === form.category);

  const generate = () => {
    // The block fits the drawn outline (below the seats that stay): shrunk when it is larger than the room.
    const fitted = fitSeatBlock(form.replace ? { ...sector, rows: [] } : sector, {
      rows: form.rows,
      seatsPerRow: form.seatsPerRow,
      origin: { X: 0, Y: 0 },
      seatSpacing: form.seatSpacing,
      rowSpacing: form.rowSpacing,
      curveRadius: form.curveRadius,
      rowNames: form.rowNames,
      seatNumbering: form.seatNumbering,
      firstRow: form.firstRow,
      firstSeat: form.firstSeat,
      radius: form.radius,
      ticketCategoryKey: form.category,
    });
    if (!fitted.fits) {
      setFit({ color: 'red', text: t('VENUE_EDITOR.BLOCK.DOES_NOT_FIT') });
      return;
    }
    dispatch({ type: 'generateSeats', key: sector.key, replace: form.replace, options: fitted.options });
    if (fitted.outside > 0)
      setFit({ color: 'orange', text: t('VENUE_EDITOR.BLOCK.OUTSIDE', { n: fitted.outside }) });
    else if (fitted.scale < 1)
      setFit({
        color: 'blue',
        text: t('VENUE_EDITOR.BLOCK.SHRUNK', {
          spacing: fitted.options.seatSpacing,
          radius: fitted.options.radius,
        }),
      });
    else setFit(null);
  };

  return (
    <Stack gap="xs" data-testid="seat-block-form">
      <Text size="sm" fw={600}>
        {t('VENUE_EDITOR.BLOCK.TITLE')}
      </Text>
      <SimpleGrid cols={2} spacing="xs">
        {number('rows', t('VENUE_EDITOR.BLOCK.ROWS'), 1, 500, 'block-rows')}
        {number('seatsPerRow', t('VENUE_EDITOR.BLOCK.SEATS_PER_ROW'), 1, 500, 'block-seats')}
        {number('seatSpacing', t('VENUE_EDITOR.BLOCK.SEAT_SPACING'), 2, 1000)}
        {number('rowSpacing', t('VENUE_EDITOR.BLOCK.ROW_SPACING'), 2, 1000)}
        {number('curveRadius', t('VENUE_EDITOR.BLOCK.CURVE'), 0, 100_000)}
        {number('radius', t('VENUE_EDITOR.BLOCK.SEAT_RADIUS'), 1, 200)}
        {number('firstRow', t('VENUE_EDITOR.BLOCK.FIRST_ROW'), 1, 10_000)}
        {number('firstSeat', t('VENUE_EDITOR.BLOCK.FIRST_SEAT'), 1, 10_000)}
      </SimpleGrid>
      <Select
        size="xs"
        label={t('VENUE_EDITOR.BLOCK.ROW_NAMES')}
        allowDeselect={false}
        value={form.rowNames}
        onChange={(value) => value && setForm({ ...form, rowNames: value as typeof form.rowNames })}
        data={[
          { value: 'numbers', label: t('VENUE_EDITOR.BLOCK.ROW_NUMBERS') },
          { value: 'letters', label: t('VENUE_EDITOR.BLOCK.ROW_LETTERS') },
        ]}
      />
      <Select
        size="xs"
        label={t('VENUE_EDITOR.BLOCK.SEAT_NUMBERING')}
        allowDeselect={false}
        value={form.seatNumbering}
        onChange={(value) => value && setForm({ ...form, seatNumbering: value as typeof form.seatNumbering })}
        data={[
          { value: 'leftToRight', label: t('VENUE_EDITOR.BLOCK.LEFT_TO_RIGHT') },
          { value: 'rightToLeft', label: t('VENUE_EDITOR.BLOCK.RIGHT_TO_LEFT') },
          { value: 'oddEven', label: t('VENUE_EDITOR.BLOCK.ODD_EVEN') },
        ]}
      />
      <CategoryPicker
        label={t('VENUE_EDITOR.BLOCK.CATEGORY')}
        description={t('VENUE_EDITOR.CATEGORY_HINT')}
        categories={categories}
        value={form.category || null}
        onChange={(key) => setForm((current) => ({ ...current, category: key ?? '' }))}
        onCreate={onCreateCategory}
        testId="block-category"
      />
      <Checkbox
        label={t('VENUE_EDITOR.BLOCK.REPLACE')}
        checked={form.replace}
        onChange={(e) => setForm({ ...form, replace: e.currentTarget.checked })}
      />
      <Checkbox
        label={t('VENUE_EDITOR.BLOCK.SHOW_ROW_NAMES')}
        checked={sector.fields.ShowRowName}
        onChange={(e) =>
          dispatch({ type: 'updateSector', key: sector.key, patch: { ShowRowName: e.currentTarget.checked } })
        }
      />
      <Checkbox
        label={t('VENUE_EDITOR.BLOCK.SHOW_SEAT_NAMES')}
        checked={sector.fields.ShowSeatName}
        onChange={(e) =>
          dispatch({
            type: 'updateSector',
            key: sector.key,
            patch: { ShowSeatName: e.currentTarget.checked },
          })
        }
      />
      {tooMany && (
        <Text size="xs" c="red">
          {t('VENUE_EDITOR.BLOCK.TOO_MANY', { max: MAX_SEATS_PER_SECTOR })}
        </Text>
      )}
      <Button size="xs" onClick={generate} disabled={tooMany || !categoryOk} data-testid="block-generate">
        {t('VENUE_EDITOR.BLOCK.GENERATE', { count: form.rows * form.seatsPerRow })}
      </Button>
      {fit && (
        <Alert
          color={fit.color}
          p="xs"
          role={fit.color === 'red' ? 'alert' : 'status'}
          data-testid="block-fit"
        >
          <Text size="xs">{fit.text}</Text>
        </Alert>
      )}
    </Stack>
  );
}
