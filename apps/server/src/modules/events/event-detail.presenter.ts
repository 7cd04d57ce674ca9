import {
  type Contact as ContactView,
  type EventDetail,
  type GoingStatus,
  isEventPast,
  isInSellingTime,
  isLongTerm,
  isMultiDay,
  isPublished,
  type Language,
  type LineupItem,
  type PublicTrackingProvider,
  type RelatedEvent,
  TicketRegistration2Schema,
  TrackingProviderSchema,
} from '@marquee/contract';
import type { Contact, CustomFrontendTexts } from '../../db/schema/documents';
import type { EventLineupRow } from '../../db/schema/events';
import type { ProfileRow } from '../../db/schema/profiles';
import { withContactIds } from '../profiles/profile-content';
import { presentCategory, presentProfileRef } from '../profiles/profiles.presenter';
import { countryName } from '../utility/countries';
import type { EventDetailRow, RelatedPerformanceRow } from './event-detail.repository';
import { presentEmbeds, safeRichText } from './html';

/** What a profile reference needs (presentProfileRef); full profile rows fit too. */
type ProfileRefRow = Pick<ProfileRow, 'id' | 'type' | 'profileName' | 'profilePicture' | 'nickname' | 'role'>;

export interface EventDetailContext {
  now: Date;
  language: Language;
  isAuthor: boolean;
  /** Profile ids (lineup, author) the caller's active profile follows. */
  followed: ReadonlySet<string>;
  goingStatus: GoingStatus | null;
  goingCount: number;
  related: RelatedPerformanceRow[];
}

/** "Europe/Bratislava" → "Bratislava", "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export function timeZoneLocation(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}

export function presentLineupItem(
  item: EventLineupRow & { profile: ProfileRefRow | null },
  followed: ReadonlySet<string>,
): LineupItem {
  return {
    _id: item.id,
    Name: item.profile?.profileName ?? item.name,
    Day: item.day,
    Begin: item.beginAt?.toISOString() ?? null,
    HideTime: item.hideTime,
    Confirmed: item.confirmed,
    IsFollowing: item.profile ? followed.has(item.profile.id) : false,
    ProfileRef: item.profile ? presentProfileRef(item.profile) : null,
  };
}

/** Contacts with stable ids; private ones only when `includePrivate`. */
export function presentContacts(ownerId: string, contacts: readonly Contact[], includePrivate: boolean) {
  return withContactIds(ownerId, contacts).filter(
    (contact) => includePrivate || !contact.Private,
  ) as ContactView[];
}

function presentTexts(texts: CustomFrontendTexts): EventDetail['CustomFrontendTexts'] {
  const out: EventDetail['CustomFrontendTexts'] = {};
  if (texts.BeforeBeginSelling)
    out.BeforeBeginSelling = { ...texts.BeforeBeginSelling } as Record<string, string>;
  if (texts.AfterEndSelling) out.AfterEndSelling = { ...texts.AfterEndSelling } as Record<string, string>;
  if (texts.SoldOut) out.SoldOut = { ...texts.SoldOut } as Record<string, string>;
  return out;
}

function presentRelated(row: RelatedPerformanceRow, language: Language): RelatedEvent {
  return {
    Id: row.id,
    Nickname: row.nickname,
    Begin: row.beginAt.toISOString(),
    End: row.endAt.toISOString(),
    TimeZone: row.timeZone,
    PerformanceLabel: row.performanceLabel,
    PerformanceType: row.performanceType,
    MovieInfo: row.movieInfo
      ? { Dabing: row.movieInfo.Dabing ?? null, Subtitles: row.movieInfo.Subtitles ?? null }
      : null,
    Venue:
      row.venueId && row.venueName && row.cityName && row.countryCode
        ? {
            Id: row.venueId,
            Name: row.venueName,
            City: row.cityName,
            CountryCode: row.countryCode,
            Country: countryName(row.countryCode, language),
          }
        : null,
    IsOnline: row.isOnline,
  };
}

