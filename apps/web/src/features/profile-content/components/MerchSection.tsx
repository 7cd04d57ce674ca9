import { Anchor, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Merch, MerchUpdate } from '@marquee/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { useToasts } from '../../../components/toasts/ToastProvider';
import { profileMerchQuery, useProfileMerch } from '../../profiles';
import { deleteMerch } from '../api/delete-merch';
import type { ProfileRef } from '../api/keys';
import { saveMerch } from '../api/save-merch';
import { MerchForm } from './MerchForm';
import { SectionError } from './SectionError';

/** Merchandise of the profile (spec 3 §7 /merch): a list with an empty state, add, edit and delete. */
export function MerchSection({ profile }: { profile: ProfileRef }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const query = useProfileMerch(profile.Id);
  const [editing, setEditing] = useState<Merch | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Merch | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const items = query.data ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileMerchQuery(profile.Id).queryKey });

  const save = async (input: MerchUpdate) => {
    await saveMerch(profile.Id, input, editing && editing !== 'new' ? editing.Id : undefined);
    await refresh();
    setEditing(null);
    toasts.show(t('PROFILE_CONTENT.SAVED'));
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    setFailure(null);
    try {
      await deleteMerch(deleting.Id);
      toasts.show(t('PROFILE_CONTENT.MERCH.DELETED'));
    } catch (error) {
      setFailure(error);
    } finally {
      await refresh();
      setDeleting(null);
      setBusy(false);
    }
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('PROFILE_CONTENT.MERCH.TITLE')}
        </Title>
        {editing === null && (
          <Button onClick={() => setEditing('new')} data-testid="merch-add">
            {t('PROFILE_CONTENT.MERCH.ADD')}
          </Button>
        )}
      </Group>
      {editing !== null && (
        <MerchForm
          key={editing === 'new' ? 'new' : editing.Id}
          item={editing === 'new' ? null : editing}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
      <SectionError error={failure} />
      {items.length === 0 && !query.isPending && <EmptyState>{t('PROFILE_CONTENT.MERCH.EMPTY')}</EmptyState>}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} data-testid="merch-list">
        {items.map((item) => (
          <Paper key={item.Id} withBorder p="sm" data-testid="merch-item">
            <Stack gap="xs">
              {item.ProfilePicture && (
                <Image src={item.ProfilePicture} alt="" h={140} fit="cover" radius="sm" />
              )}
              <Text fw={700}>{item.Name}</Text>
              {item.Description && (
                <Text size="sm" c="dimmed" lineClamp={3}>
                  {item.Description}
                </Text>
              )}
              {item.Url && (
                <Anchor href={item.Url} target="_blank" rel="noopener noreferrer nofollow" size="sm">
                  {item.Url.replace(/^https?:\/\//, '')}
                </Anchor>
              )}
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setEditing(item)}
                  aria-label={t('PROFILE_CONTENT.MERCH.EDIT', { name: item.Name })}
                >
                  {t('PROFILE_CONTENT.EDIT')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => setDeleting(item)}
                  aria-label={t('PROFILE_CONTENT.MERCH.DELETE', { name: item.Name })}
                >
                  {t('PROFILE_CONTENT.DELETE')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('PROFILE_CONTENT.MERCH.DELETE_TITLE')}
        message={t('PROFILE_CONTENT.MERCH.DELETE_TEXT', { name: deleting?.Name ?? '' })}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onBack={() => setDeleting(null)}
        confirmLabel={t('PROFILE_CONTENT.CONFIRM.YES')}
        backLabel={t('PROFILE_CONTENT.CONFIRM.BACK')}
      />
    </Stack>
  );
}
