import { describe, expect, it } from 'vitest';
import { eventItem } from '../../../components/listings/test-fixtures';
import { eventPoints } from './event-points';
import { readView, withView } from './event-view';

describe('the all-events view in the URL', () => {
  it('reads view=map and treats anything else as the list', () => {
    expect(readView(new URLSearchParams('view=map'))).toBe('map');
    expect(readView(new URLSearchParams('view=MAP'))).toBe('map');
    expect(readView(new URLSearchParams('view=globe'))).toBe('list');
    expect(readView(new URLSearchParams(''))).toBe('list');
  });

  it('keeps the filters and writes only the map view', () => {
    expect(withView(new URLSearchParams('city=x&range=TODAY'), 'map').toString()).toBe(
      'city=x&range=TODAY&view=map',
    );
    expect(withView(new URLSearchParams('city=x&view=map'), 'list').toString()).toBe('city=x');
  });
});

describe('event map points', () => {
  it('pins placed events to their pages and counts the online ones', () => {
    const hall = eventItem({ ProfileName: 'Hall', Nickname: 'hall', LonLat: { Lon: 17.1, Lat: 48.1 } });
    const stream = eventItem({ ProfileName: 'Stream', IsOnline: true, LonLat: null });
    const result = eventPoints([hall, stream], (event) => `/en/event/${event.Nickname ?? event.Id}`);
    expect(result).toEqual({
      points: [{ id: hall.Id, lat: 48.1, lon: 17.1, label: 'Hall', href: '/en/event/hall' }],
      withoutPlace: 1,
    });
  });
});
