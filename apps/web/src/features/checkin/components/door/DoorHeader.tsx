import { ActionIcon, Badge, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DoorView } from '../../lib/door-controller';

interface DoorHeaderProps {
  view: DoorView;
  onSync: () => void;
  onForget: () => void;
}

/** Event, gate, network state and the queue of scans not sent yet; the device menu. */
export function DoorHeader({ view, onSync, onForget }: DoorHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={1} size="h4" lineClamp={2} data-testid="door-event">
          {view.eventName}
        </Title>
        <Text size="sm" c="dimmed" data-testid="door-gate">
          {t('DOOR.GATE', { gate: view.gateName ?? '' })}
          {view.deviceName ? ` · ${view.deviceName}` : ''}
        </Text>
      </Stack>
      <Group gap={6} wrap="nowrap">
        <Badge
          color={view.online ? 'green' : 'red'}
          variant="filled"
          data-testid="door-network"
          data-online={view.online}
        >
          {view.online ? t('DOOR.ONLINE') : t('DOOR.OFFLINE')}
        </Badge>
        <Badge
          color={view.queue > 0 ? 'yellow' : 'gray'}
          variant="light"
          data-testid="door-queue"
          data-count={view.queue}
        >
          {t('DOOR.QUEUE', { number: view.queue })}
        </Badge>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="default" size="lg" aria-label={t('DOOR.MENU')}>
              <span aria-hidden="true">⋮</span>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={onSync}>{t('DOOR.SYNC_NOW')}</Menu.Item>
            <Menu.Item color="red" onClick={onForget}>
              {t('DOOR.FORGET')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
