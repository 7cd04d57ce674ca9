import { Marked } from 'marked';
import type { Plugin } from 'vite';

/** What a `*.md` import gives the app: front matter fields and the body pre-rendered to HTML. */
export interface MarkdownPage {
  title: string;
  /** The content's version date (yyyy-MM-dd), shown as "valid from" on legal pages. */
  version: string;
  description: string;
  html: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;

/** Splits `key: value` front matter from the Markdown body (flat keys only — all our pages need). */
export function parseMarkdownPage(source: string): MarkdownPage {
  const match = source.match(FRONT_MATTER);
  const fields: Record<string, string> = {};
  for (const line of (match?.[1] ?? '').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) fields[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  const body = match ? source.slice(match[0].length) : source;
  // Headings get ids (for in-page links such as /cookies-policy#analytics); the page's title is the h1,
  // so body headings start at h2.
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading({ tokens, depth, text }) {
        const id = text
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '');
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
    },
  });
  return {
    title: fields.title ?? '',
    version: fields.version ?? '',
    description: fields.description ?? '',
    html: marked.parse(body, { async: false }),
  };
}

/**
 * `import page from './terms.en.md'` → `{ title, version, description, html }`: the product's own pages
 * (legal texts, organizer landing) are Markdown in the repository, rendered here at build time, so the
 * browser gets ready HTML in the page's chunk and no Markdown parser.
 */
export function markdownPages(): Plugin {
  return {
    name: 'marquee:markdown-pages',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.md')) return null;
      return { code: `export default ${JSON.stringify(parseMarkdownPage(code))};`, map: null };
    },
  };
}
