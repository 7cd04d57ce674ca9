import { Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import type { ProviderCredential } from '@marquee/contract';
import { useTranslation } from 'react-i18next';

interface Props {
  items: ProviderCredential[];
  busyId: string | null;
  onEdit: (item: ProviderCredential) => void;
  onToggle: (item: ProviderCredential) => void;
  onDelete: (item: ProviderCredential) => void;
}

/** The stored credentials: what is set (never the secrets), where the provider calls back, the actions. */
export function ProviderList({ items, busyId, onEdit, onToggle, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Stack data-testid="provider-list">
      {items.map((item) => {
        const name = `${t(`PAYMENT_SETTINGS.${item.Provider}`)} ${item.Currency}`;
        return (
          <Paper key={item.Id} withBorder p="md" radius="md" data-testid="provider-item" aria-label={name}>
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600}>{name}</Text>
                <Group gap="xs">
                  <Badge color={item.Enabled ? 'green' : 'gray'} data-testid="provider-state">
                    {item.Enabled
                      ? t('PAYMENT_SETTINGS.STATE_ENABLED')
                      : t('PAYMENT_SETTINGS.STATE_DISABLED')}
                  </Badge>
                  <Badge color={item.Live ? 'red' : 'blue'} variant="light">
                    {item.Live ? t('PAYMENT_SETTINGS.MODE_LIVE') : t('PAYMENT_SETTINGS.MODE_TEST')}
                  </Badge>
                </Group>
              </Group>
              {item.Provider === 'STRIPE' ? (
                <Text size="sm">
                  {item.Mode === 'CONNECT'
                    ? t('PAYMENT_SETTINGS.CONNECTED', { account: item.AccountId ?? '' })
                    : t('PAYMENT_SETTINGS.OWN_KEY', { hint: item.KeyHint ?? '' })}
                </Text>
              ) : (
                <Text size="sm">
                  {t('PAYMENT_SETTINGS.MERCHANT', { number: item.MerchantNumber ?? '' })}{' '}
                  {t('PAYMENT_SETTINGS.KEYS_SET')}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {item.Provider === 'STRIPE'
                  ? t('PAYMENT_SETTINGS.NOTIFY_STRIPE')
                  : t('PAYMENT_SETTINGS.NOTIFY_GP')}{' '}
                <Code data-testid="provider-notify-url">{item.NotifyUrl}</Code>
              </Text>
              {!item.RefundsAutomatic && (
                <Text size="sm" c="dimmed">
                  {t('PAYMENT_SETTINGS.REFUNDS_MANUAL')}
                </Text>
              )}
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => onEdit(item)}>
                  {t('PAYMENT_SETTINGS.EDIT')}
                </Button>
                <Button size="xs" variant="light" loading={busyId === item.Id} onClick={() => onToggle(item)}>
                  {item.Enabled ? t('PAYMENT_SETTINGS.DISABLE') : t('PAYMENT_SETTINGS.ENABLE')}
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(item)}>
                  {t('PAYMENT_SETTINGS.DELETE')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
