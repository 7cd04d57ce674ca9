import {
  ANALYTICS_EVENTS,
  type EventManagement,
  PIXEL_EVENTS,
  type TRACKING_PROVIDER_TYPES,
  type TrackingProvider,
} from '@marquee/contract';
import type { FieldError } from '../../../lib/forms/validation';

export type TrackingType = (typeof TRACKING_PROVIDER_TYPES)[number];

/** One row of the tracking editor; `events` are pixel events or analytics events by type. */
export interface TrackingDraft {
  type: TrackingType;
  trackingId: string;
  events: string[];
}

/** The events a provider of `type` can fire (spec 3 §9). */
export function eventsOf(type: TrackingType): readonly string[] {
  return type === 'FacebookPixel' ? PIXEL_EVENTS : ANALYTICS_EVENTS;
}

export function trackingDrafts(providers: EventManagement['TrackingProviders']): TrackingDraft[] {
  return providers.map((provider) => ({
    type: provider.Type,
    trackingId: provider.TrackingId,
    events: provider.Type === 'FacebookPixel' ? [...provider.PixelEvents] : [...provider.Events],
  }));
}

/** A new row starts with every event of its type on: tracking is added to be used. */
export function newTrackingDraft(type: TrackingType): TrackingDraft {
  return { type, trackingId: '', events: [...eventsOf(type)] };
}

/** Same id rules as the server (contract TrackingProviderSchema): a numeric pixel, a UA-… or G-… id. */
export function trackingIdError(draft: TrackingDraft): FieldError | null {
  const id = draft.trackingId.trim();
  if (!id) return { key: 'FIELD_REQUIRED' };
  const valid =
    draft.type === 'FacebookPixel'
      ? /^\d{6,20}$/.test(id)
      : /^(?:UA-\d{4,10}-\d{1,4}|G-[A-Z0-9]{4,12})$/i.test(id);
  return valid ? null : { key: 'INVALID_VALUE' };
}

export function trackingInput(drafts: TrackingDraft[]): Omit<TrackingProvider, 'Location'>[] {
  return drafts.map((draft) => {
    const allowed = eventsOf(draft.type);
    const events = draft.events.filter((event) => allowed.includes(event));
    return draft.type === 'FacebookPixel'
      ? {
          Type: draft.type,
          TrackingId: draft.trackingId.trim(),
          PixelEvents: events as TrackingProvider['PixelEvents'],
          Events: [],
        }
      : {
          Type: draft.type,
          TrackingId: draft.trackingId.trim(),
          PixelEvents: [],
          Events: events as TrackingProvider['Events'],
        };
  });
}
