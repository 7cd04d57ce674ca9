import { z } from 'zod';
import { ANALYTICS_EVENTS, MovieInfoSchema, PIXEL_EVENTS, TRACKING_PROVIDER_TYPES } from './event-detail';
import { MAX_EVENT_GENRES, MY_EVENTS_PAGE_SIZE } from './event-management-rules';
import { EventResponsibleSchema } from './event-responsible';
import { EventListItemSchema, queryFlag } from './events';
import { LANGUAGES } from './languages';
import { NAME_MIN_LENGTH } from './limits';
import { pageParams } from './paging';
import { AddressSchema, ContactInputSchema, ContactSchema, MAX_CONTACTS } from './profile-contacts';
import {
  EmbeddedCodeSchema,
  EmbeddedCodesInputSchema,
  MAX_ABOUT_LENGTH,
  MAX_ABOUT_RICH_TEXT_LENGTH,
} from './profile-schemas';
import { ProfileRefSchema } from './social';
import { CurrencyCodeSchema, LonLatSchema } from './utility';

export * from './event-management-rules';
export * from './event-responsible';
export * from './event-ticket-categories';

/**
 * The organizer's event management calls (spec 3 §3, §7; spec 2 §3 Ticket category; spec 1 §3, §9). Every
 * write validates with these schemas; PUT bodies are partial so a wizard can save step by step — a field
 * left out keeps its value, `null` clears it, lists replace the stored list.
 */

export const EVENT_STATUSES = ['PUBLISHED', 'DRAFT'] as const;
/** 'Marquee' is the in-product channel (the spec's `{product}`). */
export const EVENT_SELLING_CHANNELS = [
  'IsFree',
  'Marquee',
  'ExternalTicketing',
  'TicketportalCZ',
  'TicketportalSK',
] as const;
export const EVENT_PERFORMANCE_TYPES = [
  'Normal',
  'School',
  'Filmclub',
  'Pensioner',
  'Children',
  'Other',
] as const;
export const EVENT_COVID_MODES = [
  'UNDEFINED',
  'OTP_SK',
  'ALL_SK',
  'ONLY_VACCINATED_SK',
  'OP_PLUS_SK',
] as const;
export const EVENT_NAME_MAX_LENGTH = 150;

const instant = z.iso.datetime({ offset: true });
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

// ——— Tracking providers (spec 3 §3, §9) ———

// TRACKING_PROVIDER_TYPES, PIXEL_EVENTS and ANALYTICS_EVENTS live in event-detail.ts (the public event shows them).

export const TrackingProviderSchema = z
  .object({
    Type: z.enum(TRACKING_PROVIDER_TYPES),
    TrackingId: z.string().trim().min(1).max(50),
    PixelEvents: z.array(z.enum(PIXEL_EVENTS)).max(PIXEL_EVENTS.length).default([]),
    Events: z.array(z.enum(ANALYTICS_EVENTS)).max(ANALYTICS_EVENTS.length).default([]),
    // Where the tracking applies (spec 3 §3); never markup.
    Location: z
      .string()
      .trim()
      .max(100)
      .regex(/^[^<>]*$/, 'No markup')
      .nullable()
      .default(null),
  })
  .superRefine((provider, ctx) => {
    // A pixel id is a number; an analytics id is a UA-… property or a G-… measurement id.
    const valid =
      provider.Type === 'FacebookPixel'
        ? /^\d{6,20}$/.test(provider.TrackingId)
        : /^(?:UA-\d{4,10}-\d{1,4}|G-[A-Z0-9]{4,12})$/i.test(provider.TrackingId);
    if (!valid) ctx.addIssue({ code: 'custom', path: ['TrackingId'], message: 'Invalid tracking id' });
  })
  .meta({ id: 'TrackingProvider' });
export type TrackingProvider = z.output<typeof TrackingProviderSchema>;

// ——— Movie info (spec 1 §3 MovieInfo; spec 1 §9: the event page shows 10 actors) ———

/** Limits of a film screening's details; the page lists the first MOVIE_INFO_LIMITS.actorsShown actors. */
export const MOVIE_INFO_LIMITS = {
  titleMax: 200,
  /** The first film screening was in 1888; a year of production may lie a few years ahead (announced films). */
  yearMin: 1888,
  yearAhead: 5,
  durationMaxMinutes: 1000,
  directorsMax: 10,
  actorsMax: 50,
  actorsShown: 10,
  personNameMax: 100,
  /** Age ratings are whole years, 0 for every age. */
  ageRatingMax: 21,
  textMax: 100,
} as const;

