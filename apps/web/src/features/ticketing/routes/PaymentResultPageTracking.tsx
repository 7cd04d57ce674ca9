import type { PaymentResultQuery } from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { eventQuery } from '../../events';
import { tracking, useConsent, useEventTracking } from '../../tracking';
import { firstReportOf } from '../model/result-page';

/**
 * The payment result's tracking (issue 22), a chunk of its own (the tracker, referrals and visit sessions
 * were ~3 kB gzip of the page's first load: ARCHITECTURE §6): the event's pixel hears of the purchase, once
 * per order, after consent. The event (its providers) is read only when a tracker may use it.
 */
export function PurchaseTracking({ query }: { query: PaymentResultQuery }) {
  const consent = useConsent();
  const trackedEvent = useQuery({
    ...eventQuery(query.eventId),
    enabled: !!(consent?.analytics || consent?.marketing),
  });
  useEventTracking(trackedEvent.data);
  useEffect(() => {
    if (firstReportOf(query.vs))
      tracking.purchase({
        eventId: query.eventId,
        value: query.price,
        currency: query.currency,
        count: query.count,
        orderId: query.vs,
      });
  }, [query]);
  return null;
}
