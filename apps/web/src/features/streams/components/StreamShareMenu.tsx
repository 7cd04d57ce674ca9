import '@mantine/core/styles/Menu.css';
import { Button, Menu } from '@mantine/core';
import { SHELL } from '@marquee/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadEmbedCodeDialog } from '../../../components/embed';
import { useToasts } from '../../../components/toasts/ToastProvider';

// The embed-code generator (issue 22), shared with the event page: loads with its texts when asked for.
const EmbedCodeDialog = lazy(loadEmbedCodeDialog);

export interface ShareStream {
  _id: string;
  Nickname: string | null;
  Title: string;
}

/**
 * The share menu of the top section (spec 1 §2): social share, copy the address, the embed code. Loaded on
 * the first press of StreamShare's button (the menu's positioning and focus code are ~15 kB gzip); it then
 * opens at once, its button in the first one's place, focused.
 */
export function StreamShareMenu({ stream }: { stream: ShareStream }) {
  const { t } = useTranslation();
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => target.current?.focus(), []);
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
      <Menu position="bottom-start" withinPortal defaultOpened>
        <Menu.Target>
          <Button ref={target} variant="default" data-testid="stream-share">
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
      {embedOpen && (
        <Suspense fallback={null}>
          <EmbedCodeDialog
            opened
            onClose={() => setEmbedOpen(false)}
            kind="stream"
            id={stream.Nickname ?? stream._id}
            title={stream.Title}
          />
        </Suspense>
      )}
    </>
  );
}
