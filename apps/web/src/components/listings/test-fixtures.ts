import type { ArticleListItem, EventListItem, ProfileRef, StreamListItem } from '@marquee/contract';

/** Contract-shaped listing items for component tests (here and in every page that lists them). */

let sequence = 0;
const uuid = () => {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

export function eventItem(overrides: Partial<EventListItem> = {}): EventListItem {
  return {
    Id: uuid(),
    Nickname: null,
    ProfileName: 'Jazz Night',
    Begin: '2030-06-01T18:00:00.000Z',
    End: '2030-06-01T22:00:00.000Z',
    TimeZone: 'Europe/Bratislava',
    ProfilePicture: '/demo/images/event-jazz.svg',
    IsOnline: false,
    City: 'Košice',
    CountryCode: 'SK',
    Country: 'Slovakia',
    VenueName: 'Tabačka',
    Currency: 'EUR',
    SellingChannel: 'Marquee',
    Categories: [],
    LineupNames: [],
    LonLat: { Lon: 21.2581, Lat: 48.7164 },
    ...overrides,
  };
}

export function profileRef(overrides: Partial<ProfileRef> = {}): ProfileRef {
  return {
    Id: uuid(),
    Type: 'BandProfile',
    ProfileName: 'The Rivers',
    ProfilePicture: '/demo/images/profile-rivers.svg',
    Nickname: null,
    IsVerified: true,
    ...overrides,
  };
}

export function articleItem(overrides: Partial<ArticleListItem> = {}): ArticleListItem {
  return {
    Id: uuid(),
    Title: 'Ten festivals to see this summer',
    About: 'From Pohoda to Sziget: our picks.',
    ProfilePicture: '/demo/images/article-festivals.svg',
    Keywords: [],
    Categories: [],
    PublishedDate: '2030-05-02T08:00:00.000Z',
    Type: 'Article',
    Author: profileRef({ Type: 'MediaProfile', ProfileName: 'Night Owl Magazine' }),
    ...overrides,
  };
}

export function streamItem(overrides: Partial<StreamListItem> = {}): StreamListItem {
  return {
    _id: uuid(),
    Title: 'Live from the Old Town',
    Nickname: null,
    About: null,
    Begin: '2030-06-05T19:00:00.000Z',
    End: '2030-06-05T21:00:00.000Z',
    TimeZone: 'Europe/Prague',
    Status: 'PUBLISHED',
    StreamSellingChannel: 'Free',
    ProfilePicture: null,
    EventId: null,
    ShowAuthor: true,
    Author: profileRef({ Type: 'PromoterProfile', ProfileName: 'Old Town Promotions' }),
    VodCount: 0,
    ...overrides,
  };
}
