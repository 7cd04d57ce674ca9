import type { Plugin } from 'vite';
import { ROUTES } from '../src/lib/routing/routes';

// Route-chunk and early-data preloading for index.html (used by vite.config.ts).

/**
 * Pages whose route chunk the HTML starts loading itself, next to the entry, when the URL is theirs.
 * Left to the router, a lazy page is requested only after the entry has downloaded and run: one more
 * round trip before the first paint (measured on home: FCP 2.8 s → see docs/decisions.md). An inline
 * script (the server's CSP hashes index.html's inline scripts) matches location.pathname and adds
 * <link rel=modulepreload> for the page chunk and its static imports and <link rel=preload as=style>
 * for its CSS; Vite's own loader then finds them in the cache.
 */
const PRELOADED_ROUTES: {
  chunk: string;
  path: RegExp;
  data?: string[];
  part?: string;
  /** Calls that are the page's only when the URL has no query string (an unfiltered list's first page). */
  bareData?: string[];
}[] = [
  // Home: /en, /en/. The slider's spots are its largest paint on a phone, so their call starts here too
  // (lib/api/prefetched.ts takes the answer).
  // Its texts are a catalog part (i18n/home/{lang}.json), fetched early too.
  { chunk: 'HomePage', path: /^\/[a-z]{2}\/?$/, data: ['/spot?Name=Homepage-slider'], part: 'home' },
  // Event page (a landing page for shared links): the event itself ($1 = id or nickname; the deprecated
  // all-events path is a redirect). features/events/api/get-event.ts takes the answer.
  {
    chunk: 'EventDetailPage',
    path: /^\/[a-z]{2}\/events\/(?!all-events\/?$)([^/]+)\/?$/,
    data: ['/event/$1'],
    // The page renders only once its catalog part (i18n/events/{lang}.json) is in: fetch it early too.
    part: 'events',
  },
  // All events: the genre tree, and the unfiltered list's first page (PAGE_SIZE.allEvents = 18; a
  // filtered URL asks for another page). features/discovery/api takes the answers; the first cards'
  // pictures are the page's largest paint on a phone.
  {
    chunk: 'AllEventsPage',
    path: /^\/[a-z]{2}\/events\/?$/,
    data: ['/category'],
    bareData: ['/event/search?page=0&perPage=18'],
    part: 'discovery',
  },
  // A profile (a landing page for shared links too): /en/{nickname or id}, but never a single-segment
  // path that starts another route (/en/events, /en/dashboard…). features/profiles/api/get-profile.ts
  // takes the answer.
  {
    chunk: 'ProfileDetailPage',
    path: new RegExp(`^/[a-z]{2}/(?!(?:${routeFirstSegments().join('|')})/?$)([^/]+)/?$`),
    data: ['/search/profile/$1'],
    part: 'content',
  },
];

