import { type EventListItem, isLanguage, type Language, RESERVED_NICKNAMES } from '@marquee/contract';
import type { Db } from '../../db/client';
import { ALL_EVENTS_TITLE, HOME_DESCRIPTION, type PageMeta, SITE_NAME, summarize } from './head';
import { findArticleMeta, findEventMeta, findProfileMeta, findStreamMeta } from './sharing.repository';
import { buildSitemap } from './sitemap';

const ONLINE: Record<Language, string> = {
  en: 'Online stream',
  sk: 'Online stream',
  cs: 'Online stream',
  de: 'Online-Stream',
  hu: 'Online közvetítés',
};

/** "Sat, 13 Jun 2026, 20:00" in the page's language and the event's own zone (spec: event times in its zone). */
function when(instant: Date, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);
}

/** Splits /{lang}/{...}; null for anything that is not a page under a language. */
export function parsePagePath(pathname: string): { language: Language; segments: string[] } | null {
  const parts = pathname.split('/').filter(Boolean);
  const [first, ...segments] = parts;
  if (!first || !isLanguage(first)) return null;
  try {
    return { language: first, segments: segments.map((segment) => decodeURIComponent(segment)) };
  } catch {
    return null; // malformed percent-encoding: the plain page will show its own 404
  }
}

export const SHARE_KINDS = ['event', 'profile', 'article', 'stream'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/**
 * The path of a picture this server serves itself (`/uploads/…`, `/demo/…`, or an absolute URL on the
 * public origin), or null for a picture hosted elsewhere: the preview renderer never fetches foreign URLs.
 */
export function localPicturePath(picture: string, publicUrl: string): string | null {
  const origin = publicUrl.replace(/\/+$/, '');
  if (picture.startsWith(`${origin}/`)) return picture.slice(origin.length);
  return picture.startsWith('/') && !picture.startsWith('//') ? picture : null;
}

/** `/share/{kind}/{id}.jpg?v=…`: the version changes with the row, so the image may be cached for long. */
export function shareImagePath(kind: ShareKind, id: string, updatedAt: Date): string {
  return `/share/${kind}/${id}.jpg?v=${updatedAt.getTime().toString(36)}`;
}

/**
 * Link previews of shared pages (spec 1 §2 "Sharing"): events, profiles, articles, streams and home. Every
 * page's image is a 1200×630 JPEG rendered from its own picture (or the site card when it has none); only a
 * picture hosted elsewhere is linked as it is, without announced dimensions.
 */
export interface SharingOptions {
  /** All events' unfiltered first page as an anonymous visitor gets it (GET /event/search?page=0). */
  allEventsFirstPage?: (language: Language) => Promise<EventListItem[]>;
}

/** How many of all events' first cards are preloaded: the first on a phone's first screen, two side by side. */
const ALL_EVENTS_PRELOADED = 2;

/** Crawlers poll the sitemap; five minutes of staleness is fine and keeps them off the database. */
const SITEMAP_CACHE_MS = 5 * 60_000;

export function createSharingService(db: Db, publicUrl: string, options: SharingOptions = {}) {
  let sitemap: { xml: string; expires: number } | null = null;

  function preview(
    kind: ShareKind,
    row: { id: string; updatedAt: Date },
    picture: string | null,
  ): Pick<PageMeta, 'image' | 'shareSized'> {
    if (picture && localPicturePath(picture, publicUrl) === null)
      return { image: picture, shareSized: false };
    return { image: shareImagePath(kind, row.id, row.updatedAt), shareSized: true };
  }

  /**
   * All events: its own title, and — when the URL carries no filter — the first cards' pictures, which are
   * the page's largest paint on a phone (preloaded by the server: the app learns them only after its start).
   */
  async function allEventsMeta(language: Language, filtered: boolean): Promise<PageMeta> {
    const cards = filtered || !options.allEventsFirstPage ? [] : await options.allEventsFirstPage(language);
    return {
      title: ALL_EVENTS_TITLE[language],
      description: HOME_DESCRIPTION[language],
      path: '/events',
      image: null,
      shareSized: false,
      type: 'website',
      preloadImages: cards
        .slice(0, ALL_EVENTS_PRELOADED)
        .flatMap((card) => (card.ProfilePicture ? [card.ProfilePicture] : [])),
    };
  }

  async function eventMeta(key: string, language: Language): Promise<PageMeta | null> {
    const row = await findEventMeta(db, key);
    if (!row) return null;
    const place = row.isOnline ? ONLINE[language] : [row.venueName, row.cityName].filter(Boolean).join(', ');
    const begin = when(row.beginAt, row.timeZone, language);
    const lead = [begin, place].filter(Boolean).join(' · ');
    return {
      title: row.name,
      description: summarize([lead, row.about].filter(Boolean).join(' — ')),
      path: `/events/${encodeURIComponent(row.nickname ?? row.id)}`,
      ...preview('event', row, row.shareImage ?? row.profilePicture),
      type: 'website',
    };
  }

  async function profileMeta(key: string): Promise<PageMeta | null> {
    const row = await findProfileMeta(db, key);
    if (!row) return null;
    return {
      title: row.name,
      description: summarize(row.about) || [row.name, row.cityName].filter(Boolean).join(', '),
      path: `/${encodeURIComponent(row.nickname ?? row.id)}`,
      ...preview('profile', row, row.profilePicture),
      type: 'profile',
    };
  }

  async function articleMeta(id: string): Promise<PageMeta | null> {
    const row = await findArticleMeta(db, id);
    if (!row) return null;
    return {
      title: row.title,
      description: summarize(row.about),
      path: `/article/${row.id}`,
      ...preview('article', row, row.profilePicture),
      type: 'article',
      ...(row.publishedAt ? { publishedTime: row.publishedAt.toISOString() } : {}),
    };
  }

  async function streamMeta(key: string, language: Language): Promise<PageMeta | null> {
    const row = await findStreamMeta(db, key);
    if (!row) return null;
    return {
      title: row.title,
      description: summarize(
        [when(row.beginAt, row.timeZone, language), row.about].filter(Boolean).join(' — '),
      ),
      path: `/stream/${encodeURIComponent(row.nickname ?? row.id)}`,
      ...preview('stream', row, row.shareImage ?? row.profilePicture),
      type: 'video.other',
    };
  }

  return {
    /** GET /sitemap.xml, rebuilt at most every SITEMAP_CACHE_MS. Throws only on database failure. */
    async sitemap(): Promise<string> {
      const now = Date.now();
      if (!sitemap || sitemap.expires <= now) {
        sitemap = { xml: await buildSitemap(db, publicUrl, new Date(now)), expires: now + SITEMAP_CACHE_MS };
      }
      return sitemap.xml;
    },

    /**
     * The picture a share image of a public item is made from: `{ picture: null }` when it has none, null
     * when the item does not exist or is not public (drafts). Throws only on database failure.
     */
    async shareImageSource(kind: ShareKind, id: string): Promise<{ picture: string | null } | null> {
      switch (kind) {
        case 'event': {
          const row = await findEventMeta(db, id);
          return row && { picture: row.shareImage ?? row.profilePicture };
        }
        case 'profile': {
          const row = await findProfileMeta(db, id);
          return row && { picture: row.profilePicture };
        }
        case 'article': {
          const row = await findArticleMeta(db, id);
          return row && { picture: row.profilePicture };
        }
        case 'stream': {
          const row = await findStreamMeta(db, id);
          return row && { picture: row.shareImage ?? row.profilePicture };
        }
      }
    },

    /**
     * The preview of a page path, or null when the path is not a shareable page or names nothing public
     * (the web app then shows its own page, e.g. 404). Throws only on database failure.
     */
    async pageMeta(
      pathname: string,
      { filtered = false }: { filtered?: boolean } = {},
    ): Promise<{ meta: PageMeta; language: Language } | null> {
      const page = parsePagePath(pathname);
      if (!page) return null;
      const { language, segments } = page;
      const [first, second, ...rest] = segments;
      let meta: PageMeta | null = null;
      if (first === undefined) {
        meta = {
          title: SITE_NAME,
          description: HOME_DESCRIPTION[language],
          path: '/',
          image: null,
          shareSized: false,
          type: 'website',
        };
      } else if (rest.length > 0) {
        meta = null;
      } else if (first === 'events' && second) {
        meta = await eventMeta(second, language);
      } else if (first === 'events') {
        meta = await allEventsMeta(language, filtered);
      } else if (first === 'article' && second) {
        meta = await articleMeta(second);
      } else if (first === 'stream' && second) {
        meta = await streamMeta(second, language);
      } else if (
        second === undefined &&
        !RESERVED_NICKNAMES.has(first.toLowerCase()) &&
        first.length <= 100
      ) {
        meta = await profileMeta(first);
      }
      return meta ? { meta, language } : null;
    },
  };
}
export type SharingService = ReturnType<typeof createSharingService>;
