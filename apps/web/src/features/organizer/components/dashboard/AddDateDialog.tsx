import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { MyEvent } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../../components/dialogs/modal-a11y';
import { isApiRequestError } from '../../../../lib/api/errors';
import { copyEvent } from '../../api/copy-event';
import { fromLocalInput, isLongTerm, toLocalInput } from '../../model/event-dates';
import { DateTimeField } from '../wizard/DateTimeField';

interface AddDateDialogProps {
  /** A dashboard row or the event being edited: the show whose date is copied. */
  event: Pick<MyEvent, 'Id' | 'ProfileName' | 'Begin' | 'End' | 'TimeZone'>;
  onClose: () => void;
  /** The new draft's id. */
  onCreated: (id: string) => void;
}

/** "Add another date": a draft copy of the show at a new start; it keeps the original's length. */
export function AddDateDialog({ event, onClose, onCreated }: AddDateDialogProps) {
  const { t } = useTranslation();
  const zone = event.TimeZone;
  const [begin, setBegin] = useState(() => toLocalInput(event.Begin, zone));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const Begin = fromLocalInput(begin, zone);
    if (!Begin) {
      setError(t('FORM.FIELD_REQUIRED'));
      return;
    }
    const length = Date.parse(event.End) - Date.parse(event.Begin);
    const End = isLongTerm(event.End) ? event.End : new Date(Date.parse(Begin) + length).toISOString();
    setSaving(true);
    try {
      const copy = await copyEvent(event.Id, { Begin, End });
      onCreated(copy.Id);
    } catch (failure) {
      const key = isApiRequestError(failure) ? failure.FieldErrors?.Begin?.[0] : undefined;
      setError(key ? t(`FORM.${key}`, { count: 0 }) : t('DEFAULT_ERROR.MESSAGE'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={t('ORGANIZER.ADD_DATE.TITLE')}
      attributes={DIALOG_HEADER_ATTRIBUTES}
      closeButtonProps={{ 'aria-label': t('COMMON.CLOSE') }}
    >
      <Stack>
        <Text size="sm">{t('ORGANIZER.ADD_DATE.TEXT', { name: event.ProfileName })}</Text>
        <DateTimeField
          label={t('ORGANIZER.DATES.BEGIN')}
          value={begin}
          onChange={(next) => {
            setBegin(next);
            setError(null);
          }}
          timeZone={zone}
          error={error ?? undefined}
          data-testid="add-date-begin"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('COMMON.CANCEL')}
          </Button>
          <Button onClick={() => void save()} loading={saving} data-testid="add-date-save">
            {t('ORGANIZER.ADD_DATE.SAVE')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
