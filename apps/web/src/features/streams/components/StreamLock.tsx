import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './StreamLock.module.css';
import type { UnlockFormProps } from './StreamUnlockForm';

const StreamUnlockForm = lazy(() =>
  import('./StreamUnlockForm').then((m) => ({ default: m.StreamUnlockForm })),
);

const TITLE_ID = 'stream-locked-title';

/** The form's place until it is there: a label and an input's height, so nothing below moves. */
const formSpace = (
  <div style={{ marginTop: 'var(--mantine-spacing-sm)', minHeight: 'calc(25px + 2.25rem)' }} />
);

/**
 * The lock screen of a paid stream with its unlock form (spec 1 §2), in the look of Mantine's light Alert. Not `ready` (server-rendered, not yet
 * hydrated) the form's place is kept empty: a submit before the app runs would only reload the page; the
 * form's code loads once the page runs.
 */
export function StreamLock({ ready, ...form }: UnlockFormProps & { ready: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={classes.root} role="alert" aria-labelledby={TITLE_ID} data-testid="stream-locked">
      <div className={classes.body}>
        <span className={classes.title} id={TITLE_ID}>
          {t('STREAM_PAGE.LOCKED_TITLE')}
        </span>
        <div className={classes.message}>
          {t('STREAM_PAGE.LOCKED')}
          {ready ? (
            <Suspense fallback={formSpace}>
              <StreamUnlockForm {...form} />
            </Suspense>
          ) : (
            formSpace
          )}
        </div>
      </div>
    </div>
  );
}
