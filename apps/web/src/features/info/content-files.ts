import type { Language } from '@marquee/contract';
import type { ContentPage, ContentPageId } from './content';

// Each file is its own chunk: a page's text arrives with that page, in that language only. The map (35 lazy
// imports) is apart from content.ts: the category page shares the info pages' loader chunk and needs none of it.
const files = import.meta.glob<ContentPage>('../../content/pages/*.md', { import: 'default' });
const loaded = new Map<string, ContentPage>();

const keyOf = (page: ContentPageId, language: Language) => `../../content/pages/${page}.${language}.md`;

/** Loads (once) a page's text in a language; English when the file is missing (the test forbids that). */
export async function loadContent(page: ContentPageId, language: Language): Promise<ContentPage> {
  const key = keyOf(page, language);
  const cached = loaded.get(key);
  if (cached) return cached;
  const load = files[key] ?? files[keyOf(page, 'en')];
  if (!load) throw new Error(`No content page ${page}`);
  const content = await load();
  loaded.set(key, content);
  return content;
}

/** The text if it has already been loaded (the route loads it with its code, so the first render has it). */
export const loadedContent = (page: ContentPageId, language: Language): ContentPage | undefined =>
  loaded.get(keyOf(page, language));
