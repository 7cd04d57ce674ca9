import type { EventListItem, Language, ProfileSummary, Spot } from '@marquee/contract';
import { hrefTo } from '../../../lib/routing/routes';

/** One card of the recommended slider, whatever kind of spot it came from. */
export interface SlideItem {
  id: string;
  title: string;
  text: string | null;
  /** The title of the group spot it belongs to ("This weekend"). */
  eyebrow: string | null;
  picture: string | null;
  href: string;
  external: boolean;
  event: EventListItem | null;
  profile: ProfileSummary | null;
}

const isWebUrl = (url: string | null): url is string => !!url && /^https?:\/\//i.test(url);

function toItem(spot: Spot, eyebrow: string | null, language: Language): SlideItem | null {
  const base = { id: spot.Id, text: spot.SpotCustomOptions.CustomText, eyebrow };
  if (spot.Type === 'ExternalSpot') {
    // Only web links: a stored javascript: or data: URL must never become a link.
    if (!isWebUrl(spot.Url) || !spot.Title) return null;
    const item = { ...base, title: spot.Title, picture: spot.ProfilePicture, href: spot.Url };
    return { ...item, external: true, event: null, profile: null };
  }
  if (!spot.Ref) return null;
  if (spot.EntityType === 'Event') {
    const event = spot.Ref as EventListItem;
    return {
      ...base,
      title: spot.Title ?? event.ProfileName,
      picture: spot.ProfilePicture ?? event.ProfilePicture,
      href: hrefTo('event-detail', language, { id: event.Nickname ?? event.Id }),
      external: false,
      event,
      profile: null,
    };
  }
  if (spot.EntityType === 'Profile') {
    const profile = spot.Ref as ProfileSummary;
    return {
      ...base,
      title: spot.Title ?? profile.ProfileName,
      picture: spot.ProfilePicture ?? profile.ProfilePicture,
      href: hrefTo('profile-detail', language, { id: profile.Nickname ?? profile.Id }),
      external: false,
      event: null,
      profile,
    };
  }
  // Spec 1 §8 "EntityType not supported": such a spot is left out rather than breaking the slider.
  return null;
}

/**
 * The slider shows spots in order; a group spot (nested to any depth) contributes its children in
 * place, each marked with the group's title.
 */
export function toSlideItems(
  spots: readonly Spot[],
  language: Language,
  eyebrow: string | null = null,
): SlideItem[] {
  return spots.flatMap((spot) =>
    spot.Type === 'GroupSpot'
      ? toSlideItems(spot.Children, language, spot.Title ?? eyebrow)
      : (toItem(spot, eyebrow, language) ?? []),
  );
}

/** Splits the items into slides of `perSlide`. */
export function toSlides<T>(items: readonly T[], perSlide: number): T[][] {
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += perSlide)
    slides.push(items.slice(start, start + perSlide));
  return slides;
}
