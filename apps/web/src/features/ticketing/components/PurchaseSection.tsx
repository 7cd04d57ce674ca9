import type { EventDetail } from '@marquee/contract';
import { lazy, Suspense } from 'react';
import { ensureCatalogPart } from '../../../i18n/setup';

// The buy form, its texts and its Mantine CSS arrive after the event page itself: they are not needed
// for the first paint, and most of the form (seat map, basket) only when someone starts buying.
const BuyForm = lazy(() =>
  Promise.all([import('./BuyForm'), ensureCatalogPart('ticketing')]).then(([module]) => ({
    default: module.BuyForm,
  })),
);

/**
 * The buy form's place on the event page (spec 2 §2 stage1…stage3, spec 1 §2 "buy-tickets form"), hidden
 * when the organizer hides the in-product purchase form. `onSettled` runs once the form shows its first
 * real stage (not its loader), so the page can place what follows it without a layout shift.
 */
export function PurchaseSection({ event, onSettled }: { event: EventDetail; onSettled?: () => void }) {
  if (event.VisibilitySettings.HidePurchaseForm) return null;
  return (
    <Suspense fallback={null}>
      <BuyForm event={event} onSettled={onSettled} />
    </Suspense>
  );
}
