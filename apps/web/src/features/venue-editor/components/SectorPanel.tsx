import {
  ActionIcon,
  Button,
  Checkbox,
  ColorInput,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { ManagedTicketCategory } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DraftSector, type SectorFields, seatCount } from '../model/draft';
import type { EditorAction } from '../model/editor-reducer';
import { boundsOf, rectangleFromCorners } from '../model/geometry';
import { CategoryPicker, type CreateCategory } from './CategoryPicker';

const TYPES = ['SeatingSector', 'StandingSector', 'VirtualSector'] as const;

/** The selected sector's properties (spec 3 §3 Sector), its outline as numbers, and moving it by keys. */
export function SectorPanel({
  sector,
  dispatch,
  categories,
  onCreateCategory,
  onDelete,
}: {
  sector: DraftSector;
  dispatch: (action: EditorAction) => void;
  categories: readonly ManagedTicketCategory[];
  onCreateCategory: CreateCategory;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const f = sector.fields;
  const update = (patch: Partial<SectorFields>) => dispatch({ type: 'updateSector', key: sector.key, patch });
  const [step, setStep] = useState<number>(10);
  const move = (dx: number, dy: number) => dispatch({ type: 'moveSector', key: sector.key, dx, dy });
  const seats = seatCount(sector);

  return (
    <Stack gap="xs" data-testid="sector-panel">
      <Select
        label={t('VENUE_EDITOR.SECTOR.TYPE')}
        data={TYPES.map((type) => ({ value: type, label: t(`VENUE_EDITOR.SECTOR_TYPE.${type}`) }))}
        value={f.Type}
        allowDeselect={false}
        onChange={(value) =>
          value &&
          update({
            Type: value as SectorFields['Type'],
            Capacity: value === 'StandingSector' ? (f.Capacity ?? 100) : f.Capacity,
          })
        }
        disabled={seats > 0 && f.Type === 'SeatingSector'}
        description={
          seats > 0 && f.Type === 'SeatingSector' ? t('VENUE_EDITOR.SECTOR.TYPE_LOCKED') : undefined
        }
        data-testid="sector-type"
      />
      <TextInput
        label={t('VENUE_EDITOR.SECTOR.NAME')}
        value={f.Name}
        onChange={(e) => update({ Name: e.currentTarget.value })}
        required
        error={f.Name.trim() ? undefined : t('VENUE_EDITOR.PROBLEMS.NAME')}
        data-testid="sector-name"
      />
      <Textarea
        label={t('VENUE_EDITOR.SECTOR.DESCRIPTION')}
        value={f.Description}
        onChange={(e) => update({ Description: e.currentTarget.value })}
        autosize
        minRows={1}
        maxRows={4}
      />
      <ColorInput
        eyeDropperButtonProps={{ 'aria-label': t('VENUE_EDITOR.PICK_COLOR') }}
        label={t('VENUE_EDITOR.SECTOR.COLOR')}
        value={`#${f.Color}`}
        onChange={(value) =>
          /^#[0-9a-fA-F]{6}$/.test(value) && update({ Color: value.slice(1).toLowerCase() })
        }
        format="hex"
      />
      {f.Type !== 'SeatingSector' && (
        <>
          <CategoryPicker
            label={t('VENUE_EDITOR.SECTOR.CATEGORY')}
            description={t('VENUE_EDITOR.CATEGORY_HINT')}
            categories={categories}
            value={f.TicketCategoryId}
            onChange={(key) => update({ TicketCategoryId: key })}
            onCreate={onCreateCategory}
            clearable
            testId="sector-category"
          />
          <NumberInput
            label={t('VENUE_EDITOR.SECTOR.CAPACITY')}
            description={f.Type === 'VirtualSector' ? t('VENUE_EDITOR.SECTOR.CAPACITY_UNLIMITED') : undefined}
            min={1}
            max={1_000_000}
            allowDecimal={false}
            value={f.Capacity ?? ''}
            onChange={(value) => update({ Capacity: typeof value === 'number' ? value : null })}
            required={f.Type === 'StandingSector'}
            error={
              f.Type === 'StandingSector' && !f.Capacity ? t('VENUE_EDITOR.PROBLEMS.CAPACITY') : undefined
            }
            data-testid="sector-capacity"
          />
        </>
      )}
      <SimpleGrid cols={2} spacing="xs">
        <NumberInput
          label={t('VENUE_EDITOR.SECTOR.MIN_PER_PURCHASE')}
          min={1}
          max={100}
          allowDecimal={false}
          value={f.MinimumTicketsPerPurchase}
          onChange={(value) => typeof value === 'number' && update({ MinimumTicketsPerPurchase: value })}
        />
        <NumberInput
          label={t('VENUE_EDITOR.SECTOR.MAX_PER_PURCHASE')}
          min={1}
          max={100}
          allowDecimal={false}
          value={f.MaximumTicketsPerPurchase}
          onChange={(value) => typeof value === 'number' && update({ MaximumTicketsPerPurchase: value })}
          error={
            f.MinimumTicketsPerPurchase > f.MaximumTicketsPerPurchase
              ? t('VENUE_EDITOR.PROBLEMS.PER_PURCHASE')
              : undefined
          }
        />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing={6}>
        <Checkbox
          label={t('VENUE_EDITOR.SECTOR.SELLING_ENABLED')}
          checked={f.IsSellingEnabled}
          onChange={(e) => update({ IsSellingEnabled: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('VENUE_EDITOR.SECTOR.HIDDEN')}
          checked={f.IsHidden}
          onChange={(e) => update({ IsHidden: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('VENUE_EDITOR.SECTOR.CANCELED')}
          checked={f.IsCanceled}
          onChange={(e) => update({ IsCanceled: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('VENUE_EDITOR.SECTOR.MERCHANDISE')}
          checked={f.IsMerchandise}
          onChange={(e) => update({ IsMerchandise: e.currentTarget.checked })}
        />
      </SimpleGrid>
      <Text size="sm" fw={600} mt="xs">
        {t('VENUE_EDITOR.SECTOR.MOVE')}
      </Text>
      <Group gap={4} wrap="nowrap">
        <NumberInput
          aria-label={t('VENUE_EDITOR.SECTOR.STEP')}
          value={step}
          onChange={(v) => setStep(typeof v === 'number' ? v : 10)}
          min={1}
          max={1000}
          w={80}
          size="xs"
        />
        <ActionIcon variant="default" aria-label={t('VENUE_EDITOR.MOVE.LEFT')} onClick={() => move(-step, 0)}>
          ←
        </ActionIcon>
        <ActionIcon variant="default" aria-label={t('VENUE_EDITOR.MOVE.UP')} onClick={() => move(0, -step)}>
          ↑
        </ActionIcon>
        <ActionIcon variant="default" aria-label={t('VENUE_EDITOR.MOVE.DOWN')} onClick={() => move(0, step)}>
          ↓
        </ActionIcon>
        <ActionIcon variant="default" aria-label={t('VENUE_EDITOR.MOVE.RIGHT')} onClick={() => move(step, 0)}>
          →
        </ActionIcon>
      </Group>
      <OutlineForm sector={sector} dispatch={dispatch} />
      <Button color="red" variant="light" onClick={onDelete} data-testid="sector-delete">
        {t('VENUE_EDITOR.SECTOR.DELETE')}
      </Button>
    </Stack>
  );
}

/** The outline as a rectangle by numbers: drawing without a pointer. */
function OutlineForm({
  sector,
  dispatch,
}: {
  sector: DraftSector;
  dispatch: (action: EditorAction) => void;
}) {
  const { t } = useTranslation();
  const bounds = sector.outline?.kind === 'polygon' ? boundsOf(sector.outline.points) : null;
  const [rect, setRect] = useState({
    x: bounds?.x ?? 100,
    y: bounds?.y ?? 100,
    w: bounds?.w ?? 400,
    h: bounds?.h ?? 300,
  });
  const field = (name: keyof typeof rect, label: string) => (
    <NumberInput
      size="xs"
      label={label}
      value={rect[name]}
      min={name === 'w' || name === 'h' ? 1 : -100_000}
      onChange={(v) => typeof v === 'number' && setRect({ ...rect, [name]: v })}
    />
  );
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('VENUE_EDITOR.SECTOR.OUTLINE')}
      </Text>
      <SimpleGrid cols={4} spacing={4}>
        {field('x', 'X')}
        {field('y', 'Y')}
        {field('w', t('VENUE_EDITOR.SECTOR.WIDTH'))}
        {field('h', t('VENUE_EDITOR.SECTOR.HEIGHT'))}
      </SimpleGrid>
      <Button
        size="xs"
        variant="default"
        onClick={() =>
          dispatch({
            type: 'setOutline',
            key: sector.key,
            outline: {
              kind: 'polygon',
              points: rectangleFromCorners(
                { X: rect.x, Y: rect.y },
                { X: rect.x + rect.w, Y: rect.y + rect.h },
              ),
            },
          })
        }
      >
        {t('VENUE_EDITOR.SECTOR.SET_RECTANGLE')}
      </Button>
    </Stack>
  );
}
