import { Alert, Button, ColorInput, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { DEFAULT_SECTOR_COLOR, type EventManagement } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../../lib/api/errors';
import { createTicketCategory } from '../../api/create-ticket-category';
import { enterToRun } from '../../model/enter-to-run';
import { CODES } from '../../model/error-codes';
import { formMessage, saveErrorMessage } from '../../model/messages';
import { draftInput, draftsErrors, hasErrors } from '../../model/price-drafts';
import { type PriceWindowDraft, type PriceWindowErrors, PriceWindowFields } from './PriceWindowFields';

const emptyWindow = (): PriceWindowDraft => ({ price: null, from: '', till: '' });

interface NewCategoryFormProps {
  event: EventManagement;
  vc: string;
  onCreated: () => void;
}

/**
 * A new ticket category with its first price windows. Several windows make waves: an early-bird price
 * until a date, then the regular price. Overlapping windows are refused before anything is sent.
 */
export function NewCategoryForm({ event, vc, onCreated }: NewCategoryFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [color, setColor] = useState(`#${DEFAULT_SECTOR_COLOR}`);
  const [windows, setWindows] = useState<PriceWindowDraft[]>([emptyWindow()]);
  const [nameError, setNameError] = useState<string | undefined>();
  const [errors, setErrors] = useState<PriceWindowErrors[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const zone = event.TimeZone;

  const create = async () => {
    setFailure(null);
    const nameProblem = name.trim() ? undefined : formMessage(t, 'FIELD_REQUIRED');
    const windowErrors = draftsErrors(t, windows, zone, Date.now());
    setNameError(nameProblem);
    setErrors(windowErrors);
    if (nameProblem || windowErrors.some(hasErrors)) return;
    setSaving(true);
    try {
      await createTicketCategory(event.Id, vc, {
        Name: name.trim(),
        Color: color.replace('#', ''),
        BasePrices: windows.map((window) => draftInput(window, zone)),
      });
      setName('');
      setWindows([emptyWindow()]);
      setErrors([]);
      onCreated();
    } catch (error) {
      // The server names the window (BasePrices.1.ValidFrom): the message goes next to it, values stay.
      const fieldErrors = isApiRequestError(error) ? (error.FieldErrors ?? {}) : {};
      const next: PriceWindowErrors[] = windows.map(() => ({}));
      let shown = false;
      for (const [path, keys] of Object.entries(fieldErrors)) {
        const match = /^BasePrices\.(\d+)\.(\w+)$/.exec(path);
        const target = match ? next[Number(match[1])] : undefined;
        const text =
          isApiRequestError(error) && error.Code === CODES.priceOverlap
            ? t('ORGANIZER.ERRORS.BASE_PRICE_OVERLAP')
            : formMessage(t, keys[0] ?? 'INVALID_VALUE');
        if (target && match?.[2] === 'ValidFrom') target.from = text;
        else if (target && match?.[2] === 'ValidTill') target.till = text;
        else if (target) target.price = text;
        else if (path === 'Name') setNameError(text);
        else continue;
        shown = true;
      }
      setErrors(next);
      if (!shown) setFailure(saveErrorMessage(t, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Fieldset
      legend={t('ORGANIZER.TICKETS.NEW_CATEGORY')}
      data-testid="new-category"
      onKeyDown={enterToRun(() => void create())}
    >
      <Stack>
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label={t('ORGANIZER.TICKETS.NAME')}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={nameError}
            style={{ flex: '1 1 200px' }}
            data-testid="category-name"
          />
          <ColorInput
            label={t('ORGANIZER.TICKETS.COLOR')}
            value={color}
            onChange={setColor}
            format="hex"
            // Mantine's eye-dropper button comes without an accessible name (axe: button-name); the picker stays.
            withEyeDropper={false}
            w={160}
          />
        </Group>
        {windows.map((window, index) => (
          <PriceWindowFields
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until saved; removal re-renders the rest
            key={index}
            value={window}
            onChange={(next) => setWindows(windows.map((w, i) => (i === index ? next : w)))}
            currency={event.Currency}
            timeZone={zone}
            errors={errors[index]}
            onRemove={
              windows.length > 1 ? () => setWindows(windows.filter((_, i) => i !== index)) : undefined
            }
            label={t('ORGANIZER.TICKETS.WINDOW', { n: index + 1 })}
            testId={`new-window-${index}`}
          />
        ))}
        <Group>
          <Button variant="default" size="xs" onClick={() => setWindows([...windows, emptyWindow()])}>
            {t('ORGANIZER.TICKETS.ADD_WAVE')}
          </Button>
        </Group>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={() => void create()} loading={saving} data-testid="category-create">
            {t('ORGANIZER.TICKETS.CREATE')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
