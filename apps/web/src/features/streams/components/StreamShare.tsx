import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Switch.css';
import {
  Button,
  Group,
  Menu,
  Modal,
  NativeSelect,
  SegmentedControl,
  Stack,
  Switch,
  Textarea,
} from '@mantine/core';
import { EMBED_LANGUAGES, SHELL } from '@marquee/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../components/dialogs/modal-a11y';
import { useToasts } from '../../../components/toasts/ToastProvider';
import { useLanguage } from '../../../lib/routing/hooks';

type EmbedLanguage = (typeof EMBED_LANGUAGES)[number];
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The stream embed code (spec 1 §2): the stream's embed page in a language (hr too), a theme, with or
 * without its title, on a transparent background. The embed route itself comes with a later issue.
 */
export function buildStreamEmbedCode(options: {
  origin: string;
  stream: { _id: string; Nickname: string | null; Title: string };
  language: EmbedLanguage;
  theme: 'light' | 'dark';
  showTitle: boolean;
  transparent: boolean;
}): string {
  const query = new URLSearchParams({
    theme: options.theme,
    showTitle: String(options.showTitle),
    transparent: String(options.transparent),
  });
  const id = encodeURIComponent(options.stream.Nickname ?? options.stream._id);
  const src = `${options.origin.replace(/\/+$/, '')}/${options.language}/stream/${id}/embed?${query}`;
  const background = options.transparent ? ';background:transparent' : '';
  return `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(options.stream.Title)}" width="100%" height="480" style="border:0;max-width:100%${background}" loading="lazy" allow="autoplay; fullscreen; clipboard-write"${options.transparent ? ' allowtransparency="true"' : ''}></iframe>`;
}

function EmbedDialog({
  opened,
  onClose,
  stream,
}: {
  opened: boolean;
  onClose: () => void;
  stream: { _id: string; Nickname: string | null; Title: string };
}) {
  const { t } = useTranslation();
  const pageLanguage = useLanguage();
  const [language, setLanguage] = useState<EmbedLanguage>(pageLanguage);
  const [theme, setTheme] = useState<'light' | 'dark'>('light');
  const [showTitle, setShowTitle] = useState(true);
  const [transparent, setTransparent] = useState(false);
  const names = useMemo(() => new Intl.DisplayNames([pageLanguage], { type: 'language' }), [pageLanguage]);
  const code = buildStreamEmbedCode({
    origin: window.location.origin,
    stream,
    language,
    theme,
    showTitle,
    transparent,
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('STREAM_PAGE.EMBED.TITLE')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('COMMON.CLOSE') }}
      attributes={DIALOG_HEADER_ATTRIBUTES}
    >
      <Stack gap="md">
        <Group grow align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('STREAM_PAGE.EMBED.LANGUAGE')}
            value={language}
            onChange={(event) => setLanguage(event.currentTarget.value as EmbedLanguage)}
            data={EMBED_LANGUAGES.map((value) => ({ value, label: names.of(value) ?? value }))}
            data-testid="stream-embed-language"
          />
          <SegmentedControl
            aria-label={t('STREAM_PAGE.EMBED.THEME')}
            value={theme}
            onChange={(value) => setTheme(value as 'light' | 'dark')}
            data={[
              { value: 'light', label: t('STREAM_PAGE.EMBED.LIGHT') },
              { value: 'dark', label: t('STREAM_PAGE.EMBED.DARK') },
            ]}
          />
        </Group>
        <Switch
          label={t('STREAM_PAGE.EMBED.SHOW_TITLE')}
          checked={showTitle}
          onChange={(event) => setShowTitle(event.currentTarget.checked)}
        />
        <Switch
          label={t('STREAM_PAGE.EMBED.TRANSPARENT')}
          checked={transparent}
          onChange={(event) => setTransparent(event.currentTarget.checked)}
        />
        <Textarea
          label={t('STREAM_PAGE.EMBED.CODE')}
          value={code}
          readOnly
          autosize
          minRows={3}
          data-testid="stream-embed-code"
          onFocus={(event) => event.currentTarget.select()}
        />
      </Stack>
    </Modal>
  );
}

/** The share menu of the top section (spec 1 §2): social share, copy the address, the embed code. */
export function StreamShare({ stream }: { stream: { _id: string; Nickname: string | null; Title: string } }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [embedOpen, setEmbedOpen] = useState(false);
  const url = window.location.href.split('?')[0] ?? window.location.href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toasts.show(t('STREAM_PAGE.SHARE.COPIED'), { durationMs: SHELL.copyToastMs, color: 'teal' });
    } catch {
      // Clipboard refused: the address bar has it.
    }
  };
  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button variant="default" data-testid="stream-share">
            {t('STREAM_PAGE.SHARE.BUTTON')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component="a"
            href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('STREAM_PAGE.SHARE.FACEBOOK')}
          </Menu.Item>
          <Menu.Item
            component="a"
            href={`https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(stream.Title)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('STREAM_PAGE.SHARE.X')}
          </Menu.Item>
          <Menu.Item onClick={() => void copy()}>{t('STREAM_PAGE.SHARE.COPY')}</Menu.Item>
          <Menu.Item onClick={() => setEmbedOpen(true)} data-testid="stream-embed-open">
            {t('STREAM_PAGE.SHARE.EMBED')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {embedOpen && <EmbedDialog opened onClose={() => setEmbedOpen(false)} stream={stream} />}
    </>
  );
}
