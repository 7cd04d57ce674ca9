import fs from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (apps/web/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** Stylesheets the page's first paint needs beyond index.html's own, in order. */
  styles: string[];
  /**
   * The files inside `styles`' page bundle (see bundleStyles): linked `disabled` (never fetched) so the web
   * app's chunk loader, which skips a stylesheet whose link is already in the document, does not fetch
   * them again when it loads the route's code.
   */
  bundledStyles: string[];
  /** The page's route chunk and its static imports: fetched at once, not after the entry has run. */
  scripts: string[];
}

/**
 * Where page bundles are served. The address lists the bundled files (Vite's hashed names, joined by
 * "~"), so any process behind the balancer can answer it, whichever rendered the page, and it is cached
 * like Vite's own files.
 */
export const STYLE_BUNDLE_PREFIX = '/assets/page-styles/';
const NAME_SEPARATOR = '~';
const CSS_NAME = /^[\w-]+$/;

/**
 * What a server-rendered route needs from the web build besides index.html: its route module's chunk,
 * that chunk's static imports, and the stylesheets of all of them. Without the stylesheets in the head the
 * server's HTML would paint unstyled until the route's code had run (and shift when it did).
 *
 * Issue 25: Mantine's styles come one small file per component, so a route with form controls linked a
 * dozen render-blocking stylesheets (all events: 14). On a phone's connection each costs a round trip, at
 * most six at a time, before the first paint (Lighthouse: FCP 2.6 s against the home page's 2.0 s). A route
 * with more than one links a bundle of all of them instead, in the same order (`bundle` answers it).
 */
export function createPageAssets(webRoot: string) {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  const manifest: Manifest = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest)
    : {};
  const entry = new Set(collect(manifest, 'index.html').scripts);
  const entryStyles = new Set(collect(manifest, 'index.html').styles);
  // Every stylesheet of the build by its name: a bundle address may name only these.
  const cssFiles = new Map<string, string>();
  for (const chunk of Object.values(manifest))
    for (const css of chunk.css ?? []) cssFiles.set(path.basename(css, '.css'), css);
  const memo = new Map<string, PageAssets>();
  const assetsOf = (module: string): PageAssets => {
    let assets = memo.get(module);
    if (!assets) {
      const all = collect(manifest, module);
      // What index.html already links stays out.
      const styles = all.styles.filter((href) => !entryStyles.has(href));
      const bundled = styles.length > 1;
      assets = {
        styles: bundled ? [bundleHref(styles)] : styles,
        bundledStyles: bundled ? styles : [],
        scripts: all.scripts.filter((href) => !entry.has(href)),
      };
      memo.set(module, assets);
    }
    return assets;
  };
  const bundles = new Map<string, string>();
  /** The bundle at `href`'s CSS, or null when it names a file the build does not have. */
  const bundle = (href: string): string | null => {
    if (!href.startsWith(STYLE_BUNDLE_PREFIX) || !href.endsWith('.css')) return null;
    const cached = bundles.get(href);
    if (cached !== undefined) return cached;
    const names = href.slice(STYLE_BUNDLE_PREFIX.length, -'.css'.length).split(NAME_SEPARATOR);
    const parts: string[] = [];
    for (const name of names) {
      const css = CSS_NAME.test(name) ? cssFiles.get(name) : undefined;
      const full = css ? path.join(webRoot, css) : null;
      if (!full || !fs.existsSync(full)) return null;
      // @charset is allowed only at a stylesheet's very start.
      parts.push(fs.readFileSync(full, 'utf8').replace(/^@charset "[^"]*";\s*/i, ''));
    }
    const css = parts.join('\n');
    if (bundles.size < 1000) bundles.set(href, css);
    return css;
  };
  return { assetsOf, bundle };
}

function bundleHref(styles: string[]): string {
  return `${STYLE_BUNDLE_PREFIX}${styles.map((href) => path.basename(href, '.css')).join(NAME_SEPARATOR)}.css`;
}

function collect(manifest: Manifest, key: string): Omit<PageAssets, 'bundledStyles'> {
  const styles: string[] = [];
  const scripts: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    const chunk = manifest[id];
    if (!chunk || seen.has(id)) return;
    seen.add(id);
    for (const dependency of chunk.imports ?? []) visit(dependency);
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!styles.includes(`/${css}`)) styles.push(`/${css}`);
  };
  visit(key);
  return { styles, scripts };
}
