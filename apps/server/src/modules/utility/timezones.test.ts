import { describe, expect, it } from 'vitest';
import { offsetSeconds, timeZoneAt, zoneOffsets } from './timezones';

describe('timeZoneAt', () => {
  it('answers the precise zone (geo-tz/all), not the merged 1970 one', () => {
    expect(timeZoneAt(17.1077, 48.1486)).toBe('Europe/Bratislava');
    expect(timeZoneAt(21.2611, 48.7164)).toBe('Europe/Bratislava');
    expect(timeZoneAt(14.4378, 50.0755)).toBe('Europe/Prague');
    expect(timeZoneAt(19.0402, 47.4979)).toBe('Europe/Budapest');
  });

  it('answers the nautical zone at sea and at the pole', () => {
    expect(timeZoneAt(-30, 0)).toBe('Etc/GMT+2');
    expect(timeZoneAt(0, 90)).toBe('Etc/GMT');
    expect(timeZoneAt(45, 90)).toBe('Etc/GMT-3');
  });
});

describe('offsets', () => {
  it('reads offsets including minutes', () => {
    expect(offsetSeconds('Asia/Kathmandu', Date.UTC(2026, 0, 1))).toBe(5 * 3600 + 45 * 60);
    expect(offsetSeconds('America/St_Johns', Date.UTC(2026, 0, 1))).toBe(-(3 * 3600 + 30 * 60));
    expect(offsetSeconds('UTC', Date.UTC(2026, 0, 1))).toBe(0);
  });

  it('splits standard and daylight-saving time in both hemispheres', () => {
    expect(zoneOffsets('Europe/Bratislava', Date.UTC(2026, 0, 15))).toEqual({
      rawOffset: 3600,
      dstOffset: 0,
      offset: 3600,
    });
    expect(zoneOffsets('Europe/Bratislava', Date.UTC(2026, 6, 15))).toEqual({
      rawOffset: 3600,
      dstOffset: 3600,
      offset: 7200,
    });
    expect(zoneOffsets('Australia/Sydney', Date.UTC(2026, 0, 15))).toEqual({
      rawOffset: 36000,
      dstOffset: 3600,
      offset: 39600,
    });
    expect(zoneOffsets('Asia/Tokyo', Date.UTC(2026, 6, 15))).toEqual({
      rawOffset: 32400,
      dstOffset: 0,
      offset: 32400,
    });
  });

  it('switches on the DST transition instant (last Sunday of March 2026, 01:00 UTC)', () => {
    expect(zoneOffsets('Europe/Bratislava', Date.UTC(2026, 2, 29, 0, 59)).offset).toBe(3600);
    expect(zoneOffsets('Europe/Bratislava', Date.UTC(2026, 2, 29, 1, 0)).offset).toBe(7200);
  });
});
