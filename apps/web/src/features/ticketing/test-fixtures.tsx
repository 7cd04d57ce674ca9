import type {
  Basket,
  BasketItem,
  EventDetail,
  EventPricesAndCounts,
  Sector,
  TicketCategory,
} from '@marquee/contract';
import { render } from '@testing-library/react';
import { AppProviders, createQueryClient } from '../../app/providers';
import { buildEventDetail as buildEventsFeatureEvent } from '../../test/build-event';
import { BuyForm } from './components/BuyForm';

/** Builders for the buy form's component tests: one priced event with a standing and a seating sector. */
export const T_IDS = {
  event: '77777777-7777-4777-8777-777777777777',
  venue: '99999999-9999-4999-8999-999999999999',
  configuration: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  standing: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  seating: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  merch: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  ga: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
  a: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
  guid: '12121212-1212-4212-8212-121212121212',
} as const;

const DAY = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

/** The events feature's event, reshaped into a priced sale opening soon at a venue with a layout. */
export function buildEventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return buildEventsFeatureEvent({
    Id: T_IDS.event,
    ProfileName: 'Lanterns Live',
    Nickname: null,
    Begin: iso(10 * DAY),
    End: iso(10 * DAY + 4 * 3_600_000),
    BeginSelling: iso(-DAY),
    EndSelling: iso(9 * DAY),
    Author: {
      Id: '44444444-4444-4444-8444-444444444444',
      ProfileName: 'Night Owl',
      Type: 'PromoterProfile',
      Nickname: null,
      ProfilePicture: null,
      IsVerified: false,
      IsFollowing: false,
    },
    About: null,
    Building: null,
    LonLat: null,
    City: null,
    VenueRef: { _id: T_IDS.venue, Name: 'Hall' },
    ProfilePicture: null,
    ...overrides,
  });
}

export function buildCategory(overrides: Partial<TicketCategory> = {}): TicketCategory {
  return {
    _id: T_IDS.ga,
    Key: 'GA',
    Name: 'General admission',
    Color: '27ae60',
    BasePrices: [],
    Price: 20,
    IsDonate: false,
    DonateMax: null,
    AvailableCount: 100,
    TotalCount: 100,
    ...overrides,
  };
}

export function buildSector(overrides: Partial<Sector> = {}): Sector {
  return {
    _id: T_IDS.standing,
    UniqueSectorId: 'floor',
    Name: 'Floor',
    Description: null,
    Type: 'StandingSector',
    TicketCategoryId: T_IDS.ga,
    TicketCategories: [{ Id: T_IDS.ga, AvailableCount: 100, TotalCount: 100 }],
    MaximumTicketsPerPurchase: 10,
    MinimumTicketsPerPurchase: 1,
    NextWaveId: null,
    NextWaveActivationTime: null,
    HasPreviousWave: false,
    IsHidden: false,
    IsCanceled: false,
    IsSellingEnabled: true,
    IsMerchandise: false,
    SvgId: 'floor',
    Color: '27ae60',
    Cover: null,
    Gallery: [],
    Order: 0,
    Price: 20,
    Capacity: 100,
    ShowSeatName: true,
    ShowRowName: true,
    Rows: [],
    ...overrides,
  };
}

export function buildPrices(overrides: Partial<EventPricesAndCounts> = {}): EventPricesAndCounts {
  return {
    EventId: T_IDS.event,
    Currency: 'EUR',
    ServerUtcTime: new Date().toISOString(),
    VenueId: T_IDS.venue,
    ConfigurationId: T_IDS.configuration,
    HoldMinutes: 15,
    TicketCategories: [buildCategory()],
    Sectors: [buildSector()],
    Merchandise: [],
    PriceRange: { Min: 20, Max: 20 },
    AvailableCount: 100,
    TotalCount: 100,
    IsSoldOut: false,
    ...overrides,
  };
}

export function buildItem(overrides: Partial<BasketItem> = {}): BasketItem {
  return {
    Id: crypto.randomUUID(),
    EventId: T_IDS.event,
    EventName: 'Lanterns Live',
    SectorId: T_IDS.standing,
    SectorName: 'Floor',
    SectorType: 'StandingSector',
    IsMerchandise: false,
    SeatId: null,
    RowName: null,
    SeatName: null,
    TicketCategoryId: T_IDS.ga,
    Price: 20,
    OriginalPrice: 20,
    Discount: 0,
    ExtraAmount: 0,
    CouponId: null,
    ValidTill: iso(15 * 60_000),
    AddedDate: iso(0),
    Locked: false,
    ...overrides,
  };
}

export function buildBasket(items: BasketItem[], overrides: Partial<Basket> = {}): Basket {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.SectorId, (counts.get(item.SectorId) ?? 0) + 1);
  const validTills = items.map((item) => item.ValidTill).sort();
  return {
    guid: T_IDS.guid,
    Events: items.length
      ? [
          {
            EventId: T_IDS.event,
            EventName: 'Lanterns Live',
            Currency: 'EUR',
            TicketRegistrationId: null,
            Items: items,
          },
        ]
      : [],
    Sectors: [...counts].map(([SectorId, Count]) => ({ EventId: T_IDS.event, SectorId, Count })),
    Coupons: [],
    ActiveCouponId: null,
    UsedCouponIds: [],
    Email: null,
    UserId: null,
    ServerUtcTime: new Date().toISOString(),
    ValidTill: validTills[0] ?? null,
    Currency: items.length ? 'EUR' : null,
    TotalPrice: items.reduce((sum, item) => sum + item.Price, 0),
    TotalDiscount: items.reduce((sum, item) => sum + item.Discount, 0),
    ItemCount: items.length,
    GiftVouchers: [],
    ...overrides,
  };
}

export function renderBuyForm(event: EventDetail = buildEventDetail(), onSettled?: () => void) {
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient} env="test">
      <BuyForm event={event} onSettled={onSettled} />
    </AppProviders>,
  );
  return { ...result, queryClient };
}
