import { z } from 'zod';
import { EventCategorySchema } from './event-detail';
import { pageParams } from './events';
import { PAGE_SIZE } from './limits';
import { EmbeddedCodeSchema } from './profile-schemas';
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
