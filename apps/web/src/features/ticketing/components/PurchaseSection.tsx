import type { EventDetail } from '@marquee/contract';

/**
 * The buy form's place on the event page (spec 2 §2 stage1…stage3). The event page renders it where
 * the spec puts the purchase form; the ticket purchase issue fills it in.
 */
export function PurchaseSection(_props: { event: EventDetail }) {
  return null;
}
