import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { genres } from './categories';
import { createdAt, id, instant, sqlList, updatedAt } from './columns';
import type { EmbeddedCode, GalleryItem } from './documents';
import { profiles } from './profiles';

export const ARTICLE_STATUSES = ['PUBLISHED', 'DRAFT'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** Blog articles written by blogger profiles (spec "Article"), linked to genres and profiles. */
export const articles = pgTable(
  'articles',
  {
    id: id(),
    title: text('title').notNull(),
    /** Normalized title and keywords for trigram search. */
    searchText: text('search_text').notNull(),
    /** Rich text (sanitized HTML). */
    text: text('text').notNull().default(''),
    about: text('about'),
    profilePicture: text('profile_picture'),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<ArticleStatus>().notNull().default('DRAFT'),
    publishedAt: instant('published_at'),
    type: text('type').notNull().default('Article'),
    authorProfileId: uuid('author_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    gallery: jsonb('gallery').$type<GalleryItem[]>().notNull().default([]),
    /** Embeds are stored without <script> (spec); the articles service strips them before saving. */
    embeddedCodes: jsonb('embedded_codes').$type<EmbeddedCode[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('articles_published_idx').on(t.publishedAt.desc()).where(sql`${t.status} = 'PUBLISHED'`),
    index('articles_author_idx').on(t.authorProfileId),
    index('articles_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('articles_keywords_idx').using('gin', t.keywords),
    check('articles_status_check', sql`${t.status} IN (${sqlList(ARTICLE_STATUSES)})`),
    check('articles_published_at_check', sql`${t.status} <> 'PUBLISHED' OR ${t.publishedAt} IS NOT NULL`),
  ],
);

export const articleGenres = pgTable(
  'article_genres',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    genreId: uuid('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.genreId] }), index('article_genres_genre_idx').on(t.genreId)],
);

/** Profiles an article is about (spec Article.Profiles); GET /article?profiles filters by it. */
export const articleProfiles = pgTable(
  'article_profiles',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.profileId] }),
    index('article_profiles_profile_idx').on(t.profileId),
  ],
);

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticle = typeof articles.$inferInsert;