const personName = z.string().trim().min(1).max(MOVIE_INFO_LIMITS.personNameMax);
const movieText = z.string().trim().max(MOVIE_INFO_LIMITS.textMax).optional();

/** PUT /event {MovieInfo}: the stored MovieInfo (event-detail.ts) with the organizer form's limits. */
export const MovieInfoInputSchema = z.object({
  Movie: z.object({
    OriginalTitle: z.string().trim().min(1).max(MOVIE_INFO_LIMITS.titleMax),
    YearOfProduction: z
      .number()
      .int()
      .min(MOVIE_INFO_LIMITS.yearMin)
      .refine((year) => year <= new Date().getUTCFullYear() + MOVIE_INFO_LIMITS.yearAhead, 'Too far ahead')
      .optional(),
    MovieDuration: z.number().int().min(1).max(MOVIE_INFO_LIMITS.durationMaxMinutes).optional(),
    Directors: z.array(personName).max(MOVIE_INFO_LIMITS.directorsMax).default([]),
    Actors: z
      .array(z.object({ FullName: personName }))
      .max(MOVIE_INFO_LIMITS.actorsMax)
      .default([]),
  }),
  AgeRating: z.number().int().min(0).max(MOVIE_INFO_LIMITS.ageRatingMax).default(0),
  DisfilmId: movieText,
  DisfilmLanguage: movieText,
  ScreenFormat: movieText,
  Dabing: movieText,
  Subtitles: movieText,
});
export type MovieInfoInput = z.input<typeof MovieInfoInputSchema>;

// ——— Event create / update ———

const localizedTexts = z.partialRecord(z.enum(LANGUAGES), z.string().trim().max(500));

export const CustomFrontendTextsSchema = z.object({
  BeforeBeginSelling: localizedTexts.optional(),
  AfterEndSelling: localizedTexts.optional(),
  SoldOut: localizedTexts.optional(),
});

export const SellingChannelInfoInputSchema = z.object({
  SellingChannel: z.enum(EVENT_SELLING_CHANNELS),
  /** Required for the external channels (ExternalTicketing, TicketportalCZ, TicketportalSK). */
  Url: optionalText(2000),
  /** The Ticketportal performance id. */
  PerformanceId: optionalText(100),
});

const eventFields = {
  ProfileName: z.string().trim().min(NAME_MIN_LENGTH).max(EVENT_NAME_MAX_LENGTH),
  /** Unique among events; not a reserved web path (see nicknameProblem). */
  Nickname: optionalText(100),
  About: optionalText(MAX_ABOUT_LENGTH),
  /** Sanitized HTML is stored (formatting only). */
  AboutRichText: optionalText(MAX_ABOUT_RICH_TEXT_LENGTH),
  /** URLs answered by an upload call (`/uploads/…`). */
  ProfilePicture: optionalText(500),
  /** The 1200×630 link-preview image. */
  ShareImage: optionalText(500),
  /** Genre ids. */
  Categories: z.array(z.uuid()).max(MAX_EVENT_GENRES).optional(),
  /** Tags: ≥ 3 letters or digits, lowercased, de-duplicated, at most 10. */
  Keywords: z.array(z.string().max(100)).max(50).optional(),
  /** On the 5-minute grid; End may be 9999-12-30T23:59:59Z (long-term). */
  Begin: instant.optional(),
  End: instant.optional(),
  OpenGate: instant.nullable().optional(),
  BeginSelling: instant.nullable().optional(),
  EndSelling: instant.nullable().optional(),
  /** Only for online events and events without a place; otherwise the venue's or map position's zone wins. */
  TimeZone: z.string().trim().max(64).optional(),
  IsOnline: z.boolean().optional(),
  /** An address of a place that is not a venue; City chosen from suggestions (CityId) and a map position. */
  AddressContact: AddressSchema.nullable().optional(),
  CityId: z.uuid().nullable().optional(),
  LonLat: LonLatSchema.nullable().optional(),
  SellingChannelInfo: SellingChannelInfoInputSchema.optional(),
  Currency: CurrencyCodeSchema.optional(),
  /** Most tickets one buyer may buy. */
  LimitForOne: z.number().int().min(1).max(1000).nullable().optional(),
  ShowAuthor: z.boolean().optional(),
  WebUrl: optionalText(2000),
  CustomFrontendTexts: CustomFrontendTextsSchema.optional(),
  /** Spec VisibilitySettings.Hide{product}PurchaseForm. */
  VisibilitySettings: z.object({ HidePurchaseForm: z.boolean() }).optional(),
  ShowPromocodeSection: z.boolean().optional(),
  TrackingProviders: z.array(TrackingProviderSchema).max(10).optional(),
  PerformanceLabel: optionalText(100),
  PerformanceType: z.enum(EVENT_PERFORMANCE_TYPES).optional(),
  MovieInfo: MovieInfoInputSchema.nullable().optional(),
  StreamSettings: z.object({ ShowStreamPromo: z.boolean() }).nullable().optional(),
  Contacts: z.array(ContactInputSchema).max(MAX_CONTACTS).optional(),
  EmbeddedCodes: EmbeddedCodesInputSchema.optional(),
  CovidMode: z.enum(EVENT_COVID_MODES).optional(),
};

