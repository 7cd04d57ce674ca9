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
  /** The page's route chunk and its static imports: fetched at once, not after the entry has run. */
  scripts: string[];
}

/**
 * What a server-rendered route needs from the web build besides index.html: its route module's chunk,
 * that chunk's static imports, and the stylesheets of all of them. Without the stylesheets in the head the
 * server's HTML would paint unstyled until the route's code had run (and shift when it did).
 */
export function createPageAssets(webRoot: string): (module: string) => PageAssets {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  const manifest: Manifest = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest)
    : {};
  const entry = new Set(collect(manifest, 'index.html').scripts);
  const entryStyles = new Set(collect(manifest, 'index.html').styles);
  const memo = new Map<string, PageAssets>();
  return (module) => {
    let assets = memo.get(module);
    if (!assets) {
      const all = collect(manifest, module);
      // What index.html already links stays out.
      assets = {
        styles: all.styles.filter((href) => !entryStyles.has(href)),
        scripts: all.scripts.filter((href) => !entry.has(href)),
      };
      memo.set(module, assets);
    }
    return assets;
  };
}

function collect(manifest: Manifest, key: string): PageAssets {
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
