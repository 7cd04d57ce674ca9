import { Alert, Badge, Button, Code, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { EmbeddedCodeView } from '@marquee/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { useToasts } from '../../../components/toasts/ToastProvider';
import { addEmbed } from '../api/add-embed';
import { deleteEmbed } from '../api/delete-embed';
import { useEmbeds } from '../api/get-embeds';
import { contentKeys, type ProfileRef } from '../api/keys';
import { reorderEmbeds } from '../api/reorder-embeds';
import { updateEmbed } from '../api/update-embed';
import { hasScript, moveCode, sortByOrder } from '../model/embeds';
import { SectionError } from './SectionError';

/**
 * Embed codes editor (spec 3 §2, §4, §5, §8): add HTML (script tags are stripped by the server before
 * saving, and the editor says so), hide or show, move up or down with buttons (keyboard reachable), and
 * delete after a yes/back confirmation.
 */
export function EmbedsSection({ profile }: { profile: ProfileRef }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const query = useEmbeds(profile);
  const [html, setHtml] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [stripped, setStripped] = useState(false);
  const [deleting, setDeleting] = useState<EmbeddedCodeView | null>(null);
  const codes = sortByOrder(query.data ?? []);

  const run = async (key: string, action: () => Promise<unknown>) => {
    setBusy(key);
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      setFailure(error);
      return false;
    } finally {
      await queryClient.invalidateQueries({ queryKey: contentKeys.embeds(profile.Id) });
      setBusy(null);
    }
  };

  const add = async () => {
    const hadScript = hasScript(html);
    const ok = await run('add', () => addEmbed(profile, html));
    if (!ok) return;
    setHtml('');
    setStripped(hadScript);
    toasts.show(t('PROFILE_CONTENT.EMBEDS.ADDED'));
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const ok = await run(`delete-${deleting.Id}`, () => deleteEmbed(profile, deleting.Id));
    setDeleting(null);
    if (ok) toasts.show(t('PROFILE_CONTENT.EMBEDS.DELETED'));
  };

  return (
    <Stack>
      <Title order={2} size="h3">
        {t('PROFILE_CONTENT.EMBEDS.TITLE')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('PROFILE_CONTENT.EMBEDS.HINT')}
      </Text>
      <SectionError error={failure} />
      {codes.length === 0 && !query.isPending && <EmptyState>{t('PROFILE_CONTENT.EMBEDS.EMPTY')}</EmptyState>}
      <Stack
        gap="sm"
        component="ol"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        data-testid="embed-list"
      >
        {codes.map((code, index) => {
          const position = t('PROFILE_CONTENT.EMBEDS.ITEM', { number: index + 1 });
          return (
            <Paper
              key={code.Id}
              withBorder
              p="sm"
              component="li"
              data-testid="embed-item"
              data-hidden={code.IsHidden}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Group gap="xs">
                    <Text fw={600}>{position}</Text>
                    {code.IsHidden && <Badge color="gray">{t('PROFILE_CONTENT.EMBEDS.HIDDEN')}</Badge>}
                  </Group>
                  <Code
                    block
                    style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
                    data-testid="embed-code"
                  >
                    {code.HtmlCode}
                  </Code>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    disabled={index === 0 || busy !== null}
                    aria-label={t('PROFILE_CONTENT.EMBEDS.MOVE_UP', { item: position })}
                    onClick={() => {
                      const next = moveCode(codes, index, -1);
                      if (next) void run(`move-${code.Id}`, () => reorderEmbeds(profile, next));
                    }}
                  >
                    ↑
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={index === codes.length - 1 || busy !== null}
                    aria-label={t('PROFILE_CONTENT.EMBEDS.MOVE_DOWN', { item: position })}
                    onClick={() => {
                      const next = moveCode(codes, index, 1);
                      if (next) void run(`move-${code.Id}`, () => reorderEmbeds(profile, next));
                    }}
                  >
                    ↓
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    loading={busy === `hide-${code.Id}`}
                    disabled={busy !== null && busy !== `hide-${code.Id}`}
                    aria-label={t(
                      code.IsHidden ? 'PROFILE_CONTENT.EMBEDS.SHOW' : 'PROFILE_CONTENT.EMBEDS.HIDE',
                      {
                        item: position,
                      },
                    )}
                    onClick={() =>
                      void run(`hide-${code.Id}`, () =>
                        updateEmbed(profile, { ...code, IsHidden: !code.IsHidden }),
                      )
                    }
                  >
                    {t(
                      code.IsHidden
                        ? 'PROFILE_CONTENT.EMBEDS.SHOW_SHORT'
                        : 'PROFILE_CONTENT.EMBEDS.HIDE_SHORT',
                    )}
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    disabled={busy !== null}
                    aria-label={t('PROFILE_CONTENT.EMBEDS.DELETE', { item: position })}
                    onClick={() => setDeleting(code)}
                  >
                    {t('PROFILE_CONTENT.DELETE')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Textarea
            label={t('PROFILE_CONTENT.EMBEDS.CODE_LABEL')}
            description={t('PROFILE_CONTENT.EMBEDS.SCRIPT_NOTE')}
            value={html}
            onChange={(event) => {
              setHtml(event.currentTarget.value);
              setStripped(false);
            }}
            autosize
            minRows={3}
            styles={{ input: { fontFamily: 'monospace' } }}
            data-testid="embed-html"
          />
          {hasScript(html) && (
            <Alert color="yellow" data-testid="embed-script-warning">
              {t('PROFILE_CONTENT.EMBEDS.SCRIPT_WARNING')}
            </Alert>
          )}
          {stripped && (
            <Alert color="blue" data-testid="embed-script-removed">
              {t('PROFILE_CONTENT.EMBEDS.SCRIPT_REMOVED')}
            </Alert>
          )}
          <Group>
            <Button
              onClick={() => void add()}
              disabled={!html.trim()}
              loading={busy === 'add'}
              data-testid="embed-add"
            >
              {t('PROFILE_CONTENT.EMBEDS.ADD')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('PROFILE_CONTENT.EMBEDS.DELETE_TITLE')}
        message={t('PROFILE_CONTENT.EMBEDS.DELETE_TEXT')}
        busy={deleting !== null && busy === `delete-${deleting.Id}`}
        onConfirm={() => void confirmDelete()}
        onBack={() => setDeleting(null)}
        confirmLabel={t('PROFILE_CONTENT.CONFIRM.YES')}
        backLabel={t('PROFILE_CONTENT.CONFIRM.BACK')}
      />
    </Stack>
  );
}
