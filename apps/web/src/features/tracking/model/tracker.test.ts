import type { PublicTrackingProvider, TrackingConfig } from '@marquee/contract';
import { describe, expect, it, vi } from 'vitest';
import type { Consent } from './consent';
import type { TrackingWindow } from './scripts';
import { createTracker } from './tracker';

const PIXEL: PublicTrackingProvider = {
  Type: 'FacebookPixel',
  TrackingId: '123456789012',
  PixelEvents: ['PageView', 'AddToCart', 'InitiateCheckout', 'Purchase'],
  Events: [],
};
const GA4: PublicTrackingProvider = {
  Type: 'GoogleUniversalAnalytics',
  TrackingId: 'G-TEST123',
  PixelEvents: [],
  Events: ['page_view', 'add_to_cart', 'begin_checkout'],
};
const CONFIG: TrackingConfig = {
  Enabled: true,
  PixelScriptUrl: '/stub/fbevents.js',
  AnalyticsScriptUrl: '/stub/gtag.js',
};
const EVENT = { Id: 'ev-1', Currency: 'EUR', TrackingProviders: [PIXEL, GA4] };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(options: { consent?: Consent | null; config?: TrackingConfig } = {}) {
  let consent: Consent | null = options.consent === undefined ? null : options.consent;
  const win: TrackingWindow = {};
  const config = vi.fn(async () => options.config ?? CONFIG);
  const scripts: string[] = [];
  const tracker = createTracker({
    consent: () => consent,
    config,
    addScript: (src) => scripts.push(src),
    win: () => win,
  });
  return { tracker, win, config, scripts, consent: (next: Consent | null) => (consent = next) };
}

/** What the page's fbq and gtag received (the queue the vendor script would drain). */
const pixelCalls = (win: TrackingWindow) => (win.fbq?.queue ?? []) as unknown[][];
const gtagCalls = (win: TrackingWindow) => (win.dataLayer ?? []).map((args) => [...(args as unknown[])]);

describe('tracker', () => {
  it('loads nothing and asks nothing before consent, whatever the page does', async () => {
    const { tracker, win, config, scripts } = setup({ consent: null });
    tracker.register(EVENT);
    tracker.pageView('ev-1', 'k1');
    tracker.addToCart({ eventId: 'ev-1', value: 30, currency: 'EUR', count: 2 });
    tracker.initiateCheckout({ eventId: 'ev-1', value: 30, currency: 'EUR', count: 2 });
    tracker.purchase({ eventId: 'ev-1', value: 30, currency: 'EUR', count: 2, orderId: '123' });
    await settle();
    expect(scripts).toEqual([]);
    expect(config).not.toHaveBeenCalled();
    expect(win).toEqual({});
  });

  it('with necessary only, still nothing', async () => {
    const { tracker, scripts, config } = setup({ consent: { analytics: false, marketing: false } });
    tracker.register(EVENT);
    tracker.addToCart({ eventId: 'ev-1', value: 30, currency: 'EUR', count: 2 });
    await settle();
    expect(scripts).toEqual([]);
    expect(config).not.toHaveBeenCalled();
  });

  it('with marketing consent loads the pixel only and sends its events with values and content ids', async () => {
    const { tracker, win, scripts } = setup({ consent: { analytics: false, marketing: true } });
    tracker.addToCart({ eventId: 'ev-1', value: 30, currency: 'EUR', count: 2 });
    await settle();
    // Calls made before the event page registered its providers wait for them.
    expect(scripts).toEqual([]);
    tracker.register(EVENT);
    await settle();
    tracker.purchase({ eventId: 'ev-1', value: 30, currency: 'EUR', count: 2, orderId: '123' });
    await settle();
    expect(scripts).toEqual(['/stub/fbevents.js']);
    expect(win.gtag).toBeUndefined();
    const money = {
      value: 30,
      currency: 'EUR',
      content_ids: ['ev-1'],
      content_type: 'product',
      num_items: 2,
    };
    expect(pixelCalls(win)).toEqual([
      ['init', '123456789012'],
      ['trackSingle', '123456789012', 'AddToCart', money],
      ['trackSingle', '123456789012', 'Purchase', money, { eventID: '123' }],
    ]);
  });

  it('with analytics consent loads GA4 for G- ids only, one page view per page entry', async () => {
    const ua = { ...GA4, TrackingId: 'UA-12345-1' };
    const { tracker, win, scripts } = setup({ consent: { analytics: true, marketing: false } });
    tracker.register({ ...EVENT, TrackingProviders: [PIXEL, GA4, ua] });
    tracker.pageView('ev-1', 'k1');
    tracker.pageView('ev-1', 'k1');
    tracker.initiateCheckout({ eventId: 'ev-1', value: 12.5, currency: 'CZK', count: 1 });
    await settle();
    expect(scripts).toEqual(['/stub/gtag.js?id=G-TEST123']);
    expect(win.fbq).toBeUndefined();
    const calls = gtagCalls(win).filter(([command]) => command === 'event');
    expect(calls).toEqual([
      ['event', 'page_view', expect.objectContaining({ send_to: 'G-TEST123' })],
      [
        'event',
        'begin_checkout',
        { value: 12.5, currency: 'CZK', items: [{ item_id: 'ev-1', quantity: 1 }], send_to: 'G-TEST123' },
      ],
    ]);
    expect(gtagCalls(win)).toContainEqual(['config', 'G-TEST123', { send_page_view: false }]);
  });

  it('sends only the events the organizer ticked, and nothing when the server has tracking off', async () => {
    const { tracker, win } = setup({ consent: { analytics: true, marketing: true } });
    tracker.register({ ...EVENT, TrackingProviders: [{ ...PIXEL, PixelEvents: ['Purchase'] }] });
    tracker.addToCart({ eventId: 'ev-1', value: 1, currency: 'EUR', count: 1 });
    await settle();
    expect(win.fbq).toBeUndefined();

    const off = setup({
      consent: { analytics: true, marketing: true },
      config: { ...CONFIG, Enabled: false },
    });
    off.tracker.register(EVENT);
    off.tracker.addToCart({ eventId: 'ev-1', value: 1, currency: 'EUR', count: 1 });
    await settle();
    expect(off.config).toHaveBeenCalledTimes(1);
    expect(off.scripts).toEqual([]);
    expect(off.win).toEqual({});
  });

  it('starts sending once consent is given, and never throws when a vendor script does', async () => {
    const state = setup({ consent: null });
    state.tracker.register(EVENT);
    state.tracker.addToCart({ eventId: 'ev-1', value: 1, currency: 'EUR', count: 1 });
    await settle();
    expect(state.scripts).toEqual([]);
    state.consent({ analytics: false, marketing: true });
    state.tracker.addToCart({ eventId: 'ev-1', value: 1, currency: 'EUR', count: 1 });
    await settle();
    expect(state.scripts).toEqual(['/stub/fbevents.js']);
    if (state.win.fbq)
      state.win.fbq.callMethod = () => {
        throw new Error('vendor bug');
      };
    expect(() =>
      state.tracker.purchase({ eventId: 'ev-1', value: 1, currency: 'EUR', count: 1, orderId: '9' }),
    ).not.toThrow();
    await settle();
  });
});
