import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareStream } from './StreamShareMenu';

const loadMenu = () => import('./StreamShareMenu').then((m) => ({ default: m.StreamShareMenu }));
const StreamShareMenu = lazy(loadMenu);

/**
 * The share button of the top section; the menu (StreamShareMenu) loads on its first press, or earlier when
 * the pointer or focus reaches it, and opens then.
 */
export function StreamShare({ stream }: { stream: ShareStream }) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState(false);
  const button = (
    <Button
      variant="default"
      data-testid="stream-share"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setMenu(true)}
    >
      {t('STREAM_PAGE.SHARE.BUTTON')}
    </Button>
  );
  if (!menu) return button;
  return (
    <Suspense fallback={button}>
      <StreamShareMenu stream={stream} />
    </Suspense>
  );
}
