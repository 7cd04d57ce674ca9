import { Badge, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import type { ManagedTicketCategory } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import type { Draft } from '../model/draft';

/** Places of the draft by category key: seats by their own key, standing and virtual sectors by theirs. */
export function draftCategoryUse(draft: Draft): Map<string, number> {
  const use = new Map<string, number>();
  for (const sector of draft.sectors) {
    if (sector.fields.Type === 'SeatingSector') {
      for (const row of sector.rows)
        for (const seat of row.Seats)
          use.set(seat.TicketCategoryId, (use.get(seat.TicketCategoryId) ?? 0) + 1);
    } else if (sector.fields.TicketCategoryId) {
      const key = sector.fields.TicketCategoryId;
      use.set(key, (use.get(key) ?? 0) + (sector.fields.Capacity ?? 0));
    }
  }
  return use;
}

/**
 * The event's ticket categories as the layout uses them: name, colour, the key seats store (the one a
 * publish error names) and how many places use it; keys the layout uses that no category has are listed
 * in red, to be replaced here or created in step 6. Prices come in step 6 (tickets).
 */
export function CategoriesPanel({
  draft,
  categories,
}: {
  draft: Draft;
  categories: readonly ManagedTicketCategory[];
}) {
  const { t } = useTranslation();
  const use = draftCategoryUse(draft);
  const known = new Set(categories.map((category) => category.Key));
  const unknown = [...use.keys()].filter((key) => !known.has(key));
  return (
    <Stack gap={6} data-testid="editor-categories">
      {categories.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('VENUE_EDITOR.CATEGORIES.NONE')}
        </Text>
      )}
      {categories.map((category) => (
        <Group
          key={category._id}
          gap="xs"
          wrap="nowrap"
          data-testid="editor-category"
          data-key={category.Key}
        >
          <ColorSwatch color={`#${category.Color}`} size={14} aria-hidden="true" />
          <Text size="sm" style={{ flex: 1 }}>
            {category.Name}
          </Text>
          <Badge variant="light" size="sm" tt="none">
            {category.Key}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('VENUE_EDITOR.CATEGORIES.PLACES', { count: use.get(category.Key) ?? 0 })}
          </Text>
        </Group>
      ))}
      {unknown.length > 0 && (
        <Text size="xs" c="var(--mantine-color-error)" role="status" data-testid="editor-unknown-keys">
          {t('VENUE_EDITOR.CATEGORIES.UNKNOWN', { keys: unknown.join(', ') })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('VENUE_EDITOR.CATEGORIES.PRICES_LATER')}
      </Text>
    </Stack>
  );
}
