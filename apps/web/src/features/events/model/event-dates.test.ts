import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDateTimeRange } from './event-dates';

describe('event dates', () => {
  it("formats in the event's zone with plain spaces, as the server's render and the browser's hydration agree", () => {
    const range = formatDateTimeRange(
      '2027-01-22T13:00:00.000Z',
      '2027-01-24T22:30:00.000Z',
      'en',
      'Europe/Bratislava',
    );
    expect(range).toMatch(/^Fri, Jan 22, 2027, 2:00 PM – Sun, Jan 24, 2027, 11:30 PM$/);
    expect(range).not.toMatch(/[\u2009\u202f]/);
    expect(formatDateTime('2027-01-22T13:00:00.000Z', 'de', 'Europe/Bratislava')).toBe(
      'Fr., 22. Jan. 2027, 14:00',
    );
  });
});
