import { isLanguage, type Language, RESERVED_NICKNAMES } from '@marquee/contract';
import type { Db } from '../../db/client';
import { HOME_DESCRIPTION, type PageMeta, SITE_NAME, summarize } from './head';
import { findArticleMeta, findEventMeta, findProfileMeta, findStreamMeta } from './sharing.repository';

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

/** Link previews of shared pages (spec 1 §2 "Sharing"): events, profiles, articles, streams and home. */
export function createSharingService(db: Db) {
  async function eventMeta(key: string, language: Language): Promise<PageMeta | null> {
    const row = await findEventMeta(db, key);
    if (!row) return null;
    const place = row.isOnline ? ONLINE[language] : [row.venueName, row.cityName].filter(Boolean).join(', ');
    const lead = [when(row.beginAt, row.timeZone, language), place].filter(Boolean).join(' · ');
    return {
      title: row.name,
      description: summarize([lead, row.about].filter(Boolean).join(' — ')),
      path: `/events/${encodeURIComponent(row.nickname ?? row.id)}`,
      image: row.shareImage ?? row.profilePicture,
      shareSized: row.shareImage !== null,
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
      image: row.profilePicture,
      shareSized: false,
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
      image: row.profilePicture,
      shareSized: true,
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
      image: row.shareImage ?? row.profilePicture,
      shareSized: row.shareImage !== null,
      type: 'video.other',
    };
  }

  return {
    /**
     * The preview of a page path, or null when the path is not a shareable page or names nothing public
     * (the web app then shows its own page, e.g. 404). Throws only on database failure.
     */
    async pageMeta(pathname: string): Promise<{ meta: PageMeta; language: Language } | null> {
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
