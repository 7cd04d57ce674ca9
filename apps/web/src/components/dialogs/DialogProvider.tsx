import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageDialogType } from './MessageDialog';

// Mantine's Modal (focus trap, scroll lock, portal) is fetched the first time a dialog opens, not with
// the first page: most visits never see one.
const MessageDialog = lazy(() => import('./MessageDialog').then((m) => ({ default: m.MessageDialog })));

export interface InfoDialogOptions {
  type: MessageDialogType;
  title: string;
  message: string;
  onClose?: () => void;
}

interface DialogApi {
  /** The default error dialog: DEFAULT_ERROR.TITLE / DEFAULT_ERROR.MESSAGE, warning style (spec 1 §8). */
  showDefaultError: () => void;
  /** Info dialog: warning (Close) or success (Continue). Texts are already translated. */
  showInfo: (options: InfoDialogOptions) => void;
}

const DialogContext = createContext<DialogApi | null>(null);

/**
 * Lets code outside React (the TanStack mutation cache) open the default error dialog. It points at
 * the mounted provider; before mount, calls are dropped rather than queued.
 */
export const dialogBridge: DialogApi = {
  showDefaultError: () => bridgeTarget?.showDefaultError(),
  showInfo: (options) => bridgeTarget?.showInfo(options),
};
let bridgeTarget: DialogApi | null = null;

type OpenDialog = { kind: 'default-error' } | ({ kind: 'info' } & InfoDialogOptions);

export function DialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  // Stays mounted after the first dialog so closing can animate and reopening is instant.
  const [used, setUsed] = useState(false);
  if (dialog && !used) setUsed(true);

  const showDefaultError = useCallback(() => setDialog({ kind: 'default-error' }), []);
  const showInfo = useCallback((options: InfoDialogOptions) => setDialog({ kind: 'info', ...options }), []);
  const api = useMemo(() => ({ showDefaultError, showInfo }), [showDefaultError, showInfo]);

  useEffect(() => {
    bridgeTarget = api;
    return () => {
      if (bridgeTarget === api) bridgeTarget = null;
    };
  }, [api]);

  const close = () => {
    if (dialog?.kind === 'info') dialog.onClose?.();
    setDialog(null);
  };

  return (
    <DialogContext value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <MessageDialog
            opened={dialog !== null}
            onClose={close}
            type={dialog?.kind === 'info' ? dialog.type : 'warning'}
            title={dialog?.kind === 'info' ? dialog.title : t('DEFAULT_ERROR.TITLE')}
            message={dialog?.kind === 'info' ? dialog.message : t('DEFAULT_ERROR.MESSAGE')}
          />
        </Suspense>
      )}
    </DialogContext>
  );
}

export function useDialogs(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialogs must be used inside <DialogProvider>');
  return api;
}
