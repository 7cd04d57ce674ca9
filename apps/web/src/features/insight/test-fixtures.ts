import type {
  Commission,
  EventStatistics,
  OrderDetail,
  OrderPage,
  ShareCode,
  UserInfo,
} from '@marquee/contract';
import { IDS } from '../../test/api';
import { buildOrganizer } from '../../test/organizer-fixtures';

export const ORDER = '0d000000-0000-4000-8000-000000000001';
export const TICKET_A = '71c00000-0000-4000-8000-000000000001';
export const TICKET_B = '71c00000-0000-4000-8000-000000000002';

/** The organizer with their promoter claim turned into StatisticsViewer (spec 3 §6). */
export function buildViewer(): UserInfo {
  const user = buildOrganizer();
  return {
    ...user,
    ProfileClaims: user.ProfileClaims.map((claim) =>
      claim.EntityId === IDS.promoter ? { ...claim, Role: 'StatisticsViewer' } : claim,
    ),
  };
}

const totals = {
  Currency: 'EUR',
  Orders: 3,
  Tickets: 5,
  Gross: 120,
  PaymentFees: 3.6,
  CouponDiscounts: 10,
  VoucherCredit: 0,
  Donations: 0,
  Merchandise: 0,
  Refunded: 24,
  Net: 92.59,
  Reserved: 0,
};

export function buildStatistics(overrides: Partial<EventStatistics> = {}): EventStatistics {
  return {
    EventId: IDS.event,
    EventName: 'Lanterns Live',
    TimeZone: 'Europe/Bratislava',
    From: null,
    Till: null,
    Bucket: 'day',
    GeneratedAt: '2031-05-01T10:00:00.000Z',
    Totals: [totals],
    Sectors: [
      {
        SectorId: 'parter',
        Name: 'Parter',
        SectorType: 'SeatingSector',
        IsMerchandise: false,
        Capacity: 100,
        Sold: 5,
        Reserved: 1,
        Held: 2,
        Available: 92,
        CheckedIn: null,
        Categories: [{ TicketCategoryId: 'vip', Name: 'VIP', Sold: 3, Reserved: 0, Held: 1 }],
      },
    ],
    SalesOverTime: [
      {
        Label: '2031-04-01',
        Start: '2031-03-31T22:00:00.000Z',
        Currency: 'EUR',
        Orders: 2,
        Tickets: 3,
        Gross: 72,
      },
      {
        Label: '2031-04-03',
        Start: '2031-04-02T22:00:00.000Z',
        Currency: 'EUR',
        Orders: 1,
        Tickets: 2,
        Gross: 48,
      },
    ],
    ByGate: [{ Gate: 'STRIPE', Currency: 'EUR', Orders: 3, Tickets: 5, Gross: 120, PaymentFees: 3.6 }],
    ByCoupon: [],
    ByReferral: [],
    CheckIns: null,
    ...overrides,
  };
}

export const commissions: Commission[] = [
  { Currency: 'EUR', Raised: 96, FeeRatePercent: 3.6, PlatformFee: 3.46, Payout: 92.54 },
];

export const shareCode = (overrides: Partial<ShareCode> = {}): ShareCode => ({
  Id: '5c000000-0000-4000-8000-000000000001',
  Code: null,
  Hint: 'WXYZ',
  Label: 'Venue',
  CreatedAt: '2031-04-01T10:00:00.000Z',
  RevokedAt: null,
  ...overrides,
});

const summary = {
  Id: ORDER,
  VariableSymbol: '2031000123',
  State: 'PAID' as const,
  Gate: 'STRIPE' as const,
  PaymentType: null,
  Email: 'buyer@example.com',
  FirstName: 'Jana',
  LastName: 'Nováková',
  TicketCount: 2,
  Price: 24,
  Fee: 1.2,
  Total: 25.2,
  Currency: 'EUR',
  CreatedAt: '2031-04-01T10:00:00.000Z',
  PaidAt: '2031-04-01T10:01:00.000Z',
};

export const orderPage = (items = [summary]): OrderPage => ({
  Items: items.map((item) => ({ ...item, Refunded: 0 })),
  Total: items.length,
  Page: 0,
  PerPage: 50,
});

const item = (id: string, ticketId: string, seat: string) => ({
  Id: id,
  TicketId: ticketId,
  Code: `CODE${seat}`,
  SectorName: 'Parter',
  SectorType: 'SeatingSector' as const,
  IsMerchandise: false,
  RowName: '1',
  SeatName: seat,
  TicketCategoryName: 'Standard',
  Price: 12,
  OriginalPrice: 12,
  Extra: 0,
  CouponCode: null,
  State: 'ISSUED' as const,
  CheckedIn: false,
  Answers: null,
});

export function buildOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    Order: summary,
    Language: 'en',
    BuyerInfo: { FirstName: 'Jana', LastName: 'Nováková', CompanyInfo: null },
    ReferalId: null,
    Items: [
      {
        ...item('1a000000-0000-4000-8000-000000000001', TICKET_A, '7'),
        Answers: [{ QuestionId: 'size', Title: 'T-shirt size', Type: 'SingleChoice', Input: 'm', Text: 'M' }],
      },
      item('1a000000-0000-4000-8000-000000000002', TICKET_B, '8'),
    ],
    Vouchers: [],
    VoucherCredit: 0,
    Refunded: 0,
    Refundable: 24,
    CanRefund: true,
    Answers: null,
    Log: [{ At: '2031-04-01T10:01:00.000Z', Kind: 'MAIL', Action: 'MAIL_SENT', By: null, Detail: {} }],
    ...overrides,
  };
}
