import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Toast } from './toast';

// Mantine's Notification is fetched with the first toast, not with the first page.
const ToastViewport = lazy(() => import('./ToastViewport'));

interface ToastApi {
  /** Shows a short message for `durationMs` (e.g. going 5 s, spec 1 §9). */
  show: (message: string, options?: { durationMs?: number; color?: Toast['color'] }) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
const DEFAULT_DURATION_MS = 5000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback<ToastApi['show']>(
    (message, options = {}) => {
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-2), { id, message, color: options.color }]);
      setTimeout(() => dismiss(id), options.durationMs ?? DEFAULT_DURATION_MS);
    },
    [dismiss],
  );
  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext value={api}>
      {children}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastViewport toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext>
  );
}

export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts must be used inside <ToastProvider>');
  return api;
}
