import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { inOwnTask } from '../../../lib/own-task';
import { useConsent } from './consent';
import { type ReferralTarget, takeReferral } from './referrals';
import type { TrackedEvent } from './tracker';
import { tracking } from './tracking';
import { sendVisit } from './visit-session';

/**
 * An event's page (or its payment result): its tracking providers become known and each page entry is
 * one PageView / page_view — sent only once the visitor consented (the tracker checks again).
 */
export function useEventTracking(event: TrackedEvent | undefined): void {
  const { key } = useLocation();
  const consent = useConsent();
  useEffect(() => {
    if (event) tracking.register(event);
  }, [event]);
  const id = event?.Id;
  const consented = !!consent && (consent.analytics || consent.marketing);
  useEffect(() => {
    if (id && consented) tracking.pageView(id, key);
  }, [id, key, consented]);
}

/** Records a visit of an event or profile page (POST /session/{id}) with the referral it came with. */
export function useVisit(target: ReferralTarget | null): void {
  const { search } = useLocation();
  const id = target && ('eventId' in target ? target.eventId : target.profileId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one visit per target and page entry
  useEffect(() => {
    if (!target) return;
    // Not in the commit's task: the record is not urgent (lib/own-task.ts).
    return inOwnTask(() => {
      const referalId = takeReferral(target, search);
      sendVisit({ ...target, ...(referalId ? { referalId } : {}) });
    });
  }, [id]);
}
