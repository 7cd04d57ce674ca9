import type { EventListItem } from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import { buildEventItem } from '../../../test/api';
import { buildEventDetail, buildRelated } from '../../../test/build-event';
import { showGetTickets, showTopImage } from './event-rules';
import {
  actorsLine,
  performancesOf,
  recommendedToShow,
  showPerformanceSelector,
  truncateText,
  venuesDiffer,
} from './section-rules';

describe('event page rules (spec 1 §2, §9; spec 2 §2)', () => {
  it('Get tickets: paid in-product, within selling time, and a purchase form to scroll to', () => {
    expect(showGetTickets(buildEventDetail())).toBe(true);
    expect(showGetTickets(buildEventDetail({ VisibilitySettings: { HidePurchaseForm: true } }))).toBe(false);
    for (const SellingChannel of ['IsFree', 'ExternalTicketing', 'TicketportalCZ', 'TicketportalSK'])
      expect(
        showGetTickets(
          buildEventDetail({ SellingChannelInfo: { SellingChannel, PerformanceId: null, Url: null } }),
        ),
      ).toBe(false);
  });

  it('top image only for events not past and with a picture', () => {
    expect(showTopImage(buildEventDetail())).toBe(true);
    expect(showTopImage(buildEventDetail({ IsPast: true }))).toBe(false);
    expect(showTopImage(buildEventDetail({ ProfilePicture: null }))).toBe(false);
  });

  it('performance selector needs related performances and sp other than 0', () => {
    const event = buildEventDetail({ RelatedEvents: [buildRelated()] });
    expect(showPerformanceSelector(event, null)).toBe(true);
    expect(showPerformanceSelector(event, '1')).toBe(true);
    expect(showPerformanceSelector(event, '0')).toBe(false);
    expect(showPerformanceSelector(buildEventDetail(), null)).toBe(false);
  });

  it('performances include the event once, sorted by start; venues differ only across venues', () => {
    const event = buildEventDetail({
      Begin: '2031-05-01T17:30:00.000Z',
      RelatedEvents: [
        buildRelated({ Id: 'later', Begin: '2031-06-01T17:30:00.000Z' }),
        buildRelated({ Id: 'earlier', Begin: '2031-04-01T17:30:00.000Z' }),
        // The server never lists the event itself, but a stale cache must not show it twice.
        buildRelated({ Id: buildEventDetail().Id, Begin: '2031-05-01T17:30:00.000Z' }),
      ],
    });
    const list = performancesOf(event);
    expect(list.map((p) => p.Id)).toEqual(['earlier', event.Id, 'later']);
    expect(venuesDiffer(list)).toBe(false);
    expect(venuesDiffer([...list, buildRelated({ Id: 'online', IsOnline: true, Venue: null })])).toBe(true);
  });

  it('actors: ten, then an ellipsis', () => {
    const actors = (n: number) => Array.from({ length: n }, (_, i) => ({ FullName: `A${i + 1}` }));
    expect(actorsLine(actors(10))).toBe('A1, A2, A3, A4, A5, A6, A7, A8, A9, A10');
    expect(actorsLine(actors(11))).toBe('A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, …');
  });

  it('truncates at 320 characters, on a word boundary when one is near', () => {
    expect(truncateText('x'.repeat(320))).toEqual({ text: 'x'.repeat(320), truncated: false });
    const long = truncateText('word '.repeat(100));
    expect(long.truncated).toBe(true);
    expect(long.text.length).toBeLessThanOrEqual(321);
    expect(long.text).toMatch(/word…$/);
    expect(truncateText('y'.repeat(400)).text).toBe(`${'y'.repeat(320)}…`);
  });

  it('recommended: 9 at most, without the current event and duplicates, in order', () => {
    const items = ['cur', 'a', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'].map(
      (Id) => buildEventItem({ Id }) as unknown as EventListItem,
    );
    expect(recommendedToShow(items, 'cur').map((e) => e.Id)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
      'h',
      'i',
    ]);
  });
});
