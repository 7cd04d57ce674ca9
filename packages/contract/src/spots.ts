import { z } from 'zod';
import { ProfileSummarySchema } from './discovery';
import { EventListItemSchema } from './events';

/** Curated promotion slots (spec 1 §3 "Spot", §7 GET /spot?Name; the home slider is "Homepage-slider"). */

export const HOMEPAGE_SLIDER_SPOT = 'Homepage-slider';
export const SPOT_TYPES = ['ExternalSpot', 'EntitySpot', 'GroupSpot'] as const;
export const SPOT_ENTITY_TYPES = ['Event', 'Profile'] as const;

export const SpotsQuerySchema = z.object({
  Name: z.string().trim().min(1).max(100).describe('Placement group, e.g. Homepage-slider'),
});

export interface Spot {
  Id: string;
  Name: string;
  Title: string | null;
  ProfilePicture: string | null;
  TimePeriod: { Begin: string | null; End: string | null };
  Type: (typeof SPOT_TYPES)[number];
  EntityType: (typeof SPOT_ENTITY_TYPES)[number] | null;
  /** The promoted event or profile (EntitySpot); null otherwise. */
  Ref: z.infer<typeof EventListItemSchema> | z.infer<typeof ProfileSummarySchema> | null;
  SpotCustomOptions: { CustomText: string | null };
  /** ExternalSpot only. */
  Url: string | null;
  ExternalSpotType: string | null;
  /** GroupSpot only: its children in order (themselves spots). */
  Children: Spot[];
}

// The id makes the recursive schema a named OpenAPI component (#/components/schemas/Spot).
export const SpotSchema: z.ZodType<Spot> = z
  .object({
    Id: z.string(),
    Name: z.string(),
    Title: z.string().nullable(),
    ProfilePicture: z.string().nullable(),
    TimePeriod: z.object({ Begin: z.string().nullable(), End: z.string().nullable() }),
    Type: z.enum(SPOT_TYPES),
    EntityType: z.enum(SPOT_ENTITY_TYPES).nullable(),
    Ref: z.union([EventListItemSchema, ProfileSummarySchema]).nullable(),
    SpotCustomOptions: z.object({ CustomText: z.string().nullable() }),
    Url: z.string().nullable(),
    ExternalSpotType: z.string().nullable(),
    get Children() {
      return z.array(SpotSchema);
    },
  })
  .meta({ id: 'Spot' });
export const SpotsResponseSchema = z.array(SpotSchema);
