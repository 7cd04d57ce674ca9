import { z } from 'zod';

/** Schemas of GET /category (spec 1 §3 Genre, §7 "GET /category (cached) genres"). */

/** A name in every interface language; languages the genre lacks are filled with the English name. */
export const GenreNamesSchema = z.object({
  en: z.string(),
  sk: z.string(),
  cs: z.string(),
  de: z.string(),
  hu: z.string(),
});

export interface Genre {
  Id: string;
  /** In the request's language, English when the genre has no name in it. */
  Name: string;
  NameI18n: z.infer<typeof GenreNamesSchema>;
  /** URL key for the category landing page /category/:pageName. */
  Slug: string;
  /** What the genre classifies ("Event"). */
  Type: string;
  /** The parent genre's Id; null for top genres. */
  ParentCategory: string | null;
  IsParent: boolean;
  Description: string | null;
  Subgenres: Genre[];
}

// The id makes the recursive schema a named OpenAPI component (#/components/schemas/Genre).
export const GenreSchema: z.ZodType<Genre> = z
  .object({
    Id: z.string(),
    Name: z.string(),
    NameI18n: GenreNamesSchema,
    Slug: z.string(),
    Type: z.string(),
    ParentCategory: z.string().nullable(),
    IsParent: z.boolean(),
    Description: z.string().nullable(),
    get Subgenres() {
      return z.array(GenreSchema);
    },
  })
  .meta({ id: 'Genre' });

/** Top genres in display order, each with its sub genres. */
export const CategoriesResponseSchema = z.array(GenreSchema);

/** Seconds clients and proxies may cache the genre tree. */
export const CATEGORIES_MAX_AGE_SECONDS = 300;