/** POST /event: a draft of the active profile. Only the name is required; the rest gets spec 1 §9 defaults. */
export const EventCreateSchema = z.object(eventFields);
export type EventCreate = z.input<typeof EventCreateSchema>;
/** PUT /event/{id}: any subset of the fields. */
export const EventUpdateSchema = z.object(eventFields).partial();
export type EventUpdate = z.input<typeof EventUpdateSchema>;

export const EventParamsSchema = z.object({ id: z.uuid() });

// ——— Event as the organizer edits it ———

export const GalleryImageSchema = z
  .object({ Id: z.string(), ImageId: z.string(), Caption: z.string().nullable() })
  .meta({ id: 'EventGalleryImage' });
export const GalleryImageInputSchema = z.object({
  /** An uploaded image URL (`/uploads/…`). */
  Image: z.string().trim().min(1).max(500),
  Caption: z.string().trim().max(300).nullable().optional(),
});
export const GalleryResponseSchema = z.array(GalleryImageSchema);
export const GalleryImageParamsSchema = z.object({ id: z.uuid(), imageId: z.uuid() });

export const ManagedLineupItemSchema = z.object({
  _id: z.string(),
  Name: z.string(),
  Day: z.string().nullable(),
  Begin: z.string().nullable(),
  HideTime: z.boolean(),
  Confirmed: z.boolean(),
  /** Issue 26: the performer's profile cancelled its attendance (present only then). */
  Cancelled: z.literal(true).optional(),
  ProfileId: z.string().nullable(),
  ProfileRef: ProfileRefSchema.nullable(),
});

export const EventManagementSchema = z
  .object({
    Id: z.string(),
    ProfileName: z.string(),
    Nickname: z.string().nullable(),
    Status: z.enum(EVENT_STATUSES),
    AuthorProfileId: z.string(),
    Begin: z.string(),
    End: z.string(),
    OpenGate: z.string().nullable(),
    BeginSelling: z.string().nullable(),
    EndSelling: z.string().nullable(),
    TimeZone: z.string(),
    Currency: z.string(),
    ShowAuthor: z.boolean(),
    About: z.string().nullable(),
    AboutRichText: z.string().nullable(),
    ProfilePicture: z.string().nullable(),
    ShareImage: z.string().nullable(),
    Categories: z.array(z.string()),
    Keywords: z.array(z.string()),
    IsOnline: z.boolean(),
    VenueRef: z.object({ _id: z.string(), Name: z.string() }).nullable(),
    VenueConfigurationId: z.string().nullable(),
    AddressContact: AddressSchema.nullable(),
    CityId: z.string().nullable(),
    LonLat: LonLatSchema.nullable(),
    SellingChannelInfo: z.object({
      SellingChannel: z.enum(EVENT_SELLING_CHANNELS),
      PerformanceId: z.string().nullable(),
      Url: z.string().nullable(),
    }),
    LimitForOne: z.number().int().nullable(),
    WebUrl: z.string().nullable(),
    ExtraSettings: z.object({
      ShowPromocodeSection: z.boolean(),
      CustomFrontendTexts: CustomFrontendTextsSchema,
    }),
    VisibilitySettings: z.object({ HidePurchaseForm: z.boolean() }),
    TrackingProviders: z.array(TrackingProviderSchema),
    EventGroupId: z.string().nullable(),
    /** Other dates of the same show (drafts too), soonest first. */
    RelatedEvents: z.array(
      z.object({
        Id: z.string(),
        Begin: z.string(),
        Status: z.enum(EVENT_STATUSES),
        PerformanceLabel: z.string().nullable(),
      }),
    ),
    PerformanceLabel: z.string().nullable(),
    PerformanceType: z.enum(EVENT_PERFORMANCE_TYPES),
    MovieInfo: MovieInfoSchema.nullable(),
    StreamSettings: z.object({ ShowStreamPromo: z.boolean() }).nullable(),
    Contacts: z.array(ContactSchema),
    EmbeddedCodes: z.array(EmbeddedCodeSchema),
    CovidMode: z.enum(EVENT_COVID_MODES),
    Lineup: z.array(ManagedLineupItemSchema),
    Gallery: z.array(GalleryImageSchema),
    Responsible: EventResponsibleSchema.nullable(),
    /** Season events (season tickets) this event belongs to. */
    SeasonEventIds: z.array(z.string()),
    TicketsSold: z.number().int(),
    IsLongTerm: z.boolean(),
    IsMultiDay: z.boolean(),
    /** Spec 3 §3: the caller may create the door check-in system now (checkin.ts turnstileCreateProblem). */
    CanCreateTurnstileSystem: z.boolean(),
    /** Spec 3 §3: the event has a door check-in system. */
    HasTurnstileSystem: z.boolean(),
  })
  .meta({ id: 'EventManagement' });
