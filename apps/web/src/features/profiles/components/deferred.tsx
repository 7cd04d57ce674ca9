import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/session/session-store';
import { whenSessionSettled } from '../../../lib/ssr/early-clicks';
import { useHydrated } from '../../../lib/ssr/use-hydrated';

/**
 * A part of a server-rendered first screen whose code stays off the first load (ARCHITECTURE §6): requested
 * when the page's module runs, in parallel with hydration, it renders its placeholder on the server, while
 * the browser hydrates (the same markup) and until its code has arrived and the visitor's stored session has
 * been checked, then itself. A press on the
 * placeholder (`press`) is passed on to the part's button once the part is there. On a client-rendered page
 * whose code has already arrived, the part renders at once. Not lazy() in a Suspense boundary: a boundary
 * still waiting for its code when its props change (the session, a refetch) would be client-rendered over
 * the server's HTML.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** False: requested when the part first renders (a part few visitors see), not when the module runs. */
  eager = true,
) {
  let Part: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const start = () => {
    loading ??= load().then(
      (part) => {
        Part = part;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  if (eager) start().catch(() => {});

  return function Deferred({ placeholder, ...props }: P & { placeholder: (press: () => void) => ReactNode }) {
    const hydrated = useHydrated();
    // The part acts as the visitor (Follow, Going): until their stored session is checked it would act as
    // nobody (a press then sent a signed-in fan to sign in and was lost), so the placeholder stays and holds it.
    const restoring = useSession().status === 'restoring';
    const [, setArrived] = useState(false);
    const pressed = useRef(false);
    const box = useRef<HTMLSpanElement>(null);
    const ready = hydrated && Part !== null && !restoring;
    useEffect(() => {
      if (!Part)
        start().then(
          () => setArrived(true),
          () => {},
        );
    }, []);
    useEffect(() => {
      if (!ready || !pressed.current) return;
      pressed.current = false;
      whenSessionSettled(() => box.current?.querySelector('button')?.click());
    }, [ready]);
    const Loaded = ready ? Part : null;
    return (
      <span ref={box} style={{ display: 'contents' }}>
        {Loaded ? (
          <Loaded {...(props as P)} />
        ) : (
          placeholder(() => {
            pressed.current = true;
          })
        )}
      </span>
    );
  };
}
