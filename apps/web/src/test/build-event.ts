import type { EventDetail, LineupItem, RelatedEvent } from '@marquee/contract';
import { IDS } from './api';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number, hour = 18) => {
  const date = new Date(Date.now() + days * DAY_MS);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

/** An upcoming paid event in Bratislava as GET /event/{id} answers it; override what a test is about. */
export function buildEventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    Id: IDS.event,
    ProfileName: 'Dvořák: New World Symphony',
    Nickname: 'dvorak-novy-svet',
    Begin: '2031-05-01T17:30:00.000Z',
    End: '2031-05-01T19:30:00.000Z',
    OpenGate: null,
    BeginSelling: null,
    EndSelling: null,
    TimeZone: 'Europe/Bratislava',
    TimeZoneLocation: 'Bratislava',
    Status: 'PUBLISHED',
    Currency: 'EUR',
    ShowAuthor: true,
    Author: {
      Id: IDS.promoter,
      Type: 'PromoterProfile',
      ProfileName: 'Marquee Live',
      ProfilePicture: null,
      Nickname: 'marquee-live',
      IsVerified: false,
      IsFollowing: false,
    },
    About: 'The orchestra plays Dvořák.',
    AboutRichText: null,
    Building: {
      Id: 'venue-profile',
      Name: 'Dunajská koncertná sieň',
      ProfileName: 'Dunajská',
      IsConfirmed: true,
    },
    AddressContact: null,
    LonLat: { Lon: 17.1077, Lat: 48.1486 },
    City: { Id: 'city', Name: 'Bratislava', CountryCode: 'SK', Country: 'Slovakia' },
    IsOnline: false,
    Lineup: [],
    Categories: [],
    Keywords: [],
    PublicContacts: [],
    Contacts: null,
    SellingChannelInfo: { SellingChannel: 'Marquee', PerformanceId: null, Url: null },
    LimitForOne: null,
    VenueRef: null,
    PerformanceLabel: null,
    PerformanceType: 'Normal',
    ProfilePicture: '/api/uploads/dvorak.jpg',
    ShareImage: null,
    TicketsSold: 0,
    EmbeddedCodes: [],
    EventGroupId: null,
    RelatedEvents: [],
    WebUrl: null,
    StreamSettings: null,
    MovieInfo: null,
    VisibilitySettings: { HidePurchaseForm: false },
    CovidMode: 'UNDEFINED',
    CustomFrontendTexts: {},
    Stream: null,
    HasStream: false,
    GoingCount: 0,
    GoingStatus: null,
    IsAuthor: false,
    IsPublished: true,
    IsPast: false,
    IsLongTerm: false,
    IsMultiDay: false,
    CanCreateTurnstileSystem: false,
    HasTurnstileSystem: false,
    InSellingTime: true,
    ...overrides,
  };
}

export function buildRelated(overrides: Partial<RelatedEvent> = {}): RelatedEvent {
  return {
    Id: 'related-1',
    Nickname: null,
    Begin: inDays(10),
    End: inDays(10, 20),
    TimeZone: 'Europe/Bratislava',
    PerformanceLabel: null,
    PerformanceType: 'Normal',
    MovieInfo: null,
    Venue: {
      Id: 'venue-profile',
      Name: 'Dunajská koncertná sieň',
      City: 'Bratislava',
      CountryCode: 'SK',
      Country: 'Slovakia',
    },
    IsOnline: false,
    ...overrides,
  };
}

export function buildLineupItem(overrides: Partial<LineupItem> = {}): LineupItem {
  return {
    _id: 'lineup-1',
    Name: 'Nikola Bric',
    Day: null,
    Begin: '2031-05-01T18:00:00.000Z',
    HideTime: false,
    Confirmed: true,
    IsFollowing: false,
    ProfileRef: {
      Id: IDS.performer,
      Type: 'ArtistProfile',
      ProfileName: 'Nikola Bric',
      ProfilePicture: null,
      Nickname: 'nikola-bric',
      IsVerified: false,
    },
    ...overrides,
  };
}