export type EventManagement = z.infer<typeof EventManagementSchema>;

// ——— GET /event/myevents/{profileId} ———

export const MY_EVENTS_TIMELINES = ['Future', 'Past'] as const;
export const MyEventsParamsSchema = z.object({ profileId: z.uuid() });
const statusList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).map((part) => part.trim()),
  )
  .pipe(z.array(z.enum(EVENT_STATUSES)).max(2));
export const MyEventsQuerySchema = z.object({
  /** Empty (every event, newest first), Future (not yet over, soonest first) or Past (most recent first). */
  eventBegin: z.union([z.literal(''), z.enum(MY_EVENTS_TIMELINES)]).optional(),
  statuses: statusList.optional(),
  /** Part of the name (accents and case ignored). */
  key: z.string().trim().max(100).optional(),
  order: z.enum(['asc', 'desc']).optional().describe('By Begin; the timeline decides when left out'),
  from: instant.or(z.iso.date()).optional().describe('Events that have not ended before this'),
  till: instant.or(z.iso.date()).optional().describe('Events beginning before this'),
  groupEvents: queryFlag.optional().describe('true: one row per show (EventGroupId), its first date'),
  eventType: z.enum(['Online', 'Venue']).optional(),
  ...pageParams(MY_EVENTS_PAGE_SIZE),
});
export const MyEventSchema = EventListItemSchema.extend({
  Status: z.enum(EVENT_STATUSES),
  EventGroupId: z.string().nullable(),
  PerformanceLabel: z.string().nullable(),
  TicketsSold: z.number().int(),
}).meta({ id: 'MyEvent' });
export type MyEvent = z.infer<typeof MyEventSchema>;
export const MyEventsResponseSchema = z.array(MyEventSchema);

// ——— Single-purpose event calls ———

/** PUT /event/{id}/setvenue: the venue (null: none) and optionally which of its layouts. */
export const SetVenueBodySchema = z.object({
  VenueId: z.uuid().nullable(),
  VenueConfigurationId: z.uuid().nullable().optional(),
});
export const EventStatusQuerySchema = z.object({
  Status: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(EVENT_STATUSES)),
});
export const ShowPromocodeSectionBodySchema = z.object({ ShowPromocodeSection: z.boolean() });
/** POST /event/{id}/copy — "add another date": a draft copy in the same show (EventGroupId). */
export const CopyEventBodySchema = z.object({
  Begin: instant,
  End: instant.optional(),
  PerformanceLabel: optionalText(100),
});
export const SeasonEventParamsSchema = z.object({ id: z.uuid(), seasonId: z.uuid() });

// ——— Lineup (spec 3 §3 Lineup entry, §4 confirmation) ———

export const LineupInputSchema = z
  .object({
    /** A profile from the profile search; without one, Name is required. */
    ProfileId: z.uuid().nullable().optional(),
    Name: z.string().trim().max(100).nullable().optional(),
    /** Festival day YYYY-MM-DD (the event's zone). */
    Day: z.iso.date().nullable().optional(),
    Begin: instant.nullable().optional(),
    HideTime: z.boolean().default(false),
    Order: z.number().int().min(0).max(10_000).optional(),
  })
  .refine((item) => item.ProfileId || item.Name, { path: ['Name'], message: 'Name or ProfileId' });
export const LineupParamsSchema = z.object({ id: z.uuid(), lineupId: z.uuid() });
export const LineupConfirmationQuerySchema = z.object({ Confirmed: queryFlag.optional() });
export const BuildingConfirmationQuerySchema = z.object({ Confirmed: queryFlag });
export const ManagedLineupResponseSchema = z.array(ManagedLineupItemSchema);
