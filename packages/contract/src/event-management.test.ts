import { describe, expect, it } from 'vitest';
import {
  EventCreateSchema,
  eventScheduleProblems,
  isOnMinuteStep,
  isValidIban,
  MyEventsQuerySchema,
  newEventDates,
  normalizeKeywords,
  publishProblems,
  ResponsibleInputSchema,
  shiftWallClock,
  TrackingProviderSchema,
} from './event-management';

const at = (iso: string) => new Date(iso);

describe('new event defaults (spec 1 §9)', () => {
  it('tomorrow 18:00–22:00 with the gate at 16:00, in UTC without a zone', () => {
    expect(newEventDates(at('2030-03-10T23:30:00Z'))).toEqual({
      Begin: at('2030-03-11T18:00:00Z'),
      End: at('2030-03-11T22:00:00Z'),
      OpenGate: at('2030-03-11T16:00:00Z'),
    });
  });

  it('wall-clock times in the event’s zone, across a DST change', () => {
    // 2030-03-31 is the EU switch to summer time: the next day is CEST (+2).
    expect(newEventDates(at('2030-03-30T12:00:00Z'), 'Europe/Bratislava')).toEqual({
      Begin: at('2030-03-31T16:00:00Z'),
      End: at('2030-03-31T20:00:00Z'),
      OpenGate: at('2030-03-31T14:00:00Z'),
    });
    // "Tomorrow" is the zone's tomorrow: 23:30 UTC is already the next day in Tokyo.
    expect(newEventDates(at('2030-06-01T23:30:00Z'), 'Asia/Tokyo').Begin).toEqual(at('2030-06-03T09:00:00Z'));
  });
});

describe('dates', () => {
  it('5-minute steps; the maximum date is allowed as a long-term end', () => {
    expect(isOnMinuteStep(at('2030-01-01T18:05:00Z'))).toBe(true);
    expect(isOnMinuteStep(at('2030-01-01T18:03:00Z'))).toBe(false);
    expect(isOnMinuteStep(at('2030-01-01T18:05:30Z'))).toBe(false);
    expect(isOnMinuteStep(at('9999-12-30T23:59:59Z'))).toBe(true);
  });

  it('shiftWallClock keeps the local time when the zone changes, never the long-term marker', () => {
    expect(shiftWallClock(at('2030-01-10T18:00:00Z'), 'UTC', 'Europe/Bratislava')).toEqual(
      at('2030-01-10T17:00:00Z'),
    );
    expect(shiftWallClock(at('2030-07-10T20:00:00Z'), 'UTC', 'America/New_York')).toEqual(
      at('2030-07-11T00:00:00Z'),
    );
    expect(shiftWallClock(at('9999-12-30T23:59:59Z'), 'UTC', 'Asia/Tokyo')).toEqual(
      at('9999-12-30T23:59:59Z'),
    );
  });

  it('schedule rules answer the spec’s keys, only blaming entered fields for the grid', () => {
    const base = {
      Begin: at('2030-05-01T18:00:00Z'),
      End: at('2030-05-01T22:00:00Z'),
      OpenGate: at('2030-05-01T16:00:00Z'),
      BeginSelling: null,
      EndSelling: null,
    };
    expect(eventScheduleProblems(base)).toEqual({});
    expect(eventScheduleProblems({ ...base, End: at('2030-05-01T18:00:00Z') })).toEqual({
      End: ['MIN_DATETIME'],
    });
    expect(eventScheduleProblems({ ...base, OpenGate: at('2030-05-01T18:05:00Z') })).toEqual({
      OpenGate: ['MAX_DATETIME'],
    });
    expect(
      eventScheduleProblems({
        ...base,
        BeginSelling: at('2030-04-01T10:00:00Z'),
        EndSelling: at('2030-04-01T09:00:00Z'),
      }),
    ).toEqual({ EndSelling: ['MIN_DATETIME'] });
    expect(eventScheduleProblems({ ...base, EndSelling: at('2030-05-02T10:00:00Z') })).toEqual({
      EndSelling: ['MAX_DATETIME'],
    });
    const offGrid = { ...base, Begin: at('2030-05-01T18:01:00Z'), OpenGate: at('2030-05-01T16:01:00Z') };
    expect(eventScheduleProblems(offGrid, ['Begin'])).toEqual({ Begin: ['DATE_INVALID'] });
    expect(eventScheduleProblems({ ...base, End: at('9999-12-30T23:59:59Z') })).toEqual({});
  });
});

