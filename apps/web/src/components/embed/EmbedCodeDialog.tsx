import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Switch.css';
import {
  Box,
  Button,
  Group,
  Modal,
  NativeSelect,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import { SHELL } from '@marquee/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_EMBED_OPTIONS,
  EMBED_LANGUAGES,
  type EmbedKind,
  type EmbedLanguage,
  type EmbedOptions,
  type EmbedTheme,
} from '../../lib/routing/embed';
import { buildEmbedSnippet, embedHref } from '../../lib/routing/embed-links';
import { useLanguage } from '../../lib/routing/hooks';
import { DIALOG_HEADER_ATTRIBUTES } from '../dialogs/modal-a11y';
import { useToasts } from '../toasts/ToastProvider';

export interface EmbedCodeDialogProps {
  opened: boolean;
  onClose: () => void;
  kind: EmbedKind;
  /** The id or nickname the embed's address names. */
  id: string;
  /** The event's name or the stream's title: the iframe's accessible title. */
  title: string;
}

const PREVIEW_HEIGHT = { min: 240, max: 560, initial: 420 };

/**
 * The embed-code generator (spec 1 §2 Shell dialogs and the stream's embed dialog, spec 3 §9; issue 22):
 * language (the five and hr), theme, show title, transparent background; the snippet to copy and a live
 * preview — an iframe of the very address the snippet frames, sized by the embed's own height messages.
 * One dialog for events and streams (their two dialogs had drifted apart).
 */
export function EmbedCodeDialog({ opened, onClose, kind, id, title }: EmbedCodeDialogProps) {
  const { t } = useTranslation();
  const pageLanguage = useLanguage();
  const toasts = useToasts();
  const [language, setLanguage] = useState<EmbedLanguage>(pageLanguage);
  const [options, setOptions] = useState<EmbedOptions>(DEFAULT_EMBED_OPTIONS);
  const set = (changed: Partial<EmbedOptions>) => setOptions((current) => ({ ...current, ...changed }));
  const code = useMemo(
    () => buildEmbedSnippet({ origin: window.location.origin, kind, id, title, language, options }),
    [kind, id, title, language, options],
  );
  const names = useMemo(() => new Intl.DisplayNames([pageLanguage], { type: 'language' }), [pageLanguage]);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const preview = useRef<HTMLIFrameElement | null>(null);
  const [height, setHeight] = useState(PREVIEW_HEIGHT.initial);

  useEffect(() => {
    const onMessage = (message: MessageEvent) => {
      const data = message.data as { type?: unknown; height?: unknown } | null;
      if (message.source !== preview.current?.contentWindow || data?.type !== 'marquee:resize') return;
      if (typeof data.height === 'number')
        setHeight(Math.min(PREVIEW_HEIGHT.max, Math.max(PREVIEW_HEIGHT.min, data.height)));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toasts.show(t('EMBED.DIALOG.COPIED'), { durationMs: SHELL.copyToastMs, color: 'teal' });
    } catch {
      // Clipboard refused (permissions, insecure context): the code stays selected for Ctrl+C.
      textarea.current?.select();
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(kind === 'event' ? 'EMBED.DIALOG.TITLE_EVENT' : 'EMBED.DIALOG.TITLE_STREAM')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('COMMON.CLOSE') }}
      attributes={DIALOG_HEADER_ATTRIBUTES}
    >
      <Stack gap="md">
        <Text size="sm">{t('EMBED.DIALOG.INTRO')}</Text>
        <Group grow align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('EMBED.DIALOG.LANGUAGE')}
            value={language}
            onChange={(changed) => setLanguage(changed.currentTarget.value as EmbedLanguage)}
            data={EMBED_LANGUAGES.map((value) => ({ value, label: names.of(value) ?? value }))}
            data-testid="embed-language"
          />
          <Stack gap={4}>
            <Text component="span" size="sm" fw={500} id="embed-theme-label">
              {t('EMBED.DIALOG.THEME')}
            </Text>
            <SegmentedControl
              aria-labelledby="embed-theme-label"
              value={options.theme}
              onChange={(value) => set({ theme: value as EmbedTheme })}
              data={[
                { value: 'light', label: t('EMBED.DIALOG.THEME_LIGHT') },
                { value: 'dark', label: t('EMBED.DIALOG.THEME_DARK') },
              ]}
            />
          </Stack>
        </Group>
        <Group>
          <Switch
            label={t('EMBED.DIALOG.SHOW_TITLE')}
            checked={options.showTitle}
            onChange={(changed) => set({ showTitle: changed.currentTarget.checked })}
          />
          <Switch
            label={t('EMBED.DIALOG.TRANSPARENT')}
            checked={options.transparent}
            onChange={(changed) => set({ transparent: changed.currentTarget.checked })}
          />
        </Group>
        <Textarea
          ref={textarea}
          label={t('EMBED.DIALOG.CODE')}
          value={code}
          readOnly
          autosize
          minRows={3}
          onFocus={(focus) => focus.currentTarget.select()}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
          data-testid="embed-code"
        />
        <Stack gap={4}>
          <Text component="span" size="sm" fw={500}>
            {t('EMBED.DIALOG.PREVIEW')}
          </Text>
          {/* What a host page shows: the snippet's own address, on a neutral background (transparency shows). */}
          <Box
            p="xs"
            style={{
              background: 'var(--mantine-color-default-hover)',
              borderRadius: 'var(--mantine-radius-md)',
            }}
          >
            {opened && (
              <iframe
                ref={preview}
                src={embedHref(kind, language, id, options)}
                title={t('EMBED.DIALOG.PREVIEW_FRAME')}
                height={height}
                style={{
                  border: 0,
                  width: '100%',
                  display: 'block',
                  background: 'transparent',
                  colorScheme: options.transparent ? options.theme : undefined,
                }}
                data-testid="embed-preview"
              />
            )}
          </Box>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('COMMON.CLOSE')}
          </Button>
          <Button onClick={() => void copy()}>{t('EMBED.DIALOG.COPY')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
