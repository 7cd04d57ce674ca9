import { z } from 'zod';
import { pageParams } from './paging';
import { AddressSchema } from './profile-contacts';

/**
 * GET /venue?ProfileId&key&page&perPage — the event wizard's venue picker (our call; the spec lists no
 * venue listing). The organizer's own venues (created by it, or used by its events) come first; with a key,
 * venues of venue (Building) profiles whose name, city or profile name match it are added. The key is
 * matched ignoring case and diacritics, like the other searches.
 */
export const VENUE_LIST_PAGE_SIZE = 20;

export const VenueListQuerySchema = z.object({
  /** The organizer profile asking (the active profile); the caller needs a claim on it. */
  ProfileId: z.uuid(),
  key: z.string().trim().max(100).optional(),
  ...pageParams(VENUE_LIST_PAGE_SIZE),
});
export type VenueListQuery = z.input<typeof VenueListQuerySchema>;

export const VenueListItemSchema = z
  .object({
    _id: z.string(),
    Name: z.string(),
    AddressContact: AddressSchema,
    /** The venue's owner profile (a venue profile, or the organizer that created it). */
    ProfileId: z.string(),
    ProfileName: z.string(),
    /** True for the organizer's own venues: created by it or used by one of its events. */
    IsOwn: z.boolean(),
    /** Of the venue's default (oldest) layout, the one PUT /event/{id}/setvenue takes. */
    SeatCount: z.number().int(),
    SectorCount: z.number().int(),
  })
  .meta({ id: 'VenueListItem' });
export type VenueListItem = z.infer<typeof VenueListItemSchema>;
export const VenueListResponseSchema = z.array(VenueListItemSchema);
