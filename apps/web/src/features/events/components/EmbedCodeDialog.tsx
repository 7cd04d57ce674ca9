import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, Modal, NativeSelect, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import type { Language } from '@marquee/contract';
import { SHELL } from '@marquee/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../components/dialogs/modal-a11y';
import { useToasts } from '../../../components/toasts/ToastProvider';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';

/** Spec 3 §9: the embed-code generator offers hr besides the five interface languages; themes light/dark. */
export const EMBED_LANGUAGES = ['en', 'sk', 'cs', 'de', 'hu', 'hr'] as const;
export type EmbedLanguage = (typeof EMBED_LANGUAGES)[number];
export type EmbedTheme = 'light' | 'dark';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The iframe an organizer pastes into another site: the event page in a language and theme. */
export function buildEmbedCode(options: {
  origin: string;
  event: { Id: string; Nickname: string | null; ProfileName: string };
  language: EmbedLanguage;
  theme: EmbedTheme;
}): string {
  const path = hrefTo(
    'event-detail',
    options.language as Language,
    { id: options.event.Nickname ?? options.event.Id },
    { theme: options.theme },
  );
  const src = `${options.origin.replace(/\/+$/, '')}${path}`;
  return `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(options.event.ProfileName)}" width="100%" height="900" style="border:0;max-width:100%" loading="lazy" allow="payment; clipboard-write"></iframe>`;
}

interface EmbedCodeDialogProps {
  opened: boolean;
  onClose: () => void;
  event: { Id: string; Nickname: string | null; ProfileName: string };
}

/** The embed-code generator (spec 1 §2 Shell dialogs): pick language and theme, copy the iframe code. */
export function EmbedCodeDialog({ opened, onClose, event }: EmbedCodeDialogProps) {
  const { t } = useTranslation();
  const pageLanguage = useLanguage();
  const toasts = useToasts();
  const [language, setLanguage] = useState<EmbedLanguage>(pageLanguage);
  const [theme, setTheme] = useState<EmbedTheme>('light');
  const code = useMemo(
    () => buildEmbedCode({ origin: window.location.origin, event, language, theme }),
    [event, language, theme],
  );
  const names = useMemo(() => new Intl.DisplayNames([pageLanguage], { type: 'language' }), [pageLanguage]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toasts.show(t('EVENT_DETAIL.EMBED_DIALOG.COPIED'), { durationMs: SHELL.copyToastMs, color: 'teal' });
    } catch {
      // Clipboard refused (permissions, insecure context): the code stays selected for Ctrl+C.
      document.querySelector<HTMLTextAreaElement>('[data-testid="embed-code"]')?.select();
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('EVENT_DETAIL.EMBED_DIALOG.TITLE')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('COMMON.CLOSE') }}
      attributes={DIALOG_HEADER_ATTRIBUTES}
    >
      <Stack gap="md">
        <Text size="sm">{t('EVENT_DETAIL.EMBED_DIALOG.INTRO')}</Text>
        <Group grow align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('EVENT_DETAIL.EMBED_DIALOG.LANGUAGE')}
            value={language}
            onChange={(changed) => setLanguage(changed.currentTarget.value as EmbedLanguage)}
            data={EMBED_LANGUAGES.map((value) => ({ value, label: names.of(value) ?? value }))}
            data-testid="embed-language"
          />
          <Stack gap={4}>
            <Text component="span" size="sm" fw={500} id="embed-theme-label">
              {t('EVENT_DETAIL.EMBED_DIALOG.THEME')}
            </Text>
            <SegmentedControl
              aria-labelledby="embed-theme-label"
              value={theme}
              onChange={(value) => setTheme(value as EmbedTheme)}
              data={[
                { value: 'light', label: t('EVENT_DETAIL.EMBED_DIALOG.THEME_LIGHT') },
                { value: 'dark', label: t('EVENT_DETAIL.EMBED_DIALOG.THEME_DARK') },
              ]}
            />
          </Stack>
        </Group>
        <Textarea
          label={t('EVENT_DETAIL.EMBED_DIALOG.CODE')}
          value={code}
          readOnly
          autosize
          minRows={3}
          onFocus={(focus) => focus.currentTarget.select()}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
          data-testid="embed-code"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('COMMON.CLOSE')}
          </Button>
          <Button onClick={copy}>{t('EVENT_DETAIL.EMBED_DIALOG.COPY')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
