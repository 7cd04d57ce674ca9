import {
  ARTICLE_LIMITS,
  type ArticleUpdateSchema,
  addFieldError,
  cutArticleAbout,
  type FieldErrors,
  isStoredImageUrl,
  latestArticleDate,
  normalizeKeywords,
} from '@marquee/contract';
import type { z } from 'zod';
import type { ArticleRow, NewArticle } from '../../db/schema/articles';
import type { EmbeddedCode } from '../../db/schema/documents';
import { AppError } from '../../plugins/errors';
import { sanitizeRichText, withEmbedIds } from '../profiles/profile-content';
import { prepareEmbeds } from '../profiles/profile-input';

/** A parsed POST /article or PUT /article/{id} body (every field optional; POST requires three). */
export type ArticleInput = z.output<typeof ArticleUpdateSchema>;

export interface PreparedArticle {
  /** Columns to write; undefined keys keep the stored value (searchText is the service's). */
  values: Partial<NewArticle>;
  genreIds?: string[];
  profileIds?: string[];
}

/** Plain text of sanitized HTML: is there any content left once tags are gone? */
function hasContent(html: string): boolean {
  return (
    /<(img|iframe|video)\b/i.test(html) ||
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}

/**
 * Validates and normalizes an article body into column values (spec 3 §5): title, picture and content may
 * not be emptied; the published date may not lie after the end of today (UTC+14, see latestArticleDate)
 * and, once set, not be removed; genres and keywords at most 10; About cut to 250. Throws
 * VALIDATION_FAILED with every field problem at once.
 */
export function prepareArticleFields(input: ArticleInput, existing: ArticleRow | null, now: Date) {
  const errors: FieldErrors = {};
  const values: Partial<NewArticle> = {};
  if (input.Title !== undefined) values.title = input.Title;
  if (input.Text !== undefined) {
    const text = sanitizeRichText(input.Text);
    if (!hasContent(text)) addFieldError(errors, 'Text', 'FIELD_REQUIRED');
    else if (text.length > ARTICLE_LIMITS.textMax) addFieldError(errors, 'Text', 'MAX_LENGTH');
    values.text = text;
  }
  if (input.About !== undefined)
    values.about = input.About === null ? null : cutArticleAbout(input.About) || null;
  if (input.ProfilePicture !== undefined) {
    // The stored picture may come back unchanged (a demo picture included); a new one must be our upload.
    if (input.ProfilePicture !== existing?.profilePicture && !isStoredImageUrl(input.ProfilePicture))
      addFieldError(errors, 'ProfilePicture', 'INVALID_VALUE');
    values.profilePicture = input.ProfilePicture;
  }
  if (input.PublishedDate !== undefined) {
    if (input.PublishedDate === null) {
      // Spec 3 §5: required in edit — an article that has a date keeps one.
      if (existing?.publishedAt) addFieldError(errors, 'PublishedDate', 'FIELD_REQUIRED');
      values.publishedAt = null;
    } else {
      const date = new Date(input.PublishedDate);
      if (date.getTime() > latestArticleDate(now).getTime())
        addFieldError(errors, 'PublishedDate', 'MAX_DATETIME');
      values.publishedAt = date;
    }
  }
  if (input.Keywords) {
    const normalized = normalizeKeywords(input.Keywords);
    for (const [field, keys] of Object.entries(normalized.errors))
      for (const key of keys) addFieldError(errors, field, key);
    values.keywords = normalized.keywords;
  }
  const genreIds = input.Categories && [...new Set(input.Categories)];
  if (genreIds && genreIds.length > ARTICLE_LIMITS.genresMax)
    addFieldError(errors, 'Categories', 'MAX_VALUE');
  const profileIds = input.Profiles && [...new Set(input.Profiles)];
  if (profileIds && profileIds.length > ARTICLE_LIMITS.profilesMax)
    addFieldError(errors, 'Profiles', 'MAX_VALUE');
  if (input.EmbeddedCodes) {
    const stored = existing ? withEmbedIds(existing.id, existing.embeddedCodes) : [];
    values.embeddedCodes = prepareEmbeds(input.EmbeddedCodes, stored, errors) as EmbeddedCode[];
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', 'Invalid article.', errors);
  return { values, genreIds, profileIds } satisfies PreparedArticle;
}

/** What a published article must have (spec 3 §5); FieldErrors by field, empty when complete. */
export function publishProblems(row: ArticleRow, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  if (!row.title.trim()) addFieldError(errors, 'Title', 'FIELD_REQUIRED');
  if (!row.profilePicture) addFieldError(errors, 'ProfilePicture', 'FIELD_REQUIRED');
  if (!hasContent(row.text)) addFieldError(errors, 'Text', 'FIELD_REQUIRED');
  if (row.publishedAt && row.publishedAt.getTime() > latestArticleDate(now).getTime())
    addFieldError(errors, 'PublishedDate', 'MAX_DATETIME');
  return errors;
}
