import { Alert, Button, ColorInput, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ManagedTicketCategory } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../../lib/api/errors';
import { updateTicketCategory } from '../../api/update-ticket-category';
import { enterToRun } from '../../model/enter-to-run';
import { formMessage, saveErrorMessage } from '../../model/messages';

interface CategoryNameEditorProps {
  eventId: string;
  vc: string;
  category: ManagedTicketCategory;
  onSaved: () => void;
  onCancel: () => void;
}

const HEX = /^#?[0-9a-fA-F]{6}$/;

/** Renames or recolours a category in place; the key its seats refer to and its prices stay. */
export function CategoryNameEditor({ eventId, vc, category, onSaved, onCancel }: CategoryNameEditorProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(category.Name);
  const [color, setColor] = useState(`#${category.Color}`);
  const [errors, setErrors] = useState<{ name?: string; color?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const found = {
      name: name.trim() ? undefined : formMessage(t, 'FIELD_REQUIRED'),
      color: HEX.test(color) ? undefined : formMessage(t, 'INVALID_VALUE'),
    };
    setErrors(found);
    setFailure(null);
    if (found.name || found.color) return;
    setSaving(true);
    try {
      await updateTicketCategory(eventId, vc, category._id, {
        Name: name.trim(),
        Color: color.replace('#', '').toLowerCase(),
      });
      onSaved();
    } catch (error) {
      const fieldErrors = isApiRequestError(error) ? (error.FieldErrors ?? {}) : {};
      const nameKey = fieldErrors.Name?.[0];
      const colorKey = fieldErrors.Color?.[0];
      if (nameKey || colorKey)
        setErrors({
          name: nameKey && formMessage(t, nameKey),
          color: colorKey && formMessage(t, colorKey),
        });
      else setFailure(saveErrorMessage(t, error));
    } finally {
      setSaving(false);
    }
  };

  // Enter saves the new name here; it must not also add a price window in the card around it.
  const onKeyDown = enterToRun(() => void save());
  return (
    <Stack
      gap="sm"
      onKeyDown={(event) => {
        onKeyDown(event);
        if (event.key === 'Enter') event.stopPropagation();
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('ORGANIZER.TICKETS.NAME')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          maxLength={100}
          data-testid="category-edit-name"
        />
        <ColorInput
          label={t('ORGANIZER.TICKETS.COLOR')}
          value={color}
          onChange={setColor}
          format="hex"
          error={errors.color}
          data-testid="category-edit-color"
        />
      </SimpleGrid>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" size="xs" onClick={onCancel}>
          {t('COMMON.CANCEL')}
        </Button>
        <Button size="xs" onClick={() => void save()} loading={saving} data-testid="category-edit-save">
          {t('ORGANIZER.TICKETS.SAVE_CATEGORY')}
        </Button>
      </Group>
    </Stack>
  );
}
