import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  DEVICE_LINK_DEFAULT_HOURS,
  DEVICE_LINK_MAX_HOURS,
  type Device,
  type DeviceLink,
  TURNSTILE_NAME_MAX_LENGTH,
  type TurnstileSystem,
} from '@marquee/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/dialogs/ConfirmDialog';
import { formatEventDate } from '../../../../lib/dates';
import { useCreateDeviceLink } from '../../api/create-device-link';
import { useRevokeDevice } from '../../api/revoke-device';
import { checkinErrorMessage } from '../../lib/error-codes';
import { DeviceLinkCard } from './DeviceLinkCard';

export type DeviceState = 'PAIRED' | 'WAITING' | 'EXPIRED' | 'REVOKED';

export function deviceState(device: Device, now = Date.now()): DeviceState {
  if (device.RevokedAt) return 'REVOKED';
  if (device.PairedAt) return 'PAIRED';
  if (device.LinkExpiresAt && Date.parse(device.LinkExpiresAt) < now) return 'EXPIRED';
  return 'WAITING';
}

const STATE_COLOR: Record<DeviceState, string> = {
  PAIRED: 'green',
  WAITING: 'blue',
  EXPIRED: 'gray',
  REVOKED: 'red',
};

interface NewLinkFormProps {
  system: TurnstileSystem;
  busy: boolean;
  onSubmit: (body: { GateId: string; Name: string; ExpiresInHours: number }) => void;
  onCancel: () => void;
}

function NewLinkForm({ system, busy, onSubmit, onCancel }: NewLinkFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [gateId, setGateId] = useState<string | null>(system.Gates[0]?.Id ?? null);
  const [hours, setHours] = useState<number | string>(DEVICE_LINK_DEFAULT_HOURS);
  const validHours = typeof hours === 'number' && hours >= 1 && hours <= DEVICE_LINK_MAX_HOURS;
  const ready = name.trim() !== '' && gateId !== null && validHours;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSubmit({ GateId: gateId, Name: name.trim(), ExpiresInHours: Math.round(hours as number) });
  };
  return (
    <Paper withBorder radius="sm" p="sm">
      <form onSubmit={submit} data-testid="device-link-form">
        <Stack gap="xs">
          <TextInput
            label={t('CHECKIN.DEVICE_NAME')}
            placeholder={t('CHECKIN.DEVICE_NAME_PLACEHOLDER')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={TURNSTILE_NAME_MAX_LENGTH}
            required
          />
          <Select
            label={t('CHECKIN.DEVICE_GATE')}
            data={system.Gates.map((gate) => ({ value: gate.Id, label: gate.Name }))}
            value={gateId}
            onChange={setGateId}
            allowDeselect={false}
            required
          />
          <NumberInput
            label={t('CHECKIN.DEVICE_VALID_HOURS')}
            value={hours}
            onChange={setHours}
            min={1}
            max={DEVICE_LINK_MAX_HOURS}
            allowDecimal={false}
            required
          />
          <Group gap="xs">
            <Button type="submit" size="sm" loading={busy} disabled={!ready}>
              {t('CHECKIN.CREATE_LINK')}
            </Button>
            <Button variant="default" size="sm" onClick={onCancel}>
              {t('CHECKIN.CANCEL')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

interface DeviceLinksProps {
  eventId: string;
  system: TurnstileSystem;
  timeZone: string | undefined;
}

/** Door devices: a new link (its QR and URL shown once), and each device's state with a revoke button. */
export function DeviceLinks({ eventId, system, timeZone }: DeviceLinksProps) {
  const { t, i18n } = useTranslation();
  const create = useCreateDeviceLink(eventId);
  const revoke = useRevokeDevice(eventId);
  const [adding, setAdding] = useState(false);
  const [link, setLink] = useState<DeviceLink | null>(null);
  const [revoking, setRevoking] = useState<Device | null>(null);
  const gateName = new Map(system.Gates.map((gate) => [gate.Id, gate.Name]));
  const failure = create.error ?? revoke.error;
  const time = (iso: string) => formatEventDate(iso, i18n.language, timeZone);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkin-devices">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="checkin-devices">
            {t('CHECKIN.DEVICES')}
          </Title>
          {!adding && (
            <Button
              size="xs"
              onClick={() => {
                setAdding(true);
                setLink(null);
              }}
              disabled={system.Gates.length === 0}
            >
              {t('CHECKIN.NEW_LINK')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {system.Gates.length === 0 ? t('CHECKIN.NEEDS_GATE') : t('CHECKIN.DEVICES_HINT')}
        </Text>
        {adding && (
          <NewLinkForm
            system={system}
            busy={create.isPending}
            onCancel={() => setAdding(false)}
            onSubmit={(body) =>
              create.mutate(body, {
                onSuccess: (made) => {
                  setLink(made);
                  setAdding(false);
                },
              })
            }
          />
        )}
        {link && <DeviceLinkCard link={link} timeZone={timeZone} onClose={() => setLink(null)} />}
        {system.Devices.length === 0 ? (
          <Text size="sm">{t('CHECKIN.NO_DEVICES')}</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {system.Devices.map((device) => {
              const state = deviceState(device);
              return (
                <Paper
                  component="li"
                  key={device.Id}
                  withBorder
                  radius="sm"
                  p="sm"
                  data-testid="checkin-device"
                  data-state={state}
                >
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Stack gap={2}>
                      <Group gap="xs">
                        <Text fw={600}>{device.Name}</Text>
                        <Badge variant="light" color={STATE_COLOR[state]}>
                          {t(`CHECKIN.DEVICE_STATE.${state}`)}
                        </Badge>
                      </Group>
                      <Text size="sm" c="dimmed">
                        {t('CHECKIN.DEVICE_AT_GATE', { gate: gateName.get(device.GateId) ?? '—' })}
                        {' · '}
                        {device.LastSeenAt
                          ? t('CHECKIN.LAST_SEEN', { time: time(device.LastSeenAt) })
                          : t('CHECKIN.NOT_SEEN')}
                      </Text>
                    </Stack>
                    {state !== 'REVOKED' && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setRevoking(device)}
                        aria-label={t('CHECKIN.REVOKE_NAMED', { name: device.Name })}
                      >
                        {t('CHECKIN.REVOKE')}
                      </Button>
                    )}
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {checkinErrorMessage(t, failure)}
          </Alert>
        )}
      </Stack>
      <ConfirmDialog
        opened={revoking !== null}
        title={revoking ? t('CHECKIN.CONFIRM_REVOKE', { name: revoking.Name }) : ''}
        message={t('CHECKIN.CONFIRM_REVOKE_TEXT')}
        confirmLabel={t('CHECKIN.REVOKE')}
        backLabel={t('CHECKIN.CANCEL')}
        closeLabel={t('CHECKIN.CLOSE')}
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.Id, { onSettled: () => setRevoking(null) })}
        onBack={() => setRevoking(null)}
      />
    </Paper>
  );
}
