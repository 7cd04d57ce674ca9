import { describe, expect, it } from 'vitest';
import { newTrackingDraft, trackingDrafts, trackingIdError, trackingInput } from './tracking-form';

describe('tracking providers form', () => {
  it('a new row fires every event of its type', () => {
    expect(newTrackingDraft('FacebookPixel').events).toEqual([
      'Purchase',
      'InitiateCheckout',
      'PageView',
      'AddToCart',
    ]);
    expect(newTrackingDraft('GoogleUniversalAnalytics').events).toEqual([
      'page_view',
      'begin_checkout',
      'add_to_cart',
    ]);
  });

  it('checks ids per type like the server', () => {
    const pixel = newTrackingDraft('FacebookPixel');
    expect(trackingIdError(pixel)).toEqual({ key: 'FIELD_REQUIRED' });
    expect(trackingIdError({ ...pixel, trackingId: '123456789' })).toBeNull();
    expect(trackingIdError({ ...pixel, trackingId: 'G-ABCDE1' })).toEqual({ key: 'INVALID_VALUE' });
    const analytics = newTrackingDraft('GoogleUniversalAnalytics');
    expect(trackingIdError({ ...analytics, trackingId: 'g-abcde1' })).toBeNull();
    expect(trackingIdError({ ...analytics, trackingId: 'UA-12345-1' })).toBeNull();
    expect(trackingIdError({ ...analytics, trackingId: '123456789' })).toEqual({ key: 'INVALID_VALUE' });
  });

  it('sends each type’s events in its own list and drops events of the other type', () => {
    const input = trackingInput([
      { type: 'FacebookPixel', trackingId: ' 123456789 ', events: ['Purchase', 'page_view'] },
      { type: 'GoogleUniversalAnalytics', trackingId: 'G-ABCDE1', events: ['add_to_cart'] },
    ]);
    expect(input).toEqual([
      { Type: 'FacebookPixel', TrackingId: '123456789', PixelEvents: ['Purchase'], Events: [] },
      { Type: 'GoogleUniversalAnalytics', TrackingId: 'G-ABCDE1', PixelEvents: [], Events: ['add_to_cart'] },
    ]);
    expect(
      trackingDrafts([
        {
          Type: 'FacebookPixel',
          TrackingId: '1234567',
          PixelEvents: ['PageView'],
          Events: [],
          Location: null,
        },
      ]),
    ).toEqual([{ type: 'FacebookPixel', trackingId: '1234567', events: ['PageView'] }]);
  });
});
