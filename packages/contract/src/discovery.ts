import { z } from 'zod';
import { ArticleListItemSchema } from './articles';
import { EventListItemSchema } from './events';
import { SEARCH } from './limits';
import { pageParams } from './paging';
import { ProfileRefSchema } from './social';

/** Search and discovery calls (spec 1 §5 search rules, §7 "Discovery", §9 limits). */

/** A search key; fewer than SEARCH.minLength characters (after trimming) answers empty results. */
const searchKey = z.string().max(100).default('');
const searchLimit = z.coerce.number().int().min(1).max(SEARCH.profileLimit).default(SEARCH.defaultLimit);

// GET /search/tags?key,page,perPage — keys under SEARCH.tagMinLength characters answer [].
export const TagsQuerySchema = z.object({
  key: searchKey,
  ...pageParams(SEARCH.tagLimit, SEARCH.tagLimit),
});
export const TagsResponseSchema = z.array(z.string());

// GET /event/prefix?Key,Limit
export const PrefixQuerySchema = z.object({ Key: searchKey, Limit: searchLimit });

export const SEARCH_TYPES = ['Profiles', 'Events', 'Articles'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** `Types` may repeat or be comma-separated, in any letter case; default every type. */
const searchTypes = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => SEARCH_TYPES.find((type) => type.toLowerCase() === part.toLowerCase()) ?? part),
  )
  .pipe(z.array(z.enum(SEARCH_TYPES)).max(SEARCH_TYPES.length));

// GET /search/prefix?Key,Limit,Types
export const SearchPrefixQuerySchema = PrefixQuerySchema.extend({
  Types: searchTypes.optional().describe('Subset of Profiles, Events, Articles (default all)'),
});
// GET /search/multiple?Key,Limit
export const SearchMultipleQuerySchema = PrefixQuerySchema;

/** A profile as search results and lists show it (spec 1 §2: picture, name, region, country). */
export const ProfileSummarySchema = ProfileRefSchema.extend({
  City: z.string().nullable(),
  Region: z.string().nullable(),
  CountryCode: z.string().nullable(),
  /** In the request's language. */
  Country: z.string().nullable(),
  FollowersCount: z.number().int(),
  IsFollowing: z.boolean(),
}).meta({ id: 'ProfileSummary' });
export type ProfileSummary = z.infer<typeof ProfileSummarySchema>;

/** Limit applies to each list; types not asked for are empty. */
export const SearchResultsSchema = z
  .object({
    Profiles: z.array(ProfileSummarySchema),
    Events: z.array(EventListItemSchema),
    Articles: z.array(ArticleListItemSchema),
  })
  .meta({ id: 'SearchResults' });
export type SearchResults = z.infer<typeof SearchResultsSchema>;
