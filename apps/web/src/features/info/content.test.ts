import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, PLATFORM_FEE_BP } from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES, type ContentPage, LEGAL_PAGES } from './content';

// Parsed by vite-plugins/markdown-pages.ts, as in the app.
const files = import.meta.glob<ContentPage>('../../content/pages/*.md', { import: 'default', eager: true });
const page = (id: string, language: string) => files[`../../content/pages/${id}.${language}.md`];
const count = (html: string, tag: string) => html.split(`<${tag}`).length - 1;

const SRC = join(dirname(fileURLToPath(import.meta.url)), '../..');
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // Test helpers (src/test) build fixtures, not storage.
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('product pages content', () => {
  it('has every page in every language, and no stray file', () => {
    for (const id of CONTENT_PAGES)
      for (const language of LANGUAGES) expect(page(id, language), `${id}.${language}.md`).toBeDefined();
    expect(Object.keys(files).length).toBe(CONTENT_PAGES.length * LANGUAGES.length);
  });

  it('gives each translation a title, a text, the same version and the same structure as the English', () => {
    for (const id of CONTENT_PAGES) {
      const en = page(id, 'en') as ContentPage;
      expect(en.version, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const language of LANGUAGES) {
        const translated = page(id, language) as ContentPage;
        const name = `${id}.${language}`;
        expect(translated.title.trim(), name).not.toBe('');
        expect(translated.description.trim(), name).not.toBe('');
        expect(translated.html.length, name).toBeGreaterThan(400);
        expect(translated.version, name).toBe(en.version);
        for (const tag of ['h2', 'li', 'tr', 'table'])
          expect(count(translated.html, tag), `${name} <${tag}>`).toBe(count(en.html, tag));
      }
    }
  });

  it('versions the legal pages together (the terms-updated dialog asks for all of them at once)', () => {
    const versions = new Set(LEGAL_PAGES.map((id) => page(id, 'en')?.version));
    expect(versions.size).toBe(1);
  });

  it('names in every language the facts the law and the product fix', () => {
    const fee = `${PLATFORM_FEE_BP / 100}`; // 3.6
    for (const language of LANGUAGES) {
      const text = (id: string) => (page(id, language) as ContentPage).html;
      const feeHere = language === 'en' ? fee : fee.replace('.', ',');
      for (const id of ['terms-and-conditions', 'ticketing', 'info-ticketing'])
        expect(text(id), `${id}.${language} fee`).toContain(`${feeHere} %`);
      for (const processor of [
        'Stripe',
        'GP webpay',
        'Meta Platforms Ireland',
        'Google Ireland',
        'OpenStreetMap',
      ])
        expect(text('privacy-policy'), `privacy-policy.${language}: ${processor}`).toContain(processor);
      expect(text('privacy-policy'), `privacy-policy.${language}: authority`).toContain('Hraničná 12');
      expect(text('privacy-policy'), `privacy-policy.${language}: contact`).toContain(
        'privacy@marquee.events',
      );
      for (const tracker of ['Google Analytics 4', '_ga', '_fbp'])
        expect(text('cookies-policy'), `cookies-policy.${language}: ${tracker}`).toContain(tracker);
    }
  });

  it('lists in the cookies policy every cookie and storage key the app writes', () => {
    const code = sources(SRC)
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    const keys = new Set([...code.matchAll(/['"](marquee[.-][\w.-]+)['"]/g)].map((m) => m[1] as string));
    // Cookies: the language and the cookie notice (i18n/language.ts, app/shell/CookieNotice.tsx).
    for (const cookie of ['LANGUAGE_COOKIE', 'COOKIE_NOTICE_COOKIE'])
      for (const m of code.matchAll(new RegExp(`${cookie} = '([^']+)'`, 'g'))) keys.add(m[1] as string);
    // Message names and event types that merely start like a key are not storage.
    for (const key of [...keys]) if (key.startsWith('marquee:') || key.includes(':')) keys.delete(key);
    // The server-rendered page's hydration state is an element id (app/ssr/server-state.ts), not storage.
    keys.delete('marquee-state');
    expect(keys.size).toBeGreaterThan(8);
    for (const language of LANGUAGES) {
      const html = (page('cookies-policy', language) as ContentPage).html;
      // A key prefix (`marquee.articleDraft.` + id) is listed with a star.
      const listed = (key: string) => html.includes(`<code>${key.endsWith('.') ? `${key}*` : key}</code>`);
      const missing = [...keys].filter((key) => !listed(key));
      expect(missing, `cookies-policy.${language}`).toEqual([]);
    }
  });
});
