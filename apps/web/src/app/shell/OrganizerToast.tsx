import { lazy, Suspense } from 'react';
import { withCatalogPart } from '../../i18n/setup';
import { useSignedIn } from '../../lib/storage/use-signed-in';
import { useRouteName } from '../hooks';
import { NO_ORGANIZER_TOAST } from '../routes';
import { useOrganizerToast } from './use-organizer-toast';

// The toast shows 2 s after entry at the earliest, so its UI can arrive after the first paint.
const OrganizerToastCard = lazy(withCatalogPart('extras', () => import('./OrganizerToastCard')));

/** Invites anonymous visitors to sell tickets (spec 1 §2 Shell); timing lives in useOrganizerToast. */
export function OrganizerToast() {
  const routeName = useRouteName();
  const signedIn = useSignedIn();
  const eligible = !signedIn && routeName !== null && !NO_ORGANIZER_TOAST.has(routeName);
  const { visible, dismiss } = useOrganizerToast(eligible);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <OrganizerToastCard onDismiss={dismiss} />
    </Suspense>
  );
}
