import { z } from 'zod';
import { GenreNamesSchema } from './categories';
import { AddressSchema, ContactSchema } from './profile-contacts';
import { EmbeddedCodeSchema } from './profile-schemas';
import { TicketRegistration2Schema } from './questionnaires/wire';
import { GoingStatusSchema, ProfileRefSchema } from './social';
import { LonLatSchema } from './utility';

/** GET /event/{id} (spec 1 §3 "Event (display fields)", §2 event detail, spec 2 §2 performance selector). */

/** A profile reference with the caller's follow state (lineup, organizer). */
export const FollowableProfileRefSchema = ProfileRefSchema.extend({
  /** Whether the caller's active profile follows it; false when anonymous. */
  IsFollowing: z.boolean(),
}).meta({ id: 'FollowableProfileRef' });
export type FollowableProfileRef = z.infer<typeof FollowableProfileRefSchema>;

/** Spec "Lineup item". Name-only entries (no profile) have ProfileRef null and are never linked. */
export const LineupItemSchema = z
  .object({
    _id: z.string(),
    Name: z.string(),
    /** Festival day (YYYY-MM-DD in the event's zone). */
    Day: z.string().nullable(),
    Begin: z.string().nullable(),
    HideTime: z.boolean(),
    Confirmed: z.boolean(),
    IsFollowing: z.boolean(),
    ProfileRef: ProfileRefSchema.nullable(),
  })
  .meta({ id: 'LineupItem' });
export type LineupItem = z.infer<typeof LineupItemSchema>;

export const MovieInfoSchema = z
  .object({
    Movie: z.object({
      OriginalTitle: z.string(),
      YearOfProduction: z.number().int().optional(),
      /** Minutes. */
      MovieDuration: z.number().int().optional(),
      Directors: z.array(z.string()),
      Actors: z.array(z.object({ FullName: z.string() })),
    }),
    AgeRating: z.number().int(),
    DisfilmId: z.string().optional(),
    DisfilmLanguage: z.string().optional(),
    ScreenFormat: z.string().optional(),
    Dabing: z.string().optional(),
    Subtitles: z.string().optional(),
  })
  .meta({ id: 'MovieInfo' });

export const EventCategorySchema = z.object({
  Id: z.string(),
  /** In the request's language. */
  Name: z.string(),
  NameI18n: GenreNamesSchema,
  Slug: z.string(),
  ParentCategory: z.string().nullable(),
});

export const EventVenueSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  City: z.string(),
  CountryCode: z.string(),
  /** In the request's language. */
  Country: z.string(),
});

/** A future performance of the same show (EventGroupId), for the performance selector. */
export const RelatedEventSchema = z
  .object({
    Id: z.string(),
    Nickname: z.string().nullable(),
    Begin: z.string(),
    End: z.string(),
    TimeZone: z.string(),
    PerformanceLabel: z.string().nullable(),
    PerformanceType: z.string(),
    MovieInfo: z.object({ Dabing: z.string().nullable(), Subtitles: z.string().nullable() }).nullable(),
    Venue: EventVenueSchema.nullable(),
    IsOnline: z.boolean(),
  })
  .meta({ id: 'RelatedEvent' });
export type RelatedEvent = z.infer<typeof RelatedEventSchema>;

export const EventStreamRefSchema = z.object({
  Id: z.string(),
  Nickname: z.string().nullable(),
  Title: z.string(),
  StreamSellingChannel: z.enum(['Donate', 'Paid', 'Free']),
  Begin: z.string(),
  End: z.string(),
});

const localizedTexts = z.record(z.string(), z.string());

// ——— Tracking providers (spec 1 §3, spec 3 §3, §9) ———

/**
 * `GoogleUniversalAnalytics` is the spec's name; Universal Analytics stopped processing data in 2024, so only
 * GA4 measurement ids (`G-…`) load (docs/decisions.md "Consent and tracking").
 */
export const TRACKING_PROVIDER_TYPES = ['FacebookPixel', 'GoogleUniversalAnalytics'] as const;
export const PIXEL_EVENTS = ['Purchase', 'InitiateCheckout', 'PageView', 'AddToCart'] as const;
export const ANALYTICS_EVENTS = ['page_view', 'begin_checkout', 'add_to_cart'] as const;

/** What the event page needs of a saved tracking provider (ids are public in any page that loads them). */
export const PublicTrackingProviderSchema = z
  .object({
    Type: z.enum(TRACKING_PROVIDER_TYPES),
    TrackingId: z.string(),
    PixelEvents: z.array(z.enum(PIXEL_EVENTS)),
    Events: z.array(z.enum(ANALYTICS_EVENTS)),
  })
  .meta({ id: 'PublicTrackingProvider' });
export type PublicTrackingProvider = z.infer<typeof PublicTrackingProviderSchema>;

