import {
  type EventManagement,
  isLongTerm,
  isMultiDay,
  type ManagedLineupItemSchema,
  type Responsible,
} from '@marquee/contract';
import type { z } from 'zod';
import type {
  EventGalleryImageRow,
  EventManagementSettingsRow,
  EventResponsibleRow,
  ProfileResponsibleRow,
} from '../../db/schema/event-management';
import type { EventLineupRow } from '../../db/schema/events';
import type { ProfileRow } from '../../db/schema/profiles';
import { presentContacts } from '../events/event-detail.presenter';
import { presentEmbeds, safeRichText } from '../events/html';
import { presentProfileRef } from '../profiles/profiles.presenter';
import type { EventAggregate, groupMembers } from './event-management.repository';

type ManagedLineupItem = z.infer<typeof ManagedLineupItemSchema>;

export function presentManagedLineupItem(
  item: EventLineupRow & { profile: ProfileRow | null },
  cancelled?: ReadonlySet<string>,
): ManagedLineupItem {
  const wasCancelled = !item.confirmed && item.profileId !== null && cancelled?.has(item.profileId);
  return {
    _id: item.id,
    Name: item.profile?.profileName ?? item.name,
    Day: item.day,
    Begin: item.beginAt?.toISOString() ?? null,
    HideTime: item.hideTime,
    Confirmed: item.confirmed,
    ...(wasCancelled ? { Cancelled: true as const } : {}),
    ProfileId: item.profileId,
    ProfileRef: item.profile ? presentProfileRef(item.profile) : null,
  };
}

export function presentResponsible(row: EventResponsibleRow | ProfileResponsibleRow): Responsible {
  return {
    Type: row.type,
    Name: row.name,
    Surname: row.surname,
    Birthday: row.birthday,
    Address: row.address,
    Iban: row.iban,
    Vat: row.vat,
    CompanyDetails: row.companyDetails
      ? {
          CompanyName: row.companyDetails.CompanyName,
          ICO: row.companyDetails.ICO,
          DIC: row.companyDetails.DIC,
          IcDph: row.companyDetails.IcDph ?? null,
          IsZeroVat: row.companyDetails.IsZeroVat,
          Type: row.companyDetails.Type ?? null,
        }
      : null,
  };
}

/** Payouts go to the responsible party, so it is fixed once a ticket is sold (or support locked it). */
export function isResponsibleLocked(row: EventResponsibleRow, ticketsSold: number): boolean {
  return row.lockedAt !== null || ticketsSold > 0;
}

export function presentGalleryImage(row: EventGalleryImageRow) {
  return { Id: row.id, ImageId: row.imageUrl, Caption: row.caption };
}

export interface ManagementParts {
  settings: EventManagementSettingsRow | null;
  gallery: EventGalleryImageRow[];
  responsible: EventResponsibleRow | null;
  seasonEventIds: string[];
  related: Awaited<ReturnType<typeof groupMembers>>;
  ticketsSold: number;
  /** Spec 3 §3, for the caller (checkin/turnstile.service.ts turnstileFlags). */
  turnstile: {
    CanCreateTurnstileSystem: boolean;
    HasTurnstileSystem: boolean;
  };
  /** Issue 26: lineup profiles whose last answer was a cancellation. */
  cancelled?: ReadonlySet<string>;
}

/** Row and its parts → the organizer's view of an event (everything the edit wizard loads and saves). */
export function presentEventManagement(row: EventAggregate, parts: ManagementParts): EventManagement {
  const begin = row.beginAt.toISOString();
  const end = row.endAt.toISOString();
  return {
    Id: row.id,
    ProfileName: row.name,
    Nickname: row.nickname,
    Status: row.status,
    AuthorProfileId: row.authorProfileId,
    Begin: begin,
    End: end,
    OpenGate: row.openGateAt?.toISOString() ?? null,
    BeginSelling: row.beginSellingAt?.toISOString() ?? null,
    EndSelling: row.endSellingAt?.toISOString() ?? null,
    TimeZone: row.timeZone,
    Currency: row.currency,
    ShowAuthor: row.showAuthor,
    About: row.about,
    AboutRichText: row.aboutRichText ? safeRichText(row.aboutRichText) : null,
    ProfilePicture: row.profilePicture,
    ShareImage: row.shareImage,
    Categories: row.genres.map((link) => link.genreId),
    Keywords: row.keywords,
    IsOnline: row.isOnline,
    VenueRef: row.venue ? { _id: row.venue.id, Name: row.venue.name } : null,
    VenueConfigurationId: row.venueConfigurationId,
    AddressContact: row.address ?? null,
    CityId: row.cityId,
    LonLat: row.lon !== null && row.lat !== null ? { Lon: row.lon, Lat: row.lat } : null,
    SellingChannelInfo: {
      SellingChannel: row.sellingChannel,
      PerformanceId: row.externalPerformanceId,
      Url: row.externalUrl,
    },
    LimitForOne: row.limitForOne,
    WebUrl: row.webUrl,
    ExtraSettings: {
      ShowPromocodeSection: row.showPromocodeSection,
      CustomFrontendTexts: row.customFrontendTexts as EventManagement['ExtraSettings']['CustomFrontendTexts'],
    },
    VisibilitySettings: { HidePurchaseForm: Boolean(row.visibilitySettings.HidePurchaseForm) },
    TrackingProviders: parts.settings?.trackingProviders ?? [],
    EventGroupId: row.eventGroupId,
    RelatedEvents: parts.related.map((related) => ({
      Id: related.id,
      Begin: related.beginAt.toISOString(),
      Status: related.status,
      PerformanceLabel: related.performanceLabel,
    })),
    PerformanceLabel: row.performanceLabel,
    PerformanceType: row.performanceType,
    MovieInfo: row.movieInfo ?? null,
    StreamSettings: row.streamSettings ? { ShowStreamPromo: row.streamSettings.ShowStreamPromo } : null,
    Contacts: presentContacts(row.id, row.contacts, true),
    EmbeddedCodes: presentEmbeds(row.id, row.embeddedCodes, true),
    CovidMode: row.covidMode,
    Lineup: row.lineup.map((item) => presentManagedLineupItem(item, parts.cancelled)),
    Gallery: parts.gallery.map(presentGalleryImage),
    Responsible: parts.responsible
      ? {
          ...presentResponsible(parts.responsible),
          IsLocked: isResponsibleLocked(parts.responsible, parts.ticketsSold),
        }
      : null,
    SeasonEventIds: parts.seasonEventIds,
    TicketsSold: parts.ticketsSold,
    IsLongTerm: isLongTerm(end),
    IsMultiDay: isMultiDay(begin, end, row.timeZone),
    CanCreateTurnstileSystem: parts.turnstile.CanCreateTurnstileSystem,
    HasTurnstileSystem: parts.turnstile.HasTurnstileSystem,
  };
}
