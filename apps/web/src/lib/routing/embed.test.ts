import { EMBED_LANGUAGES as CONTRACT_EMBED_LANGUAGES } from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMBED_OPTIONS,
  EMBED_LANGUAGES,
  isEmbedLanguage,
  isEmbedPathname,
  readEmbedOptions,
} from './embed';
import { buildEmbedSnippet, embedHref, embedHrefInEnglish } from './embed-links';

describe('embed addresses (issue 22)', () => {
  it('offers hr besides the five interface languages, and nothing else', () => {
    expect(EMBED_LANGUAGES).toEqual(CONTRACT_EMBED_LANGUAGES);
    expect(['en', 'sk', 'cs', 'de', 'hu', 'hr'].every(isEmbedLanguage)).toBe(true);
    expect(isEmbedLanguage('xx')).toBe(false);
    expect(isEmbedLanguage('HR')).toBe(false);
  });

  it('reads the options, falling back to the defaults on anything unknown', () => {
    expect(readEmbedOptions(new URLSearchParams(''))).toEqual(DEFAULT_EMBED_OPTIONS);
    expect(readEmbedOptions(new URLSearchParams('theme=dark&transparent=true&showTitle=false'))).toEqual({
      theme: 'dark',
      transparent: true,
      showTitle: false,
    });
    expect(readEmbedOptions(new URLSearchParams('theme=<script>&transparent=0&showTitle=1'))).toEqual({
      theme: 'light',
      transparent: false,
      showTitle: true,
    });
  });

  it('builds the address and keeps the rest of it when the language falls back to en', () => {
    expect(embedHref('stream', 'hr', 'a b', { theme: 'dark', transparent: true, showTitle: false })).toBe(
      '/hr/embed/stream/a%20b?theme=dark&transparent=true&showTitle=false',
    );
    expect(embedHrefInEnglish('/xx/embed/event/luky', '?theme=dark#top')).toBe(
      '/en/embed/event/luky?theme=dark#top',
    );
    expect(isEmbedPathname('/hr/embed/event/luky')).toBe(true);
    expect(isEmbedPathname('/hr/events/luky')).toBe(false);
  });
});

describe('the embed snippet', () => {
  const base = {
    origin: 'https://tickets.example/',
    kind: 'event' as const,
    id: 'luky',
    language: 'hr' as const,
  };

  it('is an iframe of the embed address with an escaped title', () => {
    const code = buildEmbedSnippet({ ...base, title: 'Rock & "Roll" <3', options: DEFAULT_EMBED_OPTIONS });
    expect(code).toBe(
      '<iframe src="https://tickets.example/hr/embed/event/luky?theme=light&amp;transparent=false&amp;showTitle=true" title="Rock &amp; &quot;Roll&quot; &lt;3" height="640" style="border:0;width:100%;max-width:100%" loading="lazy" allow="payment; clipboard-write"></iframe>',
    );
  });

  it('gives a transparent embed the theme as its color scheme (else the browser paints it opaque)', () => {
    const code = buildEmbedSnippet({
      ...base,
      title: 'Lúky',
      options: { theme: 'dark', transparent: true, showTitle: false },
    });
    expect(code).toContain(
      'style="border:0;width:100%;max-width:100%;background:transparent;color-scheme:dark"',
    );
    expect(code).toContain('?theme=dark&amp;transparent=true&amp;showTitle=false');
    const doc = new DOMParser().parseFromString(code, 'text/html');
    expect(doc.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://tickets.example/hr/embed/event/luky?theme=dark&transparent=true&showTitle=false',
    );
  });
});