/** The static first segments of the app's routes (profile nicknames never take one of these URLs). */
function routeFirstSegments(): string[] {
  const segments = Object.values(ROUTES).map((route) => route.path.split('/')[0] ?? '');
  return [...new Set(segments.filter((segment) => segment && !segment.startsWith(':')))].map((segment) =>
    segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
}

export interface OutputChunkLike {
  type: 'chunk' | 'asset';
  name?: string;
  fileName: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  facadeModuleId?: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

type PreloadedRoute = [
  pattern: string,
  js: string[],
  css: string[],
  data: string[],
  /** The route's catalog part, by language. */
  parts: Record<string, string>,
  bareData: string[],
];

/**
 * Runs inline in index.html (serialized with toString, so it must not use anything outside itself).
 * Early API calls go out anonymously in the URL's language; the page uses an answer only when those
 * match its own request (lib/api/prefetched.ts). When an answer is a list of cards (the
 * slider's spots, groups opened), the first two pictures — the first slide on a wide screen — are
 * preloaded too: on a phone that picture is the page's largest paint.
 */
function routePreloader(routes: PreloadedRoute[], pathname: string, search: string) {
  const route = routes.find(([pattern]) => new RegExp(pattern).test(pathname));
  if (!route) return;
  const [, js, css, routeData, parts, bareData] = route;
  const data = search ? routeData : [...routeData, ...bareData];
  const groups = new RegExp(route[0]).exec(pathname) ?? [];
  const link = (rel: string, href: string, as?: string) => {
    const element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    if (as) element.as = as;
    // Scripts and styles are fetched in CORS mode by the page; images are not.
    if (as !== 'image') element.crossOrigin = '';
    // Preloaded pictures are the page's largest paint; a plain image preload would be fetched at low priority.
    else element.fetchPriority = 'high';
    document.head.appendChild(element);
  };
  for (const href of js) link('modulepreload', href);
  for (const href of css) link('preload', href, 'style');
  const lang = pathname.split('/')[1] ?? '';
  if (parts[lang]) link('modulepreload', parts[lang]);
  const prefetch: { lang: string; calls: Record<string, Promise<unknown>>; data: Record<string, unknown> } = {
    lang,
    calls: {},
    data: {},
  };
  (window as unknown as { __marqueePrefetch: typeof prefetch }).__marqueePrefetch = prefetch;
  type Card = {
    ProfilePicture?: string | null;
    Ref?: { ProfilePicture?: string | null } | null;
    Children?: Card[];
  };
  const pictures = (cards: unknown, into: string[]): string[] => {
    // One entity (the event page's event): its picture is the page's top image, not shown for past events.
    const one = cards as (Card & { IsPast?: boolean }) | null;
    if (one && !Array.isArray(one) && typeof one.ProfilePicture === 'string' && !one.IsPast)
      into.push(one.ProfilePicture);
    if (!Array.isArray(cards)) return into;
    for (const card of cards as Card[]) {
      if (card?.Children?.length) pictures(card.Children, into);
      else if (card?.ProfilePicture || card?.Ref?.ProfilePicture)
        into.push((card.ProfilePicture || card.Ref?.ProfilePicture) as string);
    }
    return into;
  };
  for (const template of data) {
    // $1… in a data path are the route pattern's groups (an event page's id).
    const path = template.replace(/\$(\d)/g, (_, n: string) => groups[Number(n)] ?? '');
    prefetch.calls[path] = fetch(`/api${path}`, {
      credentials: 'same-origin',
      headers: { 'Accept-Language': lang },
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body) => {
        prefetch.data[path] = body;
        for (const picture of pictures(body, []).slice(0, 2)) link('preload', picture, 'image');
        return body;
      })
      .catch(() => null);
  }
}

export function routeChunkPreload(): Plugin {
  return {
    name: 'marquee:route-chunk-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Record<string, OutputChunkLike> | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // Whatever the entry imports statically is in the HTML already.
        const loaded = new Set<string>();
        const collect = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const next of byFile.get(file)?.imports ?? []) collect(next, into);
        };
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) collect(entry.fileName, loaded);

        const routes = PRELOADED_ROUTES.flatMap(({ chunk: name, path, data = [], part, bareData = [] }) => {
          const page = chunks.find((chunk) => chunk.isDynamicEntry && chunk.name === name);
          if (!page) throw new Error(`route-chunk-preload: no lazy chunk named ${name}`);
          const files = new Set<string>();
          collect(page.fileName, files);
          const js = [...files].filter((file) => !loaded.has(file));
          const cssOf = (list: Iterable<string>) =>
            [...list].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
          const loadedCss = new Set(cssOf(loaded));
          const css = [...new Set(cssOf(files))].filter((file) => !loadedCss.has(file));
          const route: PreloadedRoute = [
            path.source,
            js.map((file) => `/${file}`),
            css.map((file) => `/${file}`),
            data,
            Object.fromEntries(
              chunks.flatMap((chunk) => {
                const match = part
                  ? chunk.facadeModuleId?.match(
                      new RegExp(`[\\\\/]i18n[\\\\/]${part}[\\\\/]([a-z]{2})\\.json$`),
                    )
                  : null;
                return match?.[1] ? [[match[1], `/${chunk.fileName}`]] : [];
              }),
            ),
            bareData,
          ];
          return [route];
        });
        const script = `(${routePreloader.toString()})(${JSON.stringify(routes)}, location.pathname, location.search)`;
        // Right after the charset, before any stylesheet: an inline script after a stylesheet would
        // wait for that stylesheet to load.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('route-chunk-preload: index.html has no <meta charset>');
        return html.replace(charset, (tag) => `${tag}\n    <script>${script}</script>`);
      },
    },
  };
}
