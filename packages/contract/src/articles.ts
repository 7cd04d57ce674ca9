import { z } from 'zod';
import { EventCategorySchema } from './event-detail';
import { PAGE_SIZE } from './limits';
import { pageParams } from './paging';
import { EmbeddedCodeSchema, EmbeddedCodesInputSchema } from './profile-schemas';
import { ProfileRefSchema } from './social';

/** Blog articles (spec 1 §3 "Article", §7 GET /article, GET /article/{id}). */

export const ARTICLE_STATUSES = ['PUBLISHED', 'DRAFT'] as const;

/** `profiles` may repeat or be comma-separated; articles about any of them. */
const profileIdList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.uuid()).max(50));

// GET /article?page,perPage (20), ?profiles=id,id, or (spec 3 §7) ?authorId,status,page,perPage
export const ArticlesQuerySchema = z.object({
  ...pageParams(PAGE_SIZE.articles),
  profiles: profileIdList.optional().describe('Only articles about one of these profiles'),
  authorId: z.uuid().optional().describe('Only articles written by this profile'),
  status: z
    .enum(ARTICLE_STATUSES)
    .optional()
    .describe('PUBLISHED or DRAFT; drafts are listed to their author only (anyone else gets none)'),
});
export type ArticlesQuery = z.infer<typeof ArticlesQuerySchema>;

export const ArticleListItemSchema = z
  .object({
    Id: z.string(),
    Title: z.string(),
    About: z.string().nullable(),
    ProfilePicture: z.string().nullable(),
    Keywords: z.array(z.string()),
    /** Genre ids. */
    Categories: z.array(z.string()),
    PublishedDate: z.string().nullable(),
    Type: z.string(),
    Author: ProfileRefSchema,
    /** PUBLISHED, or DRAFT in the author's own lists (dashboard.articles). */
    Status: z.enum(ARTICLE_STATUSES).optional(),
  })
  .meta({ id: 'ArticleListItem' });
export type ArticleListItem = z.infer<typeof ArticleListItemSchema>;
export const ArticlesResponseSchema = z.array(ArticleListItemSchema);

export const GalleryItemSchema = z.object({
  ImageId: z.string(),
  Caption: z.string().nullable(),
  /** Where the image is served from. */
  Url: z.string(),
});

// GET /article/{id}
export const ArticleParamsSchema = z.object({ id: z.uuid() });
export const ArticleDetailSchema = ArticleListItemSchema.omit({ Categories: true })
  .extend({
    /** Sanitized rich text. */
    Text: z.string(),
    Status: z.enum(ARTICLE_STATUSES),
    Categories: z.array(EventCategorySchema),
    Profiles: z.array(ProfileRefSchema),
    Gallery: z.array(GalleryItemSchema),
    /** Sanitized; ordered by OrderNumber; hidden codes only for the author. */
    EmbeddedCodes: z.array(EmbeddedCodeSchema),
    /** Whether the caller holds a claim on the author profile (may edit it). */
    IsAuthor: z.boolean(),
  })
  .meta({ id: 'ArticleDetail' });
export type ArticleDetail = z.infer<typeof ArticleDetailSchema>;

// ——— Writing articles (spec 3 §2 editor, §3 Article, §4 transitions, §5 validation, §9 limits) ———

/** Spec 3 §5, §9; the rest are ours (docs/decisions.md "Articles"). */
export const ARTICLE_LIMITS = {
  titleMax: 200,
  /** Sanitized HTML of the content. */
  textMax: 100_000,
  /** About is cut to this many characters (not refused). */
  aboutMax: 250,
  genresMax: 10,
  keywordsMax: 10,
  profilesMax: 20,
  galleryMax: 30,
  captionMax: 300,
  /** The JPEG quality the editor compresses gallery images to before sending them. */
  galleryQuality: 0.7,
} as const;

/** Sent as an ISO instant; may not lie after the end of today (the writer's day; the server allows UTC+14). */
const articleFields = {
  Title: z.string().trim().min(1).max(ARTICLE_LIMITS.titleMax),
  /** Rich text (HTML); sanitized before it is stored. */
  Text: z.string().max(ARTICLE_LIMITS.textMax * 2),
  /** Plain text; cut to 250 characters. */
  About: z.string().max(5_000).nullable().optional(),
  /** A URL answered by POST /uploads/image?kind=article (2:1). */
  ProfilePicture: z.string().trim().min(1).max(500),
  PublishedDate: z.iso.datetime({ offset: true }).nullable().optional(),
  /** Genre ids. */
  Categories: z.array(z.uuid()).max(50).optional(),
  /** Tags: ≥ 3 letters or digits, lowercased, de-duplicated, at most 10. */
  Keywords: z.array(z.string().max(100)).max(50).optional(),
  /** Ids of the profiles the article is about. */
  Profiles: z.array(z.uuid()).max(50).optional(),
  EmbeddedCodes: EmbeddedCodesInputSchema.optional(),
};

/** POST /article: a draft of the active (blogger) profile; title, picture and content are required. */
export const ArticleCreateSchema = z.object(articleFields);
export type ArticleCreate = z.input<typeof ArticleCreateSchema>;
/** PUT /article/{id}: any subset; a field left out keeps its value. */
export const ArticleUpdateSchema = z.object(articleFields).partial();
export type ArticleUpdate = z.input<typeof ArticleUpdateSchema>;

export const ArticleStatusQuerySchema = z.object({
  newStatus: z
    .enum(ARTICLE_STATUSES)
    .optional()
    .describe(
      'Move the article to this status (draft ⇄ PUBLISHED) after saving the body; the same status just saves',
    ),
});

/** PUT /article/{id}/gallery: base64 JPEG/PNG (or a data: URL, or an uploaded image's URL) with a caption. */
export const ArticleGalleryInputSchema = z.object({
  Image: z.string().min(1).max(3_000_000),
  Caption: z.string().trim().max(ARTICLE_LIMITS.captionMax).nullable().optional(),
});
export const ArticleGalleryQuerySchema = z.object({
  imageId: z.string().min(1).max(500).describe('The ImageId of the gallery item to remove'),
});
export const ArticleGalleryResponseSchema = z.array(GalleryItemSchema);

/** About as stored and shown: whitespace collapsed, cut to 250 characters (spec 3 §5 "About is cut"). */
export function cutArticleAbout(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, ARTICLE_LIMITS.aboutMax).trim();
}

/**
 * The latest published date the server accepts: the end of today in the zone furthest ahead (UTC+14), so a
 * writer anywhere may date an article today; the editor checks the writer's own end of today first.
 */
const AHEAD_MS = 14 * 3_600_000;
export function latestArticleDate(now: Date): Date {
  const ahead = new Date(now.getTime() + AHEAD_MS);
  const endOfDay = Date.UTC(ahead.getUTCFullYear(), ahead.getUTCMonth(), ahead.getUTCDate(), 23, 59, 59, 999);
  return new Date(endOfDay - AHEAD_MS);
}
