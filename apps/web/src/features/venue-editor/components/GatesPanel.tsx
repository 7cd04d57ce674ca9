import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/errors';
import { createGate, deleteGate } from '../api/gates';
import type { DraftSector } from '../model/draft';
import type { EditorAction } from '../model/editor-reducer';

interface Gate {
  _id: string;
  Name: string;
}

/**
 * The venue's gates (entrances). Creating and deleting a gate is saved at once (gates belong to the
 * venue, not to this draft); which gates lead to the selected sector is part of the draft.
 */
export function GatesPanel({
  venueId,
  gates,
  setGates,
  sector,
  dispatch,
}: {
  venueId: string;
  gates: Gate[];
  setGates: (gates: Gate[]) => void;
  sector: DraftSector | null;
  dispatch: (action: EditorAction) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Gates are the venue's: an organizer drawing a copy of someone else's hall is refused (403).
  const gateError = (caught: unknown) =>
    !isApiRequestError(caught)
      ? null
      : caught.status === 409
        ? t('VENUE_EDITOR.GATES.DUPLICATE')
        : caught.status === 403
          ? t('VENUE_EDITOR.GATES.NOT_YOURS')
          : null;
  const add = async () => {
    if (!name.trim()) return setError(t('VENUE_EDITOR.PROBLEMS.EMPTY_NAME'));
    setBusy(true);
    try {
      const gate = await createGate(venueId, name.trim());
      setGates([...gates, gate]);
      setName('');
      setError(null);
    } catch (caught) {
      setError(gateError(caught) ?? t('VENUE_EDITOR.ERRORS.GENERIC'));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (gate: Gate) => {
    setBusy(true);
    try {
      await deleteGate(venueId, gate._id);
      setGates(gates.filter((g) => g._id !== gate._id));
    } catch (caught) {
      setError(gateError(caught) ?? t('VENUE_EDITOR.ERRORS.GENERIC'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" data-testid="gates-panel">
      <Group align="end" gap="xs" wrap="nowrap">
        <TextInput
          size="xs"
          label={t('VENUE_EDITOR.GATES.NAME')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && void add()}
          error={error}
          style={{ flex: 1 }}
          data-testid="gate-name"
        />
        <Button size="xs" onClick={() => void add()} loading={busy} data-testid="gate-add">
          {t('VENUE_EDITOR.GATES.ADD')}
        </Button>
      </Group>
      {gates.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('VENUE_EDITOR.GATES.NONE')}
        </Text>
      )}
      {gates.map((gate) => (
        <Group key={gate._id} justify="space-between" wrap="nowrap" data-testid="gate">
          {sector ? (
            <Checkbox
              label={gate.Name}
              checked={sector.GateIds.includes(gate._id)}
              onChange={(e) =>
                dispatch({
                  type: 'setGates',
                  key: sector.key,
                  gateIds: e.currentTarget.checked
                    ? [...sector.GateIds, gate._id]
                    : sector.GateIds.filter((id) => id !== gate._id),
                })
              }
            />
          ) : (
            <Text size="sm">{gate.Name}</Text>
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('VENUE_EDITOR.GATES.DELETE', { name: gate.Name })}
            onClick={() => void remove(gate)}
            disabled={busy}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {sector && (
        <Text size="xs" c="dimmed">
          {t('VENUE_EDITOR.GATES.ASSIGN_HINT', { sector: sector.fields.Name })}
        </Text>
      )}
    </Stack>
  );
}
