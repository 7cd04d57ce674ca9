import { useContext, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext } from 'react-router';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';

/**
 * useBlocker, on the router the app already has. React Router's own hook is ~0.4 kB gzip that the bundler
 * puts in the shell chunk (where react-router lives), i.e. on every visitor's first load; the router object
 * already carries getBlocker/deleteBlocker and its state the blockers, so this costs nothing there.
 */
function useRouterBlocker(
  shouldBlock: (args: { currentLocation: Location; nextLocation: Location }) => boolean,
) {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const state = useContext(UNSAFE_DataRouterStateContext);
  const key = useId();
  const check = useRef(shouldBlock);
  check.current = shouldBlock;
  useEffect(() => {
    if (!router) return;
    router.getBlocker(key, (args) => check.current(args));
    return () => router.deleteBlocker(key);
  }, [router, key]);
  return state?.blockers.get(key) ?? null;
}
type Location = { pathname: string };

/**
 * Asks before leaving a builder with unsaved changes: in-app navigation through the router's blocker, a
 * reload or a closed tab through beforeunload. `dirty` is read at navigation time (a ref), so the
 * navigation right after a save is never blocked by the render that has not happened yet.
 */
export function UnsavedGuard({ dirty }: { dirty: () => boolean }) {
  const { t } = useTranslation();
  const check = useRef(dirty);
  check.current = dirty;
  const blocker = useRouterBlocker(
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
      opened={blocker?.state === 'blocked'}
      title={t('QUESTIONNAIRES.UNSAVED_TITLE')}
      message={t('QUESTIONNAIRES.UNSAVED_TEXT')}
      confirmLabel={t('QUESTIONNAIRES.UNSAVED_LEAVE')}
      backLabel={t('QUESTIONNAIRES.UNSAVED_STAY')}
      onConfirm={() => blocker?.proceed?.()}
      onBack={() => blocker?.reset?.()}
    />
  );
}
