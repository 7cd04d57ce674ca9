import { type EventDetail, EXTERNAL_SELLING_CHANNELS, IN_PRODUCT_SELLING_CHANNEL } from '@marquee/contract';

// The rules of the event page's first screen (its top section, the buy form's place). Those of the sections
// below it, which load after the first paint, are in ./section-rules.ts: a module's every export used
// anywhere sits in the chunk that holds it, and this one is on the landing page's first load.

/** Spec 1 §9: scroll offset 80 px (the sticky header stays clear of the target). */
export const SCROLL_OFFSET = 80;

const FREE_CHANNEL = 'IsFree';
// From the contract's schema-free event-states module: importing them does not pull zod into this first load.
const EXTERNAL_CHANNELS: ReadonlySet<string> = new Set(EXTERNAL_SELLING_CHANNELS);

export const isFreeEvent = (event: Pick<EventDetail, 'SellingChannelInfo'>) =>
  event.SellingChannelInfo.SellingChannel === FREE_CHANNEL;

/**
 * Spec 1 §2 / spec 2 §2: Get tickets only when the event is not free, not sold elsewhere and within its
 * selling time. It scrolls to the buy form, so it also stays away when the organizer hid that form.
 */
export function showGetTickets(
  event: Pick<EventDetail, 'SellingChannelInfo' | 'InSellingTime' | 'VisibilitySettings'>,
): boolean {
  const channel = event.SellingChannelInfo.SellingChannel;
  return (
    channel !== FREE_CHANNEL &&
    !EXTERNAL_CHANNELS.has(channel) &&
    event.InSellingTime &&
    !event.VisibilitySettings.HidePurchaseForm
  );
}

/**
 * Issue 25: the first screen shows the ticket price range (the server renders it) when Marquee sells the
 * tickets now, from the buy form's own prices call: not for free events, other sellers or a hidden form.
 */
export const showPriceRange = (
  event: Pick<EventDetail, 'SellingChannelInfo' | 'InSellingTime' | 'VisibilitySettings'>,
): boolean => showGetTickets(event) && event.SellingChannelInfo.SellingChannel === IN_PRODUCT_SELLING_CHANNEL;

/** Spec 1 §2: the buy-tickets form is hidden for free events (the visibility setting is the form's own). */
export const showPurchaseSection = (event: Pick<EventDetail, 'SellingChannelInfo'>) => !isFreeEvent(event);

/** Spec 1 §2: the top image is not shown for past events. */
export const showTopImage = (event: Pick<EventDetail, 'IsPast' | 'ProfilePicture'>) =>
  !event.IsPast && Boolean(event.ProfilePicture);
