import type { PublicTrackingProvider, TrackingConfig } from '@marquee/contract';
import type { Consent } from './consent';
import { type AddScript, installAnalytics, installPixel, type TrackingWindow } from './scripts';

/**
 * The one place tracking leaves the app (spec 1 §7, spec 2 §9, spec 3 §3; issue 22). An event's own
 * providers — the Meta pixel (`FacebookPixel`) and Google Analytics 4 (`GoogleUniversalAnalytics` with a
 * `G-` id; Universal Analytics is retired) — load only when all three hold:
 *  1. the server allows it (GET /tracking/config `Enabled`: TRACKING_ENABLED, on in production only),
 *  2. the visitor consented (marketing for the pixel, analytics for GA4),
 *  3. the organizer ticked that event for that provider (PixelEvents / Events).
 * Before the first two nothing is requested at all, not even the configuration. Failures are swallowed:
 * third-party code is never the buyer's problem.
 */
export type PixelEvent = PublicTrackingProvider['PixelEvents'][number];
export type AnalyticsEvent = PublicTrackingProvider['Events'][number];

export interface TrackedEvent {
  Id: string;
  Currency: string;
  TrackingProviders?: PublicTrackingProvider[];
}

export interface Money {
  eventId: string;
  value: number;
  currency: string;
  count: number;
}

export interface TrackerDeps {
  consent: () => Consent | null;
  config: () => Promise<TrackingConfig>;
  addScript: AddScript;
  win: () => TrackingWindow | undefined;
}

export interface Tracker {
  /** An event page (or the payment result of one) shows this event: its providers become known. */
  register(event: TrackedEvent): void;
  /** One page view per provider and page entry (`viewKey`: the history entry's key). */
  pageView(eventId: string, viewKey: string): void;
  addToCart(money: Money): void;
  initiateCheckout(money: Money): void;
  purchase(money: Money & { orderId: string }): void;
}

const isGa4 = (id: string) => /^G-[A-Z0-9]+$/i.test(id);

export function createTracker(deps: TrackerDeps): Tracker {
  const providers = new Map<string, PublicTrackingProvider[]>();
  const waiting = new Map<string, ((list: PublicTrackingProvider[]) => void)[]>();
  const pixels = new Set<string>();
  const analytics = new Set<string>();
  const viewed = new Set<string>();
  let config: Promise<TrackingConfig | null> | null = null;

  const providersOf = (eventId: string): Promise<PublicTrackingProvider[]> => {
    const known = providers.get(eventId);
    if (known) return Promise.resolve(known);
    return new Promise((resolve) => waiting.set(eventId, [...(waiting.get(eventId) ?? []), resolve]));
  };

  const loadConfig = () => {
    config ??= deps.config().catch(() => {
      config = null;
      return null;
    });
    return config;
  };

  interface Hit {
    pixel?: { event: PixelEvent; params?: Record<string, unknown>; eventID?: string };
    analytics?: { event: AnalyticsEvent; params?: Record<string, unknown> };
    /** Sent once per page entry and provider. */
    once?: string;
  }

  async function send(eventId: string, hit: Hit): Promise<void> {
    const list = await providersOf(eventId);
    const consent = deps.consent();
    if (!consent) return;
    const wanted = list.filter((provider) =>
      provider.Type === 'FacebookPixel'
        ? consent.marketing && !!hit.pixel && provider.PixelEvents.includes(hit.pixel.event)
        : consent.analytics &&
          isGa4(provider.TrackingId) &&
          !!hit.analytics &&
          provider.Events.includes(hit.analytics.event),
    );
    if (wanted.length === 0) return;
    const settings = await loadConfig();
    const win = deps.win();
    if (!settings?.Enabled || !win) return;
    for (const provider of wanted) {
      const id = provider.TrackingId;
      const onceKey = hit.once && `${hit.once}|${provider.Type}|${id}`;
      if (onceKey && viewed.has(onceKey)) continue;
      if (onceKey) viewed.add(onceKey);
      try {
        if (provider.Type === 'FacebookPixel' && hit.pixel) {
          installPixel(win, settings.PixelScriptUrl, deps.addScript);
          if (!pixels.has(id)) {
            pixels.add(id);
            win.fbq?.('init', id);
          }
          const options = hit.pixel.eventID ? [{ eventID: hit.pixel.eventID }] : [];
          win.fbq?.('trackSingle', id, hit.pixel.event, hit.pixel.params ?? {}, ...options);
        } else if (hit.analytics) {
          if (!analytics.has(id)) {
            analytics.add(id);
            installAnalytics(win, settings.AnalyticsScriptUrl, id, deps.addScript);
          }
          win.gtag?.('event', hit.analytics.event, { ...hit.analytics.params, send_to: id });
        }
      } catch {
        // Third-party code: its failure is not the buyer's problem.
      }
    }
  }

  const fire = (eventId: string, hit: Hit) => {
    void send(eventId, hit).catch(() => {});
  };
  const pixelMoney = ({ eventId, value, currency, count }: Money) => ({
    value,
    currency,
    content_ids: [eventId],
    content_type: 'product',
    num_items: count,
  });
  const analyticsMoney = ({ eventId, value, currency, count }: Money) => ({
    value,
    currency,
    items: [{ item_id: eventId, quantity: count }],
  });

  return {
    register(event) {
      const list = event.TrackingProviders ?? [];
      providers.set(event.Id, list);
      for (const resolve of waiting.get(event.Id) ?? []) resolve(list);
      waiting.delete(event.Id);
    },
    pageView(eventId, viewKey) {
      fire(eventId, {
        pixel: { event: 'PageView' },
        analytics: { event: 'page_view', params: { page_location: globalThis.location?.href } },
        once: `${eventId}|${viewKey}`,
      });
    },
    addToCart(money) {
      fire(money.eventId, {
        pixel: { event: 'AddToCart', params: pixelMoney(money) },
        analytics: { event: 'add_to_cart', params: analyticsMoney(money) },
      });
    },
    initiateCheckout(money) {
      fire(money.eventId, {
        pixel: { event: 'InitiateCheckout', params: pixelMoney(money) },
        analytics: { event: 'begin_checkout', params: analyticsMoney(money) },
      });
    },
    // The spec's analytics events have no purchase: the pixel alone reports it (eventID: the order, for
    // Meta's deduplication).
    purchase(money) {
      fire(money.eventId, {
        pixel: { event: 'Purchase', params: pixelMoney(money), eventID: money.orderId },
      });
    },
  };
}
