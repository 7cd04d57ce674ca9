import { describe, expect, it } from 'vitest';
import {
  calendarDayIn,
  isEventPast,
  isExternallySold,
  isInSellingTime,
  isMultiDay,
  isPublished,
} from './event-states';
import { EventSearchQuerySchema, EventsByIdsBodySchema, ProfileEventsQuerySchema } from './events';
import { isLongTerm, MAXIMUM_DATE } from './limits';

const NOW = new Date('2025-06-11T10:00:00Z');

describe('event states (spec 1 §4)', () => {
  it('is published for "PUBLISHED" in any letter case, and only then', () => {
    expect(isPublished('PUBLISHED')).toBe(true);
    expect(isPublished('published')).toBe(true);
    expect(isPublished('Published')).toBe(true);
    expect(isPublished('DRAFT')).toBe(false);
    expect(isPublished('')).toBe(false);
    expect(isPublished(null)).toBe(false);
    expect(isPublished(undefined)).toBe(false);
  });

  it('is past when the end is before now', () => {
    expect(isEventPast('2025-06-11T09:59:59Z', NOW)).toBe(true);
    expect(isEventPast('2025-06-11T10:00:00Z', NOW)).toBe(false);
    expect(isEventPast(new Date('2025-06-12T00:00:00Z'), NOW)).toBe(false);
    expect(isEventPast(MAXIMUM_DATE, NOW)).toBe(false);
  });

  it('is long-term exactly when End is the maximum date', () => {
    expect(isLongTerm(MAXIMUM_DATE)).toBe(true);
    expect(isLongTerm('9999-12-30T23:59:59.000Z')).toBe(true);
    expect(isLongTerm(new Date(MAXIMUM_DATE))).toBe(true);
    expect(isLongTerm('9999-12-30T23:59:58Z')).toBe(false);
    expect(isLongTerm('2025-06-11T10:00:00Z')).toBe(false);
  });

  it('is multi-day when it spans more than one calendar day in the event zone', () => {
    const zone = 'Europe/Bratislava';
    // 20:00–22:00 local: one day.
    expect(isMultiDay('2025-06-13T18:00:00Z', '2025-06-13T20:00:00Z', zone)).toBe(false);
    // 20:00–00:00 local: the end is exclusive, still one day.
    expect(isMultiDay('2025-06-13T18:00:00Z', '2025-06-13T22:00:00Z', zone)).toBe(false);
    // 22:00–04:00 local: crosses midnight.
    expect(isMultiDay('2025-06-13T20:00:00Z', '2025-06-14T02:00:00Z', zone)).toBe(true);
    // A three-day festival.
    expect(isMultiDay('2025-06-13T12:00:00Z', '2025-06-15T21:30:00Z', zone)).toBe(true);
    // 23:30 UTC is already the next day in Bratislava but not in UTC: the zone decides.
    expect(isMultiDay('2025-06-13T20:00:00Z', '2025-06-13T23:30:00Z', zone)).toBe(true);
    expect(isMultiDay('2025-06-13T20:00:00Z', '2025-06-13T23:30:00Z', 'UTC')).toBe(false);
    expect(isMultiDay('2025-06-13T20:00:00Z', MAXIMUM_DATE, zone)).toBe(true);
    expect(isMultiDay('2025-06-13T20:00:00Z', '2025-06-13T20:00:00Z', zone)).toBe(false);
  });

  it('gives the calendar day of an instant in a zone', () => {
    expect(calendarDayIn('2025-06-13T22:30:00Z', 'Europe/Bratislava')).toBe('2025-06-14');
    expect(calendarDayIn('2025-06-13T22:30:00Z', 'America/New_York')).toBe('2025-06-13');
  });
});

describe('selling window (spec 2 §4)', () => {
  const paid = {
    SellingChannel: 'Marquee',
    BeginSelling: '2025-06-01T00:00:00Z',
    EndSelling: '2025-06-20T18:00:00Z',
    End: '2025-06-20T21:00:00Z',
  };

  it('is on sale only between BeginSelling and EndSelling for the in-product channel', () => {
    expect(isInSellingTime(paid, NOW)).toBe(true);
    expect(isInSellingTime(paid, new Date('2025-05-31T23:59:59Z'))).toBe(false);
    expect(isInSellingTime(paid, new Date('2025-06-20T18:00:01Z'))).toBe(false);
    expect(isInSellingTime(paid, new Date('2025-06-20T18:00:00Z'))).toBe(true);
  });

  it('treats a missing BeginSelling as open and a missing EndSelling as the event end', () => {
    const open = { ...paid, BeginSelling: null, EndSelling: null };
    expect(isInSellingTime(open, new Date('2020-01-01T00:00:00Z'))).toBe(true);
    expect(isInSellingTime(open, new Date('2025-06-20T21:00:01Z'))).toBe(false);
  });

  it('is never in selling time for free or externally sold events', () => {
    expect(isInSellingTime({ ...paid, SellingChannel: 'IsFree' }, NOW)).toBe(false);
    for (const channel of ['ExternalTicketing', 'TicketportalCZ', 'TicketportalSK']) {
      expect(isInSellingTime({ ...paid, SellingChannel: channel }, NOW)).toBe(false);
      expect(isExternallySold(channel)).toBe(true);
    }
    expect(isExternallySold('Marquee')).toBe(false);
  });
});

describe('event query schemas', () => {
  it('keeps GET /event/search backward compatible', () => {
    expect(EventSearchQuerySchema.parse({})).toEqual({ page: 0, perPage: 18 });
    const parsed = EventSearchQuerySchema.parse({
      categories: 'a8f5f167-f44f-4964-a6c8-8c5a1b2b0b9c,0f8fad5b-d9cb-469f-a165-70867728950e',
      withoutStream: 'true',
    });
    expect(parsed.categories).toHaveLength(2);
    expect(parsed.withoutStream).toBe(true);
  });

  it('needs exactly one of profileId and VisitorId for GET /event', () => {
    const id = 'a8f5f167-f44f-4964-a6c8-8c5a1b2b0b9c';
    expect(ProfileEventsQuerySchema.safeParse({}).success).toBe(false);
    expect(ProfileEventsQuerySchema.safeParse({ profileId: id, VisitorId: id }).success).toBe(false);
    expect(ProfileEventsQuerySchema.parse({ profileId: id })).toMatchObject({ page: 0, perPage: 10 });
    expect(ProfileEventsQuerySchema.parse({ VisitorId: id, eventBegin: 'past' }).eventBegin).toBe('past');
    expect(ProfileEventsQuerySchema.safeParse({ profileId: id, eventBegin: 'soon' }).success).toBe(false);
  });

  it('bounds POST /event/getByIds', () => {
    expect(EventsByIdsBodySchema.safeParse({ Ids: ['nope'] }).success).toBe(false);
    expect(EventsByIdsBodySchema.safeParse({ Ids: [] }).success).toBe(true);
  });
});
