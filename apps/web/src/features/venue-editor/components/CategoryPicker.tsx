import { Button, ColorInput, Group, Select, Stack, TextInput } from '@mantine/core';
import { DEFAULT_SECTOR_COLOR, type ManagedTicketCategory } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Creates a ticket category of the event (name and colour) and answers it with its key. */
export type CreateCategory = (input: { Name: string; Color: string }) => Promise<ManagedTicketCategory>;

/** "Stalls · STALLS": the name people chose and the key seats store (what publish errors name). */
export const categoryLabel = (category: Pick<ManagedTicketCategory, 'Name' | 'Key'>) =>
  `${category.Name} · ${category.Key}`;

interface CategoryPickerProps {
  label: string;
  description?: string;
  categories: readonly ManagedTicketCategory[];
  /** The chosen key, or null for none. */
  value: string | null;
  onChange: (key: string | null) => void;
  onCreate: CreateCategory;
  /** A sector may go without one (a seating sector's seats carry their own); seats need one. */
  clearable?: boolean;
  testId: string;
}

/**
 * The ticket category of seats or a sector, chosen from the event's categories — never typed as a free key
 * (a typed key that no category had was the wizard's dead end at publishing). A new category is made right
 * here when the layout needs one before step 6 exists for it.
 */
export function CategoryPicker({
  label,
  description,
  categories,
  value,
  onChange,
  onCreate,
  clearable,
  testId,
}: CategoryPickerProps) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(categories.length === 0);
  const [name, setName] = useState('');
  const [color, setColor] = useState(`#${DEFAULT_SECTOR_COLOR}`);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const known = new Set(categories.map((category) => category.Key));
  const data = [
    ...categories.map((category) => ({ value: category.Key, label: categoryLabel(category) })),
    // A key the layout already uses but no category has (a reused hall): shown so it can be replaced.
    ...(value && !known.has(value)
      ? [{ value, label: t('VENUE_EDITOR.CATEGORY_PICKER.UNKNOWN', { key: value }) }]
      : []),
  ];

  const create = async () => {
    if (!name.trim()) return;
    setBusy(true);
    setFailed(false);
    try {
      const created = await onCreate({ Name: name.trim(), Color: color.replace('#', '').toLowerCase() });
      onChange(created.Key);
      setName('');
      setCreating(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Select
          size="xs"
          style={{ flex: 1 }}
          label={label}
          description={description}
          placeholder={categories.length === 0 ? t('VENUE_EDITOR.CATEGORY_PICKER.NONE_YET') : undefined}
          data={data}
          value={value}
          onChange={(next) => onChange(next)}
          clearable={clearable}
          allowDeselect={clearable}
          error={value && !known.has(value) ? t('VENUE_EDITOR.CATEGORY_PICKER.UNKNOWN_HINT') : undefined}
          data-testid={testId}
        />
        <Button
          size="xs"
          variant="light"
          onClick={() => setCreating((open) => !open)}
          aria-expanded={creating}
          data-testid={`${testId}-new`}
        >
          {t('VENUE_EDITOR.CATEGORY_PICKER.NEW')}
        </Button>
      </Group>
      {creating && (
        <Group align="flex-end" gap="xs" wrap="nowrap" data-testid={`${testId}-create`}>
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            label={t('VENUE_EDITOR.CATEGORY_PICKER.NAME')}
            description={t('VENUE_EDITOR.CATEGORY_PICKER.NAME_HINT')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void create();
              }
            }}
            error={failed ? t('VENUE_EDITOR.CATEGORY_PICKER.FAILED') : undefined}
            data-testid={`${testId}-name`}
          />
          <ColorInput
            size="xs"
            w={110}
            label={t('VENUE_EDITOR.CATEGORY_PICKER.COLOR')}
            value={color}
            onChange={setColor}
            format="hex"
            withEyeDropper={false}
          />
          <Button
            size="xs"
            onClick={() => void create()}
            loading={busy}
            disabled={!name.trim()}
            data-testid={`${testId}-create-button`}
          >
            {t('VENUE_EDITOR.CATEGORY_PICKER.CREATE')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