describe('keywords, IBAN, tracking', () => {
  it('tags: ≥ 3 letters or digits, lowercased, de-duplicated, at most 10', () => {
    expect(normalizeKeywords([' Jazz ', 'JAZZ', 'blues'])).toEqual({
      keywords: ['jazz', 'blues'],
      errors: {},
    });
    expect(normalizeKeywords(['ab', 'rock-n-roll']).errors).toEqual({
      'Keywords.0': ['MIN_LENGTH'],
      'Keywords.1': ['INVALID_VALUE'],
    });
    const eleven = Array.from({ length: 11 }, (_, i) => `tag${i}`);
    expect(normalizeKeywords(eleven).errors).toEqual({ Keywords: ['MAX_VALUE'] });
    expect(normalizeKeywords(['čučoriedky']).keywords).toEqual(['čučoriedky']);
  });

  it('IBAN: check digits, country length, spaces and case ignored', () => {
    expect(isValidIban('SK31 1200 0000 1987 4263 7541')).toBe(true);
    expect(isValidIban('de89370400440532013000')).toBe(true);
    expect(isValidIban('SK31 1200 0000 1987 4263 7542')).toBe(false);
    expect(isValidIban('SK31 1200 0000 1987 4263 754')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
  });

  it('tracking ids fit their provider', () => {
    expect(
      TrackingProviderSchema.safeParse({ Type: 'FacebookPixel', TrackingId: '123456789012' }).success,
    ).toBe(true);
    expect(TrackingProviderSchema.safeParse({ Type: 'FacebookPixel', TrackingId: 'G-ABCDEF' }).success).toBe(
      false,
    );
    expect(
      TrackingProviderSchema.safeParse({ Type: 'GoogleUniversalAnalytics', TrackingId: 'UA-12345-1' })
        .success,
    ).toBe(true);
  });
});

describe('schemas', () => {
  it('event create needs only a name; VAT is a fraction', () => {
    expect(EventCreateSchema.safeParse({ ProfileName: 'Gig' }).success).toBe(true);
    expect(EventCreateSchema.safeParse({}).success).toBe(false);
    const responsible = {
      Type: 'ResponsiblePerson',
      Address: { AddressLine: 'a', City: 'b', Country: 'SK' },
      Vat: 20,
    };
    expect(ResponsibleInputSchema.safeParse(responsible).success).toBe(false);
    expect(ResponsibleInputSchema.safeParse({ ...responsible, Vat: 0.2 }).success).toBe(true);
  });

  it('my-events filter: timeline empty, Future or Past; statuses only PUBLISHED or DRAFT; 8 per page', () => {
    expect(MyEventsQuerySchema.parse({})).toMatchObject({ page: 0, perPage: 8 });
    expect(MyEventsQuerySchema.parse({ statuses: 'PUBLISHED,DRAFT', eventBegin: '' }).statuses).toEqual([
      'PUBLISHED',
      'DRAFT',
    ]);
    expect(MyEventsQuerySchema.safeParse({ eventBegin: 'Soon' }).success).toBe(false);
    expect(MyEventsQuerySchema.safeParse({ statuses: 'ARCHIVED' }).success).toBe(false);
  });
});

describe('publishProblems', () => {
  const complete = {
    ProfilePicture: '/x.jpg',
    IsOnline: false,
    HasPlace: true,
    End: at('2030-01-01T00:00:00Z'),
    SellingChannel: 'Marquee',
    ExternalUrl: null,
    PricedCategoryCount: 2,
    MissingCategoryKeys: [],
    HasResponsible: true,
  };
  const now = at('2029-01-01T00:00:00Z');

  it('complete events have no problems; each gap names its field', () => {
    expect(publishProblems(complete, now)).toEqual({});
    expect(
      publishProblems(
        { ...complete, SellingChannel: 'IsFree', PricedCategoryCount: 0, HasResponsible: false },
        now,
      ),
    ).toEqual({});
    expect(
      publishProblems(
        {
          ...complete,
          ProfilePicture: null,
          HasPlace: false,
          PricedCategoryCount: 0,
          MissingCategoryKeys: ['A'],
          HasResponsible: false,
        },
        at('2031-01-01T00:00:00Z'),
      ),
    ).toEqual({
      ProfilePicture: ['FIELD_REQUIRED'],
      VenueRef: ['FIELD_REQUIRED'],
      End: ['MIN_DATETIME'],
      TicketCategories: ['FIELD_REQUIRED', 'INVALID_VALUE'],
      Responsible: ['FIELD_REQUIRED'],
    });
    expect(publishProblems({ ...complete, SellingChannel: 'TicketportalSK' }, now)).toEqual({
      'SellingChannelInfo.Url': ['FIELD_REQUIRED'],
    });
    expect(publishProblems({ ...complete, IsOnline: true, HasPlace: false }, now)).toEqual({});
  });
});
