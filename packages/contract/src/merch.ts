import { z } from 'zod';

/**
 * Merchandise of a profile (spec 3 §3 "Merch": Name, Url, Description, ProfileId, ProfilePicture; §7
 * GET /merch?ProfileId, POST /merch, PUT/DELETE /merch/{id}). The Url follows the web-link rule (http://
 * added when missing); the picture is a URL answered by an upload call (`/uploads/…`).
 */
export const MERCH_NAME_MAX_LENGTH = 150;
export const MERCH_DESCRIPTION_MAX_LENGTH = 2000;
export const MAX_MERCH_PER_PROFILE = 100;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const MerchUpdateSchema = z.object({
  Name: z.string().trim().min(1).max(MERCH_NAME_MAX_LENGTH),
  /** A web link; `shop.example/shirt` is stored as `http://shop.example/shirt`. Empty or null: none. */
  Url: optionalText(2000),
  Description: optionalText(MERCH_DESCRIPTION_MAX_LENGTH),
  /** A URL answered by POST /uploads/image; other URLs are refused. Null: no picture. */
  ProfilePicture: optionalText(500),
});
export type MerchUpdate = z.infer<typeof MerchUpdateSchema>;

export const MerchCreateSchema = MerchUpdateSchema.extend({
  /** The profile the item belongs to; the caller needs a claim on it. */
  ProfileId: z.uuid(),
});
export type MerchCreate = z.infer<typeof MerchCreateSchema>;

export const MerchSchema = z
  .object({
    Id: z.string(),
    ProfileId: z.string(),
    Name: z.string(),
    Url: z.string().nullable(),
    Description: z.string().nullable(),
    ProfilePicture: z.string().nullable(),
  })
  .meta({ id: 'Merch' });
export type Merch = z.infer<typeof MerchSchema>;
export const MerchListSchema = z.array(MerchSchema);

export const MerchQuerySchema = z.object({ ProfileId: z.uuid() });
export const MerchParamsSchema = z.object({ id: z.uuid() });
