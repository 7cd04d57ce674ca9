import type { Spot } from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import { eventItem } from '../../../components/listings/test-fixtures';
import { toSlideItems, toSlides } from './slider-items';

const spot = (overrides: Partial<Spot>): Spot => ({
  Id: overrides.Id ?? 'spot',
  Name: 'Homepage-slider',
  Title: null,
  ProfilePicture: null,
  TimePeriod: { Begin: null, End: null },
  Type: 'ExternalSpot',
  EntityType: null,
  Ref: null,
  SpotCustomOptions: { CustomText: null },
  Url: null,
  ExternalSpotType: null,
  Children: [],
  ...overrides,
});

const profile = {
  Id: 'p1',
  Type: 'BuildingProfile' as const,
  ProfileName: 'Dunajská sieň',
  ProfilePicture: '/p.svg',
  Nickname: 'dunajska-sien',
  IsVerified: false,
  City: 'Bratislava',
  Region: null,
  CountryCode: 'SK',
  Country: 'Slovakia',
  FollowersCount: 4,
  IsFollowing: false,
};

describe('toSlideItems', () => {
  it('turns event, profile and external spots into cards with their links', () => {
    const event = eventItem({ Nickname: 'luky', ProfilePicture: '/event.svg' });
    const items = toSlideItems(
      [
        spot({
          Id: 'a',
          Type: 'EntitySpot',
          EntityType: 'Event',
          Ref: event,
          SpotCustomOptions: { CustomText: 'Early bird' },
        }),
        spot({
          Id: 'b',
          Type: 'EntitySpot',
          EntityType: 'Profile',
          Ref: profile,
          Title: 'New season',
          ProfilePicture: '/spot.svg',
        }),
        spot({ Id: 'c', Title: 'Sell with us', Url: 'https://marquee.example/organizers' }),
      ],
      'sk',
    );
    expect(items.map((item) => [item.title, item.href, item.external, item.picture, item.text])).toEqual([
      ['Jazz Night', '/sk/events/luky', false, '/event.svg', 'Early bird'],
      ['New season', '/sk/dunajska-sien', false, '/spot.svg', null],
      ['Sell with us', 'https://marquee.example/organizers', true, null, null],
    ]);
    expect(items[0]?.event).toBe(event);
    expect(items[1]?.profile).toBe(profile);
  });

  it('puts a group’s children in place, nested groups too, marked with the group title', () => {
    const items = toSlideItems(
      [
        spot({ Id: 'first', Title: 'First', Url: 'https://a.example' }),
        spot({
          Id: 'group',
          Type: 'GroupSpot',
          Title: 'This weekend',
          Children: [
            spot({ Id: 'g1', Title: 'One', Url: 'https://b.example' }),
            spot({
              Id: 'inner',
              Type: 'GroupSpot',
              Title: null,
              Children: [spot({ Id: 'g2', Title: 'Two', Url: 'https://c.example' })],
            }),
          ],
        }),
      ],
      'en',
    );
    expect(items.map((item) => [item.id, item.eyebrow])).toEqual([
      ['first', null],
      ['g1', 'This weekend'],
      ['g2', 'This weekend'],
    ]);
  });

  it('leaves out spots it cannot show: unsupported entity types, missing refs, non-web or missing URLs', () => {
    const items = toSlideItems(
      [
        spot({ Id: 'x', Type: 'EntitySpot', EntityType: 'Article' as never, Ref: profile }),
        spot({ Id: 'y', Type: 'EntitySpot', EntityType: 'Event', Ref: null }),
        spot({ Id: 'z', Title: 'Script', Url: 'javascript:alert(1)' }),
        spot({ Id: 'w', Title: 'No link', Url: null }),
        spot({ Id: 'v', Title: null, Url: 'https://untitled.example' }),
      ],
      'en',
    );
    expect(items).toEqual([]);
  });
});

describe('toSlides', () => {
  it('groups items per slide, the last slide possibly shorter', () => {
    expect(toSlides([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(toSlides([1, 2], 1)).toEqual([[1], [2]]);
    expect(toSlides([], 2)).toEqual([]);
  });
});
