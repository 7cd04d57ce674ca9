import { lazy, Suspense } from 'react';
import { withCatalogPart } from '../../i18n/setup';
import { usePromotionsQuiet } from '../../lib/quiet-promotions';
import { useRouteName } from '../../lib/routing/hooks';
import { NO_ORGANIZER_TOAST } from '../../lib/routing/routes';
import { useHydrated } from '../../lib/ssr/use-hydrated';
import { useSignedIn } from '../../lib/storage/use-signed-in';
import { useOrganizerToast } from './use-organizer-toast';

// The toast shows 2 s after entry at the earliest, so its UI can arrive after the first paint.
const OrganizerToastCard = lazy(withCatalogPart('extras', () => import('./OrganizerToastCard')));

/**
 * Invites anonymous visitors to sell tickets (spec 1 §2 Shell); timing lives in useOrganizerToast. Never
 * where a visitor is busy with something else: the routes in NO_ORGANIZER_TOAST, signed-in (organizer) pages,
 * a purchase under way or the cookie notice still waiting at the bottom (useQuietPromotions). It sits
 * at the bottom (OrganizerToast.module.css), away from page headings.
 */
export function OrganizerToast() {
  const routeName = useRouteName();
  const signedIn = useSignedIn();
  const quiet = usePromotionsQuiet();
  // On a server-rendered page, not before the browser's values (sign-in, the cookie notice's answer) are in:
  // until then they are the server's, and an offer made on them was withdrawn for good once they arrived.
  const hydrated = useHydrated();
  const eligible =
    hydrated && !signedIn && !quiet && routeName !== null && !NO_ORGANIZER_TOAST.has(routeName);
  const { visible, dismiss } = useOrganizerToast(eligible);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <OrganizerToastCard onDismiss={dismiss} />
    </Suspense>
  );
}
