import { z } from 'zod';

/** Interface languages (spec 1 §1, §9). English is the default and the fallback for content. */
export const LANGUAGES = ['en', 'sk', 'cs', 'de', 'hu'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const LanguageSchema = z.enum(LANGUAGES);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the best interface language from an Accept-Language header
 * ("sk-SK,sk;q=0.9,en;q=0.8"); falls back to English.
 */
export function pickLanguage(acceptLanguage: string | undefined | null): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.toLowerCase().split('-')[0] ?? '',
        quality: Number.isNaN(quality) ? 0 : quality,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { base } of ranked) {
    // The spec's web client says "cz" for Czech (spec 1 §9); accept both.
    const normalized = base === 'cz' ? 'cs' : base;
    if (isLanguage(normalized)) return normalized;
  }
  return DEFAULT_LANGUAGE;
}

/** A text with per-language variants, e.g. a genre's NameI18n. Missing languages fall back to English. */
export const I18nTextSchema = z.object({
  en: z.string(),
  sk: z.string().optional(),
  cs: z.string().optional(),
  de: z.string().optional(),
  hu: z.string().optional(),
});
export type I18nText = z.infer<typeof I18nTextSchema>;

export function localize(text: I18nText, language: Language): string {
  return text[language] || text.en;
}
