import { z } from 'zod';
import { ArticleListItemSchema } from './articles';
import { EventListItemSchema } from './events';
import { pageParams } from './paging';
import { ProfileRefSchema } from './social';

/*
 * The product's own pages (issue 21): the category landing page's profile and article tabs and the
 * signed-in fan's recommendations. The category's events come from GET /event/search?categories.
 */

/** Page sizes: a landing tab shows 12 cards a page; the recommendations page 8 (spec 1 §9 recommended events 8). */
export const CATEGORY_PAGE_SIZE = 12;
export const RECOMMENDATIONS_PAGE_SIZE = 8;

/** The tabs of /category/:pageName?tab; the first is the default. */
export const CATEGORY_TABS = ['events', 'profiles', 'articles'] as const;
export type CategoryTab = (typeof CATEGORY_TABS)[number];

/** /category/{pageName}/…: the genre's Slug (GET /category). */
export const CategoryPageParamsSchema = z.object({
  pageName: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9][a-z0-9-]*$/i, 'A genre slug: letters, digits and dashes')
    .describe('The genre’s Slug, as GET /category gives it'),
});

export const CategoryListQuerySchema = z.object(pageParams(CATEGORY_PAGE_SIZE));

/** GET /category/{pageName}/profiles: profiles with the genre (or one of its sub genres), most followed first. */
export const CategoryProfilesResponseSchema = z.array(ProfileRefSchema);
/** GET /category/{pageName}/articles: published articles with the genre (or a sub genre), newest first. */
export const CategoryArticlesResponseSchema = z.array(ArticleListItemSchema);

/** Why an event is recommended, strongest first: see docs/decisions.md "Product pages". */
export const RECOMMENDATION_REASONS = ['FOLLOWED', 'LIKE_GOING', 'GENRE'] as const;
export type RecommendationReason = (typeof RECOMMENDATION_REASONS)[number];

export const RecommendationsQuerySchema = z.object(pageParams(RECOMMENDATIONS_PAGE_SIZE));

export const RecommendedEventSchema = z
  .object({
    Event: EventListItemSchema,
    Reason: z.enum(RECOMMENDATION_REASONS),
    /** FOLLOWED: the followed profile (author or lineup member) the event comes through; otherwise null. */
    Via: z.string().nullable(),
  })
  .meta({ id: 'RecommendedEvent' });
export type RecommendedEvent = z.infer<typeof RecommendedEventSchema>;
export const RecommendationsResponseSchema = z.array(RecommendedEventSchema);
