/**
 * The one place tracking events leave the app (spec 1 §7, spec 2 §9): the ad pixel's Purchase,
 * InitiateCheckout, PageView and AddToCart, and the tag analytics' page_view, begin_checkout and
 * add_to_cart. They fire only in production builds; elsewhere (dev, tests, previews) every call is a
 * no-op. The pixel (`fbq`) and analytics (`gtag`) snippets are added by the deployment with its own ids;
 * without them nothing is sent either.
 */
type PixelEvent = 'Purchase' | 'InitiateCheckout' | 'PageView' | 'AddToCart';
type AnalyticsEvent = 'page_view' | 'begin_checkout' | 'add_to_cart';

export interface TrackingTarget {
  fbq?: (command: 'track', event: PixelEvent, params?: Record<string, unknown>) => void;
  gtag?: (command: 'event', event: AnalyticsEvent, params?: Record<string, unknown>) => void;
}

export interface Money {
  value: number;
  currency: string;
  count: number;
}

export interface Tracker {
  pageView(path: string): void;
  addToCart(money: Money): void;
  initiateCheckout(money: Money): void;
  purchase(money: Money & { orderId: string }): void;
}

/** A tracker that sends to `target` only when `production` is true; a failing snippet never breaks a page. */
export function createTracker(production: boolean, target: () => TrackingTarget | undefined): Tracker {
  const send = (pixel: PixelEvent, pixelParams?: Record<string, unknown>) => ({
    analytics: (event: AnalyticsEvent, params?: Record<string, unknown>) => {
      if (!production) return;
      const to = target();
      try {
        to?.fbq?.('track', pixel, pixelParams);
        to?.gtag?.('event', event, params);
      } catch {
        // Third-party code: its failure is not the buyer's problem.
      }
    },
    pixelOnly: () => {
      if (!production) return;
      try {
        target()?.fbq?.('track', pixel, pixelParams);
      } catch {
        // As above.
      }
    },
  });
  const money = ({ value, currency, count }: Money) => ({ value, currency, num_items: count });
  return {
    pageView: (path) => send('PageView').analytics('page_view', { page_path: path }),
    addToCart: (m) => send('AddToCart', money(m)).analytics('add_to_cart', money(m)),
    initiateCheckout: (m) => send('InitiateCheckout', money(m)).analytics('begin_checkout', money(m)),
    // The analytics list of the spec has no purchase event: the pixel alone reports it.
    purchase: (m) => send('Purchase', { ...money(m), order_id: m.orderId }).pixelOnly(),
  };
}

export const tracking: Tracker = createTracker(import.meta.env.PROD, () =>
  typeof window === 'undefined' ? undefined : (window as unknown as TrackingTarget),
);
