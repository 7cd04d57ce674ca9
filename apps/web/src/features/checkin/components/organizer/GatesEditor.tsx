import {
  Alert,
  Badge,
  Button,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { TURNSTILE_NAME_MAX_LENGTH, type TurnstileGateBody, type TurnstileSystem } from '@marquee/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/dialogs/ConfirmDialog';
import { useCreateGate } from '../../api/create-gate';
import { useDeleteGate } from '../../api/delete-gate';
import { useUpdateGate } from '../../api/update-gate';
import { checkinErrorMessage } from '../../lib/error-codes';

type Gate = TurnstileSystem['Gates'][number];

interface GateFormProps {
  system: TurnstileSystem;
  initial: TurnstileGateBody;
  submitLabel: string;
  busy: boolean;
  onSubmit: (body: TurnstileGateBody) => void;
  onCancel?: () => void;
  testId: string;
}

/** A gate's name and the sectors that enter through it (none chosen: every sector). */
function GateForm({ system, initial, submitLabel, busy, onSubmit, onCancel, testId }: GateFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial.Name);
  const [sectorKeys, setSectorKeys] = useState<string[]>(initial.SectorKeys);
  // Merchandise sectors are vouchers collected at a stand: nobody enters with them.
  const options = system.Sectors.filter((sector) => !sector.IsMerchandise).map((sector) => ({
    value: sector.Key,
    label: sector.Name,
  }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    onSubmit({ Name: name.trim(), SectorKeys: sectorKeys });
  };
  return (
    <form onSubmit={submit} data-testid={testId}>
      <Stack gap="xs">
        <TextInput
          label={t('CHECKIN.GATE_NAME')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={TURNSTILE_NAME_MAX_LENGTH}
          required
        />
        <MultiSelect
          label={t('CHECKIN.GATE_SECTORS')}
          placeholder={sectorKeys.length === 0 ? t('CHECKIN.ALL_SECTORS') : undefined}
          data={options}
          value={sectorKeys}
          onChange={setSectorKeys}
          clearable
          searchable
        />
        <Group gap="xs">
          <Button type="submit" size="sm" loading={busy} disabled={!name.trim()}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" size="sm" onClick={onCancel}>
              {t('CHECKIN.CANCEL')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** Gates ↔ sectors: add, rename, choose sectors, delete (refused while a device scans there). */
export function GatesEditor({ eventId, system }: { eventId: string; system: TurnstileSystem }) {
  const { t } = useTranslation();
  const create = useCreateGate(eventId);
  const update = useUpdateGate(eventId);
  const remove = useDeleteGate(eventId);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Gate | null>(null);
  // Remounts the add form empty after each gate it added.
  const [added, setAdded] = useState(0);
  const sectorName = new Map(system.Sectors.map((sector) => [sector.Key, sector.Name]));
  const failure = create.error ?? update.error ?? remove.error;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkin-gates">
      <Stack gap="sm">
        <Title order={2} size="h4" id="checkin-gates">
          {t('CHECKIN.GATES')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('CHECKIN.GATES_HINT')}
        </Text>
        {system.Gates.length === 0 && <Text size="sm">{t('CHECKIN.NO_GATES')}</Text>}
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {system.Gates.map((gate) => (
            <Paper component="li" key={gate.Id} withBorder radius="sm" p="sm" data-testid="checkin-gate">
              {editing === gate.Id ? (
                <GateForm
                  system={system}
                  initial={{ Name: gate.Name, SectorKeys: gate.SectorKeys }}
                  submitLabel={t('CHECKIN.SAVE_GATE')}
                  busy={update.isPending}
                  onSubmit={(body) =>
                    update.mutate({ gateId: gate.Id, body }, { onSuccess: () => setEditing(null) })
                  }
                  onCancel={() => setEditing(null)}
                  testId="checkin-gate-edit"
                />
              ) : (
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={4}>
                    <Text fw={600}>{gate.Name}</Text>
                    <Group gap={4}>
                      {gate.SectorKeys.length === 0 ? (
                        <Badge variant="light" color="gray">
                          {t('CHECKIN.ALL_SECTORS')}
                        </Badge>
                      ) : (
                        gate.SectorKeys.map((key) => (
                          <Badge key={key} variant="light">
                            {sectorName.get(key) ?? key}
                          </Badge>
                        ))
                      )}
                    </Group>
                  </Stack>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setEditing(gate.Id)}
                      aria-label={t('CHECKIN.EDIT_GATE_NAMED', { name: gate.Name })}
                    >
                      {t('CHECKIN.EDIT')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setDeleting(gate)}
                      aria-label={t('CHECKIN.DELETE_GATE_NAMED', { name: gate.Name })}
                    >
                      {t('CHECKIN.DELETE')}
                    </Button>
                  </Group>
                </Group>
              )}
            </Paper>
          ))}
        </Stack>
        <Paper withBorder radius="sm" p="sm">
          <GateForm
            key={added}
            system={system}
            initial={{ Name: '', SectorKeys: [] }}
            submitLabel={t('CHECKIN.ADD_GATE')}
            busy={create.isPending}
            onSubmit={(body) => create.mutate(body, { onSuccess: () => setAdded((n) => n + 1) })}
            testId="checkin-gate-add"
          />
        </Paper>
        {failure && (
          <Alert color="red" role="alert">
            {checkinErrorMessage(t, failure)}
          </Alert>
        )}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={deleting ? t('CHECKIN.CONFIRM_DELETE_GATE', { name: deleting.Name }) : ''}
        message={t('CHECKIN.CONFIRM_DELETE_GATE_TEXT')}
        confirmLabel={t('CHECKIN.DELETE')}
        backLabel={t('CHECKIN.CANCEL')}
        closeLabel={t('CHECKIN.CLOSE')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.Id, { onSettled: () => setDeleting(null) })}
        onBack={() => setDeleting(null)}
      />
    </Paper>
  );
}