/** Row → GET /event/{id} (spec 1 §3 display fields plus the derived state flags of §4). */
export function presentEventDetail(row: EventDetailRow, context: EventDetailContext): EventDetail {
  const { now, language, isAuthor, followed } = context;
  const begin = row.beginAt.toISOString();
  const end = row.endAt.toISOString();
  const beginSelling = row.beginSellingAt?.toISOString() ?? null;
  const endSelling = row.endSellingAt?.toISOString() ?? null;
  const stream = row.stream && (isPublished(row.stream.status) || isAuthor) ? row.stream : null;
  const venue = row.venue;
  return {
    Id: row.id,
    ProfileName: row.name,
    Nickname: row.nickname,
    Begin: begin,
    End: end,
    OpenGate: row.openGateAt?.toISOString() ?? null,
    BeginSelling: beginSelling,
    EndSelling: endSelling,
    TimeZone: row.timeZone,
    TimeZoneLocation: timeZoneLocation(row.timeZone),
    Status: row.status,
    Currency: row.currency,
    ShowAuthor: row.showAuthor,
    Author: { ...presentProfileRef(row.author), IsFollowing: followed.has(row.author.id) },
    About: row.about,
    AboutRichText: row.aboutRichText ? safeRichText(row.aboutRichText) : null,
    Building: venue
      ? {
          Id: venue.profile.id,
          Name: venue.name,
          ProfileName: venue.profile.profileName,
          // A venue hosting its own event has confirmed it by authoring it; another's confirms (issue 26).
          IsConfirmed: venue.profileId === row.authorProfileId || row.buildingConfirmed,
        }
      : null,
    AddressContact: row.address ?? null,
    LonLat: row.lon !== null && row.lat !== null ? { Lon: row.lon, Lat: row.lat } : null,
    City: row.city
      ? {
          Id: row.city.id,
          Name: row.city.name,
          CountryCode: row.city.countryCode,
          Country: countryName(row.city.countryCode, language),
        }
      : null,
    IsOnline: row.isOnline,
    Lineup: row.lineup.map((item) => presentLineupItem(item, followed)),
    Categories: row.genres.map((link) => presentCategory(link.genre, language)),
    Keywords: row.keywords,
    PublicContacts: presentContacts(row.id, row.contacts, false),
    Contacts: isAuthor ? presentContacts(row.id, row.contacts, true) : null,
    SellingChannelInfo: {
      SellingChannel: row.sellingChannel,
      PerformanceId: row.externalPerformanceId,
      Url: row.externalUrl,
    },
    LimitForOne: row.limitForOne,
    VenueRef: venue ? { _id: venue.id, Name: venue.name } : null,
    PerformanceLabel: row.performanceLabel,
    PerformanceType: row.performanceType,
    ProfilePicture: row.profilePicture,
    ShareImage: row.shareImage ?? row.profilePicture,
    // Ticket sales arrive with the purchase issue.
    TicketsSold: 0,
    EmbeddedCodes: presentEmbeds(row.id, row.embeddedCodes, isAuthor),
    EventGroupId: row.eventGroupId,
    RelatedEvents: context.related.map((related) => presentRelated(related, language)),
    WebUrl: row.webUrl,
    StreamSettings: row.streamSettings
      ? { ShowStreamPromo: row.streamSettings.ShowStreamPromo, ...(stream ? { StreamId: stream.id } : {}) }
      : null,
    MovieInfo: row.movieInfo ?? null,
    VisibilitySettings: { HidePurchaseForm: Boolean(row.visibilitySettings.HidePurchaseForm) },
    CovidMode: row.covidMode,
    CustomFrontendTexts: presentTexts(row.customFrontendTexts),
    Stream: stream
      ? {
          Id: stream.id,
          Nickname: stream.nickname,
          Title: stream.title,
          StreamSellingChannel: stream.sellingChannel,
          Begin: stream.beginAt.toISOString(),
          End: stream.endAt.toISOString(),
        }
      : null,
    HasStream: stream !== null,
    GoingCount: context.goingCount,
    GoingStatus: context.goingStatus,
    IsAuthor: isAuthor,
    IsPublished: isPublished(row.status),
    IsPast: isEventPast(end, now),
    IsLongTerm: isLongTerm(end),
    IsMultiDay: isMultiDay(begin, end, row.timeZone),
    InSellingTime: isInSellingTime(
      { SellingChannel: row.sellingChannel, BeginSelling: beginSelling, EndSelling: endSelling, End: end },
      now,
    ),
    // The answer is shared by every reader (read memo): whether this caller may create the system is
    // answered only by the management view (GET /event/{id}/management).
    CanCreateTurnstileSystem: false,
    HasTurnstileSystem: Boolean(row.hasTurnstileSystem),
    ExtraSettings: { ShowPromocodeSection: row.showPromocodeSection },
    // The stored settings through the contract's schema: its defaults fill what an older row lacks.
    TicketRegistration2: row.ticketRegistration
      ? (TicketRegistration2Schema.safeParse(row.ticketRegistration).data ?? null)
      : null,
    TrackingProviders: presentTrackingProviders(row.trackingProviders),
  };
}

/** The saved providers without their editor-only Location; rows that no longer pass the contract are left out. */
function presentTrackingProviders(stored: unknown[] | null | undefined): PublicTrackingProvider[] {
  const providers: PublicTrackingProvider[] = [];
  for (const item of stored ?? []) {
    const parsed = TrackingProviderSchema.safeParse(item);
    if (!parsed.success) continue;
    const { Type, TrackingId, PixelEvents, Events } = parsed.data;
    providers.push({ Type, TrackingId, PixelEvents, Events });
  }
  return providers;
}