export const EventDetailSchema = z
  .object({
    Id: z.string(),
    ProfileName: z.string(),
    Nickname: z.string().nullable(),
    Begin: z.string(),
    End: z.string(),
    OpenGate: z.string().nullable(),
    BeginSelling: z.string().nullable(),
    EndSelling: z.string().nullable(),
    TimeZone: z.string(),
    /** The zone's place name for display ("Bratislava" for Europe/Bratislava). */
    TimeZoneLocation: z.string(),
    Status: z.enum(['PUBLISHED', 'DRAFT']),
    Currency: z.string(),
    ShowAuthor: z.boolean(),
    Author: FollowableProfileRefSchema,
    About: z.string().nullable(),
    /** Sanitized HTML (formatting only). */
    AboutRichText: z.string().nullable(),
    /** The venue's profile: Id is the profile id, Name the venue's name. */
    Building: z
      .object({ Id: z.string(), Name: z.string(), ProfileName: z.string(), IsConfirmed: z.boolean() })
      .nullable(),
    AddressContact: AddressSchema.nullable(),
    LonLat: LonLatSchema.nullable(),
    City: z
      .object({ Id: z.string(), Name: z.string(), CountryCode: z.string(), Country: z.string() })
      .nullable(),
    IsOnline: z.boolean(),
    Lineup: z.array(LineupItemSchema),
    Categories: z.array(EventCategorySchema),
    Keywords: z.array(z.string()),
    /** Contacts not marked private. */
    PublicContacts: z.array(ContactSchema),
    /** Every contact, for the event's author only; null for everyone else. */
    Contacts: z.array(ContactSchema).nullable(),
    SellingChannelInfo: z.object({
      SellingChannel: z.string(),
      PerformanceId: z.string().nullable(),
      Url: z.string().nullable(),
    }),
    LimitForOne: z.number().int().nullable(),
    VenueRef: z.object({ _id: z.string(), Name: z.string() }).nullable(),
    PerformanceLabel: z.string().nullable(),
    PerformanceType: z.string(),
    ProfilePicture: z.string().nullable(),
    /** 1200×630 image for link previews; falls back to ProfilePicture. */
    ShareImage: z.string().nullable(),
    TicketsSold: z.number().int(),
    /** Sanitized; ordered by OrderNumber; hidden codes only for the author. */
    EmbeddedCodes: z.array(EmbeddedCodeSchema),
    EventGroupId: z.string().nullable(),
    /** Future published performances of the group, sorted by start, without this event. */
    RelatedEvents: z.array(RelatedEventSchema),
    WebUrl: z.string().nullable(),
    StreamSettings: z.object({ StreamId: z.string().optional(), ShowStreamPromo: z.boolean() }).nullable(),
    MovieInfo: MovieInfoSchema.nullable(),
    VisibilitySettings: z.object({ HidePurchaseForm: z.boolean() }),
    CovidMode: z.string(),
    /** Selling-window texts per language (spec 2 §3 CustomFrontendTexts). */
    CustomFrontendTexts: z.object({
      BeforeBeginSelling: localizedTexts.optional(),
      AfterEndSelling: localizedTexts.optional(),
      SoldOut: localizedTexts.optional(),
    }),
    Stream: EventStreamRefSchema.nullable(),
    HasStream: z.boolean(),
    GoingCount: z.number().int(),
    /** The caller's active profile's answer; null when anonymous or unanswered. */
    GoingStatus: GoingStatusSchema.nullable(),
    IsAuthor: z.boolean(),
    IsPublished: z.boolean(),
    IsPast: z.boolean(),
    IsLongTerm: z.boolean(),
    IsMultiDay: z.boolean(),
    InSellingTime: z.boolean(),
    /**
     * Spec 1 §3. Always false here: this answer is shared by every reader (read memo); the organizer's
     * management view (EventManagement) carries the caller's own answer.
     */
    CanCreateTurnstileSystem: z.boolean(),
    /** Spec 1 §3: the event has a door check-in system. */
    HasTurnstileSystem: z.boolean(),
    /** Spec 2 §3 ExtraSettings.ShowPromocodeSection: the buy form offers a promo-code entry (coupons). */
    ExtraSettings: z.object({ ShowPromocodeSection: z.boolean() }).optional(),
    /** Spec 2 §3: the ticket registration buyers fill before paying (issue 19); null when none is asked. */
    TicketRegistration2: TicketRegistration2Schema.nullable().optional(),
    /** The organizer's ad pixel and analytics (issue 22): loaded by the web only after the visitor's consent. */
    TrackingProviders: z.array(PublicTrackingProviderSchema).optional(),
  })
  .meta({ id: 'EventDetail' });
export type EventDetail = z.infer<typeof EventDetailSchema>;
