import type { EventManagement, MyEvent, UserInfo } from '@marquee/contract';
import { buildUser, IDS } from './api';

/** A signed-in user whose active profile is their promoter profile. */
export function buildOrganizer(): UserInfo {
  const user = buildUser({}, { promoter: true });
  return {
    ...user,
    DefaultProfileClaimId: IDS.promoterClaim,
    Profile: {
      Id: IDS.promoter,
      ClaimId: IDS.promoterClaim,
      ProfileName: 'Night Owl Promotions',
      Type: 'PromoterProfile',
      Nickname: 'night-owl',
      ProfilePicture: null,
      IsOrganizer: true,
      IsBlogger: false,
    },
  };
}

/** A draft as POST /event answers it with the spec 1 §9 defaults (no venue yet: UTC). */
export function buildManagedEvent(overrides: Partial<EventManagement> = {}): EventManagement {
  return {
    Id: IDS.event,
    ProfileName: 'Lanterns Live',
    Nickname: null,
    Status: 'DRAFT',
    AuthorProfileId: IDS.promoter,
    Begin: '2031-05-01T18:00:00.000Z',
    End: '2031-05-01T22:00:00.000Z',
    OpenGate: '2031-05-01T16:00:00.000Z',
    BeginSelling: null,
    EndSelling: null,
    TimeZone: 'UTC',
    Currency: 'EUR',
    ShowAuthor: true,
    About: null,
    AboutRichText: null,
    ProfilePicture: null,
    ShareImage: null,
    Categories: [],
    Keywords: [],
    IsOnline: false,
    VenueRef: null,
    VenueConfigurationId: null,
    AddressContact: null,
    CityId: null,
    LonLat: null,
    SellingChannelInfo: { SellingChannel: 'IsFree', PerformanceId: null, Url: null },
    LimitForOne: null,
    WebUrl: null,
    ExtraSettings: { ShowPromocodeSection: false, CustomFrontendTexts: {} },
    VisibilitySettings: { HidePurchaseForm: false },
    TrackingProviders: [],
    EventGroupId: null,
    RelatedEvents: [],
    PerformanceLabel: null,
    PerformanceType: 'Normal',
    MovieInfo: null,
    StreamSettings: null,
    Contacts: [],
    EmbeddedCodes: [],
    CovidMode: 'UNDEFINED',
    Lineup: [],
    Gallery: [],
    Responsible: null,
    SeasonEventIds: [],
    TicketsSold: 0,
    IsLongTerm: false,
    IsMultiDay: false,
    CanCreateTurnstileSystem: true,
    HasTurnstileSystem: false,
    ...overrides,
  };
}

export function buildMyEvent(overrides: Partial<MyEvent> = {}): MyEvent {
  return {
    Id: IDS.event,
    Nickname: null,
    ProfileName: 'Lanterns Live',
    Begin: '2031-05-01T18:00:00Z',
    End: '2031-05-01T22:00:00Z',
    TimeZone: 'Europe/Bratislava',
    ProfilePicture: null,
    IsOnline: false,
    City: 'Košice',
    CountryCode: 'SK',
    Country: 'Slovakia',
    VenueName: null,
    Currency: 'EUR',
    SellingChannel: 'IsFree',
    Categories: [],
    LineupNames: [],
    LonLat: { Lon: 21.2581, Lat: 48.7164 },
    Status: 'DRAFT',
    EventGroupId: null,
    PerformanceLabel: null,
    TicketsSold: 0,
    ...overrides,
  };
}
