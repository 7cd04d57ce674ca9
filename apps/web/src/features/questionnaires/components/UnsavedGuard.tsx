import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';

/**
 * Asks before leaving a builder with unsaved changes: in-app navigation through the router's blocker, a
 * reload or a closed tab through beforeunload. `dirty` is read at navigation time (a ref), so the
 * navigation right after a save is never blocked by the render that has not happened yet.
 */
export function UnsavedGuard({ dirty }: { dirty: () => boolean }) {
  const { t } = useTranslation();
  const check = useRef(dirty);
  check.current = dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && check.current(),
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (check.current()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('QUESTIONNAIRES.UNSAVED_TITLE')}
      message={t('QUESTIONNAIRES.UNSAVED_TEXT')}
      confirmLabel={t('QUESTIONNAIRES.UNSAVED_LEAVE')}
      backLabel={t('QUESTIONNAIRES.UNSAVED_STAY')}
      onConfirm={() => blocker.proceed?.()}
      onBack={() => blocker.reset?.()}
    />
  );
}
