import { lazy, Suspense, useEffect, useState } from 'react';
import type { RegistrationModalProps } from './RegistrationModal';

// The modal, its inputs and the rule engine are a chunk of their own, fetched only by a checkout whose
// event asks ticket registration: no other purchase (and no event page's first load) pays for them.
const load = () => import('./RegistrationModal');
const RegistrationModal = lazy(() => load().then((module) => ({ default: module.RegistrationModal })));

/**
 * Mounted by stage4 when the basket needs registration: starts loading the chunk right away, so Pay
 * opens the modal without a wait; renders it from the first opening on (kept mounted for its transitions).
 */
export function RegistrationModalLazy(props: RegistrationModalProps) {
  useEffect(() => {
    void load();
  }, []);
  const [everOpened, setEverOpened] = useState(false);
  if (props.opened && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <RegistrationModal {...props} />
    </Suspense>
  );
}
