import { Alert, Button, Container, Group, Modal, Stack, Text } from '@mantine/core';
import type { PaymentProvider, ProviderCredential } from '@marquee/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedState } from '../../../components/content/LoadFailed';
import { PageLoading } from '../../../components/content/PageLoading';
import { EmptyState } from '../../../components/EmptyState';
import { useToasts } from '../../../components/toasts/ToastProvider';
import { useDocumentTitle } from '../../../components/use-document-title';
import { WorkspaceHeader } from '../../../components/WorkspaceHeader';
import { useSession } from '../../../lib/session/session-store';
import { OrganizerGate } from '../../organizer';
import { deleteProvider, providerKeys, saveProvider, useProviders } from '../api/providers';
import { ProviderForm } from '../components/ProviderForm';
import { ProviderList } from '../components/ProviderList';
import { initialValues } from '../model/provider-form';

type Editing = { provider: PaymentProvider; stored: ProviderCredential | null } | null;

/** The organizer's payment providers per currency (route dashboard.payments, issue 23). */
export function PaymentSettingsPage() {
  return (
    <OrganizerGate>
      <PaymentSettings />
    </OrganizerGate>
  );
}

function PaymentSettings() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const profileId = useSession().profile?.Id ?? '';
  useDocumentTitle(t('PAYMENT_SETTINGS.TITLE'));
  const query = useProviders(profileId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ProviderCredential | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: providerKeys.all });

  const run = async (id: string, action: () => Promise<unknown>, done: string) => {
    setBusyId(id);
    setProblem(null);
    try {
      await action();
      toasts.show(done);
      await refresh();
    } catch {
      setProblem(t('DEFAULT_ERROR.MESSAGE'));
    } finally {
      setBusyId(null);
    }
  };
  // Only the switch changes: secrets and ids left out are kept by the server; Live must stay as it was.
  const toggle = (item: ProviderCredential) =>
    run(
      item.Id,
      () =>
        saveProvider(profileId, item.Provider, item.Currency, { Enabled: !item.Enabled, Live: item.Live }),
      item.Enabled ? t('PAYMENT_SETTINGS.DISABLED') : t('PAYMENT_SETTINGS.ENABLED_TOAST'),
    );
  const remove = (item: ProviderCredential) => {
    setDeleting(null);
    void run(
      item.Id,
      () => deleteProvider(profileId, item.Provider, item.Currency),
      t('PAYMENT_SETTINGS.DELETED'),
    );
  };

  return (
    <Container size="md" py="xl">
      <Stack>
        <WorkspaceHeader title={t('PAYMENT_SETTINGS.TITLE')} intro={t('PAYMENT_SETTINGS.INTRO')} />
        <Group gap="xs">
          <Button onClick={() => setEditing({ provider: 'STRIPE', stored: null })}>
            {t('PAYMENT_SETTINGS.ADD_STRIPE')}
          </Button>
          <Button onClick={() => setEditing({ provider: 'GPWEBPAY', stored: null })}>
            {t('PAYMENT_SETTINGS.ADD_GPWEBPAY')}
          </Button>
        </Group>
        {problem && (
          <Alert color="red" role="alert" withCloseButton onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        {query.isPending ? (
          <PageLoading />
        ) : query.isError ? (
          <LoadFailedState onRetry={() => void query.refetch()} retryLabel={t('PAYMENT_SETTINGS.RETRY')} />
        ) : query.data.length === 0 ? (
          <EmptyState>{t('PAYMENT_SETTINGS.EMPTY')}</EmptyState>
        ) : (
          <ProviderList
            items={query.data}
            busyId={busyId}
            onEdit={(item) => setEditing({ provider: item.Provider, stored: item })}
            onToggle={(item) => void toggle(item)}
            onDelete={setDeleting}
          />
        )}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t(`PAYMENT_SETTINGS.${editing.provider}`) : ''}
        size="lg"
      >
        {editing && (
          <ProviderForm
            profileId={profileId}
            stored={editing.stored}
            values={initialValues(editing.provider, editing.stored)}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              toasts.show(t('PAYMENT_SETTINGS.SAVED'));
              void refresh();
            }}
          />
        )}
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('PAYMENT_SETTINGS.DELETE')}
      >
        <Stack>
          <Text>
            {t('PAYMENT_SETTINGS.DELETE_CONFIRM', {
              name: deleting ? `${t(`PAYMENT_SETTINGS.${deleting.Provider}`)} ${deleting.Currency}` : '',
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('PAYMENT_SETTINGS.CANCEL')}
            </Button>
            <Button
              color="red"
              onClick={() => deleting && remove(deleting)}
              data-testid="provider-delete-confirm"
            >
              {t('PAYMENT_SETTINGS.DELETE')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
