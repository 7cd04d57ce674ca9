import { Notification, Portal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './ToastViewport.module.css';
import type { Toast } from './toast';

/** The visible toasts, bottom right; a polite live region so screen readers read them out. */
export default function ToastViewport({
  toasts,
  onDismiss,
}: {
  toasts: Toast[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Portal>
      <div className={classes.viewport} role="status" aria-live="polite">
        {toasts.map((toast) => (
          <Notification
            key={toast.id}
            color={toast.color ?? 'teal'}
            onClose={() => onDismiss(toast.id)}
            closeButtonProps={{ 'aria-label': t('COMMON.CLOSE') }}
            withBorder
            data-testid="toast"
          >
            {toast.message}
          </Notification>
        ))}
      </div>
    </Portal>
  );
}
