import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteCookie, getCookie } from '../../../lib/storage/cookies';
import { COOKIE_NOTICE_COOKIE, decodeConsent, encodeConsent, readConsent, writeConsent } from './consent';
import {
  captureReferral,
  purchaseReferral,
  REFERRALS_KEY,
  referralFor,
  resetPendingReferral,
  takeReferral,
} from './referrals';

describe('consent', () => {
  afterEach(() => deleteCookie(COOKIE_NOTICE_COOKIE));

  it('round-trips every choice; the old "accepted" means necessary only; unanswered is null', () => {
    for (const analytics of [false, true])
      for (const marketing of [false, true])
        expect(decodeConsent(encodeConsent({ analytics, marketing }))).toEqual({ analytics, marketing });
    expect(decodeConsent('accepted')).toEqual({ analytics: false, marketing: false });
    expect(readConsent()).toBeNull();
    writeConsent({ analytics: true, marketing: false });
    expect(getCookie(COOKIE_NOTICE_COOKIE)).toBe('analytics');
    expect(readConsent()).toEqual({ analytics: true, marketing: false });
  });
});

describe('referrals', () => {
  const DAY = 86_400_000;
  beforeEach(() => {
    localStorage.removeItem(REFERRALS_KEY);
    resetPendingReferral();
  });

  it('keeps the last click per event for 30 days', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(takeReferral({ eventId: 'e1' }, '?ref=first', now)).toBe('first');
    expect(takeReferral({ eventId: 'e1' }, '?ref=second', now + DAY)).toBe('second');
    expect(takeReferral({ eventId: 'e1' }, '', now + 2 * DAY)).toBeNull();
    expect(referralFor({ eventId: 'e1' }, now + 2 * DAY)).toBe('second');
    expect(referralFor({ eventId: 'e1' }, now + 31 * DAY - 1)).toBe('second');
    expect(referralFor({ eventId: 'e1' }, now + 31 * DAY + 1)).toBeNull();
    expect(referralFor({ profileId: 'e1' }, now)).toBeNull();
  });

  it('a purchase carries the event’s stored referral, else the page’s own ?ref (the embed)', () => {
    takeReferral({ eventId: 'e7' }, '?ref=stored');
    expect(purchaseReferral('e7', '?ref=embed')).toBe('stored');
    expect(purchaseReferral('e8', '?ref=embed')).toBe('embed');
    expect(purchaseReferral('e8', '')).toBeNull();
  });

  it('a ?ref caught on another page belongs to the next event or profile opened, once', () => {
    captureReferral('?ref=newsletter');
    expect(takeReferral({ profileId: 'p1' }, '')).toBe('newsletter');
    expect(takeReferral({ eventId: 'e2' }, '')).toBeNull();
    // The event page took its own ?ref first; the layout catching the same URL afterwards changes nothing.
    takeReferral({ eventId: 'e3' }, '?ref=own');
    captureReferral('?ref=own');
    expect(takeReferral({ eventId: 'e4' }, '')).toBeNull();
  });

  it('keeps a hostile value as bounded text: control characters dropped, 100 characters at most', () => {
    const hostile = `<img src=x onerror=alert(1)>\u0000\n${'x'.repeat(200)}`;
    const kept = takeReferral({ eventId: 'e5' }, `?ref=${encodeURIComponent(hostile)}`);
    expect(kept).toHaveLength(100);
    expect(kept?.startsWith('<img src=x onerror=alert(1)>xxx')).toBe(true);
    expect(referralFor({ eventId: 'e5' })).toBe(kept);
    expect(takeReferral({ eventId: 'e6' }, '?ref=%20%00%20')).toBeNull();
  });
});
