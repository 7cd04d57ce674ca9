import type { DateRange } from '../model/date-range';

/** Query keys of the organizer insight screens (issue 18). */
export const insightKeys = {
  all: ['insight'] as const,
  statistics: (eventId: string, range: DateRange, code: string | null) =>
    ['insight', 'statistics', eventId, range.from, range.till, code] as const,
  commissions: (eventId: string) => ['insight', 'commissions', eventId] as const,
  shareCodes: (eventId: string) => ['insight', 'share-codes', eventId] as const,
  overview: (profileId: string, range: DateRange) =>
    ['insight', 'overview', profileId, range.from, range.till] as const,
  orders: (eventId: string) => ['insight', 'orders', eventId] as const,
  orderPage: (eventId: string, filters: unknown, page: number) =>
    ['insight', 'orders', eventId, 'page', filters, page] as const,
  order: (eventId: string, orderId: string) => ['insight', 'orders', eventId, 'detail', orderId] as const,
};

export const eventPath = (eventId: string) => `/event/${encodeURIComponent(eventId)}`;
export const orderPath = (eventId: string, orderId: string) =>
  `${eventPath(eventId)}/orders/${encodeURIComponent(orderId)}`;
