import { describe, expect, it, vi } from 'vitest';
import { createTracker, tracking } from './tracking';

const money = { value: 24.5, currency: 'EUR', count: 2 };

describe('tracking', () => {
  it('sends the pixel and analytics events in production', () => {
    const fbq = vi.fn();
    const gtag = vi.fn();
    const tracker = createTracker(true, () => ({ fbq, gtag }));
    tracker.pageView('/en/events');
    tracker.addToCart(money);
    tracker.initiateCheckout(money);
    tracker.purchase({ ...money, orderId: 'o1' });
    expect(fbq.mock.calls.map((c) => c[1])).toEqual([
      'PageView',
      'AddToCart',
      'InitiateCheckout',
      'Purchase',
    ]);
    expect(gtag.mock.calls.map((c) => c[1])).toEqual(['page_view', 'add_to_cart', 'begin_checkout']);
    expect(fbq).toHaveBeenLastCalledWith('track', 'Purchase', {
      value: 24.5,
      currency: 'EUR',
      num_items: 2,
      order_id: 'o1',
    });
    expect(gtag).toHaveBeenCalledWith('event', 'page_view', { page_path: '/en/events' });
  });

  it('is a no-op outside production', () => {
    const fbq = vi.fn();
    const gtag = vi.fn();
    const tracker = createTracker(false, () => ({ fbq, gtag }));
    tracker.pageView('/en');
    tracker.initiateCheckout(money);
    tracker.purchase({ ...money, orderId: 'o1' });
    expect(fbq).not.toHaveBeenCalled();
    expect(gtag).not.toHaveBeenCalled();
  });

  it('the app tracker sends nothing in the test build', () => {
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    tracking.pageView('/en');
    expect(fbq).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('survives a failing snippet and a page without snippets', () => {
    const broken = createTracker(true, () => ({
      fbq: () => {
        throw new Error('blocked');
      },
    }));
    expect(() => broken.addToCart(money)).not.toThrow();
    expect(() => createTracker(true, () => undefined).pageView('/en')).not.toThrow();
  });
});
